extension DiffResult {
    /// The result as one line of JSON, keys in this order: `width`, `height`, `baselineSize` and
    /// `actualSize` (`[width, height]`), `diffPixels`, `aaPixels`, `ratio`, `regions`
    /// (`[[x, y, width, height], ...]`, largest first) and `passed`.
    public func json(passed: Bool) -> String {
        func size(_ s: PixelSize) -> String { "[\(s.width), \(s.height)]" }
        let regionList = regions.map { "[\($0.x), \($0.y), \($0.width), \($0.height)]" }.joined(separator: ", ")
        return "{\"width\": \(width), \"height\": \(height), \"baselineSize\": \(size(baselineSize)), "
            + "\"actualSize\": \(size(actualSize)), \"diffPixels\": \(diffPixels), \"aaPixels\": \(aaPixels), "
            + "\"ratio\": \(ratio), \"regions\": [\(regionList)], \"passed\": \(passed)}"
    }
}
