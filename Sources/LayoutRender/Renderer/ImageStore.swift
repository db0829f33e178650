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

    /// The paintable surface of `image`, tinted by `tint`, decoding it on first use.
    func surface(for image: ImageReference, tint: Color?) throws -> CairoImage {
        let key = Key(image: image, tint: tint)
        if let cached = surfaces[key] { return cached }
        let made = try CairoImage(ImageStore.bitmap(for: image), tint: tint)
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
