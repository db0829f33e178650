/// The two checksums a PNG file carries: CRC-32 over each chunk and Adler-32 over the zlib stream.
enum Checksums {
    /// CRC-32 (ISO-HDLC, the PNG and zlib polynomial 0xEDB88320) lookup tables for slicing by 8:
    /// table `k` holds the CRC of a byte followed by `k` zero bytes.
    static let crcTables: [UInt32] = {
        var tables = [UInt32](repeating: 0, count: 8 * 256)
        for n in 0..<256 {
            var c = UInt32(n)
            for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
            tables[n] = c
        }
        for k in 1..<8 {
            for n in 0..<256 {
                let previous = tables[(k - 1) * 256 + n]
                tables[k * 256 + n] = (previous >> 8) ^ tables[Int(previous & 0xFF)]
            }
        }
        return tables
    }()

    /// Continues a CRC-32 (start from 0) over `bytes`.
    static func crc32(_ crc: UInt32, _ bytes: UnsafeRawBufferPointer) -> UInt32 {
        var c = ~crc
        guard var p = bytes.baseAddress else { return crc }
        var count = bytes.count
        crcTables.withUnsafeBufferPointer { t in
            while count >= 8 {
                let word = UInt64(littleEndian: p.loadUnaligned(as: UInt64.self))
                let low = UInt32(truncatingIfNeeded: word) ^ c
                let high = UInt32(truncatingIfNeeded: word >> 32)
                c = t[7 * 256 + Int(low & 0xFF)] ^ t[6 * 256 + Int((low >> 8) & 0xFF)]
                    ^ t[5 * 256 + Int((low >> 16) & 0xFF)] ^ t[4 * 256 + Int(low >> 24)]
                    ^ t[3 * 256 + Int(high & 0xFF)] ^ t[2 * 256 + Int((high >> 8) & 0xFF)]
                    ^ t[1 * 256 + Int((high >> 16) & 0xFF)] ^ t[Int(high >> 24)]
                p += 8
                count -= 8
            }
            while count > 0 {
                c = t[Int((c ^ UInt32(p.load(as: UInt8.self))) & 0xFF)] ^ (c >> 8)
                p += 1
                count -= 1
            }
        }
        return ~c
    }

    /// Continues an Adler-32 (start from 1) over `bytes`.
    ///
    /// Sixteen bytes at a time: per lane, `s1` sums the bytes and `s2` the running `s1` before
    /// each vector, from which the scalar sums follow (the byte at lane `j` of vector `k` of `m`
    /// adds to the second sum once for every byte from it to the end: `16 (m − k) − j` times).
    static func adler32(_ adler: UInt32, _ bytes: UnsafeRawBufferPointer) -> UInt32 {
        var a = adler & 0xFFFF, b = adler >> 16
        guard var p = bytes.baseAddress else { return adler }
        var count = bytes.count
        let laneIndex = SIMD16<UInt32>(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15)
        // 5552 is the most bytes whose sums cannot overflow 32 bits before the modulo (5536 is the
        // largest multiple of 16 below it).
        while count >= 16 {
            let vectors = min(count, 5536) / 16
            var s1 = SIMD16<UInt32>(repeating: 0), s2 = SIMD16<UInt32>(repeating: 0)
            for k in 0..<vectors {
                let v = SIMD16<UInt32>(truncatingIfNeeded: p.loadUnaligned(fromByteOffset: k * 16, as: SIMD16<UInt8>.self))
                s2 &+= s1
                s1 &+= v
            }
            // Lane sums stay below 2^28; their combination with a and b needs 64 bits.
            let weighted = 16 * UInt64((s2 &+ s1).wrappedSum()) - UInt64((laneIndex &* s1).wrappedSum())
            b = UInt32((UInt64(b) + UInt64(vectors * 16) * UInt64(a) + weighted) % 65521)
            a = UInt32((UInt64(a) + UInt64(s1.wrappedSum())) % 65521)
            p += vectors * 16
            count -= vectors * 16
        }
        let tail = p.assumingMemoryBound(to: UInt8.self)
        for i in 0..<count {
            a &+= UInt32(tail[i])
            b &+= a
        }
        return (b % 65521) << 16 | (a % 65521)
    }

    /// Continues an Adler-32 over one byte.
    static func adler32(_ adler: UInt32, byte: UInt8) -> UInt32 {
        let a = ((adler & 0xFFFF) + UInt32(byte)) % 65521
        let b = ((adler >> 16) + a) % 65521
        return b << 16 | a
    }
}
