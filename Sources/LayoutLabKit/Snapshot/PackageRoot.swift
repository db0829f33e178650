import Foundation

/// Finds the Swift package a source file belongs to.
public enum PackageRoot {
    /// The nearest folder at or above the folder of `file` that holds a `Package.swift`, or nil
    /// when there is none. `file` is usually a test's `#filePath`.
    public static func containing(_ file: String) -> String? {
        var folder = (file as NSString).deletingLastPathComponent
        while !folder.isEmpty {
            if FileManager.default.fileExists(atPath: folder + "/Package.swift") { return folder }
            let parent = (folder as NSString).deletingLastPathComponent
            if parent == folder { return nil }
            folder = parent
        }
        return nil
    }
}
