/// The outcome of comparing a baseline bitmap with an actual one.
public struct DiffResult: Hashable, Sendable {
    /// Width of the compared canvas: the larger of the two widths.
    public var width: Int
    /// Height of the compared canvas: the larger of the two heights.
    public var height: Int
    /// Size of the baseline image.
    public var baselineSize: PixelSize
    /// Size of the actual image.
    public var actualSize: PixelSize
    /// Pixels that differ: those above the threshold and not anti-aliased (anti-aliased ones too
    /// when `DiffOptions.includeAntiAliased` is set), plus every canvas pixel outside the overlap
    /// of two differently sized images.
    public var diffPixels: Int
    /// Pixels above the threshold that are anti-aliased edges in either image.
    public var aaPixels: Int
    /// Canvas pixels inside the comparison's masks: not compared, never counted.
    public var maskedPixels: Int
    /// Bounding boxes of clusters of differing pixels, largest area first (ties: top to bottom,
    /// then left to right).
    public var regions: [PixelRect]

    /// Creates a result.
    public init(width: Int, height: Int, baselineSize: PixelSize, actualSize: PixelSize,
                diffPixels: Int, aaPixels: Int, regions: [PixelRect], maskedPixels: Int = 0) {
        self.width = width
        self.height = height
        self.baselineSize = baselineSize
        self.actualSize = actualSize
        self.diffPixels = diffPixels
        self.aaPixels = aaPixels
        self.regions = regions
        self.maskedPixels = maskedPixels
    }

    /// `diffPixels / (width × height)`; 0 for an empty canvas.
    public var ratio: Double {
        let total = width * height
        return total == 0 ? 0 : Double(diffPixels) / Double(total)
    }

    /// True when both images have the same size.
    public var sizesMatch: Bool { baselineSize == actualSize }

    /// The overlap of the two images, the part compared pixel by pixel.
    public var overlap: PixelSize {
        PixelSize(width: min(baselineSize.width, actualSize.width),
                  height: min(baselineSize.height, actualSize.height))
    }

    /// Canvas pixels outside the overlap, all counted as different.
    public var pixelsOutsideOverlap: Int { width * height - overlap.area }
}
