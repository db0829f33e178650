import FlyingFox
import FlyingSocks
import Foundation

/// One connection to the review server: reads each request's head and body with a
/// `RequestHeadReader` (bounded, linear), hands the request to `handler` and writes its answer,
/// until the client closes, asks to close, or stays silent for `ReviewListener.headTimeoutSeconds`.
/// A request past a limit is answered with its status (414, 431, 413, 501, 400), noted through
/// `refused`, and the connection closed.
struct ReviewConnection {
    let socket: AsyncSocket
    let handler: @Sendable (HTTPRequest) async -> HTTPResponse
    /// Receives a line for each refused request.
    let refused: @Sendable (String) -> Void
    /// Headers every answer carries.
    let commonHeaders: [(String, String)]

    /// Serves requests until the connection ends, then closes it.
    func serve() async {
        let reader = RequestHeadReader(receive: { [socket] in
            do { return try await socket.read(atMost: 16_384) } catch SocketError.disconnected { return [] }
        })
        defer { try? socket.close() }
        while !Task.isCancelled {
            do {
                let limit = ReviewListener.headTimeoutSeconds
                guard let head = try await ReviewConnection.within(seconds: limit, { try await reader.nextHead() }) else { return }
                let body = try await ReviewConnection.within(seconds: limit, { try await reader.body(of: head) })
                let request = ReviewConnection.request(head, body: body)
                let response = await handler(request)
                let keepAlive = ReviewConnection.keepsAlive(head)
                let open = try await write(response, head: head.method == "HEAD", keepAlive: keepAlive)
                if !open { return }
            } catch let error as RequestHeadError {
                refused("refused a request: \(error.reason) (answered \(error.status.code))")
                await refuse(error)
                return
            } catch {
                // Closed, reset or silent for too long.
                return
            }
        }
    }

    /// The request as FlyingFox's handlers take it.
    static func request(_ head: RequestHead, body: [UInt8]) -> HTTPRequest {
        var headers = HTTPHeaders()
        for field in head.fields { headers.addValue(field.value, for: HTTPHeader(field.name)) }
        let parts = head.target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let target = HTTPRequest.Target(path: String(parts.first ?? ""), query: parts.count > 1 ? String(parts[1]) : "")
        return HTTPRequest(method: HTTPMethod(head.method), version: HTTPVersion(head.version), target: target, headers: headers,
                           body: HTTPBodySequence(data: Data(body)))
    }

    /// Whether the connection stays open after answering `head`.
    static func keepsAlive(_ head: RequestHead) -> Bool {
        let connection = head.value("Connection")?.lowercased() ?? ""
        return head.version == "HTTP/1.1" ? !connection.contains("close") : connection.contains("keep-alive")
    }

    /// Writes `response` (its headers only for HEAD); whether the connection stays open. A body of
    /// unknown length (the event stream) is sent until it ends, and the connection then closed.
    private func write(_ response: HTTPResponse, head: Bool, keepAlive: Bool) async throws -> Bool {
        guard case .httpBody(let body) = response.payload else {
            try await socket.write(ReviewConnection.encodeHead(status: (500, "Internal Server Error"), headers: [], length: 0,
                                                               keepAlive: false, common: commonHeaders))
            return false
        }
        let headers = response.headers.map { ($0.key.rawValue, $0.value) }
            .filter { !["content-length", "connection", "transfer-encoding"].contains($0.0.lowercased()) }
        let length = body.count
        let open = keepAlive && length != nil
        try await socket.write(ReviewConnection.encodeHead(status: (response.statusCode.code, response.statusCode.phrase),
                                                           headers: headers, length: length, keepAlive: open, common: commonHeaders))
        if !head {
            for try await chunk in body where !chunk.isEmpty { try await socket.write(chunk) }
        }
        return open
    }

    /// Answers a refused request and closes the connection gently: the write side first, then what
    /// the client still sends is read and dropped for a moment (at most a second and 4 MB), so the
    /// answer is not lost to a reset.
    private func refuse(_ error: RequestHeadError) async {
        let message = Data("refused: \(error.reason)\n".utf8)
        var head = ReviewConnection.encodeHead(status: error.status, headers: [("Content-Type", "text/plain; charset=utf-8")],
                                               length: message.count, keepAlive: false, common: commonHeaders)
        head.append(message)
        try? await socket.write(head)
        _ = shutdown(socket.socket.file.rawValue, Int32(SHUT_WR))
        var drained = 0
        let deadline = ContinuousClock.now + .seconds(1)
        while drained < 4_194_304, ContinuousClock.now < deadline {
            guard let bytes = try? await ReviewConnection.within(seconds: 1, { try await socket.read(atMost: 65_536) }),
                  !bytes.isEmpty else { break }
            drained += bytes.count
        }
    }

    /// A response's status line and headers.
    static func encodeHead(status: (code: Int, phrase: String), headers: [(String, String)], length: Int?, keepAlive: Bool,
                           common: [(String, String)]) -> Data {
        var text = "HTTP/1.1 \(status.code) \(status.phrase)\r\n"
        let own = Set(headers.map { $0.0.lowercased() })
        for (name, value) in headers + common.filter({ !own.contains($0.0.lowercased()) }) { text += "\(name): \(value)\r\n" }
        if let length { text += "Content-Length: \(length)\r\n" }
        text += keepAlive ? "Connection: keep-alive\r\n" : "Connection: close\r\n"
        text += "\r\n"
        return Data(text.utf8)
    }

    /// Runs `work`, throwing a timeout after `seconds`.
    static func within<T: Sendable>(seconds: Int, _ work: @escaping @Sendable () async throws -> T) async throws -> T {
        try await withThrowingTaskGroup(of: T?.self) { group in
            group.addTask { try await work() }
            group.addTask {
                try await Task.sleep(for: .seconds(seconds))
                return nil
            }
            defer { group.cancelAll() }
            guard let first = try await group.next(), let value = first else { throw SocketError.timeout(message: "no request") }
            return value
        }
    }
}
