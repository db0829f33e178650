import LayoutSupport
import Foundation

/// `layoutlab prune`: removes the baselines (`<name>.png`, `<name>.layout.json`,
/// `<name>.explain.json.gz`) that no fixture produces, and temporary files abandoned by interrupted writes.
///
/// `manifest.json` and files that are not baselines stay. Symbolic links are never followed or
/// removed: they are listed as skipped.
public enum BaselinePruner {
    /// What a prune found in the baseline directory.
    public struct Plan: Sendable, Equatable {
        /// Baseline files of fixtures that do not exist, relative to the directory.
        public var orphans: [String] = []
        /// Temporary files whose writer has ended, relative to the directory.
        public var leftovers: [String] = []
        /// Links that were not followed, relative to the directory.
        public var links: [String] = []
        /// Baseline files kept.
        public var kept = 0
    }

    /// The fixture name a baseline file belongs to, or nil when `relative` is not a baseline file.
    static func fixtureName(ofBaseline relative: String) -> String? {
        // Compared as bytes: the suffixes are ASCII, and a baseline directory holds thousands.
        for suffix in [".layout.json", BaselineStore.explanationSuffix, ".png"]
        where relative.utf8.count > suffix.utf8.count && relative.utf8.reversed().starts(with: suffix.utf8.reversed()) {
            return String(decoding: relative.utf8.dropLast(suffix.utf8.count), as: UTF8.self)
        }
        return nil
    }

    /// Sorts the baseline directory's files against the fixtures `known`.
    public static func plan(baselineDirectory: String, known: Set<String>) throws(PruneError) -> Plan {
        var plan = Plan()
        guard DirectoryWalk.kind(baselineDirectory) != .other else { return plan }
        let entries: [DirectoryWalk.Entry]
        do {
            entries = try DirectoryWalk.entries(under: baselineDirectory)
        } catch {
            throw PruneError.input("\(baselineDirectory): cannot list the directory (\(error.localizedDescription))")
        }
        for entry in entries {
            let fileName = entry.fileName
            switch entry.kind {
            case .symlink:
                plan.links.append(entry.relative)
            case .file:
                if TemporaryFiles.owner(of: fileName) != nil {
                    if TemporaryFiles.isAbandoned(fileName) { plan.leftovers.append(entry.relative) }
                    continue
                }
                guard entry.relative != BaselineManifest.fileName, let name = fixtureName(ofBaseline: entry.relative) else { continue }
                if known.contains(name) { plan.kept += 1 } else { plan.orphans.append(entry.relative) }
            case .directory, .other:
                continue
            }
        }
        return plan
    }

    /// Finds the fixtures under `fixtureRoots` (plus `extraNames`, such as compiled Swift
    /// fixtures), then removes (or, on a dry run, lists) the orphaned baselines and abandoned
    /// temporary files. A missing root is an error when `rootsRequired` (roots given explicitly)
    /// and skipped otherwise. Lines for people go to `output`.
    public static func run(fixtureRoots: [String], rootsRequired: Bool = true, extraNames: Set<String> = [],
                           baselineDirectory: String, dryRun: Bool,
                           output: (String) -> Void) throws(PruneError) -> Plan {
        let found = try FixtureFileNames.names(roots: fixtureRoots, required: rootsRequired)
        let known = found.names.union(extraNames)
        let plan = try self.plan(baselineDirectory: baselineDirectory, known: known)
        if known.isEmpty && plan.kept + plan.orphans.count > 0 {
            throw PruneError.input("no fixtures found in \(fixtureRoots.joined(separator: ", ")); refusing to remove every baseline "
                                   + "(give the fixture files with --fixtures)")
        }
        for link in plan.links {
            output("skipped \(ContainedPath.join(baselineDirectory, link)): a symbolic link (prune neither follows nor removes links)")
        }
        let verb = dryRun ? "would remove" : "removed"
        var emptied: Set<String> = []
        for relative in plan.leftovers + plan.orphans {
            let path = ContainedPath.join(baselineDirectory, relative)
            if !dryRun {
                guard unlink(path) == 0 || errno == ENOENT else {
                    throw PruneError.remove("cannot remove \(path): \(String(cString: strerror(errno)))")
                }
                emptied.insert((relative as NSString).deletingLastPathComponent)
            }
            output(plan.leftovers.contains(relative) ? "\(verb) \(path) (temporary file of an interrupted write)" : "\(verb) \(path)")
        }
        removeEmptyFolders(emptied, under: baselineDirectory)
        output(summary(plan, fixtures: known.count, baselineDirectory: baselineDirectory, dryRun: dryRun))
        return plan
    }

    /// Removes the folders that removing files left empty, deepest first, up to the root.
    static func removeEmptyFolders(_ folders: Set<String>, under root: String) {
        var candidates = folders.filter { !$0.isEmpty }
        while !candidates.isEmpty {
            let deepest = candidates.max { $0.split(separator: "/").count < $1.split(separator: "/").count }!
            candidates.remove(deepest)
            let path = ContainedPath.join(root, deepest)
            if DirectoryWalk.kind(path) == .directory, rmdir(path) == 0 {
                let parent = (deepest as NSString).deletingLastPathComponent
                if !parent.isEmpty { candidates.insert(parent) }
            }
        }
    }

    /// The closing line.
    static func summary(_ plan: Plan, fixtures: Int, baselineDirectory: String, dryRun: Bool) -> String {
        let orphanNames = Set(plan.orphans.compactMap(fixtureName(ofBaseline:)))
        if plan.orphans.isEmpty && plan.leftovers.isEmpty {
            return "nothing to prune: every baseline in \(baselineDirectory) belongs to one of the \(fixtures) fixtures"
        }
        var parts: [String] = []
        if !plan.orphans.isEmpty {
            parts.append("\(plan.orphans.count) baseline file\(plan.orphans.count == 1 ? "" : "s") of \(orphanNames.count) "
                         + "fixture\(orphanNames.count == 1 ? "" : "s") that no longer exist\(orphanNames.count == 1 ? "s" : "")")
        }
        if !plan.leftovers.isEmpty {
            parts.append("\(plan.leftovers.count) temporary file\(plan.leftovers.count == 1 ? "" : "s")")
        }
        let what = parts.joined(separator: " and ")
        return dryRun ? "dry run: would remove \(what); nothing was removed" : "removed \(what); kept \(plan.kept) baseline files"
    }
}
