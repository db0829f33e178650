import CSpng
import Foundation
import LayoutBitmap
import LayoutSupport

/// Why a PNG could not be read or written.
public struct PNGError: Error, CustomStringConvertible, Equatable {
    /// The file involved, when there is one.
    public var path: String?
    /// What went wrong.
    public var reason: String

    /// Creates an error.
    public init(path: String?, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// `"<path>: <reason>"`.
    public var description: String { path.map { "\($0): \(reason)" } ?? reason }
}

/// Reads PNG files with libdeflate (`PNGDirectDecoder`: the 8-bit RGB and RGBA files baselines and
/// report images are) or libspng (every other file), and writes them with `BaselinePNG` (files to
/// keep) or `PNGEncoder` (a report's images).
///
/// Reading accepts every PNG colour type and bit depth (grey, palette, RGB, with or without alpha,
/// 8 or 16 bits, interlaced) and decodes to straight-alpha RGBA8. Images larger than
/// `maxPixelCount` are refused from the header, before any pixel memory is allocated. Either
/// writer gives the same bytes for the same pixels.
public enum PNGCodec {
    /// The largest image accepted when reading: 16384 × 16384 pixels.
    public static let maxPixelCount = 16384 * 16384
    /// The largest side accepted when reading.
    public static let maxSide: UInt32 = 1 << 16

    /// The dimensions in a PNG's header, read without decoding pixels.
    public static func dimensions(of data: [UInt8], path: String? = nil) throws -> (width: Int, height: Int) {
        try withDecoder(data, path: path) { ctx in
            var ihdr = spng_ihdr()
            try check(spng_get_ihdr(ctx, &ihdr), path: path, doing: "reading the header")
            return (Int(ihdr.width), Int(ihdr.height))
        }
    }

    /// Decodes PNG bytes to a straight-alpha RGBA8 bitmap, its pixels in an array from `pool`
    /// when one is given and the file is of the common form `PNGDirectDecoder` reads.
    public static func decode(_ data: [UInt8], path: String? = nil, pool: PixelBufferPool? = nil) throws -> Bitmap {
        if let bitmap = PNGDirectDecoder.decode(data, pool: pool) { return bitmap }
        return try decode(data, path: path, decoder: .libspng)
    }

    /// The decoders `decode(_:path:decoder:)` can be told to use.
    public enum Decoder: Sendable {
        /// libdeflate and in-place unfiltering for 8-bit RGB and RGBA files whose every chunk is in
        /// order, libspng for the rest: what `decode(_:path:)` does.
        case direct
        /// libspng for every file.
        case libspng
    }

    /// Decodes a PNG file with the decoder given: the same pixels and the same errors either way
    /// (for comparing them; `decode(_:path:)` picks the faster).
    public static func decode(_ data: [UInt8], path: String? = nil, decoder: Decoder) throws -> Bitmap {
        if decoder == .direct { return try decode(data, path: path) }
        return try withDecoder(data, path: path) { ctx in
            var ihdr = spng_ihdr()
            try check(spng_get_ihdr(ctx, &ihdr), path: path, doing: "reading the header")
            let width = Int(ihdr.width), height = Int(ihdr.height)
            guard width > 0, height > 0 else { throw PNGError(path: path, reason: "image has a zero dimension") }
            guard width * height <= maxPixelCount else {
                throw PNGError(path: path, reason: "image is \(width)×\(height) pixels, more than the \(maxPixelCount) allowed")
            }
            try checkImageData(data, width: width, height: height, bitDepth: Int(ihdr.bit_depth),
                               colorType: Int(ihdr.color_type), path: path)
            let fmt = Int32(SPNG_FMT_RGBA8.rawValue)
            var length = 0
            try check(spng_decoded_image_size(ctx, fmt, &length), path: path, doing: "sizing the image")
            var pixels = [UInt8](repeating: 0, count: length)
            let rc = pixels.withUnsafeMutableBytes { buf in
                spng_decode_image(ctx, buf.baseAddress, length, fmt, Int32(SPNG_DECODE_TRNS.rawValue))
            }
            try check(rc, path: path, doing: "decoding pixels")
            guard let bitmap = Bitmap(width: width, height: height, pixels: pixels, isPremultiplied: false) else {
                throw PNGError(path: path, reason: "decoded size does not match \(width)×\(height)")
            }
            return bitmap
        }
    }

    /// Reads and decodes a PNG file.
    public static func read(path: String) throws -> Bitmap {
        try decode(readBytes(path: path), path: path)
    }

    /// Reads only the pixel dimensions of a PNG file.
    public static func readDimensions(path: String) throws -> (width: Int, height: Int) {
        try dimensions(of: readBytes(path: path), path: path)
    }

    /// Encodes a bitmap as a PNG file to keep (a baseline, a rendered image): 8-bit RGB when every
    /// pixel is opaque, 8-bit RGBA otherwise (premultiplied input is converted to straight alpha),
    /// compressed small and carrying its pixel digest. See `BaselinePNG`.
    public static func encode(_ bitmap: Bitmap) throws -> [UInt8] {
        try checkEncodable(bitmap)
        return BaselinePNG.encode(bitmap)
    }

    /// Encodes a bitmap as a PNG file that is looked at and then thrown away (a report's images):
    /// several times faster than `encode`, to files about twice as large, without a pixel digest.
    /// See `PNGEncoder`.
    public static func encodeQuickly(_ bitmap: Bitmap) throws -> [UInt8] {
        try checkEncodable(bitmap)
        return PNGEncoder.encode(bitmap)
    }

    /// `png` as a file to keep: unchanged when it already is one (it carries a valid pixel digest,
    /// see `BaselinePNG`), otherwise decoded and encoded again with `encode` (same pixels).
    public static func keepable(_ png: [UInt8], path: String? = nil) throws -> [UInt8] {
        if case .valid = BaselinePNG.storedDigest(png) { return png }
        return try encode(decode(png, path: path))
    }

    /// The digest of the pixels of `png`: the one it carries when valid, otherwise that of its
    /// decoded pixels.
    public static func pixelDigest(of png: [UInt8], path: String? = nil) throws -> PixelDigest {
        if case .valid(let digest) = BaselinePNG.storedDigest(png) { return digest }
        return PixelDigest(of: try decode(png, path: path))
    }

    private static func checkEncodable(_ bitmap: Bitmap) throws {
        guard bitmap.width > 0, bitmap.height > 0 else {
            throw PNGError(path: nil, reason: "cannot encode a \(bitmap.width)×\(bitmap.height) image (each side must be at least 1)")
        }
    }

    /// Encodes and writes a PNG atomically: to a temporary file in the same folder, then renamed.
    public static func write(_ bitmap: Bitmap, to path: String) throws {
        let bytes = try encode(bitmap)
        try AtomicFile.write(Data(bytes), to: path)
    }

    // MARK: Internals

    /// The largest PNG file read.
    public static let maxFileBytes = 1 << 28

    static func readBytes(path: String) throws -> [UInt8] {
        switch FileStatus(path: path) {
        case .folder: throw PNGError(path: path, reason: "is a folder, not a PNG file")
        case .other: throw PNGError(path: path, reason: "is not a regular file")
        case .regular(let size) where size > maxFileBytes:
            throw PNGError(path: path, reason: "file is \(size) bytes, more than the \(maxFileBytes) read")
        case .regular, .missing: break
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            let exists = FileManager.default.fileExists(atPath: path)
            throw PNGError(path: path, reason: exists ? "file cannot be read" : "file does not exist")
        }
        return [UInt8](data)
    }

    private static func withDecoder<T>(_ data: [UInt8], path: String?, _ body: (OpaquePointer) throws -> T) throws -> T {
        guard data.count >= 8, data.prefix(8).elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
            throw PNGError(path: path, reason: "not a PNG file (bad signature)")
        }
        guard let ctx = spng_ctx_new(0) else { throw PNGError(path: path, reason: "could not create a PNG decoder") }
        defer { spng_ctx_free(ctx) }
        try check(spng_set_image_limits(ctx, maxSide, maxSide), path: path, doing: "setting limits")
        try check(spng_set_chunk_limits(ctx, 64 << 20, 64 << 20), path: path, doing: "setting limits")
        return try data.withUnsafeBytes { buf in
            try check(spng_set_png_buffer(ctx, buf.baseAddress, buf.count), path: path, doing: "reading")
            return try body(ctx)
        }
    }

    private static func check(_ rc: Int32, path: String?, doing what: String) throws {
        guard rc != 0 else { return }
        throw PNGError(path: path, reason: "invalid PNG while \(what): \(message(rc))")
    }

    private static func message(_ rc: Int32) -> String {
        guard let text = spng_strerror(rc) else { return "error \(rc)" }
        return String(cString: text)
    }
}
