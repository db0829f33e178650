/// SHA-256 (FIPS 180-4) in pure Swift, for baseline digests and the baselines' manifest.
///
/// Feed bytes with `update`, then read `finalize()` once; or call `SHA256.hex(_:)` for a whole
/// buffer. The digest is the same on every platform and thread. The block loop is written with
/// plain pointers and wrapping arithmetic so that it stays fast in debug builds too.
public struct SHA256: Sendable {
    private var h0: UInt32 = 0x6a09_e667, h1: UInt32 = 0xbb67_ae85, h2: UInt32 = 0x3c6e_f372, h3: UInt32 = 0xa54f_f53a
    private var h4: UInt32 = 0x510e_527f, h5: UInt32 = 0x9b05_688c, h6: UInt32 = 0x1f83_d9ab, h7: UInt32 = 0x5be0_cd19
    /// Bytes waiting for a full 64-byte block.
    private var pending: [UInt8] = []
    /// Bytes fed so far.
    private var length: UInt64 = 0

    /// A fresh hash of nothing.
    public init() {}

    /// Adds the bytes in `buffer` to the message.
    public mutating func update(_ buffer: UnsafeRawBufferPointer) {
        guard let start = buffer.baseAddress, buffer.count > 0 else { return }
        var bytes = start.assumingMemoryBound(to: UInt8.self)
        var count = buffer.count
        length &+= UInt64(count)
        if !pending.isEmpty {
            let take = min(64 - pending.count, count)
            pending.append(contentsOf: UnsafeBufferPointer(start: bytes, count: take))
            bytes += take
            count -= take
            if pending.count == 64 {
                let block = pending
                block.withUnsafeBufferPointer { compress($0.baseAddress!, blocks: 1) }
                pending.removeAll(keepingCapacity: true)
            }
        }
        if count >= 64 {
            compress(bytes, blocks: count / 64)
            bytes += count / 64 * 64
            count %= 64
        }
        if count > 0 { pending.append(contentsOf: UnsafeBufferPointer(start: bytes, count: count)) }
    }

    /// Adds `bytes` to the message.
    public mutating func update(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { update($0) }
    }

    /// Adds the UTF-8 bytes of `text` to the message.
    public mutating func update(_ text: String) {
        update(Array(text.utf8))
    }

    /// The 32-byte digest of everything fed so far. The hash should not be updated afterwards.
    public mutating func finalize() -> [UInt8] {
        let bitLength = length &* 8
        var tail: [UInt8] = [0x80]
        tail += [UInt8](repeating: 0, count: (64 + 56 - (pending.count + 1) % 64) % 64)
        for shift in stride(from: 56, through: 0, by: -8) { tail.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift))) }
        update(tail)
        var digest: [UInt8] = []
        digest.reserveCapacity(32)
        for word in [h0, h1, h2, h3, h4, h5, h6, h7] {
            digest += [UInt8(word >> 24), UInt8(truncatingIfNeeded: word >> 16), UInt8(truncatingIfNeeded: word >> 8),
                       UInt8(truncatingIfNeeded: word)]
        }
        return digest
    }

    /// The digest of `bytes`.
    public static func hash(_ bytes: [UInt8]) -> [UInt8] {
        var h = SHA256()
        h.update(bytes)
        return h.finalize()
    }

    /// The digest of `bytes` as 64 lowercase hex digits.
    public static func hex(_ bytes: [UInt8]) -> String {
        hexString(hash(bytes))
    }

    /// The digest of the bytes in `buffer` as 64 lowercase hex digits.
    public static func hex(_ buffer: UnsafeRawBufferPointer) -> String {
        var h = SHA256()
        h.update(buffer)
        return hexString(h.finalize())
    }

    /// The digest of the UTF-8 bytes of `text` as 64 lowercase hex digits.
    public static func hex(_ text: String) -> String {
        hex(Array(text.utf8))
    }

    /// The digest of any collection of bytes.
    public static func digest<Bytes: Collection>(_ bytes: Bytes) -> [UInt8] where Bytes.Element == UInt8 {
        var h = SHA256()
        if bytes.withContiguousStorageIfAvailable({ h.update(UnsafeRawBufferPointer($0)) }) == nil {
            h.update(Array(bytes))
        }
        return h.finalize()
    }

    /// The digest of the bytes in `buffer`.
    public static func digest(_ buffer: UnsafeRawBufferPointer) -> [UInt8] {
        var h = SHA256()
        h.update(buffer)
        return h.finalize()
    }

    /// The digest of any collection of bytes as 64 lowercase hex digits.
    public static func hexDigest<Bytes: Collection>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        hexString(digest(bytes))
    }

    /// `digest` as lowercase hex digits.
    public static func hexString(_ digest: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(digest.count * 2)
        for byte in digest {
            out.append(digits[Int(byte >> 4)])
            out.append(digits[Int(byte & 0xf)])
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Processes `blocks` consecutive 64-byte blocks starting at `p`.
    private mutating func compress(_ p: UnsafePointer<UInt8>, blocks: Int) {
        let w = UnsafeMutablePointer<UInt32>.allocate(capacity: 64)
        defer { w.deallocate() }
        let k = UnsafeMutablePointer<UInt32>.allocate(capacity: 64)
        defer { k.deallocate() }
        var i = 0
        while i < 64 { k[i] = SHA256.roundConstants[i]; i &+= 1 }
        var offset = 0
        let end = blocks * 64
        while offset < end {
            i = 0
            while i < 16 {
                let q = offset &+ i &* 4
                w[i] = UInt32(p[q]) &<< 24 | UInt32(p[q &+ 1]) &<< 16 | UInt32(p[q &+ 2]) &<< 8 | UInt32(p[q &+ 3])
                i &+= 1
            }
            while i < 64 {
                let x = w[i &- 15], y = w[i &- 2]
                let s0 = (x &>> 7 | x &<< 25) ^ (x &>> 18 | x &<< 14) ^ (x &>> 3)
                let s1 = (y &>> 17 | y &<< 15) ^ (y &>> 19 | y &<< 13) ^ (y &>> 10)
                w[i] = w[i &- 16] &+ s0 &+ w[i &- 7] &+ s1
                i &+= 1
            }
            var a = h0, b = h1, c = h2, d = h3, e = h4, f = h5, g = h6, h = h7
            i = 0
            while i < 64 {
                let s1 = (e &>> 6 | e &<< 26) ^ (e &>> 11 | e &<< 21) ^ (e &>> 25 | e &<< 7)
                let choice = (e & f) ^ (~e & g)
                let t1 = h &+ s1 &+ choice &+ k[i] &+ w[i]
                let s0 = (a &>> 2 | a &<< 30) ^ (a &>> 13 | a &<< 19) ^ (a &>> 22 | a &<< 10)
                let majority = (a & b) ^ (a & c) ^ (b & c)
                h = g; g = f; f = e; e = d &+ t1
                d = c; c = b; b = a; a = t1 &+ s0 &+ majority
                i &+= 1
            }
            h0 = h0 &+ a; h1 = h1 &+ b; h2 = h2 &+ c; h3 = h3 &+ d
            h4 = h4 &+ e; h5 = h5 &+ f; h6 = h6 &+ g; h7 = h7 &+ h
            offset &+= 64
        }
    }

    private static let roundConstants: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]
}
