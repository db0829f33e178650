import Foundation
import LayoutLabTestSupport
import LayoutSupport
import LayoutBitmap
import LayoutLabKit
import LayoutRender
import LayoutReport

/// A temporary project for approve tests: fixture files, a baseline directory, and a report
/// directory written by hand as a check run would.
final class ApproveWorld {
    let root: String
    var reports: String { root + "/Reports" }
    var baselines: String { root + "/Baselines" }
    var fixtures: [FixtureOutcome] = []
    /// The actual and baseline bytes by fixture name, for assertions.
    var actualPNG: [String: [UInt8]] = [:]
    var actualLayout: [String: [UInt8]] = [:]
    var baselinePNG: [String: [UInt8]] = [:]
    var baselineLayout: [String: [UInt8]] = [:]

    init() throws {
        root = TemporaryDirectory(reserving: "approve").path
        try FileManager.default.createDirectory(atPath: root + "/Fixtures", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: baselines, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    /// A `size`×`size` PNG, different for each seed.
    static func png(seed: Int, size: Int = 8) throws -> [UInt8] {
        var bitmap = Bitmap(width: size, height: size, fill: RGBA8(r: 255, g: 255, b: 255))
        var state = UInt32(truncatingIfNeeded: seed) &* 2_654_435_761 &+ 1
        for y in 0..<size {
            for x in 0..<size {
                state = state &* 1_664_525 &+ 1_013_904_223
                bitmap[x, y] = RGBA8(r: UInt8(truncatingIfNeeded: state >> 24), g: UInt8(truncatingIfNeeded: state >> 16),
                                     b: UInt8(truncatingIfNeeded: state >> 8))
            }
        }
        return try PNGCodec.encode(bitmap)
    }

    static func layout(_ name: String, seed: Int) -> [UInt8] {
        Array("{\"name\": \"\(name)\", \"size\": [\(seed), 10], \"scale\": 2, \"root\": null}\n".utf8)
    }

    /// Adds a fixture: its file, its actual files in the report, and its baseline when
    /// `baselineSeed` is given. Status `.error` gets no actual files.
    @discardableResult
    func add(_ name: String, _ status: FixtureStatus, actualSeed: Int, baselineSeed: Int? = nil,
             layoutOnlyChange: Bool = false, scale: Double = 2, recorded: Bool = false) throws -> FixtureOutcome {
        let source = root + "/Fixtures/" + name.replacingOccurrences(of: "/", with: "_") + ".yaml"
        try Data("name: \(name)\n".utf8).write(to: URL(fileURLWithPath: source))
        var images = FixtureImages()
        var layouts = FixtureLayouts()
        var digest: String?
        if status != .error {
            let png = try ApproveWorld.png(seed: actualSeed)
            let layout = ApproveWorld.layout(name, seed: actualSeed)
            try write(png, to: reports + "/actual/\(name).png")
            try write(layout, to: reports + "/actual/\(name).layout.json")
            actualPNG[name] = png
            actualLayout[name] = layout
            images.actual = "actual/\(name).png"
            layouts.actual = "actual/\(name).layout.json"
        }
        if let baselineSeed {
            let png = try ApproveWorld.png(seed: baselineSeed)
            let layout = ApproveWorld.layout(name, seed: baselineSeed)
            try write(png, to: baselines + "/\(name).png")
            try write(layout, to: baselines + "/\(name).layout.json")
            baselinePNG[name] = png
            baselineLayout[name] = layout
            digest = SHA256.hex(png)
            images.baseline = "baseline/\(name).png"
        }
        let outcome = FixtureOutcome(name: name, status: status, message: status == .error ? "root: expected a mapping" : nil,
                                     sourceFile: source, recorded: recorded, baselineDigest: digest, size: [4, 4], scale: scale,
                                     images: images, layouts: layouts, layoutOnlyChange: layoutOnlyChange,
                                     approveCommand: "layoutlab approve '\(name)'")
        fixtures.append(outcome)
        return outcome
    }

    /// Writes report.json with a start time a minute after the fixture files were last changed.
    func writeReport(startedAt: String? = nil, baselineDirectory: String? = nil) throws {
        let start = Date()
        let earlier = start.addingTimeInterval(-60)
        for fixture in fixtures { if let file = fixture.sourceFile { try setModified(file, earlier) } }
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        let settings = ReportSettings(threshold: 0.1, record: "never", jobs: 1, baselineDirectory: baselineDirectory ?? baselines,
                                      fixtureRoots: [root + "/Fixtures"])
        let report = CheckReport(tool: "layoutlab 0.1.0", startedAt: startedAt ?? formatter.string(from: start), durationSeconds: 0.5,
                                 settings: settings, fixtures: fixtures.sorted { $0.name < $1.name })
        try write([UInt8](report.jsonData()), to: reports + "/report.json")
    }

    func setModified(_ path: String, _ date: Date) throws {
        try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: path)
    }

    func write(_ bytes: [UInt8], to path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }

    func read(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { [UInt8]($0) }
    }

    /// Every file under `directory` with its bytes (links by their target text).
    func snapshot(_ directory: String) -> [String: [UInt8]] {
        var out: [String: [UInt8]] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return out }
        while let relative = enumerator.nextObject() as? String {
            let path = directory + "/" + relative
            if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) {
                out[relative] = Array("-> \(target)".utf8)
            } else if let data = FileManager.default.contents(atPath: path) {
                out[relative] = [UInt8](data)
            }
        }
        return out
    }

    func request(_ patterns: [String] = [], failed: Bool = false, new: Bool = false, all: Bool = false,
                 dryRun: Bool = false) -> ApproveRequest {
        ApproveRequest(patterns: patterns, failed: failed, new: new, all: all, dryRun: dryRun, reportDirectory: reports)
    }

    /// Runs an approve, collecting its lines.
    func approve(_ request: ApproveRequest) throws(ApproveError) -> (result: Approver.Result, lines: [String]) {
        var lines: [String] = []
        let result = try Approver.run(request) { lines.append($0) }
        return (result, lines)
    }
}
