import CTurboJPEG
import LayoutBitmap

/// Decodes JPEG images with libjpeg-turbo (Debian's `libturbojpeg0-dev`): baseline and
/// progressive, greyscale, YCbCr and CMYK, to straight-alpha RGBA8 (opaque). The size comes from
/// the header and is checked against `PNGCodec.maxPixelCount` before any pixels are allocated.
/// Decoding uses the accurate integer DCT, so the same bytes give the same pixels everywhere, and
/// stops at libjpeg's warnings too: a file cut short is an error, never a half-grey picture.
public enum JPEGCodec {
    /// True when `data` starts with a JPEG's start-of-image marker.
    public static func isJPEG(_ data: [UInt8]) -> Bool { data.count >= 3 && data[0] == 0xFF && data[1] == 0xD8 && data[2] == 0xFF }

    /// The pixel width and height a JPEG's header declares.
    public static func dimensions(of data: [UInt8], path: String? = nil) throws -> (width: Int, height: Int) {
        try withDecompressor(path: path) { handle in try header(handle, data, path: path) }
    }

    /// Decodes JPEG bytes to an opaque RGBA8 bitmap.
    public static func decode(_ data: [UInt8], path: String? = nil) throws -> Bitmap {
        try withDecompressor(path: path) { handle in
            let (width, height) = try header(handle, data, path: path)
            guard width * height <= PNGCodec.maxPixelCount else {
                throw PNGError(path: path, reason: "image is \(width)×\(height) pixels, more than the \(PNGCodec.maxPixelCount) allowed")
            }
            var pixels = [UInt8](repeating: 0, count: width * height * 4)
            let rc = pixels.withUnsafeMutableBufferPointer { out in
                data.withUnsafeBufferPointer { input in
                    tjDecompress2(handle, input.baseAddress, UInt(input.count), out.baseAddress, Int32(width), 0, Int32(height),
                                  Int32(TJPF_RGBA.rawValue), TJFLAG_ACCURATEDCT | TJFLAG_STOPONWARNING)
                }
            }
            guard rc == 0 else { throw PNGError(path: path, reason: "JPEG: " + message(handle)) }
            return Bitmap(width: width, height: height, pixels: pixels, isPremultiplied: false)!
        }
    }

    private static func header(_ handle: tjhandle, _ data: [UInt8], path: String?) throws -> (width: Int, height: Int) {
        var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
        let rc = data.withUnsafeBufferPointer { input in
            tjDecompressHeader3(handle, input.baseAddress, UInt(input.count), &width, &height, &subsampling, &colorspace)
        }
        guard rc == 0 else { throw PNGError(path: path, reason: "JPEG header: " + message(handle)) }
        guard width > 0, height > 0 else { throw PNGError(path: path, reason: "JPEG header: no image size (is the file cut short?)") }
        return (Int(width), Int(height))
    }

    private static func withDecompressor<T>(path: String?, _ body: (tjhandle) throws -> T) throws -> T {
        guard let handle = tjInitDecompress() else { throw PNGError(path: path, reason: "JPEG: cannot start the decoder") }
        defer { tjDestroy(handle) }
        return try body(handle)
    }

    private static func message(_ handle: tjhandle) -> String {
        guard let text = tjGetErrorStr2(handle) else { return "cannot decode" }
        return String(cString: text)
    }
}

/// Reads the image files layoutlab accepts, PNG or JPEG, told apart by their first bytes.
public enum ImageFileCodec {
    /// Decodes PNG or JPEG bytes to a straight-alpha RGBA8 bitmap.
    public static func decode(_ data: [UInt8], path: String? = nil) throws -> Bitmap {
        JPEGCodec.isJPEG(data) ? try JPEGCodec.decode(data, path: path) : try PNGCodec.decode(data, path: path)
    }

    /// The pixel size a PNG or JPEG declares.
    public static func dimensions(of data: [UInt8], path: String? = nil) throws -> (width: Int, height: Int) {
        JPEGCodec.isJPEG(data) ? try JPEGCodec.dimensions(of: data, path: path) : try PNGCodec.dimensions(of: data, path: path)
    }

    /// Reads and decodes a PNG or JPEG file (at most `PNGCodec.maxFileBytes`, a regular file).
    public static func read(path: String) throws -> Bitmap {
        try decode(PNGCodec.readBytes(path: path), path: path)
    }

    /// Reads only the pixel size of a PNG or JPEG file.
    public static func readDimensions(path: String) throws -> (width: Int, height: Int) {
        try dimensions(of: PNGCodec.readBytes(path: path), path: path)
    }
}
