/// The request line and header fields of one HTTP/1.1 request.
struct RequestHead: Sendable, Equatable {
    /// One header field, its name as sent.
    struct Field: Sendable, Equatable {
        var name: String
        var value: String
    }

    var method: String
    /// The request target as sent (`/data/0.json?v=2`).
    var target: String
    /// `HTTP/1.1` or `HTTP/1.0`.
    var version: String
    var fields: [Field]

    /// The value of the first field named `name` (any case).
    func value(_ name: String) -> String? {
        let lower = name.lowercased()
        return fields.first { $0.name.lowercased() == lower }?.value
    }
}

/// Why a request head or body is refused; each is answered with `status` and the connection closed.
enum RequestHeadError: Error, Equatable {
    /// The request line is longer than `RequestHeadReader.maximumRequestLine` (414).
    case requestLineTooLong
    /// The header fields are longer than `RequestHeadReader.maximumHeaderBytes` in all, or more
    /// than `maximumHeaderFields` (431).
    case headersTooLarge
    /// A body longer than `maximumBody` (413).
    case bodyTooLarge
    /// A body sent in chunks (`Transfer-Encoding`), which no route takes (501).
    case transferEncoding
    /// Not HTTP/1.x (400 or 505).
    case malformed(String)

    /// The status the refusal is answered with.
    var status: (code: Int, phrase: String) {
        switch self {
        case .requestLineTooLong: (414, "URI Too Long")
        case .headersTooLarge: (431, "Request Header Fields Too Large")
        case .bodyTooLarge: (413, "Content Too Large")
        case .transferEncoding: (501, "Not Implemented")
        case .malformed: (400, "Bad Request")
        }
    }

    /// What the terminal and the answer say.
    var reason: String {
        switch self {
        case .requestLineTooLong: "a request line over \(RequestHeadReader.maximumRequestLine) bytes"
        case .headersTooLarge: "header fields over \(RequestHeadReader.maximumHeaderBytes) bytes or "
            + "\(RequestHeadReader.maximumHeaderFields) fields"
        case .bodyTooLarge: "a body over \(RequestHeadReader.maximumBody) bytes"
        case .transferEncoding: "a body with a Transfer-Encoding"
        case .malformed(let what): what
        }
    }
}

/// Reads request heads and bodies from a connection's bytes in time linear in what is read: each
/// byte is looked at once for the end of its line, and a line is refused as soon as it passes its
/// limit, without waiting for the rest of it. Bytes read past a request stay for the next one
/// (pipelining). Used by one task at a time.
final class RequestHeadReader: @unchecked Sendable {
    /// The longest request line taken (method, target and version).
    static let maximumRequestLine = 8_192
    /// The most bytes of header fields taken, their line ends included.
    static let maximumHeaderBytes = 32_768
    /// The most header fields taken.
    static let maximumHeaderFields = 100
    /// The longest body taken (the page's approvals are a few KB).
    static let maximumBody = 1_048_576

    /// Gives the next bytes read from the connection; empty when it is closed.
    private let receive: @Sendable () async throws -> [UInt8]
    private var buffer: [UInt8] = []
    /// The first byte not consumed yet.
    private var start = 0

    /// A reader of the bytes `receive` gives.
    init(receive: @escaping @Sendable () async throws -> [UInt8]) {
        self.receive = receive
    }

    /// The next request's head; nil when the connection closes before its first byte.
    func nextHead() async throws -> RequestHead? {
        compact()
        // Empty lines before a request line are skipped (RFC 9112 §2.2), a few of them.
        var line: ArraySlice<UInt8>?
        for _ in 0..<4 {
            line = try await nextLine(limit: RequestHeadReader.maximumRequestLine, tooLong: .requestLineTooLong,
                                      atStart: true)
            guard let found = line else { return nil }
            if !found.isEmpty { break }
        }
        guard let requestLine = line, !requestLine.isEmpty else { throw RequestHeadError.malformed("empty lines instead of a request") }
        let parts = requestLine.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, !parts[1].isEmpty else {
            throw RequestHeadError.malformed("a request line that is not \"METHOD target HTTP/1.1\"")
        }
        let version = String(decoding: parts[2], as: UTF8.self)
        guard version == "HTTP/1.1" || version == "HTTP/1.0" else { throw RequestHeadError.malformed("not HTTP/1.x") }
        var head = RequestHead(method: String(decoding: parts[0], as: UTF8.self), target: String(decoding: parts[1], as: UTF8.self),
                               version: version, fields: [])
        var headerBytes = 0
        while true {
            guard let field = try await nextLine(limit: RequestHeadReader.maximumHeaderBytes - headerBytes,
                                                 tooLong: .headersTooLarge, atStart: false) else {
                throw RequestHeadError.malformed("the connection closed inside the request's head")
            }
            headerBytes += field.count + 2
            if field.isEmpty { return head }
            guard head.fields.count < RequestHeadReader.maximumHeaderFields else { throw RequestHeadError.headersTooLarge }
            guard let colon = field.firstIndex(of: UInt8(ascii: ":")), colon > field.startIndex,
                  field[field.startIndex] != UInt8(ascii: " "), field[field.startIndex] != UInt8(ascii: "\t"),
                  field[colon - 1] != UInt8(ascii: " "), field[colon - 1] != UInt8(ascii: "\t") else {
                throw RequestHeadError.malformed("a header line that is not \"Name: value\"")
            }
            let name = String(decoding: field[..<colon], as: UTF8.self)
            let value = String(decoding: field[(colon + 1)...], as: UTF8.self).trimmingSpaces
            head.fields.append(RequestHead.Field(name: name, value: value))
        }
    }

    /// The body `head` announces: none, or `Content-Length` bytes (at most `maximumBody`).
    func body(of head: RequestHead) async throws -> [UInt8] {
        if head.value("Transfer-Encoding") != nil { throw RequestHeadError.transferEncoding }
        let lengths = head.fields.filter { $0.name.lowercased() == "content-length" }.map(\.value)
        guard let first = lengths.first else { return [] }
        guard lengths.allSatisfy({ $0 == first }), first.utf8.allSatisfy({ (48...57).contains($0) }), first.utf8.count <= 18,
              let count = Int(first) else {
            throw RequestHeadError.malformed("a Content-Length that is not one number")
        }
        guard count <= RequestHeadReader.maximumBody else { throw RequestHeadError.bodyTooLarge }
        while buffer.count - start < count {
            let more = try await receive()
            guard !more.isEmpty else { throw RequestHeadError.malformed("the connection closed inside the request's body") }
            buffer.append(contentsOf: more)
        }
        defer { start += count }
        return Array(buffer[start..<(start + count)])
    }

    /// The next line without its line end (LF or CRLF), reading more as needed; throws `tooLong`
    /// as soon as more than `limit` bytes (the line end not counted) have come without a line end. Nil when the connection closes before
    /// a whole line (and, with `atStart`, before any byte of it).
    private func nextLine(limit: Int, tooLong: RequestHeadError, atStart: Bool) async throws -> ArraySlice<UInt8>? {
        var scanned = start
        while true {
            if let end = buffer[scanned...].firstIndex(of: UInt8(ascii: "\n")) {
                var line = buffer[start..<end]
                if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
                guard line.count <= limit else { throw tooLong }
                start = end + 1
                return line
            }
            // The line so far, and a CR that may end it.
            guard buffer.count - start <= limit + 1 else { throw tooLong }
            scanned = buffer.count
            let more = try await receive()
            if more.isEmpty {
                if atStart && buffer.count == start { return nil }
                throw RequestHeadError.malformed("the connection closed inside the request's head")
            }
            buffer.append(contentsOf: more)
        }
    }

    /// Drops the bytes consumed, keeping those of the next request.
    private func compact() {
        guard start > 0 else { return }
        buffer.removeFirst(start)
        start = 0
    }
}

private extension String {
    /// Without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        let bytes = Array(utf8)
        let isSpace = { (b: UInt8) in b == 32 || b == 9 }
        guard let first = bytes.firstIndex(where: { !isSpace($0) }), let last = bytes.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(decoding: bytes[first...last], as: UTF8.self)
    }
}
