import Foundation
import LayoutLabTestSupport
import LayoutSupport
import LayoutBitmap
import LayoutRender
import LayoutReport

/// A project directory for the approve, prune and merge command tests: valid fixture files,
/// `Baselines/` and a `Reports/` directory written as a check run would, all with paths
/// relative to the project (the commands run inside it).
final class ApproveProject {
    let root: URL
    var path: String { root.path }
    private(set) var outcomes: [FixtureOutcome] = []
    /// Bytes of each fixture's old baseline and new actual files, by path relative to the baselines.
    private(set) var old: [String: [UInt8]] = [:]
    private(set) var new: [String: [UInt8]] = [:]

    init() throws {
        root = try TemporaryDirectory("cli").url
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Baselines"), withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    /// A `side`×`side` image of noise (so it compresses badly), different for each seed.
    static func png(seed: Int, side: Int) throws -> [UInt8] {
        var pixels = [UInt8](repeating: 255, count: side * side * 4)
        var state = UInt64(truncatingIfNeeded: seed) &* 0x9E37_79B9_7F4A_7C15 | 1
        for i in stride(from: 0, to: pixels.count, by: 4) {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            pixels[i] = UInt8(truncatingIfNeeded: state)
            pixels[i + 1] = UInt8(truncatingIfNeeded: state >> 8)
            pixels[i + 2] = UInt8(truncatingIfNeeded: state >> 16)
        }
        return try PNGCodec.encode(Bitmap(width: side, height: side, pixels: pixels)!)
    }

    static func layout(_ name: String, seed: Int) -> [UInt8] {
        Array("{\"name\": \"\(name)\", \"size\": [\(seed), 20], \"scale\": 2, \"root\": null}\n".utf8)
    }

    /// Adds a fixture with a valid fixture file. `.failed` gets an old baseline and a new actual
    /// image; `.new` only the actual; `.passed` equal ones; `.error` neither.
    func add(_ name: String, _ status: FixtureStatus, seed: Int, side: Int = 8) throws {
        let source = "Fixtures/\(name).yaml"
        try write(Array("name: \(name)\nsize: [4, 4]\nscale: 2\nroot: {node: {backgroundColor: red}}\n".utf8), source)
        var images = FixtureImages(), layouts = FixtureLayouts()
        var digest: String?
        if status != .error {
            let png = try ApproveProject.png(seed: seed, side: side), layout = ApproveProject.layout(name, seed: seed)
            try write(png, "Reports/actual/\(name).png")
            try write(layout, "Reports/actual/\(name).layout.json")
            new["\(name).png"] = png
            new["\(name).layout.json"] = layout
            images.actual = "actual/\(name).png"
            layouts.actual = "actual/\(name).layout.json"
        }
        if status == .failed || status == .passed {
            let oldSeed = status == .passed ? seed : seed + 100_000
            let png = try ApproveProject.png(seed: oldSeed, side: side), layout = ApproveProject.layout(name, seed: oldSeed)
            try write(png, "Baselines/\(name).png")
            try write(layout, "Baselines/\(name).layout.json")
            old["\(name).png"] = png
            old["\(name).layout.json"] = layout
            digest = SHA256.hex(png)
            images.baseline = "baseline/\(name).png"
        }
        outcomes.append(FixtureOutcome(name: name, status: status, message: status == .error ? "root: expected a mapping" : nil,
                                       sourceFile: source, baselineDigest: digest, scale: 2, images: images, layouts: layouts,
                                       approveCommand: "layoutlab approve '\(name)'"))
    }

    /// Writes `Reports/report.json`, started a minute after the fixture files were written.
    func writeReport(shard: String? = nil, directory: String = "Reports") throws {
        let start = Date()
        for outcome in outcomes {
            try FileManager.default.setAttributes([.modificationDate: start.addingTimeInterval(-60)],
                                                  ofItemAtPath: root.appendingPathComponent(outcome.sourceFile!).path)
        }
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        let settings = ReportSettings(threshold: 0.1, record: "never", jobs: 2, shard: shard, baselineDirectory: "Baselines",
                                      fixtureRoots: ["Fixtures"])
        let report = CheckReport(tool: "layoutlab 0.1.0", startedAt: formatter.string(from: start), durationSeconds: 1,
                                 settings: settings, fixtures: outcomes.sorted { $0.name < $1.name })
        try write([UInt8](try report.jsonData()), "\(directory)/report.json")
    }

    func write(_ bytes: [UInt8], _ relative: String) throws {
        let url = root.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    func read(_ relative: String) -> [UInt8]? {
        FileManager.default.contents(atPath: root.appendingPathComponent(relative).path).map { [UInt8]($0) }
    }

    /// Puts every old baseline back and removes everything else from `Baselines/`.
    func resetBaselines() throws {
        let baselines = root.appendingPathComponent("Baselines")
        try FileManager.default.removeItem(at: baselines)
        try FileManager.default.createDirectory(at: baselines, withIntermediateDirectories: true)
        for (relative, bytes) in old { try write(bytes, "Baselines/" + relative) }
    }

    /// Every regular file under `Baselines/`, relative to it.
    func baselineFiles() throws -> [String] {
        let base = root.appendingPathComponent("Baselines").path
        return try FileManager.default.subpathsOfDirectory(atPath: base).filter { relative in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: base + "/" + relative, isDirectory: &isDirectory) && !isDirectory.boolValue
        }.sorted()
    }
}
