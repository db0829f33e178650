import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A bare HTTP client over a blocking loopback socket, for requests no HTTP library would send
/// (lines of any length, floods of connections): sends the bytes as they are and reads the answer
/// until the server closes the connection or the time is up.
enum RawHTTP {
    /// What came back.
    struct Response {
        /// The status code, nil when no status line came back in time.
        var status: Int?
        /// The header fields, names lowercased.
        var headers: [String: String]
        /// The body as text.
        var body: String
        /// Seconds from connecting to the end of the answer.
        var seconds: Double

        /// All the header fields named `name`, joined by ", ".
        func header(_ name: String) -> String? { headers[name.lowercased()] }
    }

    /// A connected socket to 127.0.0.1:`port` whose reads and writes give up after `timeout`
    /// seconds; nil when it cannot connect.
    static func connect(port: Int, timeout: Double = 10) -> Int32? {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return nil }
        var time = timeval(tv_sec: Int(timeout), tv_usec: Int((timeout - timeout.rounded(.down)) * 1_000_000))
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            close(fd)
            return nil
        }
        return fd
    }

    /// Runs blocking `work` on a thread of its own, off Swift concurrency's few threads (the
    /// server under test runs on them).
    static func off<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: work()) }.start()
        }
    }

    /// Sends `bytes` (as much as the server takes before answering) and reads the answer.
    static func exchange(port: Int, bytes: [UInt8], timeout: Double = 10) -> Response {
        let start = Date()
        guard let fd = connect(port: port, timeout: timeout) else {
            return Response(status: nil, headers: [:], body: "cannot connect", seconds: 0)
        }
        defer { close(fd) }
        send(fd, bytes)
        return read(fd, start: start, timeout: timeout)
    }

    /// Writes `bytes`, stopping at the first error (the server may answer and close before
    /// taking them all).
    static func send(_ fd: Int32, _ bytes: [UInt8]) {
        var sent = 0
        while sent < bytes.count {
            let n = bytes[sent...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if n <= 0 { break }
            sent += n
        }
    }

    /// Reads until the connection closes, the time is up, or a whole answer with a
    /// Content-Length has come.
    static func read(_ fd: Int32, start: Date = Date(), timeout: Double = 10) -> Response {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while Date().timeIntervalSince(start) < timeout {
            let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if n <= 0 { break }
            received += buffer[..<n]
            if let parsed = parse(received), let length = parsed.headers["content-length"].flatMap(Int.init),
               parsed.bodyBytes >= length {
                break
            }
        }
        let parsed = parse(received)
        return Response(status: parsed?.status, headers: parsed?.headers ?? [:], body: parsed?.body ?? "",
                        seconds: Date().timeIntervalSince(start))
    }

    private static func parse(_ bytes: [UInt8]) -> (status: Int, headers: [String: String], body: String, bodyBytes: Int)? {
        let separator: [UInt8] = Array("\r\n\r\n".utf8)
        guard let end = bytes.firstRange(of: separator) else { return nil }
        let head = String(decoding: bytes[..<end.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        guard let first = head.first, first.hasPrefix("HTTP/1."), let status = Int(first.split(separator: " ")[1]) else { return nil }
        var headers: [String: String] = [:]
        for line in head.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].lowercased(), value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            headers[name] = headers[name].map { $0 + ", " + value } ?? value
        }
        let body = bytes[end.upperBound...]
        return (status, headers, String(decoding: body, as: UTF8.self), body.count)
    }
}
