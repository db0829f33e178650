import FlyingFox
import FlyingSocks
import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// The review server's listening socket and its connections. Bound when made, so an address or
/// port that cannot be had is known before anything is checked. Serves at most
/// `maximumConnections` connections at once: one more is answered `503` and closed at once. A
/// connection that cannot be taken because the process is at its file limit is refused (closed
/// through a descriptor kept in reserve for this) or, failing that, left waiting a moment; the
/// session goes on either way. No failure to accept ends it.
public final class ReviewListener: Sendable {
    /// The most connections served at once (each open page holds one for its events).
    static let maximumConnections = 64
    /// How long a connection may take to send a request's head, or stay idle between requests.
    static let headTimeoutSeconds = 15

    /// The address listened on.
    public let address: ReviewAddress
    /// The port listened on.
    public let port: Int
    private let socket: Socket
    private let reserve = Mutex<Int32>(-1)
    private let open = Atomic<Int>(0)

    /// Binds `address`:`port` (0 takes a free port) and listens; throws what the system says
    /// when it cannot (the port is taken, the address is not this machine's).
    public init(address: ReviewAddress, port: UInt16) throws {
        self.address = address
        let socket: Socket
        if address.isIPv6 {
            socket = try Socket(domain: AF_INET6)
            try socket.setValue(true, for: .localAddressReuse)
            try socket.bind(to: try sockaddr_in6.inet6(ip6: address.numeric, port: port))
        } else {
            socket = try Socket(domain: AF_INET)
            try socket.setValue(true, for: .localAddressReuse)
            try socket.bind(to: try sockaddr_in.inet(ip4: address.numeric, port: port))
        }
        do {
            try socket.listen(maxPendingConnection: 128)
            switch try socket.sockname() {
            case .ip4(_, let bound), .ip6(_, let bound): self.port = Int(bound)
            default: throw SocketError.unsupportedAddress
            }
        } catch {
            try? socket.close()
            throw error
        }
        self.socket = socket
        reserve.withLock { $0 = ReviewListener.openReserve() }
    }

    deinit {
        try? socket.close()
        reserve.withLock { if $0 >= 0 { Glibc.close($0) } }
    }

    /// Accepts and serves connections until the task is cancelled. `handler` answers each
    /// request; `note` receives a line for each refusal (refused requests and connections).
    func run(handler: @escaping @Sendable (HTTPRequest) async -> HTTPResponse, commonHeaders: [(String, String)],
             note: @escaping @Sendable (String) -> Void) async throws {
        let pool = HTTPServer.defaultPool()
        try await pool.prepare()
        let listening = try AsyncSocket(socket: socket, pool: pool)
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await pool.run() }
            group.addTask {
                await withDiscardingTaskGroup { connections in
                    while !Task.isCancelled {
                        guard let client = await self.accept(listening, note: note) else { continue }
                        guard self.open.wrappingAdd(1, ordering: .relaxed).newValue <= ReviewListener.maximumConnections else {
                            self.open.subtract(1, ordering: .relaxed)
                            note("refused a connection: \(ReviewListener.maximumConnections) are open (answered 503)")
                            ReviewListener.answerBusy(client.socket, common: commonHeaders)
                            continue
                        }
                        connections.addTask {
                            await ReviewConnection(socket: client, handler: handler, refused: note, commonHeaders: commonHeaders).serve()
                            self.open.subtract(1, ordering: .relaxed)
                        }
                    }
                    connections.cancelAll()
                }
            }
            try await group.next()
            group.cancelAll()
        }
    }

    /// The next connection; nil after a failure, which is dealt with: at the file limit the
    /// waiting connection is refused through the reserve descriptor (or left waiting when there is
    /// none), and every failure pauses the loop a moment so it never spins.
    private func accept(_ listening: AsyncSocket, note: @Sendable (String) -> Void) async -> AsyncSocket? {
        do {
            return try await listening.accept()
        } catch SocketError.failed(_, let number, let message) {
            if [EMFILE, ENFILE, ENOBUFS, ENOMEM].contains(number) {
                let shed = shedOne()
                note("refused a connection: \(message) (\(shed ? "closed at once" : "left waiting")); the review goes on")
                try? await Task.sleep(for: .milliseconds(shed ? 5 : 100))
            } else if ![ECONNABORTED, EINTR, EPROTO, EPERM].contains(number) {
                note("could not accept a connection: \(message); the review goes on")
                try? await Task.sleep(for: .milliseconds(100))
            }
            return nil
        } catch {
            try? await Task.sleep(for: .milliseconds(20))
            return nil
        }
    }

    /// Frees the reserve descriptor, takes the waiting connection with it, answers it `503` and
    /// closes it, then takes the reserve again; whether a connection was closed.
    private func shedOne() -> Bool {
        reserve.withLock { reserve in
            guard reserve >= 0 else {
                reserve = ReviewListener.openReserve()
                return false
            }
            Glibc.close(reserve)
            reserve = -1
            defer { reserve = ReviewListener.openReserve() }
            guard let accepted = try? socket.accept() else { return false }
            ReviewListener.answerBusy(Socket(file: accepted.file), common: [])
            return true
        }
    }

    /// Answers `503` without waiting (what the socket takes at once) and closes.
    private static func answerBusy(_ socket: Socket, common: [(String, String)]) {
        let body = "the review server is busy; try again\n"
        let headers = [("Content-Type", "text/plain; charset=utf-8"), ("Retry-After", "1")]
        var data = ReviewConnection.encodeHead(status: (503, "Service Unavailable"), headers: headers, length: body.utf8.count,
                                               keepAlive: false, common: common)
        data.append(Data(body.utf8))
        _ = data.withUnsafeBytes { Glibc.send(socket.file.rawValue, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL | MSG_DONTWAIT)) }
        try? socket.close()
    }

    private static func openReserve() -> Int32 { Glibc.open("/dev/null", O_RDONLY | O_CLOEXEC) }
}
