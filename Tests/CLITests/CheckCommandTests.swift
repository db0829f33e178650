import Foundation
import LayoutLabTestSupport
import LayoutRender
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// A temporary project directory with fixture files, checked by the built binary.
struct CheckProject {
    let dir: URL

    init() throws { dir = try TemporaryDirectory("cli").url }

    func remove() { try? FileManager.default.removeItem(at: dir) }

    func write(_ text: String, _ path: String) throws {
        let url = dir.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: dir.appendingPathComponent(path).path) }

    func data(_ path: String) throws -> Data { try Data(contentsOf: dir.appendingPathComponent(path)) }

    /// `layoutlab check ARGS` with neither CI nor LAYOUTLAB_RECORD set unless given.
    func check(_ arguments: [String] = [], environment: [String: String?] = [:]) throws -> CLIHarness.Run {
        var env: [String: String?] = ["CI": nil, "LAYOUTLAB_RECORD": nil]
        for (key, value) in environment { env[key] = value }
        return try CLIHarness.run(["check"] + arguments, in: dir, environment: env)
    }

    /// `Reports/report.json`.
    func report(_ reports: String = "Reports") throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: data("\(reports)/report.json")) as? [String: Any])
    }

    /// The report's fixtures by name.
    func outcomes(_ reports: String = "Reports") throws -> [String: [String: Any]] {
        let list = try #require(try report(reports)["fixtures"] as? [[String: Any]])
        return Dictionary(uniqueKeysWithValues: list.map { ($0["name"] as? String ?? "", $0) })
    }

    func junit() throws -> JUnitCases { JUnitCases(try data("Reports/junit.xml")) }
}

/// A card: an avatar and a title in an inset horizontal stack.
func card(avatarWidth: Int = 40, titleColor: String = "#222222") -> String {
    """
    name: cards/profile
    size: [120, 56]
    scale: 1
    root:
      inset:
        insets: [8, 8, 8, 8]
        child:
          stack:
            direction: horizontal
            spacing: 4
            children:
              - node: {debugName: avatar, backgroundColor: "#3366FF", style: {width: \(avatarWidth), height: 40}}
              - node: {debugName: title, backgroundColor: "\(titleColor)", style: {flexGrow: 1, height: 20}}
    """
}

/// A transparent node centred on white: its size changes the layout, never the pixels.
func ghost(width: Int = 10) -> String {
    "name: ghost\nsize: [40, 40]\nscale: 2\nroot: {center: {centering: xy, child: {node: {debugName: ghost, style: {width: \(width), height: 10}}}}}\n"
}

@Suite("layoutlab check")
struct CheckCommandTests {
    @Test func recordCheckChangeAndFail() throws {
        let p = try CheckProject()
        defer { p.remove() }
        try p.write(card(), "Fixtures/cards.yaml")
        try p.write(ghost(), "Fixtures/ghost.yaml")

        // 1. No baselines, never recording: both new, exit 1, nothing written to Baselines.
        var r = try p.check(["--record", "never"])
        #expect(r.status == 1, "\(r.stdout)\(r.stderr)")
        #expect(r.stdout.contains("NEW     cards/profile: no baseline at Baselines/cards/profile.png (record mode never)"))
        #expect(r.stdout.contains("2 fixtures in "))
        #expect(!p.exists("Baselines/cards/profile.png"))
        var outcomes = try p.outcomes()
        #expect(outcomes["cards/profile"]?["status"] as? String == "new")
        #expect(outcomes["cards/profile"]?["recorded"] as? Bool == false)
        #expect(outcomes["cards/profile"]?["sourceFile"] as? String == "Fixtures/cards.yaml")
        #expect(try p.report()["summary"] as? [String: Int] == ["total": 2, "passed": 0, "failed": 0, "new": 2, "error": 0,
                                                                 "layoutOnly": 0, "recorded": 0])
        var junit = try p.junit()
        #expect(junit.ok && junit.cases.count == 2 && junit.failures == ["new", "new"] && junit.errors.isEmpty)

        // 2. The default mode off CI records missing baselines: new + recorded, exit 0.
        r = try p.check()
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        #expect(r.stdout.contains("NEW     cards/profile: no baseline; recorded Baselines/cards/profile.png"))
        #expect(p.exists("Baselines/cards/profile.png") && p.exists("Baselines/cards/profile.layout.json"))
        outcomes = try p.outcomes()
        #expect(outcomes["ghost"]?["recorded"] as? Bool == true)
        junit = try p.junit()
        #expect(junit.failures.isEmpty && junit.errors.isEmpty)

        // 3. Check again: everything passes unchanged, and the report holds no file of them.
        r = try p.check()
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        #expect(r.stdout.contains("2 fixtures in ") && r.stdout.contains(": 2 passed, 0 failed, 0 new, 0 errors"))
        let passing = try #require(try p.outcomes()["cards/profile"])
        let listed = (passing["images"] as? [String: Any] ?? [:]).filter { $0.key != "overlays" }
        #expect(listed.isEmpty && (passing["layouts"] as? [String: Any])?.isEmpty == true, "\(passing)")
        for folder in ["actual", "baseline", "diff"] { #expect(!p.exists("Reports/\(folder)")) }
        // The page shows it from the baseline folder, its layout over it.
        let page = try String(decoding: p.data("Reports/data/0.js"), as: UTF8.self)
        #expect(page.contains("\"baseline\":{\"url\":\"../Baselines/cards/profile.png\",\"w\":120,\"h\":56,\"outside\":\"Baselines/cards/profile.png\"}"),
                "\(page.prefix(800))")
        #expect(page.contains("\"baselineSameAsActual\":true"))

        // With --copy-passing the report points at copies of what was compared.
        r = try p.check(["--copy-passing"])
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        outcomes = try p.outcomes()
        let profile = try #require(outcomes["cards/profile"])
        #expect(profile["status"] as? String == "passed")
        let images = try #require(profile["images"] as? [String: Any])
        // Equal pixels: the baseline is the only image, and no second copy is written.
        #expect(images["actual"] == nil && !p.exists("Reports/actual/cards/profile.png"))
        #expect(images["baseline"] as? String == "baseline/cards/profile.png")
        #expect(images["diff"] == nil)
        #expect(try p.data("Reports/baseline/cards/profile.png") == p.data("Baselines/cards/profile.png"))
        let layouts = try #require(profile["layouts"] as? [String: Any])
        #expect(layouts["actual"] as? String == "actual/cards/profile.layout.json")
        #expect(layouts["baseline"] as? String == "baseline/cards/profile.layout.json")
        let digest = try #require(profile["baselineDigest"] as? String)
        #expect(digest == (try sha256sum(p.dir.appendingPathComponent("Baselines/cards/profile.png").path)))
        #expect(profile["size"] as? [Double] == [120, 56] && profile["scale"] as? Double == 1)
        #expect(profile["approveCommand"] as? String == "layoutlab approve cards/profile")
        #expect((profile["asciiArt"] as? String)?.contains("DisplayNode (avatar)") == true)

        // 4. A wider avatar: failed, naming the resized and moved nodes.
        try p.write(card(avatarWidth: 44), "Fixtures/cards.yaml")
        r = try p.check()
        #expect(r.status == 1, "\(r.stdout)\(r.stderr)")
        let line = try #require(r.stdout.split(separator: "\n").first { $0.hasPrefix("FAILED  cards/profile") })
        #expect(line.contains("pixels differ ("))
        #expect(line.contains("largest changed region"))
        #expect(line.contains("baseline Baselines/cards/profile.png, actual Reports/actual/cards/profile.png, diff Reports/diff/cards/profile.png"))
        #expect(line.contains("avatar: w 40 → 44 (+4pt)"))
        #expect(line.contains("title: x 52 → 56 (+4pt), w 60 → 56 (-4pt)"))
        outcomes = try p.outcomes()
        let failed = try #require(outcomes["cards/profile"])
        #expect(failed["status"] as? String == "failed")
        let changes = try #require(failed["layoutChanges"] as? [[String: Any]])
        #expect(changes.map { $0["summary"] as? String ?? "" }
                == ["avatar: w 40 → 44 (+4pt) because avatar.width 40 → 44",
                    "title: x 52 → 56 (+4pt), w 60 → 56 (-4pt) because avatar.width 40 → 44"])
        #expect(changes.first?["change"] as? String == "resized")
        let diff = try #require(failed["diff"] as? [String: Any])
        #expect((diff["differentPixels"] as? Int ?? 0) > 0)
        #expect((diff["regions"] as? [[Int]])?.isEmpty == false)
        #expect(p.exists("Reports/diff/cards/profile.png"))
        #expect((failed["images"] as? [String: Any])?["diff"] as? String == "diff/cards/profile.png")
        junit = try p.junit()
        #expect(junit.failures == ["failed"])
        // The baseline is untouched by a failing check in the default mode.
        #expect(try p.data("Reports/baseline/cards/profile.png") == p.data("Baselines/cards/profile.png"))
    }

    /// `junit.xml` and `report.json` are written beside the HTML report's data files; when one
    /// cannot be, the run says which and exits 2, and no page claims a finished report.
    @Test func aRunFileThatCannotBeWrittenStopsThePage() throws {
        let p = try CheckProject()
        defer { p.remove() }
        try p.write(card(), "Fixtures/cards.yaml")
        try p.write("in the way", "Reports/junit.xml/file")
        let r = try p.check(["--record", "missing"])
        #expect(r.status == 2, "\(r.stdout)\(r.stderr)")
        #expect(r.stderr.contains("cannot write the report in Reports:") && r.stderr.contains("junit.xml"), "\(r.stderr)")
        #expect(!p.exists("Reports/index.html"))
        #expect(p.exists("Baselines/cards/profile.png"), "the baselines recorded before are kept")
    }

    @Test func overlayImagesAreWrittenOnlyWhenAsked() throws {
        let p = try CheckProject()
        defer { p.remove() }
        try p.write(card(), "Fixtures/cards.yaml")
        #expect(try p.check().status == 0)
        try p.write(card(avatarWidth: 44), "Fixtures/cards.yaml")

        // By default the report draws the overlays itself: no PNG copies, none listed.
        var r = try p.check()
        #expect(r.status == 1, "\(r.stdout)\(r.stderr)")
        #expect(!p.exists("Reports/overlays"))
        var images = try #require(try p.outcomes()["cards/profile"]?["images"] as? [String: Any])
        #expect((images["overlays"] as? [String: String] ?? [:]).isEmpty)

        // Asked for, each of the three layers is a PNG of the actual image's size, listed by kind.
        r = try p.check(["--overlay-images"])
        #expect(r.status == 1, "\(r.stdout)\(r.stderr)")
        images = try #require(try p.outcomes()["cards/profile"]?["images"] as? [String: Any])
        let overlays = try #require(images["overlays"] as? [String: String])
        #expect(overlays.keys.sorted() == ["hit-area", "pixel-scaling", "spec-boundary"])
        for (kind, path) in overlays {
            #expect(path == "overlays/\(kind)/cards/profile.png")
            let size = try PNGCodec.dimensions(of: [UInt8](try p.data("Reports/" + path)), path: path)
            #expect(size.width == 120 && size.height == 56, "\(kind): \(size)")
        }

        // A later run without them removes the copies it no longer writes.
        #expect(try p.check().status == 1)
        #expect(!p.exists("Reports/overlays/hit-area/cards/profile.png"))
    }

    @Test func layoutOnlyChangePassesAndSaysSo() throws {
        let p = try CheckProject()
        defer { p.remove() }
        try p.write(ghost(), "Fixtures/ghost.yaml")
        #expect(try p.check().status == 0)
        try p.write(ghost(width: 20), "Fixtures/ghost.yaml")
        let r = try p.check()
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        #expect(r.stdout.contains("LAYOUT  ghost: pixels match but the layout changed: ghost: x 15 → 10 (-5pt), w 10 → 20 (+10pt)"))
        #expect(r.stdout.contains("; 1 layout-only change"))
        let ghost = try #require(try p.outcomes()["ghost"])
        #expect(ghost["status"] as? String == "passed" && ghost["layoutOnlyChange"] as? Bool == true)
        #expect((try p.report()["summary"] as? [String: Int])?["layoutOnly"] == 1)
    }

    @Test func colourChangeAndSizeChangeFail() throws {
        let p = try CheckProject()
        defer { p.remove() }
        try p.write(card(), "Fixtures/cards.yaml")
        #expect(try p.check(["--record", "missing"]).status == 0)
        try p.write(card(titleColor: "#FF0000"), "Fixtures/cards.yaml")
        var r = try p.check()
        #expect(r.status == 1)
        // 60×20 title pixels changed colour; no node moved.
        #expect(r.stdout.contains("1200 pixels differ (17.857 % of 6720; none allowed)"), "\(r.stdout)")
        #expect(r.stdout.contains("largest changed region 60×20 px at (52, 8)"))
        #expect(r.stdout.contains("no node moved or resized"))
        // A policy that allows them passes, per run or per fixture.
        #expect(try p.check(["--max-diff-pixels", "1200"]).status == 0)
        #expect(try p.check(["--max-diff-ratio", "0.1"]).status == 1)
        try p.write(card(titleColor: "#FF0000") + "\ndiff: {maxDiffRatio: 0.2}\n", "Fixtures/cards.yaml")
        #expect(try p.check().status == 0)
        // A different canvas size always fails, naming both sizes, whatever the limits.
        try p.write(card().replacingOccurrences(of: "size: [120, 56]", with: "size: [130, 56]"), "Fixtures/cards.yaml")
        r = try p.check(["--max-diff-ratio", "1"])
        #expect(r.status == 1)
        #expect(r.stdout.contains("size differs: baseline 120×56 px, actual 130×56 px"), "\(r.stdout)")
        let diff = try #require(try p.outcomes()["cards/profile"]?["diff"] as? [String: Any])
        #expect(diff["baselineSize"] as? [Int] == [120, 56] && diff["actualSize"] as? [Int] == [130, 56])
    }

    @Test func recordFailedRewritesTheBaselineButStillFailsOnce() throws {
        let p = try CheckProject()
        defer { p.remove() }
        try p.write(card(), "Fixtures/cards.yaml")
        #expect(try p.check().status == 0)
        try p.write(card(avatarWidth: 30), "Fixtures/cards.yaml")
        let r = try p.check(["--record", "failed"])
        #expect(r.status == 1)
        #expect(r.stdout.contains("recorded as the new baseline Baselines/cards/profile.png"))
        let outcome = try #require(try p.outcomes()["cards/profile"])
        #expect(outcome["status"] as? String == "failed" && outcome["recorded"] as? Bool == true)
        // The report keeps the old baseline it compared against; Baselines/ has the new one.
        #expect(try p.data("Reports/baseline/cards/profile.png") != p.data("Baselines/cards/profile.png"))
        // The new baseline holds the report's actual pixels, encoded to keep.
        #expect(try PNGCodec.decode([UInt8](p.data("Reports/actual/cards/profile.png")))
                == PNGCodec.decode([UInt8](p.data("Baselines/cards/profile.png"))))
        #expect(try p.check(["--record", "never"]).status == 0)
    }

    @Test func erroredFixturesExitTwoWhileTheOthersAreCheckedAndCounted() throws {
        let p = try CheckProject()
        defer { p.remove() }
        try p.write(card(), "Fixtures/cards.yaml")
        try p.write(ghost(), "Fixtures/ghost.yaml")
        try p.write("name: broken\nsize: [10, 10]\nroot: {node: {style: {flexGrow: -1}}}\n", "Fixtures/broken.yaml")
        try p.write("name: [unclosed\n", "Fixtures/syntax.yaml")
        let r = try p.check(["--jobs", "2"])
        #expect(r.status == 2, "\(r.stdout)\(r.stderr)")
        // A file that does not load is named once: its message starts with it.
        #expect(r.stdout.contains("ERROR   Fixtures/broken.yaml:3: root.node.style.flexGrow: expected a number ≥ 0"))
        #expect(r.stdout.contains("ERROR   Fixtures/syntax.yaml:") && !r.stdout.contains("Fixtures/syntax.yaml: Fixtures/syntax.yaml"))
        let summary = try #require(try p.report()["summary"] as? [String: Int])
        #expect(summary["total"] == 4 && summary["error"] == 2 && summary["new"] == 2 && summary["recorded"] == 2)
        #expect(p.exists("Baselines/cards/profile.png") && p.exists("Baselines/ghost.png"))
        let junit = try p.junit()
        #expect(junit.cases.count == 4 && junit.errors.count == 2 && junit.failures.isEmpty)
    }

    @Test func unreadableBaselineIsAnErrorNeverAPass() throws {
        let p = try CheckProject()
        defer { p.remove() }
        try p.write(ghost(), "Fixtures/ghost.yaml")
        #expect(try p.check().status == 0)
        try p.write("not a png", "Baselines/ghost.png")
        let r = try p.check(["--record", "all"])
        #expect(r.status == 2)
        #expect(r.stdout.contains("ERROR   ghost: the baseline Baselines/ghost.png cannot be read"), "\(r.stdout)")
        // Recording does not paper over it.
        #expect(try p.data("Baselines/ghost.png") == Data("not a png".utf8))
    }

    @Test func baselineLinksOutOfTheDirectoryAreRefused() throws {
        let p = try CheckProject()
        defer { p.remove() }
        try p.write(ghost(), "Fixtures/ghost.yaml")
        #expect(try p.check(["--baselines", "Elsewhere"]).status == 0)
        try FileManager.default.createDirectory(at: p.dir.appendingPathComponent("Baselines"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: p.dir.appendingPathComponent("Baselines/ghost.png").path,
                                                   withDestinationPath: p.dir.appendingPathComponent("Elsewhere/ghost.png").path)
        let r = try p.check()
        #expect(r.status == 2)
        #expect(r.stdout.contains("outside Baselines; refusing to follow it"), "\(r.stdout)")
    }

    @Test func emptyRunsAndBadArgumentsExitTwo() throws {
        let p = try CheckProject()
        defer { p.remove() }
        try p.write(ghost(), "Fixtures/ghost.yaml")
        var r = try p.check(["--filter", "nothing/*"])
        #expect(r.status == 2)
        #expect(r.stderr.contains("no fixture matched"))
        #expect(r.stdout.contains("0 fixtures in "))
        #expect(try p.check(["--filter", "nothing/*", "--allow-empty"]).status == 0)
        let emptyDir = try CheckProject()
        defer { emptyDir.remove() }
        #expect(try emptyDir.check().status == 2)
        for args in [["--shard", "3/2"], ["--shard", "x"], ["--record", "sometimes"], ["--threshold", "2"], ["--jobs", "0"],
                     ["--fixtures", "missing-dir"], ["--max-diff-ratio", "-1"]] {
            r = try p.check(args)
            #expect(r.status == 2, "\(args): \(r.stderr)")
            #expect(!r.stderr.isEmpty)
        }
        r = try p.check(environment: ["LAYOUTLAB_RECORD": "bogus"])
        #expect(r.status == 2 && r.stderr.contains("LAYOUTLAB_RECORD: expected never, missing, failed or all, found \"bogus\""))
    }

    @Test func underCINewFixturesAreNotRecorded() throws {
        let p = try CheckProject()
        defer { p.remove() }
        try p.write(ghost(), "Fixtures/ghost.yaml")
        var r = try p.check(environment: ["CI": "true"])
        #expect(r.status == 1)
        #expect(!p.exists("Baselines/ghost.png"))
        #expect(try p.report()["settings"].flatMap { ($0 as? [String: Any])?["record"] as? String } == "never")
        r = try p.check(environment: ["CI": "true", "LAYOUTLAB_RECORD": "missing"])
        #expect(r.status == 0 && p.exists("Baselines/ghost.png"))
    }

    @Test func filtersShardsAndFixtureRoots() throws {
        let p = try CheckProject()
        defer { p.remove() }
        for i in 0..<12 {
            try p.write("name: grid/item\(i)\nsize: [4, 4]\nscale: 1\nroot: {node: {backgroundColor: \"#00\(i % 10)\"}}\n",
                        "Fixtures/grid/item\(i).yaml")
        }
        try p.write(ghost(), "More/ghost.json.yaml")
        var names: [String] = []
        for shard in 1...3 {
            let r = try p.check(["--shard", "\(shard)/3", "--allow-empty"])
            #expect(r.status == 0)
            names += try p.outcomes().keys
            #expect((try p.report()["settings"] as? [String: Any])?["shard"] as? String == "\(shard)/3")
        }
        #expect(names.sorted() == (0..<12).map { "grid/item\($0)" }.sorted())
        var r = try p.check(["--filter", "grid/item1*"])
        #expect(r.status == 0)
        #expect(try p.outcomes().keys.sorted() == ["grid/item1", "grid/item10", "grid/item11"])
        r = try p.check(["--fixtures", "More", "--fixtures", "Fixtures/grid/item3.yaml"])
        #expect(r.status == 0)
        #expect(try p.outcomes().keys.sorted() == ["ghost", "grid/item3"])
        // Files from an earlier run that this one did not produce are gone.
        #expect(!p.exists("Reports/actual/grid/item1.png"))
    }

    @Test func sameBytesWithOneOrTwoWorkers() throws {
        let p = try CheckProject()
        defer { p.remove() }
        for i in 0..<8 { try p.write(card(avatarWidth: 30 + i).replacingOccurrences(of: "cards/profile", with: "cards/c\(i)"), "Fixtures/c\(i).yaml") }
        #expect(try p.check(["--reports", "R1", "--jobs", "1"]).status == 0)
        try p.write(card(avatarWidth: 1).replacingOccurrences(of: "cards/profile", with: "cards/c3"), "Fixtures/c3.yaml")
        #expect(try p.check(["--reports", "R1", "--jobs", "1"]).status == 1)
        #expect(try p.check(["--reports", "R2", "--jobs", "2"]).status == 1)
        func stable(_ dir: String) throws -> Data {
            var report = try #require(try JSONSerialization.jsonObject(with: p.data("\(dir)/report.json")) as? [String: Any])
            report["startedAt"] = nil
            report["durationSeconds"] = nil
            var settings = report["settings"] as? [String: Any]
            settings?["jobs"] = nil
            report["settings"] = settings
            report["fixtures"] = (report["fixtures"] as? [[String: Any]])?.map { f in
                var f = f
                f["durationMilliseconds"] = nil
                return f
            }
            // Messages and approve commands name the report directory; everything else must be identical.
            let data = try JSONSerialization.data(withJSONObject: report, options: [.sortedKeys])
            let text = String(decoding: data, as: UTF8.self)
                .replacingOccurrences(of: "\(dir)\\/", with: "R/").replacingOccurrences(of: "\(dir)/", with: "R/")
                .replacingOccurrences(of: "--reports \(dir) ", with: "--reports R ")
            return Data(text.utf8)
        }
        #expect(try stable("R1") == stable("R2"))
        // Only the failed fixture has an actual image: the others passed on equal pixels.
        #expect(!p.exists("R1/actual/cards/c0.png") && !p.exists("R2/actual/cards/c0.png"))
        for i in [3] {
            #expect(try p.data("R1/actual/cards/c\(i).png") == p.data("R2/actual/cards/c\(i).png"))
        }
        #expect(try p.data("R1/diff/cards/c3.png") == p.data("R2/diff/cards/c3.png"))
    }

    @Test func aLockedReportDirectoryIsRefused() throws {
        let p = try CheckProject()
        defer { p.remove() }
        try p.write(ghost(), "Fixtures/ghost.yaml")
        try FileManager.default.createDirectory(at: p.dir.appendingPathComponent("Reports"), withIntermediateDirectories: true)
        let fd = open(p.dir.appendingPathComponent("Reports/.lock").path, O_RDWR | O_CREAT, 0o644)
        #expect(fd >= 0)
        #expect(flock(fd, LOCK_EX | LOCK_NB) == 0)
        let r = try p.check()
        #expect(r.status == 2)
        #expect(r.stderr.contains("another layoutlab run is writing Reports"))
        #expect(!p.exists("Reports/report.json"))
        flock(fd, LOCK_UN)
        close(fd)
        #expect(try p.check().status == 0)
    }
}

/// `sha256sum` of a file.
private func sha256sum(_ path: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
    process.arguments = [path]
    let out = Pipe()
    process.standardOutput = out
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self).split(separator: " ").first.map(String.init) ?? ""
}

/// The test cases of a JUnit file, read with Foundation's XML parser.
struct JUnitCases {
    var ok = false
    var cases: [String] = []
    var failures: [String] = []
    var errors: [String] = []

    init(_ data: Data) {
        let delegate = Delegate()
        let parser = XMLParser(data: data)
        parser.delegate = delegate
        ok = parser.parse()
        cases = delegate.cases
        failures = delegate.failures
        errors = delegate.errors
    }

    private final class Delegate: NSObject, XMLParserDelegate {
        var cases: [String] = []
        var failures: [String] = []
        var errors: [String] = []

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            switch name {
            case "testcase": cases.append(attributes["name"] ?? "")
            case "failure": failures.append(attributes["type"] ?? "")
            case "error": errors.append(attributes["message"] ?? "")
            default: break
            }
        }
    }
}
