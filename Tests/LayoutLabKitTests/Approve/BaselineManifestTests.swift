import Foundation
import LayoutLabTestSupport
import LayoutSupport
import LayoutLabKit
import LayoutRender
import LayoutReport
import Testing

@Suite("baseline manifest")
struct BaselineManifestTests {
    @Test func currentDescribesThisMachine() throws {
        let manifest = try BaselineManifest.current(scales: [3, 2, 2, .nan])
        #expect(manifest.scales == [2, 3])
        #expect(manifest.fonts.map(\.file) == FontLibrary.files.map(\.file))
        let first = try #require(manifest.fonts.first)
        #expect(first.sha256 == (try SHA256.hex(ofFileAt: FontLibrary.directory + "/" + first.file)))
        #expect(manifest.fonts.allSatisfy { $0.sha256.count == 64 })
        #expect(manifest.libraries == RenderLibraries.versions)
        #expect(manifest.tool == "layoutlab \(ToolVersion.number)")
        #expect(manifest.differences(from: manifest).isEmpty)
    }

    @Test func differencesNameLibrariesAndFonts() {
        let recorded = BaselineManifest(tool: "layoutlab 0.0.9", scales: [1], fonts: [
            .init(file: "A.ttf", sha256: String(repeating: "a", count: 64)),
            .init(file: "B.ttf", sha256: String(repeating: "b", count: 64)),
            .init(file: "Gone.ttf", sha256: String(repeating: "c", count: 64)),
        ], libraries: ["cairo": "1.16.0", "pango": "1.50.12", "harfbuzz": "8.0"])
        let here = BaselineManifest(tool: "layoutlab 0.1.0", scales: [2, 3], fonts: [
            .init(file: "A.ttf", sha256: String(repeating: "a", count: 64)),
            .init(file: "B.ttf", sha256: String(repeating: "d", count: 64)),
            .init(file: "New.ttf", sha256: String(repeating: "e", count: 64)),
        ], libraries: ["cairo": "1.18.0", "pango": "1.50.12", "fontconfig": "2.14.1"])
        #expect(here.differences(from: recorded) == [
            "cairo: the baselines were made with 1.16.0, this machine has 1.18.0",
            "fontconfig: the baselines were made with no recorded version, this machine has 2.14.1",
            "harfbuzz: the baselines were made with 8.0, this machine has none",
            "font B.ttf: differs from the one the baselines were made with (sha256 dddddddddddd… here, bbbbbbbbbbbb… recorded)",
            "font New.ttf: not used for the baselines",
            "font Gone.ttf: the baselines used it, this machine does not have it",
        ])
    }

    @Test func writesAtomicallyAndReadsBack() throws {
        let temporary = TemporaryDirectory(reserving: "manifest")
        defer { temporary.remove() }
        let dir = temporary.path
        #expect(try BaselineManifest.read(directory: dir) == nil)
        let manifest = try BaselineManifest.current(scales: [2])
        try manifest.write(directory: dir)
        #expect(try BaselineManifest.read(directory: dir) == manifest)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["manifest.json"])
        let text = try String(contentsOfFile: dir + "/manifest.json", encoding: .utf8)
        #expect(text.hasSuffix("}\n") && text.contains("\"fonts\""))
        #expect(try manifest.jsonData() == manifest.jsonData())

        try Data("{\"tool\": 3}".utf8).write(to: URL(fileURLWithPath: dir + "/manifest.json"))
        let error = #expect(throws: ManifestError.self) { try BaselineManifest.read(directory: dir) }
        #expect(error?.description.contains("manifest.json: not a baseline manifest") == true)
    }

    @Test func keepingScalesJoinsBoth() throws {
        let recorded = BaselineManifest(tool: "t", scales: [1, 3], fonts: [], libraries: [:])
        let now = BaselineManifest(tool: "t", scales: [2, 3], fonts: [], libraries: [:])
        #expect(now.keepingScales(of: recorded).scales == [1, 2, 3])
        #expect(now.keepingScales(of: nil).scales == [2, 3])
    }
}
