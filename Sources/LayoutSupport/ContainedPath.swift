import Foundation

/// Paths that must stay inside a root directory (`Baselines/`, a report directory): relative
/// paths are checked on their text, and no existing symbolic link on the way may lead out of
/// the root. Links that stay inside the root are allowed.
public enum ContainedPath {
    /// Why `relative` cannot name a file under a root, or nil when it can: it must be non-empty,
    /// relative, `/`-separated, without empty, `.` or `..` segments, backslashes or NUL.
    public static func problem(_ relative: String) -> String? {
        if relative.isEmpty { return "the path is empty" }
        if relative.hasPrefix("/") { return "\"\(relative)\" is absolute; expected a path relative to the directory" }
        if relative.contains("\\") || relative.contains("\u{0}") { return "\"\(relative)\" contains a backslash or NUL" }
        for segment in relative.split(separator: "/", omittingEmptySubsequences: false) {
            if segment.isEmpty || segment == "." || segment == ".." {
                return "\"\(relative)\" has an empty, . or .. segment"
            }
        }
        return nil
    }

    /// `root/relative` after checking `relative` with `problem(_:)` and `path` with `check(_:root:)`.
    public static func resolve(_ relative: String, in root: String) throws(ContainedPathError) -> String {
        if let problem = problem(relative) { throw ContainedPathError(path: relative, reason: problem) }
        let path = join(root, relative)
        try check(path, root: root)
        return path
    }

    /// Throws when `path` (a path under `root`) or the deepest folder of it that exists resolves
    /// outside `root` through a symbolic link, or is a link to nothing. Nothing is checked when
    /// `root` does not exist yet (then nothing under it does either).
    public static func check(_ path: String, root: String) throws(ContainedPathError) {
        guard let realRoot = realPath(root) else { return }
        var probe = path
        var info = stat()
        while lstat(probe, &info) != 0 {
            let parent = (probe as NSString).deletingLastPathComponent
            if parent == probe || parent.isEmpty { return }
            probe = parent
        }
        guard let resolved = realPath(probe) else {
            throw ContainedPathError(path: path, reason: "\(probe) is a symbolic link to nothing; refusing to follow it")
        }
        guard isInside(resolved, realRoot) else {
            let what = probe == path ? "it" : probe
            throw ContainedPathError(path: path, reason: "\(what) leads to \(resolved), outside \(root), through a symbolic link; "
                                     + "layoutlab never follows links out of \(root)")
        }
    }

    /// `root` and `relative` joined with one `/`.
    public static func join(_ root: String, _ relative: String) -> String {
        root.hasSuffix("/") ? root + relative : root + "/" + relative
    }

    /// The canonical absolute path of an existing file, with every link resolved.
    public static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// True when `path` is `root` or inside it (both canonical).
    public static func isInside(_ path: String, _ root: String) -> Bool {
        path == root || (root == "/" ? path.hasPrefix("/") : path.hasPrefix(root + "/"))
    }
}

/// A path that would lead outside its directory.
public struct ContainedPathError: Error, CustomStringConvertible, Equatable {
    /// The path as it was asked for.
    public var path: String
    /// Why it was refused.
    public var reason: String

    /// `"<path>: <reason>"`.
    public var description: String { "\(path): \(reason)" }
}
