import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The one address `layoutlab review` listens on, read from `--host`: an IPv4 or IPv6 address
/// (brackets allowed) or `localhost`, which is `127.0.0.1`. A wildcard address (`0.0.0.0`, `::`)
/// is refused: it would listen on every interface while the page answers only to one name. Any
/// address outside loopback (127.0.0.0/8, ::1) is accepted with a `warning`.
public struct ReviewAddress: Sendable, Equatable {
    /// The numeric address listened on (`127.0.0.1`, `::1`, `192.0.2.7`).
    public var numeric: String
    /// Whether only this machine can reach it.
    public var isLoopback: Bool

    /// The value as given.
    public init(numeric: String, isLoopback: Bool) {
        self.numeric = numeric
        self.isLoopback = isLoopback
    }

    /// Reads `--host`'s value; throws `ReviewAddressError` saying what is wrong with it.
    public init(_ value: String) throws(ReviewAddressError) {
        var text = value
        if text.hasPrefix("["), text.hasSuffix("]"), text.count > 2 { text = String(text.dropFirst().dropLast()) }
        if text.lowercased() == "localhost" { text = "127.0.0.1" }
        var v4 = in_addr(), v6 = in6_addr()
        if inet_pton(AF_INET, text, &v4) == 1 {
            let bytes = withUnsafeBytes(of: v4) { Array($0) }
            guard bytes != [0, 0, 0, 0] else { throw .wildcard(value) }
            self.init(numeric: ReviewAddress.format(AF_INET, &v4) ?? text, isLoopback: bytes[0] == 127)
        } else if inet_pton(AF_INET6, text, &v6) == 1 {
            let bytes = withUnsafeBytes(of: v6) { Array($0) }
            guard bytes.contains(where: { $0 != 0 }) else { throw .wildcard(value) }
            // An IPv4 address written as IPv6 (::ffff:a.b.c.d) is that IPv4 address.
            if bytes.prefix(12) == ArraySlice(Array(repeating: 0, count: 10) + [0xFF, 0xFF]) {
                guard bytes.suffix(4).contains(where: { $0 != 0 }) else { throw .wildcard(value) }
                self.init(numeric: ReviewAddress.format(AF_INET6, &v6) ?? text, isLoopback: bytes[12] == 127)
                return
            }
            self.init(numeric: ReviewAddress.format(AF_INET6, &v6) ?? text, isLoopback: bytes == Array(repeating: 0, count: 15) + [1])
        } else if text == "0" {
            throw .wildcard(value)
        } else {
            throw .notAnAddress(value)
        }
    }

    /// Whether the address is IPv6.
    public var isIPv6: Bool { numeric.contains(":") }

    /// The address as a URL's host (`127.0.0.1`, `[::1]`).
    public var urlHost: String { isIPv6 ? "[\(numeric)]" : numeric }

    /// What the terminal should say before serving on this address, nil on loopback.
    public var warning: String? {
        guard !isLoopback else { return nil }
        return "\(numeric) is not a loopback address: anyone who can reach it can read the report and approve "
            + "from the page; use it only on a network you trust"
    }

    private static func format(_ family: Int32, _ address: UnsafeRawPointer) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
        guard inet_ntop(family, address, &buffer, socklen_t(buffer.count)) != nil else { return nil }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

/// Why a `--host` value is refused.
public enum ReviewAddressError: Error, Equatable, CustomStringConvertible {
    /// `0.0.0.0`, `::` and the like.
    case wildcard(String)
    /// Neither an IP address nor `localhost`.
    case notAnAddress(String)

    public var description: String {
        switch self {
        case .wildcard(let value):
            return "--host \(value) would listen on every address of the machine; give the one address to listen on "
                + "(127.0.0.1, the default, or localhost; another machine's reviewer needs this machine's own address)"
        case .notAnAddress(let value):
            return "--host takes an IP address (127.0.0.1, ::1, 192.0.2.7) or localhost, not \"\(value)\""
        }
    }
}
