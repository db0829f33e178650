import Foundation

/// A folder of its own for one test (or one test project) under the system's temporary folder,
/// named `layoutlab-LABEL-UUID` so that tests running in parallel never share one. The test
/// removes it with `remove()`, usually in a `defer` right after making it, or in the `deinit` of
/// the project that holds it.
public struct TemporaryDirectory: Sendable {
    /// The folder.
    public let url: URL

    /// The folder's path.
    public var path: String { url.path }

    /// Makes a new empty folder.
    public init(_ label: String) throws {
        self.init(reserving: label)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Chooses a new folder's name without making the folder: for a test of code that makes it,
    /// or one that needs it absent at first.
    public init(reserving label: String) {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlab-\(label)-\(UUID().uuidString)")
    }

    /// Removes the folder and everything in it; a folder that is already gone is no error.
    public func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
