import Foundation

/// Finds the fixtures of a check run: the fixture files under the given roots and the harness's
/// Swift fixtures, then selects those a filter and a shard ask for.
public enum FixtureDiscovery {
    /// The file extensions read as fixture files.
    public static let extensions: Set<String> = ["yaml", "yml", "json"]

    /// Fixture files under `roots`: each root is a file (taken as is) or a directory (searched
    /// recursively for `*.yaml`, `*.yml` and `*.json`, hidden entries skipped). Sorted by path.
    /// A root that does not exist is an error when `required`, and skipped otherwise.
    public static func fixtureFiles(roots: [String], required: Bool) throws(DiscoveryError) -> [String] {
        var files = Set<String>()
        for root in roots {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory) else {
                if required { throw DiscoveryError("--fixtures \(root): no such file or directory") }
                continue
            }
            guard isDirectory.boolValue else {
                files.insert(root)
                continue
            }
            files.formUnion(try filesInDirectory(root))
        }
        return files.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    private static func filesInDirectory(_ root: String) throws(DiscoveryError) -> [String] {
        let base = URL(fileURLWithPath: root)
        guard let enumerator = FileManager.default.enumerator(
            at: base, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles]) else {
            throw DiscoveryError("--fixtures \(root): cannot list the directory")
        }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        let basePath = base.standardizedFileURL.path
        var out: [String] = []
        for case let url as URL in enumerator {
            guard extensions.contains(url.pathExtension.lowercased()),
                  (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            // Keep the path as the user wrote the root, so messages name files the way they know them.
            let full = url.standardizedFileURL.path
            let relative = full.hasPrefix(basePath + "/") ? String(full.dropFirst(basePath.count + 1)) : url.lastPathComponent
            out.append(prefix + relative)
        }
        return out
    }

    /// Loads `files` and joins them with the catalog's fixtures, sorted by name. A file's load
    /// errors become one invalid fixture named by the file; a name given to several fixtures
    /// becomes one invalid fixture naming every source; a Swift fixture with a bad name or
    /// settings is invalid too.
    /// Files are read on up to `jobs` threads.
    public static func load(files: [String], catalog: FixtureCatalog, jobs: Int = 1) -> [CheckFixture] {
        var candidates: [CheckFixture] = []
        let results = ParallelMap.map(count: files.count, jobs: jobs) { FixtureLoader.load(file: files[$0]) }
        for (file, result) in zip(files, results) {
            for document in result.fixtures {
                candidates.append(CheckFixture(name: document.name, source: .file(document), sourceFile: file))
            }
            if !result.errors.isEmpty {
                let message = result.errors.map(\.description).joined(separator: "; ")
                candidates.append(CheckFixture(name: file, source: .invalid(message: message), sourceFile: file,
                                               isUnloadableFile: true))
            }
        }
        for fixture in catalog.fixtures {
            if let problem = fixture.problem {
                candidates.append(CheckFixture(name: fixture.name, source: .invalid(message: SwiftFixtureError(name: fixture.name, message: problem).description),
                                               sourceFile: nil))
            } else {
                candidates.append(CheckFixture(name: fixture.name, source: .swift(fixture), sourceFile: nil))
            }
        }
        return uniquelyNamed(candidates)
    }

    /// One fixture per name, sorted: a name used more than once becomes an invalid fixture
    /// listing where each came from.
    static func uniquelyNamed(_ candidates: [CheckFixture]) -> [CheckFixture] {
        var byName: [String: [CheckFixture]] = [:]
        for candidate in candidates { byName[candidate.name, default: []].append(candidate) }
        var out: [CheckFixture] = []
        for (name, group) in byName {
            if group.count == 1 {
                out.append(group[0])
                continue
            }
            let sources = group.map { $0.sourceFile ?? "the Swift catalog" }
            let message = "\(group.count) fixtures are named \"\(name)\" (in \(sources.joined(separator: ", "))); "
                + "fixture names must be unique"
            out.append(CheckFixture(name: name, source: .invalid(message: message), sourceFile: group[0].sourceFile))
        }
        return out.sorted(by: nameOrder)
    }

    /// The fixtures a run checks: those whose name matches any of `filters` (all when none;
    /// fixtures that failed to load are always kept, since their names are unknown), then the
    /// shard's share.
    public static func select(_ fixtures: [CheckFixture], filters: [String], shard: FixtureShard?) -> [CheckFixture] {
        fixtures.filter { fixture in
            let wanted = filters.isEmpty || fixture.isUnloadableFile || filters.contains { Glob.matches($0, fixture.name) }
            return wanted && (shard?.contains(fixture.name) ?? true)
        }
    }

    /// The order of fixtures in a run and its report: by name, comparing UTF-8 bytes.
    static func nameOrder(_ a: CheckFixture, _ b: CheckFixture) -> Bool {
        a.name.utf8.lexicographicallyPrecedes(b.name.utf8)
    }
}

/// A fixture root that cannot be searched.
public struct DiscoveryError: Error, CustomStringConvertible {
    /// What went wrong.
    public var description: String

    /// Creates an error.
    public init(_ description: String) { self.description = description }
}
