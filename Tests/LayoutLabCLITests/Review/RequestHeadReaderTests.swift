@testable import LayoutReview
import Testing

/// Request heads read from bytes that come in pieces: line ends, pipelined requests, bodies, and
/// each limit refused as soon as it is passed, without reading the rest.
@Suite("Request head reader")
struct RequestHeadReaderTests {
    /// Gives `pieces` one at a time, then nothing (closed); counts the bytes given.
    final class Source: @unchecked Sendable {
        var pieces: [[UInt8]]
        var given = 0

        init(_ pieces: [String]) { self.pieces = pieces.map { Array($0.utf8) } }

        func next() -> [UInt8] {
            guard !pieces.isEmpty else { return [] }
            let piece = pieces.removeFirst()
            given += piece.count
            return piece
        }
    }

    private func reader(_ source: Source) -> RequestHeadReader { RequestHeadReader(receive: { source.next() }) }

    @Test func headsInPiecesAndPipelined() async throws {
        let source = Source(["GET /a?x=1 HT", "TP/1.1\r\nHost: h\r\nX-A:  spaced \r\n", "\r\nPOST /b HTTP/1.1\nContent-Length: 3\n\nabc",
                             "GET /c HTTP/1.0\r\n\r\n"])
        let r = reader(source)
        let first = try #require(try await r.nextHead())
        #expect(first.method == "GET" && first.target == "/a?x=1" && first.version == "HTTP/1.1")
        #expect(first.value("host") == "h" && first.value("X-A") == "spaced")
        #expect(try await r.body(of: first).isEmpty)
        let second = try #require(try await r.nextHead())
        #expect(second.method == "POST" && second.target == "/b")
        #expect(try await r.body(of: second) == Array("abc".utf8))
        let third = try #require(try await r.nextHead())
        #expect(third.target == "/c" && third.version == "HTTP/1.0")
        #expect(try await r.nextHead() == nil)
    }

    @Test func aLongRequestLineIsRefusedBeforeItsEnd() async throws {
        let piece = String(repeating: "a", count: 4096)
        let source = Source(["GET /"] + Array(repeating: piece, count: 128) + [" HTTP/1.1\r\n\r\n"])
        await #expect(throws: RequestHeadError.requestLineTooLong) { try await reader(source).nextHead() }
        #expect(source.given <= RequestHeadReader.maximumRequestLine + 2 * 4096, "read \(source.given) bytes before refusing")
        let exact = "GET /" + String(repeating: "a", count: RequestHeadReader.maximumRequestLine - 14) + " HTTP/1.1"
        #expect(exact.utf8.count == RequestHeadReader.maximumRequestLine)
        #expect(try await reader(Source([exact + "\r\n\r\n"])).nextHead()?.version == "HTTP/1.1")
    }

    @Test func headerFieldsOverTheirLimitsAreRefused() async throws {
        let long = Source(["GET / HTTP/1.1\r\nX: "] + Array(repeating: String(repeating: "b", count: 4096), count: 128))
        await #expect(throws: RequestHeadError.headersTooLarge) { try await reader(long).nextHead() }
        #expect(long.given <= RequestHeadReader.maximumHeaderBytes + 2 * 4096)
        let many = Source(["GET / HTTP/1.1\r\n" + (0...RequestHeadReader.maximumHeaderFields).map { "X-\($0): 1\r\n" }.joined() + "\r\n"])
        await #expect(throws: RequestHeadError.headersTooLarge) { try await reader(many).nextHead() }
        let enough = Source(["GET / HTTP/1.1\r\n" + (1...RequestHeadReader.maximumHeaderFields).map { "X-\($0): 1\r\n" }.joined() + "\r\n"])
        #expect(try await reader(enough).nextHead()?.fields.count == RequestHeadReader.maximumHeaderFields)
    }

    @Test func badRequestsAndBodies() async throws {
        for text in ["GET /\r\n\r\n", "GET / HTTP/2\r\n\r\n", "GET / HTTP/1.1\r\nNo colon\r\n\r\n", "GET / HTTP/1.1\r\nX : 1\r\n\r\n",
                     "GET / HTTP/1.1\r\nHost: a"] {
            await #expect(throws: RequestHeadError.self, "\(text)") { try await reader(Source([text])).nextHead() }
        }
        let big = Source(["POST / HTTP/1.1\r\nContent-Length: \(RequestHeadReader.maximumBody + 1)\r\n\r\n"])
        let r = reader(big)
        let head = try #require(try await r.nextHead())
        await #expect(throws: RequestHeadError.bodyTooLarge) { try await r.body(of: head) }
        let chunked = Source(["POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n"])
        let c = reader(chunked)
        let chunkedHead = try #require(try await c.nextHead())
        await #expect(throws: RequestHeadError.transferEncoding) { try await c.body(of: chunkedHead) }
        let twoLengths = Source(["POST / HTTP/1.1\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab"])
        let t = reader(twoLengths)
        let twoHead = try #require(try await t.nextHead())
        await #expect(throws: RequestHeadError.self) { try await t.body(of: twoHead) }
    }
}
