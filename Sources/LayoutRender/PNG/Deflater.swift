/// A deflate (RFC 1951) compressor for PNG scanlines, built for speed on screen images.
///
/// Scanlines arrive filtered (PNG's Up filter, so rows repeated from the row above become
/// zeros). Only two kinds of match are looked for, which is what such images repeat: the bytes one
/// pixel back (runs of one colour, runs of zeros) and the bytes one scanline back (rows repeated
/// after filtering, such as a vertical gradient). Matching is greedy; each block gets its own
/// Huffman codes. Everything is a pure function of the input, so output is byte-identical
/// everywhere.
final class Deflater {
    /// Length codes 257…285: base length and extra bits.
    static let lengthBase: [Int] = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99,
                                    115, 131, 163, 195, 227, 258]
    static let lengthExtra: [Int] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    /// Distance codes 0…29: base distance and extra bits.
    static let distanceBase: [Int] = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025,
                                      1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    static let distanceExtra: [Int] = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11,
                                       12, 12, 13, 13]
    /// The length code index (0…28) of every match length 0…258 (entries below 3 unused).
    static let lengthIndex: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 259)
        for length in 3...258 {
            var index = 0
            while index + 1 < lengthBase.count && lengthBase[index + 1] <= length { index += 1 }
            table[length] = UInt8(index)
        }
        return table
    }()
    /// The order code-length code lengths are stored in.
    static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
    /// Tokens per block before it is written.
    static let blockTokens = 1 << 16
    /// The shortest match worth a token.
    static let minimumMatch = 4

    /// The two match distances, one pixel and one scanline (filter byte included): their
    /// distance code, extra bits and extra value.
    private let distances: [(code: Int, extraBits: Int, extraValue: Int)]
    private let pixelBytes: Int
    private let scanlineMatches: Bool
    /// Pending tokens: a literal byte (< 256), or `1 << 31 | distance slot << 16 | length`.
    private let tokens: UnsafeMutablePointer<UInt32>
    private var tokenCount = 0
    private let tokenCapacity: Int
    /// Symbol counts of the pending tokens: 286 literal/length symbols, then 30 distance codes.
    private let frequencies: UnsafeMutablePointer<Int>
    /// `lengthIndex`, at hand.
    private let lengthIndexes: UnsafeMutablePointer<UInt8>
    /// Where the compressed bits go.
    let output: BitWriter

    /// Creates a compressor for scanlines of `rowBytes` bytes (filter byte not counted) of
    /// `pixelBytes`-byte pixels, writing to `output`.
    init(pixelBytes: Int, rowBytes: Int, output: BitWriter) {
        self.pixelBytes = pixelBytes
        let stride = rowBytes + 1
        scanlineMatches = stride <= 32768
        distances = [pixelBytes, min(stride, 32768)].map { d in
            var code = 0
            while code + 1 < Deflater.distanceBase.count && Deflater.distanceBase[code + 1] <= d { code += 1 }
            return (code, Deflater.distanceExtra[code], d - Deflater.distanceBase[code])
        }
        self.output = output
        // A scanline adds at most one token per byte, plus its filter byte.
        tokenCapacity = Deflater.blockTokens + stride + 1
        tokens = .allocate(capacity: tokenCapacity)
        frequencies = .allocate(capacity: 316)
        frequencies.initialize(repeating: 0, count: 316)
        lengthIndexes = .allocate(capacity: 259)
        lengthIndexes.initialize(from: Deflater.lengthIndex, count: 259)
    }

    deinit {
        tokens.deallocate()
        frequencies.deallocate()
        lengthIndexes.deallocate()
    }

    /// Adds one scanline: its filter type byte, then `row` (filtered), with `above` the previous
    /// filtered scanline (`nil` for the first).
    func add(filterType: UInt8, row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>?, count: Int) {
        literal(filterType)
        var i = 0
        let scanline = scanlineMatches ? above : nil
        while i < count {
            var length = 0, slot: UInt32 = 0
            if i >= pixelBytes {
                length = Deflater.matchLength(row + i, row + i - pixelBytes, limit: count - i)
            }
            if let scanline, length < count - i {
                let vertical = Deflater.matchLength(row + i, scanline + i, limit: count - i)
                if vertical > length { length = vertical; slot = 1 }
            }
            if length >= Deflater.minimumMatch {
                match(length, slot: slot)
                i += length
            } else {
                literal(row[i])
                i += 1
            }
        }
        if tokenCount >= Deflater.blockTokens { writeBlock(final: false) }
    }

    /// Writes the pending tokens as the last block and pads to a whole byte.
    func finish() {
        writeBlock(final: true)
        output.alignToByte()
    }

    // MARK: Tokens

    @inline(__always)
    private func literal(_ byte: UInt8) {
        tokens[tokenCount] = UInt32(byte)
        tokenCount += 1
        frequencies[Int(byte)] += 1
    }

    /// A match of `length` bytes, split into tokens of at most 258 that each keep at least 3.
    private func match(_ length: Int, slot: UInt32) {
        var remaining = length
        let distanceSymbol = 286 + distances[Int(slot)].code
        while remaining > 0 {
            var chunk = min(remaining, 258)
            if remaining > 258 && remaining - 258 < 3 { chunk = remaining - 3 }
            tokens[tokenCount] = 1 << 31 | slot << 16 | UInt32(chunk)
            tokenCount += 1
            frequencies[257 + Int(lengthIndexes[chunk])] += 1
            frequencies[distanceSymbol] += 1
            remaining -= chunk
        }
    }

    /// How many bytes from `a` equal those from `b`, at most `limit`.
    @inline(__always)
    private static func matchLength(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, limit: Int) -> Int {
        var n = 0
        let ra = UnsafeRawPointer(a), rb = UnsafeRawPointer(b)
        while n + 8 <= limit {
            let x = ra.loadUnaligned(fromByteOffset: n, as: UInt64.self) ^ rb.loadUnaligned(fromByteOffset: n, as: UInt64.self)
            if x != 0 { return n + UInt64(littleEndian: x).trailingZeroBitCount / 8 }
            n += 8
        }
        while n < limit && a[n] == b[n] { n += 1 }
        return n
    }

    // MARK: Blocks

    /// Writes the pending tokens as one block with dynamic Huffman codes (RFC 1951 §3.2.7).
    private func writeBlock(final: Bool) {
        frequencies[256] += 1
        let literals = HuffmanCode(frequencies: Array(UnsafeBufferPointer(start: frequencies, count: 286)), maxLength: 15)
        let dists = HuffmanCode(frequencies: Array(UnsafeBufferPointer(start: frequencies + 286, count: 30)), maxLength: 15)
        let literalCount = max(257, (literals.lengths.lastIndex { $0 > 0 } ?? 0) + 1)
        let distanceCount = max(1, (dists.lengths.lastIndex { $0 > 0 } ?? 0) + 1)
        let lengths = Array(literals.lengths[0..<literalCount]) + Array(dists.lengths[0..<distanceCount])
        let runs = Deflater.codeLengthRuns(lengths)
        var codeLengthFrequencies = [Int](repeating: 0, count: 19)
        for run in runs { codeLengthFrequencies[run.symbol] += 1 }
        let codeLengths = HuffmanCode(frequencies: codeLengthFrequencies, maxLength: 7)
        let storedCount = max(4, (Deflater.codeLengthOrder.lastIndex { codeLengths.lengths[$0] > 0 } ?? 0) + 1)

        output.write(final ? 1 : 0, 1)
        output.write(2, 2)
        output.write(UInt32(literalCount - 257), 5)
        output.write(UInt32(distanceCount - 1), 5)
        output.write(UInt32(storedCount - 4), 4)
        for symbol in Deflater.codeLengthOrder[0..<storedCount] {
            output.write(UInt32(codeLengths.lengths[symbol]), 3)
        }
        for run in runs {
            output.write(UInt32(codeLengths.codes[run.symbol]), Int(codeLengths.lengths[run.symbol]))
            if run.extraBits > 0 { output.write(UInt32(run.extraValue), run.extraBits) }
        }
        writeTokens(literals, dists)
        output.write(UInt32(literals.codes[256]), Int(literals.lengths[256]))
        tokenCount = 0
        frequencies.update(repeating: 0, count: 316)
    }

    private func writeTokens(_ literals: HuffmanCode, _ dists: HuffmanCode) {
        let slots = distances.map { d in
            (code: UInt32(dists.codes[d.code]), bits: Int(dists.lengths[d.code]),
             extra: UInt32(d.extraValue), extraBits: d.extraBits)
        }
        literals.codes.withUnsafeBufferPointer { codes in
            literals.lengths.withUnsafeBufferPointer { lengths in
                for t in 0..<tokenCount {
                    let token = tokens[t]
                    if token < 256 {
                        output.write(UInt32(codes[Int(token)]), Int(lengths[Int(token)]))
                        continue
                    }
                    let length = Int(token & 0xFFFF)
                    let index = Int(lengthIndexes[length])
                    let symbol = 257 + index
                    output.write(UInt32(codes[symbol]), Int(lengths[symbol]))
                    let extraBits = Deflater.lengthExtra[index]
                    if extraBits > 0 { output.write(UInt32(length - Deflater.lengthBase[index]), extraBits) }
                    let slot = slots[Int((token >> 16) & 0x7FFF)]
                    output.write(slot.code, slot.bits)
                    if slot.extraBits > 0 { output.write(slot.extra, slot.extraBits) }
                }
            }
        }
    }

    /// The code lengths as code-length symbols: 0…15 a length, 16 repeats the previous 3…6
    /// times, 17 and 18 are runs of 3…10 and 11…138 zeros.
    private static func codeLengthRuns(_ lengths: [UInt8]) -> [(symbol: Int, extraBits: Int, extraValue: Int)] {
        var runs: [(symbol: Int, extraBits: Int, extraValue: Int)] = []
        var i = 0
        while i < lengths.count {
            let value = lengths[i]
            var run = 1
            while i + run < lengths.count && lengths[i + run] == value { run += 1 }
            i += run
            if value == 0 {
                while run >= 11 { let n = min(run, 138); runs.append((18, 7, n - 11)); run -= n }
                if run >= 3 { runs.append((17, 3, run - 3)); run = 0 }
                while run > 0 { runs.append((0, 0, 0)); run -= 1 }
            } else {
                runs.append((Int(value), 0, 0))
                run -= 1
                while run >= 3 { let n = min(run, 6); runs.append((16, 2, n - 3)); run -= n }
                while run > 0 { runs.append((Int(value), 0, 0)); run -= 1 }
            }
        }
        return runs
    }
}
