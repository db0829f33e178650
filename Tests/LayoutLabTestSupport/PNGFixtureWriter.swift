/// Writes small PNG files of any colour type and bit depth without compression (zlib "stored"
/// blocks), so the decoder can be tested on inputs the encoder never produces.
public enum PNGFixtureWriter {
    public static func png(width: Int, height: Int, bitDepth: UInt8, colorType: UInt8, rows: [[UInt8]],
                    palette: [UInt8]? = nil, transparency: [UInt8]? = nil, interlaced: Bool = false,
                    corruptCRC: Bool = false, filterTypes: [UInt8]? = nil, dataChunks: Int = 1) -> [UInt8] {
        var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var ihdr: [UInt8] = []
        ihdr += be32(UInt32(width)) + be32(UInt32(height))
        ihdr += [bitDepth, colorType, 0, 0, interlaced ? 1 : 0]
        out += chunk("IHDR", ihdr, corrupt: corruptCRC)
        if let palette { out += chunk("PLTE", palette) }
        if let transparency { out += chunk("tRNS", transparency) }
        var raw: [UInt8] = []
        // Filter type 0 per scanline, or the types given (the rows are then taken as filtered).
        for (y, row) in rows.enumerated() { raw.append(filterTypes?[y] ?? 0); raw += row }
        let stream = zlibStored(raw)
        // The stream cut into `dataChunks` IDAT chunks of about the same size.
        let parts = max(1, min(dataChunks, stream.count))
        for i in 0..<parts {
            out += chunk("IDAT", Array(stream[(stream.count * i / parts)..<(stream.count * (i + 1) / parts)]))
        }
        out += chunk("IEND", [])
        return out
    }

    public static func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }

    public static func chunk(_ type: String, _ data: [UInt8], corrupt: Bool = false) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        var crc = crc32(typeBytes + data)
        if corrupt { crc ^= 0xFFFF }
        return be32(UInt32(data.count)) + typeBytes + data + be32(crc)
    }

    public static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let n = min(65535, data.count - offset)
            let final: UInt8 = offset + n == data.count ? 1 : 0
            out.append(final)
            out += [UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)]
            out += data[offset..<offset + n]
            offset += n
        } while offset < data.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
        return out + be32(b << 16 | a)
    }

    public static func crc32(_ data: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in data {
            c ^= UInt32(byte)
            for _ in 0..<8 { c = (c & 1) != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        }
        return c ^ 0xFFFF_FFFF
    }
}
