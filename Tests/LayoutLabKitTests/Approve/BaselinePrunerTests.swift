import Foundation
import LayoutLabKit
import LayoutLabTestSupport
import Testing

@Suite("prune")
struct BaselinePrunerTests {
    /// A project with two fixture files (three fixtures, one with a variant) and baselines for
    /// them plus orphans, a manifest, a stray note and a leftover temporary file.
    private final class Project {
        let temporary = TemporaryDirectory(reserving: "prune")
        var root: String { temporary.path }
        var fixtures: String { root + "/Fixtures" }
        var baselines: String { root + "/Baselines" }

        init() throws {
            try write("name: cards/plain\nsize: [40, 20]\nroot: {node: {backgroundColor: red}}\n", "Fixtures/cards/plain.yaml")
            try write("""
                name: header
                size: [40, 20]
                root: {node: {}}
                variants: [{name: dark, background: "#000"}]
                """, "Fixtures/header.yml")
            try write("not a fixture", "Fixtures/.hidden/ignored.yaml")
            for name in ["cards/plain", "header@dark", "cards/old", "gone/deep/x"] {
                try write("png", "Baselines/\(name).png")
                try write("{}", "Baselines/\(name).layout.json")
            }
            try write("{}", "Baselines/manifest.json")
            try write("notes", "Baselines/README.md")
        }

        deinit { temporary.remove() }

        func write(_ text: String, _ relative: String) throws {
            let path = root + "/" + relative
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        }

        func exists(_ relative: String) -> Bool {
            var info = stat()
            return lstat(root + "/" + relative, &info) == 0
        }

        func prune(dryRun: Bool = false, roots: [String]? = nil, extra: Set<String> = []) throws(PruneError) -> (BaselinePruner.Plan, [String]) {
            var lines: [String] = []
            let plan = try BaselinePruner.run(fixtureRoots: roots ?? [fixtures], extraNames: extra, baselineDirectory: baselines,
                                              dryRun: dryRun) { lines.append($0) }
            return (plan, lines)
        }
    }

    @Test func removesOrphansKeepsTheRest() throws {
        let p = try Project()
        let (plan, lines) = try p.prune()
        #expect(plan.orphans == ["cards/old.layout.json", "cards/old.png", "gone/deep/x.layout.json", "gone/deep/x.png"])
        #expect(plan.kept == 4)
        #expect(lines == [
            "removed \(p.baselines)/cards/old.layout.json", "removed \(p.baselines)/cards/old.png",
            "removed \(p.baselines)/gone/deep/x.layout.json", "removed \(p.baselines)/gone/deep/x.png",
            "removed 4 baseline files of 2 fixtures that no longer exist; kept 4 baseline files",
        ])
        for kept in ["cards/plain.png", "cards/plain.layout.json", "header@dark.png", "header@dark.layout.json", "manifest.json", "README.md"] {
            #expect(p.exists("Baselines/" + kept), "\(kept)")
        }
        #expect(!p.exists("Baselines/cards/old.png"))
        #expect(!p.exists("Baselines/gone"))
        #expect(p.exists("Baselines/cards"))
        let again = try p.prune()
        #expect(again.1 == ["nothing to prune: every baseline in \(p.baselines) belongs to one of the 2 fixtures"])
    }

    @Test func dryRunRemovesNothing() throws {
        let p = try Project()
        let (plan, lines) = try p.prune(dryRun: true)
        #expect(plan.orphans.count == 4)
        #expect(lines.first == "would remove \(p.baselines)/cards/old.layout.json")
        #expect(lines.last == "dry run: would remove 4 baseline files of 2 fixtures that no longer exist; nothing was removed")
        #expect(p.exists("Baselines/cards/old.png") && p.exists("Baselines/gone/deep/x.png"))
    }

    @Test func extraNamesAreKept() throws {
        let p = try Project()
        let (plan, _) = try p.prune(dryRun: true, extra: ["cards/old"])
        #expect(plan.orphans == ["gone/deep/x.layout.json", "gone/deep/x.png"])
    }

    @Test func refusesWhenAFixtureFileDoesNotLoad() throws {
        let p = try Project()
        try p.write("name: broken\nsize: [40, 20]\nroot: {nonsense: 1}\n", "Fixtures/broken.yaml")
        let error = #expect(throws: PruneError.self) { try p.prune() }
        guard case .unloadable(let problems) = error else { Issue.record("expected unloadable, got \(String(describing: error))"); return }
        #expect(problems.count == 1 && problems[0].contains("broken.yaml"))
        #expect(error?.exitStatus == 2)
        #expect(error?.description.hasPrefix("refusing to prune: some fixture files did not load") == true)
        #expect(p.exists("Baselines/cards/old.png"))
    }

    @Test func refusesWithNoFixturesOrAMissingRoot() throws {
        let p = try Project()
        try FileManager.default.createDirectory(atPath: p.root + "/Empty", withIntermediateDirectories: true)
        let empty = #expect(throws: PruneError.self) { try p.prune(roots: [p.root + "/Empty"]) }
        #expect(empty?.description.contains("refusing to remove every baseline") == true)
        let missing = #expect(throws: PruneError.self) { try p.prune(roots: [p.root + "/Nope"]) }
        #expect(missing == .input("\(p.root)/Nope: no such fixture file or directory"))
        #expect(p.exists("Baselines/cards/plain.png"))
    }

    @Test func linksAreListedNeverFollowedOrRemoved() throws {
        let p = try Project()
        try p.write("png", "Outside/victim.png")
        try p.write("{}", "Outside/victim.layout.json")
        try FileManager.default.createSymbolicLink(atPath: p.baselines + "/linked", withDestinationPath: p.root + "/Outside")
        try FileManager.default.createSymbolicLink(atPath: p.baselines + "/orphan.png", withDestinationPath: p.root + "/Outside/victim.png")
        let (plan, lines) = try p.prune()
        #expect(plan.links == ["linked", "orphan.png"])
        #expect(lines.prefix(2) == [
            "skipped \(p.baselines)/linked: a symbolic link (prune neither follows nor removes links)",
            "skipped \(p.baselines)/orphan.png: a symbolic link (prune neither follows nor removes links)",
        ])
        #expect(p.exists("Outside/victim.png") && p.exists("Outside/victim.layout.json"))
        #expect(p.exists("Baselines/linked") && p.exists("Baselines/orphan.png"))
    }

    @Test func abandonedTemporaryFilesGoLiveOnesStay() throws {
        let p = try Project()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        try p.write("partial", "Baselines/cards/.plain.png.\(process.processIdentifier).42.tmp")
        try p.write("writing", "Baselines/cards/.plain.layout.json.\(getpid()).43.tmp")
        let (plan, lines) = try p.prune()
        #expect(plan.leftovers == ["cards/.plain.png.\(process.processIdentifier).42.tmp"])
        #expect(lines.contains("removed \(p.baselines)/cards/.plain.png.\(process.processIdentifier).42.tmp (temporary file of an interrupted write)"))
        #expect(!p.exists("Baselines/cards/.plain.png.\(process.processIdentifier).42.tmp"))
        #expect(p.exists("Baselines/cards/.plain.layout.json.\(getpid()).43.tmp"))
        #expect(lines.last == "removed 4 baseline files of 2 fixtures that no longer exist and 1 temporary file; kept 4 baseline files")
    }

    /// File names are bytes: a name ending in a character that joins what follows it (U+0D4E, a
    /// "prepend" character, joins the `.` of `.png` into one grapheme) still has its baselines
    /// told by their suffixes, and a folder named so still has its files' own names read.
    @Test func namesAreToldByTheirBytesWhateverTheirCharacters() throws {
        let p = try Project()
        let name = "cards/x\u{0D4E}"
        try p.write("name: \(name)\nsize: [40, 20]\nroot: {node: {}}\n", "Fixtures/cards/x.yaml")
        for suffix in [".png", ".layout.json"] {
            try p.write("png", "Baselines/\(name)\(suffix)")
            try p.write("png", "Baselines/gone\u{0600}\(suffix)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        let leftover = "d\u{0600}/.x.png.\(process.processIdentifier).7.tmp"
        // Made here: `deletingLastPathComponent` does not split at a "/" joined to a prepend.
        try FileManager.default.createDirectory(atPath: p.baselines + "/d\u{0600}", withIntermediateDirectories: true)
        try p.write("partial", "Baselines/" + leftover)
        let (plan, _) = try p.prune()
        #expect(plan.kept == 6, "the fixture's two files kept as its own")
        #expect(plan.orphans.contains("gone\u{0600}.png") && plan.orphans.contains("gone\u{0600}.layout.json"))
        #expect(plan.leftovers == [leftover])
        #expect(p.exists("Baselines/\(name).png") && p.exists("Baselines/\(name).layout.json"))
    }
}
