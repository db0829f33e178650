/// Bits written least significant first, as deflate packs them, into a growing buffer.
final class BitWriter {
    private var storage: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// Bytes finished so far.
    private(set) var count = 0
    private var buffer: UInt64 = 0
    private var bitCount = 0

    /// Creates a writer whose output starts with `prefix`.
    init(prefix: [UInt8], capacity: Int) {
        self.capacity = max(capacity, prefix.count + 64)
        storage = .allocate(capacity: self.capacity)
        for byte in prefix { storage[count] = byte; count += 1 }
    }

    deinit { storage.deallocate() }

    /// Appends the low `n` bits of `value` (n ≤ 32).
    @inline(__always)
    func write(_ value: UInt32, _ n: Int) {
        buffer |= UInt64(value) << UInt64(bitCount)
        bitCount += n
        if bitCount >= 32 {
            if count + 4 > capacity { grow() }
            UnsafeMutableRawPointer(storage + count).storeBytes(of: UInt32(truncatingIfNeeded: buffer).littleEndian,
                                                                as: UInt32.self)
            count += 4
            buffer >>= 32
            bitCount -= 32
        }
    }

    /// Appends whole bytes (after `alignToByte`).
    func append(_ bytes: [UInt8]) {
        for byte in bytes {
            if count + 1 > capacity { grow() }
            storage[count] = byte
            count += 1
        }
    }

    /// Pads with zero bits to a byte boundary and finishes every pending bit.
    func alignToByte() {
        while bitCount > 0 {
            if count + 1 > capacity { grow() }
            storage[count] = UInt8(truncatingIfNeeded: buffer)
            count += 1
            buffer >>= 8
            bitCount = max(0, bitCount - 8)
        }
        buffer = 0
    }

    /// The finished bytes.
    var bytes: [UInt8] { [UInt8](UnsafeBufferPointer(start: storage, count: count)) }

    private func grow() {
        let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity * 2)
        bigger.update(from: storage, count: count)
        storage.deallocate()
        storage = bigger
        capacity *= 2
    }
}
