extension DiffResult {
    /// Why a comparison fails, as odiff names it.
    public enum FailureReason: String, Sendable {
        /// The images differ in size.
        case layoutDiff = "layout-diff"
        /// Pixels differ beyond the policy.
        case pixelDiff = "pixel-diff"
    }

    /// The result as one line of JSON, keys in this order: `width`, `height`, `baselineSize` and
    /// `actualSize` (`[width, height]`), `diffPixels`, `aaPixels`, `maskedPixels`, `ratio`,
    /// `regions` (`[[x, y, width, height], ...]`, largest first), `passed` and `reason`
    /// (`"layout-diff"`, `"pixel-diff"`, or null when passed).
    public func json(reason: FailureReason?) -> String {
        func size(_ s: PixelSize) -> String { "[\(s.width), \(s.height)]" }
        let regionList = regions.map { "[\($0.x), \($0.y), \($0.width), \($0.height)]" }.joined(separator: ", ")
        return "{\"width\": \(width), \"height\": \(height), \"baselineSize\": \(size(baselineSize)), "
            + "\"actualSize\": \(size(actualSize)), \"diffPixels\": \(diffPixels), \"aaPixels\": \(aaPixels), "
            + "\"maskedPixels\": \(maskedPixels), \"ratio\": \(ratio), \"regions\": [\(regionList)], "
            + "\"passed\": \(reason == nil), \"reason\": \(reason.map { "\"\($0.rawValue)\"" } ?? "null")}"
    }
}
