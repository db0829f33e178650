import LayoutFixtures
import Foundation

/// The names of the fixtures that fixture files produce, for telling which baselines are
/// still wanted.
enum FixtureFileNames {
    /// Fixture files under `roots`, found exactly as `check` finds them (so prune never disagrees
    /// with check about which fixtures exist). A missing root is an error when `required`, and
    /// skipped otherwise.
    /// Entries that cannot be read (a link to nothing, a name that is not UTF-8) make the names
    /// unknown, so they are errors here.
    static func files(roots: [String], required: Bool = true) throws(PruneError) -> [String] {
        if required, let missing = roots.first(where: { !FileManager.default.fileExists(atPath: $0) }) {
            throw PruneError.input("\(missing): no such fixture file or directory")
        }
        let found: FixtureDiscovery.FileList
        do {
            found = try FixtureDiscovery.fixtureFiles(roots: roots, required: false)
        } catch {
            throw PruneError.input(error.description)
        }
        if !found.problems.isEmpty {
            throw PruneError.unloadable(found.problems.map { "\($0.path): \($0.reason)" })
        }
        return found.files
    }

    /// Every fixture name the files under `roots` produce. Throws when any file does not load
    /// completely, since its fixtures' names are then unknown, or a `required` root is missing.
    static func names(roots: [String], required: Bool = true) throws(PruneError) -> (names: Set<String>, files: Int) {
        let files = try self.files(roots: roots, required: required)
        var names: Set<String> = []
        var problems: [String] = []
        for file in files {
            let loaded = FixtureLoader.load(file: file)
            problems += loaded.errors.map(\.description)
            names.formUnion(loaded.fixtures.map(\.name))
        }
        if !problems.isEmpty { throw PruneError.unloadable(problems) }
        return (names, files.count)
    }
}
