import Foundation
import Testing

/// `check --record all` killed with SIGKILL at any moment leaves every baseline file either the
/// old one or the new one, never partial; the next runs finish the job and prune removes what an
/// interrupted write left.
@Suite("check --record under SIGKILL")
struct RecordKillTests {
    static let count = 120

    /// Fixture files in one of two versions (different colours and sizes, so every baseline changes).
    static func writeFixtures(_ p: ScratchProject, version: Int) throws {
        for i in 0..<count {
            let color = version == 0 ? String(format: "#%06X", i * 4099 % 0xFFFFFF) : String(format: "#%06X", 0xFFFFFF - i * 811)
            try p.write(boxFixture("group\(i % 5)/f\(i)", color: color, width: 60 + version * 10, height: 40), "Fixtures/f\(i).yaml")
        }
    }

    /// Every baseline file's bytes (images, layouts and their explanations), by path under
    /// Baselines/ (manifest aside).
    static func baselines(_ p: ScratchProject) throws -> [String: [UInt8]] {
        var out: [String: [UInt8]] = [:]
        for file in try p.tree("Baselines") where file.hasSuffix(".png") || file.hasSuffix(".layout.json") || file.hasSuffix(".explain.json.gz") {
            out[file] = p.bytes("Baselines/" + file)
        }
        return out
    }

    @Test func everyBaselineIsOldOrNewWhereverTheRecordingIsKilled() throws {
        let p = try ScratchProject()
        try RecordKillTests.writeFixtures(p, version: 1)
        #expect(try p.run(["check"]).status == 0)
        let new = try RecordKillTests.baselines(p)
        try FileManager.default.removeItem(at: p.dir.appendingPathComponent("Baselines"))
        try RecordKillTests.writeFixtures(p, version: 0)
        #expect(try p.run(["check"]).status == 0)
        let old = try RecordKillTests.baselines(p)
        #expect(old.count == 3 * RecordKillTests.count && new.keys.sorted() == old.keys.sorted())
        #expect(old.allSatisfy { new[$0.key] != $0.value })
        let oldTree = try p.tree("Baselines")
        try RecordKillTests.writeFixtures(p, version: 1)

        let temporary = try Regex(#"^(.*/)?\.[^/]+\.[0-9]+\.[0-9]+\.tmp$"#)
        // How long a whole recording takes on this machine now (it is shared and its load varies):
        // the kills land at fractions of it, so they fall while baselines are written however
        // fast or slow the machine is.
        for (file, bytes) in old { try p.write(Data(bytes), "Baselines/" + file) }
        let started = Date()
        #expect(try p.run(["check", "--record", "all", "--jobs", "2"]).status == 1)
        let whole = Date().timeIntervalSince(started)
        var killedMidway = 0
        for fraction in [0.0, 0.1, 0.2, 0.3, 0.45, 0.6, 0.8] {
            let delay = Int(whole * fraction * 1000)
            // Back to the old baselines.
            for (file, bytes) in old { try p.write(Data(bytes), "Baselines/" + file) }
            for file in try p.tree("Baselines") where file.wholeMatch(of: temporary) != nil {
                try FileManager.default.removeItem(at: p.dir.appendingPathComponent("Baselines/" + file))
            }
            let run = try p.start(["check", "--record", "all", "--jobs", "2"])
            usleep(useconds_t(delay * 1000))
            kill(run.processIdentifier, SIGKILL)
            run.waitUntilExit()

            var newFiles = 0, oldFiles = 0
            for file in try p.tree("Baselines") {
                var isFolder: ObjCBool = false
                _ = FileManager.default.fileExists(atPath: p.dir.appendingPathComponent("Baselines/" + file).path, isDirectory: &isFolder)
                if isFolder.boolValue || file == "manifest.json" { continue }
                if file.wholeMatch(of: temporary) != nil { continue }
                let bytes = p.bytes("Baselines/" + file)
                if bytes == new[file] { newFiles += 1 } else if bytes == old[file] { oldFiles += 1 } else {
                    Issue.record("killed after \(delay) ms: \(file) is neither the old nor the new baseline (\(bytes?.count ?? -1) bytes)")
                }
            }
            #expect(newFiles + oldFiles == 3 * RecordKillTests.count, "killed after \(delay) ms: files went missing")
            if newFiles > 0 && oldFiles > 0 { killedMidway += 1 }
        }
        #expect(killedMidway >= 2, "the kills should land while baselines are being written")

        // Prune sees the leftovers as temporary files of an interrupted write, never as baselines.
        let prune = try p.run(["prune"])
        #expect(prune.status == 0, "\(prune.stderr)")
        #expect(try p.tree("Baselines").allSatisfy { $0.wholeMatch(of: temporary) == nil })
        // Recording again finishes the job (failing, as a re-recording run does, when any baseline
        // was still old); the check after it passes.
        let unfinished = try RecordKillTests.baselines(p) != new
        #expect(try p.run(["check", "--record", "all"]).status == (unfinished ? 1 : 0))
        #expect(try RecordKillTests.baselines(p) == new)
        #expect(try p.run(["check", "--record", "never"]).status == 0)
        #expect(Set(try p.tree("Baselines")) == Set(oldTree))
    }
}
