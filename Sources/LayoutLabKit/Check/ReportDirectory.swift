import Foundation

/// The report directory of a check run (`Reports/` by default) and where each file goes in it:
/// `actual/<name>.png`, `actual/<name>.layout.json`, `baseline/…`, `diff/<name>.png`,
/// `overlays/<kind>/<name>.png`, `report.json`, `junit.xml`, `index.html`.
///
/// Files are written to a temporary name and renamed into place, so a reader never sees half a
/// file. They are not flushed to disk one by one: a report can always be written again, and
/// syncing thousands of small files would dominate the run.
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
    /// The copy of the compared baseline image.
    public static func baselineImage(_ name: String) -> String { "baseline/\(name).png" }
    /// The copy of the compared baseline layout.
    public static func baselineLayout(_ name: String) -> String { "baseline/\(name).layout.json" }
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

    /// The folders and files a run replaces; removed when it starts so nothing stale remains.
    static let ownedEntries = ["actual", "baseline", "diff", "overlays", reportJSON, junitXML, indexHTML]

    /// `relative` inside the directory, as a path usable from the working directory.
    public func file(_ relative: String) -> String { path + "/" + relative }

    /// Writes `bytes` to `relative` (temporary file, then rename), creating folders.
    public func write(_ bytes: some Collection<UInt8>, to relative: String) throws {
        let target = file(relative)
        let folder = (target as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let temp = folder + "/.\((target as NSString).lastPathComponent).\(getpid()).\(UInt64.random(in: 0...UInt64.max)).tmp"
        let data = Data(bytes)
        guard FileManager.default.createFile(atPath: temp, contents: data) else {
            throw ReportWriteError("cannot write \(temp)")
        }
        guard rename(temp, target) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temp)
            throw ReportWriteError("cannot move \(temp) to \(target): \(reason)")
        }
    }

    /// Writes UTF-8 text to `relative`.
    public func write(text: String, to relative: String) throws {
        try write(Array(text.utf8), to: relative)
    }

    /// Removes what an earlier run left (`ownedEntries`); other files stay.
    func removeEarlierRun() throws {
        for entry in ReportDirectory.ownedEntries {
            let target = file(entry)
            var info = stat()
            guard lstat(target, &info) == 0 else { continue }
            do {
                try FileManager.default.removeItem(atPath: target)
            } catch {
                throw ReportWriteError("cannot remove \(target) from an earlier run: \(error.localizedDescription)")
            }
        }
    }
}

/// A report file that could not be written.
public struct ReportWriteError: Error, CustomStringConvertible {
    /// What went wrong, naming the file.
    public var description: String

    /// Creates an error.
    public init(_ description: String) { self.description = description }
}
