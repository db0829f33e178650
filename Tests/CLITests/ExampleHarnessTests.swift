import Foundation
import LayoutBitmap
import LayoutLabTestSupport
import LayoutRender
import Testing

/// The example harness (`layoutlab-example`): a team's Swift fixtures behind the whole command
/// line, run as its own executable in a project folder with no fixture files.
@Suite("An embedded harness runs the CLI over its Swift fixtures")
struct ExampleHarnessTests {
    private let names = ["example/badge", "example/post-header@320", "example/post-header@414", "example/profile-header@320",
                          "example/profile-header@414"]

    private func run(_ arguments: [String], in dir: URL) throws -> CLIHarness.Run {
        try CLIHarness.run(arguments, in: dir, environment: ["CI": nil, "LAYOUTLAB_RECORD": nil],
                           executable: "layoutlab-example")
    }

    private func exists(_ relative: String, in dir: URL) -> Bool {
        FileManager.default.fileExists(atPath: dir.appendingPathComponent(relative).path)
    }

    @Test func checkRecordsThenPassesAndPruneKeepsTheBaselines() throws {
        let temporary = try TemporaryDirectory("cli")
        defer { temporary.remove() }
        let dir = temporary.url

        let first = try run(["check", "--jobs", "2"], in: dir)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("5 fixtures in"))
        #expect(first.stdout.contains("5 new, 0 errors; 0 layout-only changes; recorded the baselines of 5 new fixtures"))
        for name in names {
            #expect(first.stdout.contains("NEW     \(name): no baseline; recorded Baselines/\(name).png"))
            #expect(exists("Baselines/\(name).png", in: dir) && exists("Baselines/\(name).layout.json", in: dir))
        }

        let second = try run(["check", "--record", "never"], in: dir)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stdout.contains("5 passed, 0 failed, 0 new"))

        // A baseline no fixture produces goes; the Swift fixtures' baselines stay.
        let orphan = dir.appendingPathComponent("Baselines/example/retired.png")
        try Data([0]).write(to: orphan)
        // The lines name the command as this harness is run.
        let listed = try run(["check", "--record", "never"], in: dir)
        #expect(listed.stdout.contains("ORPHAN  Baselines/example/retired.png: no fixture produces it (`layoutlab-example prune` removes it)"),
                "\(listed.stdout)")
        let prune = try run(["prune"], in: dir)
        #expect(prune.status == 0, "\(prune.stderr)")
        #expect(prune.stdout.contains("removed Baselines/example/retired.png"))
        #expect(prune.stdout.contains("kept 15 baseline files"), "images, layouts and explanations: \(prune.stdout)")
        #expect(!exists("Baselines/example/retired.png", in: dir))
        for name in names { #expect(exists("Baselines/\(name).png", in: dir)) }

        // Explicit fixture roots must exist, even in a harness.
        let missing = try run(["prune", "--fixtures", "Nope"], in: dir)
        #expect(missing.status == 2)
        #expect(missing.stderr == "layoutlab prune: Nope: no such fixture file or directory\n")
    }

    @Test func layoutPrintsTheSwiftFixturesWhenNoFileIsGiven() throws {
        let temporary = try TemporaryDirectory("cli")
        defer { temporary.remove() }
        let dir = temporary.url
        let text = try run(["layout"], in: dir)
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stdout.split(separator: "\n").filter { !$0.hasPrefix(" ") }.map(String.init) == names)
        #expect(text.stdout.contains("      node avatar [12, 8, 40, 40]"))
        // Texture node code: nodes named by the properties that hold them.
        #expect(text.stdout.contains("  node PostHeaderNode [0, 0, 320, 60]"))
        #expect(text.stdout.contains("        image avatarNode [12, 10, 40, 40]"))
        #expect(text.stdout.contains("          text usernameNode [62, 12.5, 160, 17.5]"))
        #expect(text.stdout.contains("        button followButton [232, 15.5, 76, 28.5]"))

        let json = try run(["layout", "--json", "--filter", "example/profile-header@414"], in: dir)
        #expect(json.status == 0, "\(json.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let fixtures = try #require(document["fixtures"] as? [[String: Any]])
        #expect(fixtures.count == 1)
        #expect(fixtures.first?["name"] as? String == "example/profile-header@414")
        #expect(fixtures.first?["size"] as? [Double] == [414, 56])
    }

    @Test func renderPicksASwiftFixtureByName() throws {
        let temporary = try TemporaryDirectory("cli")
        defer { temporary.remove() }
        let dir = temporary.url
        let r = try run(["render", "--fixture", "example/profile-header@320", "-o", "header.png"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let image = try PNGCodec.read(path: dir.appendingPathComponent("header.png").path)
        // 320×56 points at scale 2; the avatar's centre (32, 28) is its blue, a corner of the row white.
        #expect(image.width == 640 && image.height == 112)
        #expect(image[64, 56] == RGBA8(r: 0x5A, g: 0x8D, b: 0xEE))
        #expect(image[2, 2] == RGBA8(r: 255, g: 255, b: 255))

        let all = try run(["render", "-o", "all/"], in: dir)
        #expect(all.status == 0, "\(all.stderr)")
        for name in names { #expect(exists("all/\(name).png", in: dir)) }

        let ambiguous = try run(["render", "-o", "one.png"], in: dir)
        #expect(ambiguous.status == 2)
        #expect(ambiguous.stderr == "the Swift catalog holds 5 fixtures; pick one with --fixture NAME or give -o a folder: "
                + names.joined(separator: ", ") + "\n")
        let unknown = try run(["render", "--fixture", "example/nope", "-o", "one.png"], in: dir)
        #expect(unknown.status == 2)
        #expect(unknown.stderr.hasPrefix("the Swift catalog: no fixture named \"example/nope\""))
    }
}
