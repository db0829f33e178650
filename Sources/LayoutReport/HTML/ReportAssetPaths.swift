import Foundation

/// The files a report points to (images, layout JSON): checked to stay inside the report
/// directory, turned into URLs relative to `index.html`, and sized from their PNG headers.
enum ReportAssetPaths {
    /// The path's components when it is relative, uses `/`, and never leaves the report
    /// directory (no empty, `.` or `..` component, no NUL); nil otherwise.
    static func components(_ path: String) -> [Substring]? {
        guard !path.isEmpty, !path.hasPrefix("/"), !path.contains("\0"), !path.contains("\\") else { return nil }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        for part in parts where part.isEmpty || part == "." || part == ".." { return nil }
        return parts
    }

    /// The file's path inside the folder at `directory`, or nil when `path` is not a safe
    /// relative path.
    static func file(_ path: String, in directory: String) -> String? {
        guard components(path) != nil else { return nil }
        return directory + "/" + path
    }

    /// A relative URL for the path: every byte outside the unreserved set and `/` is
    /// percent-encoded, so names with `#`, `?`, `%`, `:`, quotes or spaces load the right file and
    /// never read as a scheme or a fragment.
    static func url(_ path: String) -> String? {
        guard components(path) != nil else { return nil }
        var out = ""
        out.reserveCapacity(path.utf8.count)
        let hex = Array("0123456789ABCDEF".utf8)
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                out.unicodeScalars.append("%")
                out.unicodeScalars.append(Unicode.Scalar(hex[Int(byte >> 4)]))
                out.unicodeScalars.append(Unicode.Scalar(hex[Int(byte & 15)]))
            }
        }
        return out
    }

    /// The URL of the folder `target` from the folder `directory` (both as given, relative to the
    /// working directory or absolute), ending in `/`, its components percent-encoded as `url`
    /// encodes them: `../Baselines/` for a report in `Reports` and baselines in `Baselines`.
    /// Links are not resolved: a browser resolves `..` against the path the page was opened at.
    static func folderURL(of target: String, from directory: String) -> String? {
        func parts(_ path: String) -> [String] {
            let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
            var out: [String] = []
            for part in absolute.split(separator: "/") where part != "." {
                if part == ".." { if !out.isEmpty { out.removeLast() } } else { out.append(String(part)) }
            }
            return out
        }
        let from = parts(directory), to = parts(target)
        var common = 0
        while common < from.count, common < to.count, from[common] == to[common] { common += 1 }
        let down = to[common...].joined(separator: "/")
        var out = String(repeating: "../", count: from.count - common)
        if !down.isEmpty {
            guard let encoded = url(down) else { return nil }
            out += encoded + "/"
        }
        return out
    }

    /// Width and height from a PNG's header, or nil when the file is missing or not a PNG.
    static func pngSize(_ file: String) -> (width: Int, height: Int)? {
        let fd = open(file, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes = [UInt8](repeating: 0, count: 24)
        var filled = 0
        while filled < 24 {
            let n = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + filled, 24 - filled) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { return nil }
            filled += n
        }
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        let w = word(16), h = word(20)
        guard w > 0, h > 0 else { return nil }
        return (w, h)
    }
}
