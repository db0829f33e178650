import LayoutBitmap
import LayoutEngine
import LayoutGeometry

/// One renderer's decoded images: each PNG file or generated pattern is decoded once and kept,
/// tinted variants beside it, as paintable surfaces.
///
/// Owned by one `NodeRenderer` and so confined to its thread (never shared). The cache is emptied
/// whenever it would hold more than `byteBudget` bytes; rendering does not depend on what is
/// cached, only speed does.
public final class ImageStore {
    private struct Key: Hashable {
        var image: ImageReference
        var tint: Color?
        var template: Color?
    }

    /// The most bytes of decoded pixels kept (default 256 MiB).
    public let byteBudget: Int
    private var surfaces: [Key: CairoImage] = [:]
    private var bytes = 0

    /// Creates an empty store.
    public init(byteBudget: Int = 256 << 20) {
        self.byteBudget = byteBudget
    }

    /// The straight-alpha pixels of `image`: the decoded PNG or JPEG file, or the generated pattern at the
    /// reference's pixel size.
    public static func bitmap(for image: ImageReference) throws -> Bitmap {
        switch image.source {
        case .file(let path):
            do { return try ImageFileCodec.read(path: path) } catch let error as PNGError {
                throw RenderError.image(path: path, reason: error.reason)
            }
        case .pattern(let name):
            guard let pattern = ImagePattern(rawValue: name) else {
                throw RenderError.image(path: name, reason: "unknown pattern (expected one of "
                                        + ImagePattern.allCases.map(\.rawValue).joined(separator: ", ") + ")")
            }
            guard let bitmap = pattern.bitmap(width: image.pixelWidth, height: image.pixelHeight) else {
                throw RenderError.image(path: name, reason: "a pattern needs a positive pixel size")
            }
            return bitmap
        case .pixels(let pixels):
            return pixels.bitmap
        }
    }

    /// The paintable surface of `image`, drawn as a template in `template` when given, tinted by
    /// `tint`, decoding it on first use.
    func surface(for image: ImageReference, tint: Color?, template: Color? = nil) throws -> CairoImage {
        let key = Key(image: image, tint: tint, template: template)
        if let cached = surfaces[key] { return cached }
        var bitmap = try ImageStore.bitmap(for: image)
        if let template { bitmap = bitmap.template(template) }
        let made = try CairoImage(bitmap, tint: tint)
        if bytes + made.byteCount > byteBudget {
            surfaces.removeAll()
            bytes = 0
        }
        surfaces[key] = made
        bytes += made.byteCount
        return made
    }

    /// Forgets every decoded image (files changed on disk are read again).
    public func removeAll() {
        surfaces.removeAll()
        bytes = 0
    }
}

extension Bitmap {
    /// The image as a template: every pixel `color`, its alpha the pixel's alpha times the
    /// colour's (straight alpha).
    public func template(_ color: Color) -> Bitmap {
        var out = straightAlpha()
        func channel(_ v: Double) -> UInt8 { UInt8((max(0, min(1, v)) * 255).rounded()) }
        let r = channel(color.red), g = channel(color.green), b = channel(color.blue), a = max(0, min(1, color.alpha))
        out.pixels.withUnsafeMutableBufferPointer { p in
            var i = 0
            while i < p.count {
                p[i] = r; p[i + 1] = g; p[i + 2] = b
                p[i + 3] = UInt8((Double(p[i + 3]) * a).rounded())
                i += 4
            }
        }
        return out
    }
}
