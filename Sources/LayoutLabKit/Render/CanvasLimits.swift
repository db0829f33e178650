import LayoutGeometry

/// The largest image layoutlab renders. A canvas and each of its copies (the image, the
/// straight-alpha copy the PNG encoder reads, the overlay layers of a failed fixture) take four
/// bytes a pixel, so the limit bounds the memory one fixture can take.
public enum CanvasLimits {
    /// The most pixels on either side (baselines up to this size read back).
    public static let maxSide = 16384
    /// The most pixels in all: 128 MB for each RGBA copy.
    public static let maxPixels = 1 << 25

    /// Why a layout of `size` points cannot be rendered at `scale` pixels a point, or nil when it
    /// can: it must be finite, at least one pixel each way, and within `maxSide` and `maxPixels`.
    public static func problem(size: Size, scale: Double) -> String? {
        let points = "\(LayoutFormat.number(size.width))×\(LayoutFormat.number(size.height)) points"
        guard size.width.isFinite, size.height.isFinite else {
            return "the layout's size \(points) is not finite; give the fixture a bounded size"
        }
        let width = (size.width * scale).rounded(.up), height = (size.height * scale).rounded(.up)
        guard width >= 1, height >= 1 else {
            return "the layout is \(points), less than a pixel on a side at scale \(LayoutFormat.number(scale)): "
                + "nothing to draw (give the root a size; sizes of 10000000 points or more count as 0, as in Texture)"
        }
        guard width <= Double(maxSide), height <= Double(maxSide), width * height <= Double(maxPixels) else {
            return "the layout is \(points), \(LayoutFormat.number(width))×\(LayoutFormat.number(height)) pixels at scale "
                + "\(LayoutFormat.number(scale)); layoutlab renders at most \(maxSide) pixels a side and \(maxPixels) pixels in all"
        }
        return nil
    }

    /// The largest scale at most `scale`, in hundredths, at which a layout of `size` points fits
    /// a canvas; nil when even 0.01 does not (or the size is not finite).
    public static func fittingScale(size: Size, scale: Double) -> Double? {
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else { return nil }
        let side = Double(maxSide) / max(size.width, size.height)
        let area = (Double(maxPixels) / (size.width * size.height)).squareRoot()
        var hundredths = Int((min(scale, side, area) * 100).rounded(.down))
        while hundredths >= 1 {
            let candidate = Double(hundredths) / 100
            if problem(size: size, scale: candidate) == nil { return candidate }
            hundredths -= 1
        }
        return nil
    }
}

/// A layout too small or too large to render: `CanvasLimits.problem(size:scale:)`'s message.
public struct CanvasLimitError: Error, CustomStringConvertible {
    /// The layout's size and the limit it breaks.
    public var description: String
}
