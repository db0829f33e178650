import Foundation

/// The report directory of a check run (`Reports/` by default) and where each file goes in it:
/// `actual/<name>.png`, `actual/<name>.layout.json`, `baseline/…`, `diff/<name>.png`,
/// `overlays/<kind>/<name>.png`, `report.json`, `junit.xml`, `index.html`.
///
/// A run keeps the files of the previous run that it would write again byte for byte, writes the
/// others, and finally removes those it did not produce, so a repeated check touches little on
/// disk. A file that replaces another goes to a temporary name and is renamed into place; a file
/// that did not exist is created directly (nothing refers to it until `report.json`, written
/// last, does). Report files are not flushed to disk one by one: a report can always be written
/// again, and syncing thousands of small files would dominate the run.
///
/// The directory is disposable: no file in it shares its storage with a baseline (no hard link),
/// so copying over a report file, optimising the report's images or editing them in place never
/// changes `Baselines/`. A file a run keeps is one that no other name links to.
public struct ReportDirectory: Sendable {
    /// The directory as given.
    public let path: String

    /// Creates the value; nothing is touched on disk.
    public init(path: String) {
        self.path = path
    }

    /// The actual image of `name`, relative to the directory.
    public static func actualImage(_ name: String) -> String { "actual/\(name).png" }
    /// The actual layout of `name`.
    public static func actualLayout(_ name: String) -> String { "actual/\(name).layout.json" }
    /// Why each element of the actual layout of `name` has its frame.
    public static func actualExplanation(_ name: String) -> String { "actual/\(name).explain.json" }
    /// The copy of the compared baseline image.
    public static func baselineImage(_ name: String) -> String { "baseline/\(name).png" }
    /// The copy of the compared baseline layout.
    public static func baselineLayout(_ name: String) -> String { "baseline/\(name).layout.json" }
    /// The copy of the baseline's explanation, when it explains the compared baseline layout.
    public static func baselineExplanation(_ name: String) -> String { "baseline/\(name).explain.json" }
    /// The diff image.
    public static func diffImage(_ name: String) -> String { "diff/\(name).png" }
    /// An overlay layer of the actual image.
    public static func overlayImage(_ name: String, kind: String) -> String { "overlays/\(kind)/\(name).png" }
    /// The machine-readable report.
    public static let reportJSON = "report.json"
    /// The JUnit XML report.
    public static let junitXML = "junit.xml"
    /// The HTML report.
    public static let indexHTML = "index.html"
    /// The lock file held while a run writes the directory.
    public static let lockFile = ".lock"

    /// The folders holding per-fixture files.
    static let fixtureFolders = ["actual", "baseline", "diff", "overlays"]
    /// The files that describe a whole run: removed when a run starts, so no report ever
    /// describes files a later, unfinished run has replaced.
    static let runFiles = [reportJSON, junitXML, indexHTML]

    /// `relative` inside the directory, as a path usable from the working directory.
    public func file(_ relative: String) -> String { path + "/" + relative }

    /// Writes `bytes` to `relative`, creating folders; keeps the file when it already holds
    /// exactly these bytes.
    public func write(_ bytes: [UInt8], to relative: String) throws {
        try write(bytes, to: relative, cloning: nil)
    }

    /// Writes UTF-8 text to `relative`.
    public func write(text: String, to relative: String) throws {
        try write(Array(text.utf8), to: relative, cloning: nil)
    }

    /// Writes a file that describes the run (`report.json`, `junit.xml`): always through a
    /// temporary file and a rename, so a reader sees all of it or nothing.
    public func writeRunFile(_ bytes: [UInt8], to relative: String) throws {
        let target = file(relative)
        try createFolders(for: target)
        try ReportDirectory.replace(target, with: bytes)
    }

    /// Puts a copy of `original`, a file outside the directory (a baseline image or layout) that
    /// holds `bytes`, at `relative`: a clone of its blocks (`FICLONE`) where the file system shares
    /// blocks copy-on-write (Btrfs, XFS), so it costs no space; the bytes otherwise. Never a hard
    /// link: a write into the report would be a write into the baseline.
    func share(_ bytes: [UInt8], from original: String, to relative: String) throws {
        try write(bytes, to: relative, cloning: original)
    }

    /// Writes `bytes` to `relative`, as a clone of `original` (a path usable from the working
    /// directory, holding the same bytes) when one is given and the file system clones.
    private func write(_ bytes: [UInt8], to relative: String, cloning original: String? = nil) throws {
        let target = file(relative)
        if ReportDirectory.holds(target, bytes) { return }
        var info = stat()
        if lstat(target, &info) == 0 {
            try ReportDirectory.replace(target, with: bytes, cloning: original)
        } else {
            do {
                try ReportDirectory.create(target, bytes, cloning: original)
            } catch let error as CreateError where error.code == ENOENT {
                try createFolders(for: target)
                try ReportDirectory.create(target, bytes, cloning: original)
            }
        }
    }

    /// Removes the files describing the earlier run (`runFiles`, only when a `report.json`
    /// shows there was one), and any per-fixture folder that is not a real folder (a symbolic
    /// link is never written through).
    func removeEarlierRunFiles() throws {
        for folder in ReportDirectory.fixtureFolders {
            var info = stat()
            let target = file(folder)
            if lstat(target, &info) == 0, (info.st_mode & S_IFMT) != S_IFDIR {
                do { try FileManager.default.removeItem(atPath: target) } catch {
                    throw ReportWriteError("cannot remove \(target): \(error.localizedDescription)")
                }
            }
        }
        var info = stat()
        guard lstat(file(ReportDirectory.reportJSON), &info) == 0 else { return }
        for entry in ReportDirectory.runFiles {
            let target = file(entry)
            if unlink(target) != 0 && errno != ENOENT {
                throw ReportWriteError("cannot remove \(target) from an earlier run: \(String(cString: strerror(errno)))")
            }
        }
    }

    /// Removes every report file (`*.png`, `*.layout.json`, `*.explain.json`, and temporary files a stopped run
    /// left) under the per-fixture folders that is not in `kept` (relative paths), and the
    /// folders left empty: what earlier runs produced and this one did not.
    func removeFiles(notIn kept: Set<String>) throws {
        for folder in ReportDirectory.fixtureFolders {
            let root = file(folder)
            var info = stat()
            guard lstat(root, &info) == 0 else { continue }
            guard (info.st_mode & S_IFMT) == S_IFDIR else { continue }
            try sweep(root, relative: folder, kept: kept)
        }
    }

    /// Sweeps one folder; returns true when it is left empty (and was removed).
    @discardableResult
    private func sweep(_ absolute: String, relative: String, kept: Set<String>) throws -> Bool {
        let entries = try FileManager.default.contentsOfDirectory(atPath: absolute)
        var remaining = entries.count
        for entry in entries {
            let childPath = absolute + "/" + entry, childRelative = relative + "/" + entry
            var info = stat()
            guard lstat(childPath, &info) == 0 else { continue }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                if try sweep(childPath, relative: childRelative, kept: kept) { remaining -= 1 }
            } else if !kept.contains(childRelative) && ReportDirectory.isReportFile(entry) {
                if unlink(childPath) == 0 { remaining -= 1 }
            }
        }
        if remaining == 0 { return rmdir(absolute) == 0 }
        return false
    }

    /// True for the kinds of file a run writes under the per-fixture folders.
    static func isReportFile(_ fileName: String) -> Bool {
        fileName.hasSuffix(".png") || fileName.hasSuffix(".layout.json") || fileName.hasSuffix(".explain.json") || (fileName.hasPrefix(".") && fileName.hasSuffix(".tmp"))
    }

    private func createFolders(for target: String) throws {
        let folder = (target as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw ReportWriteError("cannot create \(folder): \(error.localizedDescription)")
        }
    }

    /// A file that could not be created, with `errno`.
    private struct CreateError: Error, CustomStringConvertible {
        var path: String
        var code: Int32
        var description: String { "cannot create \(path): \(String(cString: strerror(code)))" }
    }

    /// Writes `bytes` to a temporary file beside `target` (a clone of `original` where the file
    /// system clones) and renames it over `target`.
    private static func replace(_ target: String, with bytes: [UInt8], cloning original: String? = nil) throws {
        let folder = (target as NSString).deletingLastPathComponent
        let temp = folder + "/.\((target as NSString).lastPathComponent).\(getpid()).\(UInt64.random(in: 0...UInt64.max)).tmp"
        try create(temp, bytes, cloning: original)
        guard rename(temp, target) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temp)
            throw ReportWriteError("cannot move \(temp) to \(target): \(reason)")
        }
    }

    /// Creates `path` (which must not exist) holding `bytes`: a clone of `original` when one is
    /// given, the file system clones and the clone has their length; written out otherwise.
    private static func create(_ path: String, _ bytes: [UInt8], cloning original: String? = nil) throws {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw CreateError(path: path, code: errno) }
        defer { close(fd) }
        if let original, FileClone.clone(original, into: fd, length: bytes.count) { return }
        try bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let n = Foundation.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    let reason = String(cString: strerror(errno))
                    unlink(path)
                    throw ReportWriteError("cannot write \(path): \(reason)")
                }
                offset += n
            }
        }
    }

    /// True when `path` is a regular file holding exactly `bytes` under no other name (a hard
    /// link, as earlier versions made to baselines, is written again as a file of its own).
    static func holds(_ path: String, _ bytes: [UInt8]) -> Bool {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_nlink == 1,
              Int(info.st_size) == bytes.count else { return false }
        var existing = [UInt8](repeating: 0, count: bytes.count)
        let complete = existing.withUnsafeMutableBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                let n = read(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { return false }
                offset += n
            }
            return true
        }
        return complete && existing == bytes
    }
}

/// A report file that could not be written.
public struct ReportWriteError: Error, CustomStringConvertible {
    /// What went wrong, naming the file.
    public var description: String

    /// Creates an error.
    public init(_ description: String) { self.description = description }
}
