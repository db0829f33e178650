import Foundation
import LayoutLabTestSupport
import Testing
@testable import LayoutReport

@Suite("Report page assets")
struct ReportAssetsTests {
    @Test func theBundledFilesMakeTheScriptInOrderInsideOneFunction() throws {
        let assets = try ReportAssets.bundled()
        let directory = ReportAssets.bundledDirectory
        let parts = try ReportAssets.scriptFiles.map {
            String(decoding: try Data(contentsOf: directory.appendingPathComponent($0)), as: UTF8.self)
        }
        #expect(parts.allSatisfy { !$0.isEmpty })
        var script = "(function () {\n'use strict';\n" + parts.joined() + "})();\n"
        for (placeholder, replacement) in ReportAssets.scriptPlaceholders {
            script = script.replacing(placeholder, with: replacement)
        }
        #expect(assets.script == script)
        #expect(assets.style == String(decoding: try Data(contentsOf: directory.appendingPathComponent(ReportAssets.styleFile)),
                                       as: UTF8.self))
        #expect(assets.style.contains(":root {"))
    }

    @Test func everyBundledFileIsPartOfThePage() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: ReportAssets.bundledDirectory.path).sorted()
        #expect(names == ([ReportAssets.styleFile] + ReportAssets.scriptFiles).sorted())
    }

    @Test func aMissingFileIsAnErrorNamingIt() throws {
        let temporary = try TemporaryDirectory("report-assets-missing")
        defer { temporary.remove() }
        let dir = temporary.url
        try Data("body {}".utf8).write(to: dir.appendingPathComponent(ReportAssets.styleFile))
        do {
            _ = try ReportAssets.read(from: dir)
            Issue.record("read assets from a folder without the script")
        } catch let error as ReportAssetError {
            #expect(error.path == dir.appendingPathComponent("report-core.js").path)
            #expect(error.description.contains("report-core.js: no such file"))
        }
    }

    @Test func aFileThatIsNotUTF8IsAnError() throws {
        let temporary = try TemporaryDirectory("report-assets-binary")
        defer { temporary.remove() }
        let dir = temporary.url
        try Data([0xFF, 0xFE, 0x00]).write(to: dir.appendingPathComponent(ReportAssets.styleFile))
        #expect(throws: ReportAssetError.self) { try ReportAssets.read(from: dir) }
    }
}
