import Foundation

/// The names of the fixtures that fixture files produce, for telling which baselines are
/// still wanted.
enum FixtureFileNames {
    /// The file extensions read as fixture files.
    static let extensions: Set<String> = ["yaml", "yml", "json"]

    /// Fixture files under `roots`: a root that is a file is taken as is; a directory is searched
    /// (hidden entries skipped, links to folders not entered). A missing root is an error when
    /// `required`, and skipped otherwise.
    static func files(roots: [String], required: Bool = true) throws(PruneError) -> [String] {
        var files: [String] = []
        for root in roots {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory) else {
                if !required { continue }
                throw PruneError.input("\(root): no such fixture file or directory")
            }
            guard isDirectory.boolValue else {
                files.append(root)
                continue
            }
            let entries: [DirectoryWalk.Entry]
            do {
                entries = try DirectoryWalk.entries(under: root)
            } catch {
                throw PruneError.input("\(root): cannot list the directory (\(error.localizedDescription))")
            }
            for entry in entries where entry.kind == .file || entry.kind == .symlink {
                let segments = entry.relative.split(separator: "/")
                guard !segments.contains(where: { $0.hasPrefix(".") }),
                      extensions.contains((entry.relative as NSString).pathExtension.lowercased()) else { continue }
                let path = ContainedPath.join(root, entry.relative)
                if entry.kind == .symlink && DirectoryWalk.kind((path as NSString).resolvingSymlinksInPath) != .file { continue }
                files.append(path)
            }
        }
        return files
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
