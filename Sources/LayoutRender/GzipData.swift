import CDeflate

/// gzip files (RFC 1952) through libdeflate, for the derived files baselines keep beside their
/// images (a layout's explanation): written small, read back with a bounded size.
public enum GzipData {
    /// The most bytes a file is read back to (a larger one, or one that claims to be, is refused).
    public static let maxUncompressed = 64 << 20

    /// `input` gzip-compressed at libdeflate's level 9.
    public static func compress(_ input: [UInt8]) -> [UInt8] {
        guard let compressor = libdeflate_alloc_compressor(9) else { fatalError("libdeflate could not allocate a compressor") }
        defer { libdeflate_free_compressor(compressor) }
        let bound = libdeflate_gzip_compress_bound(compressor, input.count)
        return [UInt8](unsafeUninitializedCapacity: bound) { buffer, count in
            count = input.withUnsafeBytes { libdeflate_gzip_compress(compressor, $0.baseAddress, $0.count, buffer.baseAddress, bound) }
            precondition(count > 0, "libdeflate's bound was too small")
        }
    }

    /// The bytes `file` holds, or nil when it is not one whole gzip member of at most `limit`
    /// bytes (its size is read from its trailer, and checked by decompressing).
    public static func decompress(_ file: [UInt8], limit: Int = maxUncompressed) -> [UInt8]? {
        guard file.count >= 18, file[0] == 0x1F, file[1] == 0x8B else { return nil }
        let trailer = file.count - 4
        let size = Int(file[trailer]) | Int(file[trailer + 1]) << 8 | Int(file[trailer + 2]) << 16 | Int(file[trailer + 3]) << 24
        guard size <= min(limit, maxUncompressed), let decompressor = libdeflate_alloc_decompressor() else { return nil }
        defer { libdeflate_free_decompressor(decompressor) }
        var ok = false
        let out = [UInt8](unsafeUninitializedCapacity: max(size, 1)) { buffer, count in
            var consumed = 0, written = 0
            let result = file.withUnsafeBytes {
                libdeflate_gzip_decompress_ex(decompressor, $0.baseAddress, $0.count, buffer.baseAddress, size, &consumed, &written)
            }
            ok = result == LIBDEFLATE_SUCCESS && written == size && consumed == file.count
            count = ok ? size : 0
        }
        return ok ? out : nil
    }
}
