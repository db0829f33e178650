import Foundation
import LayoutRender
import LayoutReport
import LayoutSupport

/// The approved images and layouts of fixtures: `<directory>/<name>.png` and
/// `<directory>/<name>.layout.json`, and why each element of that layout has its frame,
/// `<directory>/<name>.explain.json.gz` (a `LayoutExplanationFile` naming the layout file's
/// digest, gzip-compressed: a twelfth of its size).
///
/// Names were validated (no `..`, no absolute paths); on top of that no read or write follows a
/// symbolic link out of the directory. Writes are atomic and durable (`AtomicFile`).
public struct BaselineStore: Sendable {
    /// The directory as given (absolute or relative to the working directory).
    public let directory: String

    /// The directory's real path when the store was created (nil when it did not exist).
    private let resolvedDirectory: String?

    /// Creates a store over `directory`; it need not exist yet.
    public init(directory: String) {
        self.directory = directory
        resolvedDirectory = ContainedPath.realPath(directory)
    }

    /// The directory's real path, or nil when it does not exist.
    private var root: String? { resolvedDirectory ?? ContainedPath.realPath(directory) }

    /// One fixture's baseline as read from disk.
    public struct Baseline: Sendable {
        /// The PNG file's bytes.
        public var png: [UInt8]
        /// The layout file's bytes, when there is one.
        public var layout: [UInt8]?
    }

    /// The baseline image path of `name`.
    public func imagePath(_ name: String) -> String { directory + "/" + name + ".png" }

    /// The baseline layout path of `name`.
    public func layoutPath(_ name: String) -> String { directory + "/" + name + ".layout.json" }

    /// The baseline explanation path of `name`.
    public func explanationPath(_ name: String) -> String { directory + "/" + name + Self.explanationSuffix }

    /// The most bytes of an explanation read, compressed or not: the most the report reads of a
    /// layout's file (16 MB).
    public static let explanationLimit = 16 << 20

    /// The end of a baseline explanation's file name.
    public static let explanationSuffix = ".explain.json.gz"

    /// The baseline explanation of `name`, uncompressed, when there is one and it explains the
    /// layout file whose SHA-256 is `layoutDigest`; nil otherwise (none, unreadable, or made for
    /// other bytes).
    public func explanation(_ name: String, layoutDigest: String) -> [UInt8]? {
        let path = explanationPath(name)
        // Its size first: a file larger than the explanation it could hold is not read at all.
        guard (try? contained(path)) == true, let file = FileStatus.contents(of: path, limit: Self.explanationLimit),
              let data = GzipData.decompress([UInt8](file), limit: Self.explanationLimit),
              LayoutExplanationFile.explains(Data(data), layoutDigest: layoutDigest) else { return nil }
        return data
    }

    /// Reads the baseline of `name`; nil when there is no image. Throws when the image exists but
    /// cannot be read, or a path resolves outside the directory.
    public func read(_ name: String) throws(BaselineError) -> Baseline? {
        let image = imagePath(name)
        guard try contained(image) else { return nil }
        guard let png = FileManager.default.contents(atPath: image) else {
            throw BaselineError("cannot read the baseline \(image)")
        }
        var layout: [UInt8]?
        let layoutFile = layoutPath(name)
        if try contained(layoutFile) {
            guard let data = FileManager.default.contents(atPath: layoutFile) else {
                throw BaselineError("cannot read the baseline layout \(layoutFile)")
            }
            layout = [UInt8](data)
        }
        return Baseline(png: [UInt8](png), layout: layout)
    }

    /// Writes the baseline of `name`, each file atomically: the layout first, then its
    /// explanation (`explanation`, compressed; without one, an earlier explanation is removed: it
    /// would explain another layout), then the image.
    public func write(_ name: String, png: [UInt8], layout: String, explanation: [UInt8]? = nil) throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let image = imagePath(name), layoutFile = layoutPath(name), explanationFile = explanationPath(name)
        try checkWritable(layoutFile)
        try checkWritable(explanationFile)
        try checkWritable(image)
        try AtomicFile.write(Data(layout.utf8), to: layoutFile)
        try Self.replace(explanationFile, with: explanation)
        try AtomicFile.write(Data(png), to: image)
    }

    /// Writes the explanation of `name`'s baseline layout (`bytes`, compressed) when the baseline
    /// has none yet; true when it wrote one.
    public func addExplanation(_ name: String, _ bytes: () -> [UInt8]?) throws -> Bool {
        let path = explanationPath(name)
        var info = stat()
        guard lstat(path, &info) != 0, let bytes = bytes() else { return false }
        try checkWritable(path)
        try AtomicFile.write(Data(GzipData.compress(bytes)), to: path)
        return true
    }

    /// Writes `explanation` compressed to `path` atomically, or removes `path` when it is nil.
    static func replace(_ path: String, with explanation: [UInt8]?) throws {
        if let explanation {
            try AtomicFile.write(Data(GzipData.compress(explanation)), to: path)
        } else if unlink(path) != 0 && errno != ENOENT {
            throw BaselineError("cannot remove \(path): \(String(cString: strerror(errno)))")
        }
    }

    // MARK: Containment

    /// True when `path` exists inside the directory (following links only within it); false when
    /// nothing is there. Throws when it resolves outside the directory or is a dangling link.
    func contained(_ path: String) throws(BaselineError) -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0 else { return false }
        guard let root else { return false }
        guard let resolved = ContainedPath.realPath(path) else {
            throw BaselineError("\(path) is a symbolic link to nothing; refusing to use it as a baseline")
        }
        guard ContainedPath.isInside(resolved, root) else {
            throw BaselineError("\(path) resolves to \(resolved), outside \(directory); refusing to follow it")
        }
        guard (info.st_mode & S_IFMT) == S_IFREG || (info.st_mode & S_IFMT) == S_IFLNK else {
            throw BaselineError("\(path) is not a regular file")
        }
        return true
    }

    /// Throws when writing `path` would create or replace anything outside the directory: the
    /// deepest existing folder on its way must resolve inside it.
    func checkWritable(_ path: String) throws(BaselineError) {
        guard let root else {
            throw BaselineError("cannot resolve the baseline directory \(directory)")
        }
        var folder = (path as NSString).deletingLastPathComponent
        var info = stat()
        while lstat(folder, &info) != 0 {
            let parent = (folder as NSString).deletingLastPathComponent
            if parent == folder || parent.isEmpty { break }
            folder = parent
        }
        guard let resolved = ContainedPath.realPath(folder.isEmpty ? "." : folder), ContainedPath.isInside(resolved, root) || resolved == root else {
            throw BaselineError("\(path) would be written outside \(directory) (through a symbolic link); refusing")
        }
    }

}

/// A baseline that cannot be read or written safely.
public struct BaselineError: Error, CustomStringConvertible {
    /// What went wrong, naming the file.
    public var description: String

    /// Creates an error.
    public init(_ description: String) { self.description = description }
}
