import CDeflate

/// The two checksums a PNG file carries: CRC-32 over each chunk and Adler-32 over the zlib
/// stream, computed by libdeflate (the library that compresses baselines).
enum Checksums {
    /// Continues a CRC-32 (start from 0) over `bytes`.
    static func crc32(_ crc: UInt32, _ bytes: UnsafeRawBufferPointer) -> UInt32 {
        guard let base = bytes.baseAddress else { return crc }
        return libdeflate_crc32(crc, base, bytes.count)
    }

    /// Continues an Adler-32 (start from 1) over `bytes`.
    static func adler32(_ adler: UInt32, _ bytes: UnsafeRawBufferPointer) -> UInt32 {
        guard let base = bytes.baseAddress else { return adler }
        return libdeflate_adler32(adler, base, bytes.count)
    }

    /// Continues an Adler-32 over one byte.
    static func adler32(_ adler: UInt32, byte: UInt8) -> UInt32 {
        withUnsafeBytes(of: byte) { adler32(adler, $0) }
    }
}
