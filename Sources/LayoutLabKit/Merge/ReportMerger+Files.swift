import Foundation
import LayoutRender
import LayoutReport
import LayoutSupport

extension ReportMerger {
    /// Reads the report directories `inputs`, joins their reports, copies every image and layout
    /// they list into `output`, and writes `junit.xml`, the HTML report (through `writeHTML`,
    /// when given) and, last, `report.json`. Returns the joined report.
    public static func merge(_ inputs: [String], into output: String, writeHTML: HTMLWriter?) throws(MergeError) -> CheckReport {
        guard !inputs.isEmpty else { throw MergeError.input("no report directories to merge") }
        let realOutput = ContainedPath.realPath(output)
        var loaded: [Input] = []
        for directory in inputs {
            if let realOutput, ContainedPath.realPath(directory) == realOutput {
                throw MergeError.input("\(directory) is both an input and the output; write the merged report to another directory")
            }
            do {
                loaded.append(Input(directory: directory, report: try CheckReport.read(fromDirectory: directory)))
            } catch {
                throw MergeError.input("\(error)")
            }
        }
        var report = try merged(loaded)
        // The output is a report directory like any: locked while written, never someone else's folder.
        let lock: ReportLock
        do { lock = try ReportLock(directory: output) } catch { throw MergeError.write(error.description) }
        defer { withExtendedLifetime(lock) {} }
        // The merged report's commands and messages name the merged directory, not the shards'.
        let shardOf = Dictionary(loaded.flatMap { input in input.report.fixtures.map { ($0.name, input.directory) } },
                                 uniquingKeysWith: { a, _ in a })
        report.fixtures = report.fixtures.map { fixture in
            guard let shard = shardOf[fixture.name] else { return fixture }
            return relocated(fixture, from: shard, to: output)
        }
        var written: [String: String] = [:]
        for input in loaded {
            for fixture in input.report.fixtures {
                for relative in files(of: fixture) {
                    if let other = written[relative] {
                        throw MergeError.input("\(input.directory) and \(other) both list \(relative) (for \(fixture.name))")
                    }
                    try copy(relative, from: input.directory, to: output, fixture: fixture.name)
                    written[relative] = input.directory
                }
            }
        }
        do {
            try AtomicFile.write(JUnitWriter.xml(report), to: ContainedPath.join(output, "junit.xml"))
            try writeHTML?(report, URL(fileURLWithPath: output))
            try AtomicFile.write(try report.jsonData(), to: ContainedPath.join(output, CheckReport.fileName))
        } catch {
            throw MergeError.write("cannot write the merged report in \(output): \(error)")
        }
        return report
    }

    /// `fixture` of the report in `shard` as the report in `output` lists it: its approve command
    /// acts on `output`, its message names files there.
    static func relocated(_ fixture: FixtureOutcome, from shard: String, to output: String) -> FixtureOutcome {
        var moved = fixture
        let prefix = shard.hasSuffix("/") ? shard : shard + "/"
        let target = output.hasSuffix("/") ? output : output + "/"
        moved.message = fixture.message?.replacingOccurrences(of: prefix, with: target)
        if let range = fixture.approveCommand.range(of: " approve") {
            moved.approveCommand = CheckMessage.approveCommand(String(fixture.approveCommand[..<range.lowerBound]),
                                                               name: fixture.name, reportDirectory: output)
        }
        return moved
    }

    /// The files a fixture's outcome lists, relative to its report directory.
    static func files(of fixture: FixtureOutcome) -> [String] {
        let images = [fixture.images.baseline, fixture.images.actual, fixture.images.diff].compactMap { $0 }
            + fixture.images.overlays.keys.sorted().compactMap { fixture.images.overlays[$0] }
        return images + fixture.layouts.files
    }

    /// Copies `relative` from one report directory into another: to a temporary name, then
    /// renamed into place.
    static func copy(_ relative: String, from input: String, to output: String, fixture: String) throws(MergeError) {
        let source: String, target: String
        do {
            source = try ContainedPath.resolve(relative, in: input)
            target = try ContainedPath.resolve(relative, in: output)
        } catch {
            throw MergeError.input("\(ContainedPath.join(input, CheckReport.fileName)): \(fixture): \(error)")
        }
        guard DirectoryWalk.kind(source) == .file || DirectoryWalk.kind(source) == .symlink,
              FileManager.default.isReadableFile(atPath: source) else {
            throw MergeError.input("\(source) is missing or unreadable, but \(ContainedPath.join(input, CheckReport.fileName)) lists it for \(fixture)")
        }
        let folder = (target as NSString).deletingLastPathComponent
        let temp = ContainedPath.join(folder, ".\((target as NSString).lastPathComponent).\(getpid()).\(UInt64.random(in: 0...UInt64.max)).tmp")
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: source, toPath: temp)
        } catch {
            unlink(temp)
            throw MergeError.write("cannot copy \(source) to \(target): \(error.localizedDescription)")
        }
        guard rename(temp, target) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temp)
            throw MergeError.write("cannot move \(temp) to \(target): \(reason)")
        }
    }
}
