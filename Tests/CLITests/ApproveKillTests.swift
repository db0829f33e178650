import Foundation
import Testing

/// An approve killed with SIGKILL at any moment leaves every baseline either old or new, and
/// the temporary files it leaves are never taken for baselines and are removed by the next run.
@Suite("approve under SIGKILL")
struct ApproveKillTests {
    static let fixtureCount = 300
    /// Side of each image in pixels: noise at 160×160 is about 100 KB of PNG.
    static let side = 160

    enum KillPoint: CustomStringConvertible {
        /// After this many milliseconds.
        case after(milliseconds: Int)
        /// As soon as this many "approved" lines were printed (each after its files were written).
        case afterApproved(Int)

        var description: String {
            switch self {
            case .after(let ms): return "after \(ms) ms"
            case .afterApproved(let n): return "after \(n) approved"
            }
        }
    }

    /// What the baseline directory held after a kill.
    struct State {
        var newImages = 0, oldImages = 0, newLayouts = 0, oldLayouts = 0
        var temporaryFiles: [String] = []
        var problems: [String] = []
    }

    /// Runs `layoutlab approve --all` in the project and kills it at `point`. Returns the lines it
    /// printed and whether it was killed (rather than finishing first).
    private func approveAndKill(_ project: ApproveProject, at point: KillPoint) throws -> (lines: [String], killed: Bool) {
        let process = Process()
        process.executableURL = CLIHarness.productsDirectory.appendingPathComponent("layoutlab")
        process.arguments = ["approve", "--all"]
        process.currentDirectoryURL = project.root
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let pid = process.processIdentifier
        var text = ""
        var sent = false
        func killNow() {
            if !sent && process.isRunning { kill(pid, SIGKILL); sent = true }
        }
        if case .after(let ms) = point {
            usleep(useconds_t(ms * 1000))
            killNow()
        }
        while true {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
            if case .afterApproved(let n) = point, text.components(separatedBy: "\napproved ").count - 1 + (text.hasPrefix("approved ") ? 1 : 0) >= n {
                killNow()
            }
        }
        process.waitUntilExit()
        let killed = process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGKILL
        return (text.split(separator: "\n").map(String.init), killed)
    }

    /// Sorts every file in `Baselines/` into old baseline, new baseline, temporary file, or problem.
    private func inspect(_ project: ApproveProject) throws -> State {
        var state = State()
        let temporary = try Regex(#"^(.*/)?\.[^/]+\.[0-9]+\.[0-9]+\.tmp$"#)
        for file in try project.baselineFiles() {
            let bytes = project.read("Baselines/" + file)
            if let old = project.old[file], let new = project.new[file] {
                let isImage = file.hasSuffix(".png")
                if bytes == new {
                    if isImage { state.newImages += 1 } else { state.newLayouts += 1 }
                } else if bytes == old {
                    if isImage { state.oldImages += 1 } else { state.oldLayouts += 1 }
                } else {
                    state.problems.append("\(file) is neither the old nor the new baseline (\(bytes?.count ?? -1) bytes)")
                }
            } else if file == "manifest.json" {
                if (try? JSONSerialization.jsonObject(with: Data(bytes ?? []))) == nil { state.problems.append("manifest.json is not JSON") }
            } else if file.wholeMatch(of: temporary) != nil, !file.hasSuffix(".png"), !file.hasSuffix(".layout.json") {
                state.temporaryFiles.append(file)
            } else {
                state.problems.append("unexpected file \(file)")
            }
        }
        let missing = project.old.keys.filter { project.read("Baselines/" + $0) == nil }
        state.problems += missing.sorted().map { "\($0) is missing" }
        return state
    }

    @Test func everyBaselineIsOldOrNewWhereverTheApproveIsKilled() throws {
        let project = try ApproveProject()
        for i in 0..<ApproveKillTests.fixtureCount {
            try project.add("g\(i % 6)/fixture-\(i)", .failed, seed: i, side: ApproveKillTests.side)
        }
        try project.writeReport()
        let total = ApproveKillTests.fixtureCount
        var killedMidway = 0
        let points: [KillPoint] = [.after(milliseconds: 30), .afterApproved(1), .afterApproved(100), .afterApproved(200),
                                   .afterApproved(299), .after(milliseconds: 350), .after(milliseconds: 500),
                                   .after(milliseconds: 650), .after(milliseconds: 800), .after(milliseconds: 950)]
        var leftBehind: [String] = []
        for point in points {
            try project.resetBaselines()
            let (lines, killed) = try approveAndKill(project, at: point)
            let state = try inspect(project)
            #expect(state.problems.isEmpty, "killed \(point): \(state.problems.prefix(5))")
            #expect(state.newImages + state.oldImages == total && state.newLayouts + state.oldLayouts == total, "\(point)")
            let approved = lines.filter { $0.hasPrefix("approved ") }.count
            // A fixture is reported approved only once both files are in place.
            #expect(state.newImages >= approved && state.newLayouts >= approved, "\(point)")
            if case .afterApproved(let n) = point { #expect(approved >= n) }
            if killed && state.newImages > 0 && state.oldImages > 0 { killedMidway += 1 }
            // prune sees the leftovers as temporary files, never as baselines of unknown fixtures.
            let prune = try CLIHarness.run(["prune", "--dry-run"], in: project.root)
            #expect(prune.status == 0, "\(prune.stderr)")
            let removals = prune.stdout.split(separator: "\n").filter { $0.hasPrefix("would remove ") }
            #expect(removals.count == state.temporaryFiles.count, "\(point): \(prune.stdout)")
            #expect(removals.allSatisfy { $0.hasSuffix("(temporary file of an interrupted write)") })
        }
        #expect(killedMidway >= 3, "the kills should land while baselines are being written")
        leftBehind = try inspect(project).temporaryFiles

        // After the last kill, approving again finishes the job and cleans up.
        let finish = try CLIHarness.run(["approve", "--all"], in: project.root)
        #expect(finish.status == 0, "\(finish.stderr)")
        if !leftBehind.isEmpty {
            #expect(finish.stdout.hasPrefix("removed \(leftBehind.count) temporary file\(leftBehind.count == 1 ? "" : "s") left in Baselines"))
        }
        let state = try inspect(project)
        #expect(state.problems.isEmpty)
        #expect(state.newImages == total && state.newLayouts == total)
        #expect(state.temporaryFiles.isEmpty)
        #expect(project.read("Baselines/manifest.json") != nil)
    }
}
