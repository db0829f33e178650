import LayoutFixtures
import LayoutSupport
import Foundation

/// Finds the fixtures of a check run: the fixture files under the given roots and the harness's
/// Swift fixtures, then selects those a filter and a shard ask for.
public enum FixtureDiscovery {
    /// The file extensions read as fixture files.
    public static let extensions: Set<String> = ["yaml", "yml", "json"]

    /// What a search for fixture files found: the files, and the entries that may hold fixtures
    /// but cannot be read (a link to nothing, a link loop, a folder that cannot be listed, a name
    /// that is not UTF-8), each with why. A run reports each of those as an error and `prune`
    /// refuses to run while there are any: the baselines of fixtures nobody could read stay.
    public struct FileList: Sendable, Equatable {
        /// Fixture files, sorted by path (as the roots were written).
        public var files: [String] = []
        /// Entries that could not be searched or read, with the reason.
        public var problems: [Problem] = []

        /// An entry that could not be searched or read.
        public struct Problem: Sendable, Equatable {
            /// The path, as the roots were written (bytes that are not UTF-8 shown as `\xNN`).
            public var path: String
            /// Why.
            public var reason: String
        }
    }

    /// Fixture files under `roots`: each root is a file (taken as is) or a directory (searched
    /// recursively for `*.yaml`, `*.yml` and `*.json`, hidden entries skipped, symbolic links
    /// followed, each folder once). A root that does not exist is an error when `required`, and
    /// skipped otherwise.
    public static func fixtureFiles(roots: [String], required: Bool) throws(DiscoveryError) -> FileList {
        var list = FileList()
        var files = Set<String>()
        for root in roots {
            if root.contains("\u{FFFD}") && !FileManager.default.fileExists(atPath: root) {
                throw DiscoveryError("--fixtures \(root): the path is not valid UTF-8 (or contains U+FFFD) "
                                     + "and names nothing; rename the file with a UTF-8 name")
            }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory) else {
                if required { throw DiscoveryError("--fixtures \(root): no such file or directory") }
                continue
            }
            guard isDirectory.boolValue else {
                files.insert(root)
                continue
            }
            var visited = Set<String>()
            walk(root.hasSuffix("/") ? String(root.dropLast()) : root, visited: &visited, files: &files, problems: &list.problems)
        }
        list.files = files.sorted { $0.precedesInByteOrder($1) }
        list.problems.sort { $0.path.precedesInByteOrder($1.path) }
        return list
    }

    /// Searches `folder` (and, through links too, every folder below it not seen yet).
    private static func walk(_ folder: String, visited: inout Set<String>, files: inout Set<String>,
                             problems: inout [FileList.Problem]) {
        guard let real = ContainedPath.realPath(folder), visited.insert(real).inserted else {
            if ContainedPath.realPath(folder) != nil { return }  // a folder reached again (through a link): searched once
            problems.append(.init(path: folder, reason: "the folder cannot be resolved"))
            return
        }
        let names: [[UInt8]]
        do {
            names = try rawNames(in: folder)
        } catch {
            problems.append(.init(path: folder, reason: "the folder cannot be listed (\(error))"))
            return
        }
        for bytes in names where bytes.first != UInt8(ascii: ".") {
            guard let name = String(validating: bytes, as: UTF8.self) else {
                if isFixtureName(bytes) {
                    problems.append(.init(path: folder + "/" + escaped(bytes),
                                          reason: "the file name is not valid UTF-8, so it cannot be named in a report; rename it"))
                }
                continue
            }
            let path = folder + "/" + name
            switch DirectoryWalk.kind(path) {
            case .directory:
                walk(path, visited: &visited, files: &files, problems: &problems)
            case .file:
                if isFixtureName(bytes) { files.insert(path) }
            case .symlink:
                var target = stat()
                guard stat(path, &target) == 0 else {
                    problems.append(.init(path: path, reason: "a symbolic link to nothing (or to what cannot be read)"))
                    continue
                }
                switch target.st_mode & S_IFMT {
                case S_IFDIR: walk(path, visited: &visited, files: &files, problems: &problems)
                case S_IFREG: if isFixtureName(bytes) { files.insert(path) }
                default: continue
                }
            case .other:
                continue
            }
        }
    }

    /// Whether a file name ends in one of `extensions` (any case).
    private static func isFixtureName(_ bytes: [UInt8]) -> Bool {
        guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")) else { return false }
        let ext = String(decoding: bytes[(dot + 1)...], as: UTF8.self).lowercased()
        return extensions.contains(ext)
    }

    /// The names in `folder`, as the bytes the file system holds.
    private static func rawNames(in folder: String) throws -> [[UInt8]] {
        guard let dir = opendir(folder) else { throw DiscoveryError(String(cString: strerror(errno))) }
        defer { closedir(dir) }
        var names: [[UInt8]] = []
        while let entry = readdir(dir) {
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            if bytes == [UInt8(ascii: ".")] || bytes == [UInt8(ascii: "."), UInt8(ascii: ".")] { continue }
            names.append(bytes)
        }
        return names.sorted { $0.lexicographicallyPrecedes($1) }
    }

    /// `bytes` as text, each byte that is not printable ASCII as `\xNN`.
    private static func escaped(_ bytes: [UInt8]) -> String {
        bytes.map { (0x20..<0x7F).contains($0) ? String(UnicodeScalar($0)) : "\\x" + String($0, radix: 16, uppercase: true) }.joined()
    }

    /// Loads `files` and joins them with the catalog's fixtures, sorted by name. A file's load
    /// errors become one invalid fixture named by the file; a name given to several fixtures
    /// becomes one invalid fixture naming every source; a Swift fixture with a bad name or
    /// settings is invalid too.
    /// Files are read on up to `jobs` threads; each of `problems` (entries a search could not
    /// read) becomes an invalid fixture named by its path.
    ///
    /// Given the run's `filters` and `shard`, a file whose text plainly declares its one fixture's
    /// name (`FixtureLoader.declaredName(in:)`) is parsed only when nothing else can tell what it
    /// gives the run: when the filters and the shard take that name, or when the filters take
    /// that name or the file's path and the shard takes the path (the name of the error fixture
    /// the file makes if it does not load, which `select` keeps by the shard of its path). Left
    /// unparsed, it is listed as a fixture of that name, which `select` leaves out, so the
    /// fixtures found are named as when it is read. A malformed file of this kind is reported by
    /// the runs whose filter selects its name or path, in the shard of its path.
    public static func load(files: [String], problems: [FileList.Problem] = [], catalog: FixtureCatalog,
                            jobs: Int = 1, filters: [String] = [], shard: FixtureShard? = nil) -> [CheckFixture] {
        var candidates: [CheckFixture] = problems.map {
            CheckFixture(name: $0.path, source: .invalid(message: "\($0.path): \($0.reason)"), sourceFile: $0.path,
                         isUnloadableFile: true)
        }
        let narrows = shard != nil || !filters.isEmpty
        let results = ParallelMap.map(count: files.count, jobs: jobs) { i in
            let file = files[i]
            guard narrows else { return FixtureLoader.load(file: file) }
            // Parsed when it may give a fixture `select` keeps: one of its told name, or the error
            // fixture of a file that does not load, which is named by the path and kept by the
            // shard of the path.
            return FixtureLoader.load(file: file, unlessRefused: { name in
                filtersTake(name, filters) && shardTakes(name, shard)
                    || (filtersTake(name, filters) || filtersTake(file, filters)) && shardTakes(file, shard)
            })
        }
        for (file, result) in zip(files, results) {
            if let name = result.unreadName {
                candidates.append(CheckFixture(name: name, source: .invalid(message: "\(file): not read, as the run's filter or shard takes none of it"),
                                               sourceFile: file))
            }
            for document in result.fixtures {
                candidates.append(CheckFixture(name: document.name, source: .file(document), sourceFile: file))
            }
            if !result.errors.isEmpty {
                let message = result.errors.map(\.description).joined(separator: "; ")
                var invalid = CheckFixture(name: file, source: .invalid(message: message), sourceFile: file, isUnloadableFile: true)
                invalid.errorLine = result.errors.lazy.compactMap(\.line).first
                candidates.append(invalid)
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
            fixture.isUnloadableFile ? shardTakes(fixture.name, shard) : selects(fixture.name, filters: filters, shard: shard)
        }
    }

    /// True when `filters` (all names when none) and `shard` (every name when nil) both take `name`.
    static func selects(_ name: String, filters: [String], shard: FixtureShard?) -> Bool {
        filtersTake(name, filters) && shardTakes(name, shard)
    }

    /// True when any of `filters` matches `name`, or there are none.
    private static func filtersTake(_ name: String, _ filters: [String]) -> Bool {
        filters.isEmpty || filters.contains { Glob.matches($0, name) }
    }

    /// True when `shard` holds `name`, or there is none.
    private static func shardTakes(_ name: String, _ shard: FixtureShard?) -> Bool {
        shard?.contains(name) ?? true
    }

    /// The order of fixtures in a run and its report: by name, comparing UTF-8 bytes.
    static func nameOrder(_ a: CheckFixture, _ b: CheckFixture) -> Bool {
        a.name.precedesInByteOrder(b.name)
    }
}

/// A fixture root that cannot be searched.
public struct DiscoveryError: Error, CustomStringConvertible {
    /// What went wrong.
    public var description: String

    /// Creates an error.
    public init(_ description: String) { self.description = description }
}
