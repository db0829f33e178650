/// Large byte arrays (bitmaps' pixels, decoding scratch) kept by one worker between fixtures, so
/// that a failing screen's decoded baseline, diff image and copies reuse the memory of the last
/// ones instead of asking the kernel for fresh pages each time: glibc hands arrays of this size
/// back to the system when they are freed, and touching new pages costs more than the work
/// done in them (see docs/rendering.md).
///
/// Confined to the thread that uses it. An array given back with `keep(_:)` must not be kept
/// elsewhere: it is reused in place by the next `take`.
public final class PixelBufferPool {
    /// The most arrays kept at once.
    public let maxArrays: Int
    /// The most bytes kept at once; arrays larger than this are never kept.
    public let maxBytes: Int
    private var spare: [[UInt8]] = []
    private var keptBytes = 0

    /// A pool keeping at most `maxArrays` arrays and `maxBytes` bytes of them.
    public init(maxArrays: Int = 4, maxBytes: Int = 96 << 20) {
        self.maxArrays = maxArrays
        self.maxBytes = maxBytes
    }

    /// An array of exactly `count` bytes for the caller to fill: a kept one of enough capacity
    /// when there is one (the smallest), else a new one. Its bytes are unspecified unless
    /// `zeroed`.
    public func take(count: Int, zeroed: Bool = false) -> [UInt8] {
        guard count > 0 else { return [] }
        var best: Int?
        for (i, array) in spare.enumerated() where array.capacity >= count {
            if best.map({ array.capacity < spare[$0].capacity }) ?? true { best = i }
        }
        guard let best else {
            if zeroed { return [UInt8](repeating: 0, count: count) }
            return [UInt8](unsafeUninitializedCapacity: count) { _, initialized in initialized = count }
        }
        var array = spare.remove(at: best)
        keptBytes -= array.capacity
        if array.count > count {
            array.removeLast(array.count - count)
        } else if array.count < count {
            array.append(contentsOf: repeatElement(0, count: count - array.count))
        }
        if zeroed {
            array.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
        }
        return array
    }

    /// Keeps `array` for a later `take`, when there is room for it; the caller must hold no other
    /// copy it will use (copies that are about to go away are fine).
    public func keep(_ array: [UInt8]) {
        let bytes = array.capacity
        guard maxArrays > 0, bytes > 0, bytes <= maxBytes else { return }
        // Room is made by dropping the smallest kept arrays first.
        spare.sort { $0.capacity > $1.capacity }
        while !spare.isEmpty, spare.count >= maxArrays || keptBytes + bytes > maxBytes {
            keptBytes -= spare.removeLast().capacity
        }
        spare.append(array)
        keptBytes += bytes
    }

    /// Frees every kept array.
    public func removeAll() {
        spare.removeAll()
        keptBytes = 0
    }

    /// The number of arrays kept now.
    public var count: Int { spare.count }
}
