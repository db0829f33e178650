import Foundation

extension SHA256 {
    /// The digest of the file at `path` as 64 lowercase hex digits, read in 1 MB chunks.
    /// Throws when the file cannot be opened or read.
    public static func hex(ofFileAt path: String) throws -> String {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: path])
        }
        defer { try? handle.close() }
        var hash = SHA256()
        while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty {
            chunk.withUnsafeBytes { hash.update($0) }
        }
        return hexString(hash.finalize())
    }
}
