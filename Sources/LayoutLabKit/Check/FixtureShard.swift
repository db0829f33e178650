/// One share of the fixtures, so several CI machines can split a check: shard `index` of `count`
/// (1-based) takes the fixtures whose name hashes to it. The hash (64-bit FNV-1a of the name's
/// UTF-8 bytes) is fixed, so a fixture lands on the same shard on every machine and every run.
public struct FixtureShard: Sendable, Hashable, CustomStringConvertible {
    /// This shard, from 1 to `count`.
    public var index: Int
    /// How many shards there are.
    public var count: Int

    /// Parses `I/N` with 1 ≤ I ≤ N; nil when malformed.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, (1...n).contains(i) else {
            return nil
        }
        index = i
        count = n
    }

    /// `I/N`.
    public var description: String { "\(index)/\(count)" }

    /// True when the fixture named `name` belongs to this shard.
    public func contains(_ name: String) -> Bool {
        Int(FixtureShard.fnv1a(name) % UInt64(count)) == index - 1
    }

    /// 64-bit FNV-1a of the UTF-8 bytes of `text`.
    public static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return hash
    }
}
