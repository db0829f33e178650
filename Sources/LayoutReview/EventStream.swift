import FlyingFox
import FlyingSocks
import Foundation

/// The open Server-Sent Events streams of the review pages, each fed every message sent.
final class EventHub: @unchecked Sendable {
    private let lock = NSLock()
    private var listeners: [UUID: AsyncStream<[UInt8]>.Continuation] = [:]

    /// A new stream that starts with `first` and then receives every message sent; it is dropped
    /// when its page goes away.
    func subscribe(first: [UInt8]) -> AsyncStream<[UInt8]> {
        let id = UUID()
        let (stream, continuation) = AsyncStream<[UInt8]>.makeStream(bufferingPolicy: .bufferingNewest(64))
        continuation.yield(first)
        continuation.onTermination = { [weak self] _ in self?.remove(id) }
        lock.withLock { listeners[id] = continuation }
        return stream
    }

    /// Sends an event (`event: <name>`, `data: <json>`) to every open stream.
    func send(event: String, json: String) {
        let message = EventHub.message(event: event, json: json)
        let open = lock.withLock { Array(listeners.values) }
        for continuation in open { continuation.yield(message) }
    }

    /// Ends every stream.
    func finish() {
        let open = lock.withLock { () -> [AsyncStream<[UInt8]>.Continuation] in
            defer { listeners.removeAll() }
            return Array(listeners.values)
        }
        for continuation in open { continuation.finish() }
    }

    /// How many pages are listening.
    var count: Int { lock.withLock { listeners.count } }

    private func remove(_ id: UUID) {
        _ = lock.withLock { listeners.removeValue(forKey: id) }
    }

    /// One event in the `text/event-stream` format (the JSON holds no line breaks).
    static func message(event: String, json: String) -> [UInt8] {
        Array("event: \(event)\ndata: \(json)\n\n".utf8)
    }
}

/// A stream of messages as the bytes of a response body, each message passed on as soon as it
/// is sent (the server writes each as one chunk).
struct EventBody: AsyncBufferedSequence, Sendable {
    typealias Element = UInt8

    let messages: AsyncStream<[UInt8]>

    func makeAsyncIterator() -> Iterator { Iterator(messages: messages.makeAsyncIterator()) }

    struct Iterator: AsyncBufferedIteratorProtocol {
        var messages: AsyncStream<[UInt8]>.AsyncIterator
        var pending: ArraySlice<UInt8> = []

        mutating func next() async throws -> UInt8? {
            guard let buffer = try await nextBuffer(suggested: 1) else { return nil }
            return buffer.first
        }

        mutating func nextBuffer(suggested count: Int) async throws -> ArraySlice<UInt8>? {
            while pending.isEmpty {
                guard let message = await messages.next() else { return nil }
                pending = message[...]
            }
            let take = pending.prefix(Swift.max(1, count))
            pending = pending.dropFirst(take.count)
            return take
        }
    }
}
