/// A canonical Huffman code as deflate stores it: a bit length per symbol, and the codes those
/// lengths give, bit-reversed for deflate's least-significant-bit-first order.
struct HuffmanCode {
    /// Bit length per symbol; 0 for an unused symbol.
    var lengths: [UInt8]
    /// Code per symbol, bit-reversed.
    var codes: [UInt16]

    /// The optimal code for `frequencies` with no code longer than `maxLength` bits. When fewer
    /// than two symbols occur, symbols 0 and 1 get one-bit codes (deflate decoders want two).
    init(frequencies: [Int], maxLength: Int) {
        var freq = frequencies
        if freq.filter({ $0 > 0 }).count < 2 {
            if freq[0] == 0 { freq[0] = 1 }
            if freq[1] == 0 { freq[1] = 1 }
        }
        var lengths = HuffmanCode.lengths(freq)
        // Too deep: flatten the frequencies and build again until the code fits.
        while (lengths.max() ?? 0) > maxLength {
            freq = freq.map { $0 == 0 ? 0 : max(1, $0 / 2) }
            lengths = HuffmanCode.lengths(freq)
        }
        self.lengths = lengths.map { UInt8($0) }
        codes = HuffmanCode.canonicalCodes(self.lengths)
    }

    /// Huffman code lengths for the symbols with a non-zero frequency (ties broken by symbol, so
    /// the result is a pure function of the frequencies).
    private static func lengths(_ freq: [Int]) -> [Int] {
        // Nodes 0..<n are the symbols; merged nodes follow. Two queues replace the heap: the
        // symbols sorted by frequency, and the merged nodes, which come out in weight order.
        var parent = [Int](repeating: -1, count: freq.count)
        var queue: [(weight: Int, node: Int)] = []
        for (symbol, f) in freq.enumerated() where f > 0 {
            queue.append((f, symbol))
        }
        queue.sort { ($0.weight, $0.node) < ($1.weight, $1.node) }
        var nextNode = freq.count
        var merged: [(weight: Int, node: Int)] = []
        var qi = 0, mi = 0
        func takeSmallest() -> (weight: Int, node: Int) {
            if mi < merged.count && (qi >= queue.count || merged[mi].weight < queue[qi].weight) {
                mi += 1
                return merged[mi - 1]
            }
            qi += 1
            return queue[qi - 1]
        }
        while (queue.count - qi) + (merged.count - mi) > 1 {
            let a = takeSmallest(), b = takeSmallest()
            let node = nextNode
            nextNode += 1
            parent.append(-1)
            parent[a.node] = node
            parent[b.node] = node
            merged.append((a.weight + b.weight, node))
        }
        var lengths = [Int](repeating: 0, count: freq.count)
        for symbol in 0..<freq.count where freq[symbol] > 0 {
            var depth = 0, node = symbol
            while parent[node] >= 0 { node = parent[node]; depth += 1 }
            lengths[symbol] = depth
        }
        return lengths
    }

    /// Deflate's canonical codes for `lengths` (RFC 1951 §3.2.2), bit-reversed.
    private static func canonicalCodes(_ lengths: [UInt8]) -> [UInt16] {
        var count = [Int](repeating: 0, count: 16)
        for l in lengths where l > 0 { count[Int(l)] += 1 }
        var next = [Int](repeating: 0, count: 16)
        var code = 0
        for bits in 1..<16 {
            code = (code + count[bits - 1]) << 1
            next[bits] = code
        }
        var codes = [UInt16](repeating: 0, count: lengths.count)
        for (symbol, l) in lengths.enumerated() where l > 0 {
            let value = next[Int(l)]
            next[Int(l)] += 1
            var reversed = 0
            for i in 0..<Int(l) where value & (1 << i) != 0 { reversed |= 1 << (Int(l) - 1 - i) }
            codes[symbol] = UInt16(reversed)
        }
        return codes
    }
}
