import Foundation
import LayoutEngine

/// The catalog's PNG images, in `Fixtures/catalog/images/` (drawn by
/// `tools/generators/catalog-images/make-catalog-images.py`), with their pixel sizes so that layout needs no file access.
///
/// Paths resolve from the package root, which is found from this source file's location when the
/// package is built (`#filePath`): a catalog built from a checkout reads the checkout's images
/// whatever the working directory. The fixture files name the same images relative to themselves
/// (`images/cat.png`).
public enum CatalogImage: String, CaseIterable, Sendable {
    /// A wide picture: a cat's face on the left, a ball of yarn on the right (360 × 180).
    case cat
    /// A round avatar (60 × 60).
    case avatar
    /// A circular icon with a white ring (80 × 80).
    case icon
    /// A play button (44 × 44).
    case play

    /// The file name.
    public var fileName: String { rawValue + ".png" }

    /// Width and height in pixels.
    public var pixelSize: (width: Int, height: Int) {
        switch self {
        case .cat: return (360, 180)
        case .avatar: return (60, 60)
        case .icon: return (80, 80)
        case .play: return (44, 44)
        }
    }

    /// The package root: three folders above this file (`Sources/LayoutLabCatalog/`).
    public static let packageRoot: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// The folder relative to the package root.
    public static let relativeDirectory = "Fixtures/catalog/images"

    /// The absolute path of the file.
    public var path: String { "\(CatalogImage.packageRoot)/\(CatalogImage.relativeDirectory)/\(fileName)" }

    /// An image reference to the file (image scale 1, as fixture files read PNGs).
    public var reference: ImageReference {
        ImageReference(source: .file(path: path), pixelWidth: pixelSize.width, pixelHeight: pixelSize.height, scale: 1)
    }

    /// A generated pattern (`checker`, `gradient`, `solid`, `stripes`) of a pixel size at an image scale.
    public static func pattern(_ name: String, pixels width: Int, _ height: Int, scale: Double) -> ImageReference {
        ImageReference(source: .pattern(name), pixelWidth: width, pixelHeight: height, scale: scale)
    }
}
