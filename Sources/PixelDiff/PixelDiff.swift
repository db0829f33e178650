import LayoutBitmap

/// Pixel comparison of a baseline bitmap with an actual one, counting the same pixels as
/// pixelmatch.
///
/// Both images are read as straight-alpha RGBA (premultiplied input is converted first) and
/// translucent pixels are blended onto pixelmatch 7's checkerboard (or white, when
/// `DiffOptions.checkerboard` is off). A pixel differs when its squared YIQ distance exceeds
/// `35215 × threshold²`; a differing pixel that is an anti-aliased edge in either image is
/// counted apart. Images of different sizes are compared on their overlap (the top-left
/// `min(widths) × min(heights)`), and every pixel of the `max(widths) × max(heights)` canvas
/// outside it counts as different. Masked pixels never count.
public enum PixelDiff {
    /// Compares `actual` with `baseline`.
    public static func compare(_ baseline: Bitmap, _ actual: Bitmap, options: DiffOptions = DiffOptions()) -> DiffResult {
        run(baseline, actual, options: options, image: nil).result
    }

    /// Compares `actual` with `baseline` and draws the diff image (canvas-sized, straight alpha),
    /// its pixels in an array from `pool` when one is given.
    public static func compare(_ baseline: Bitmap, _ actual: Bitmap, options: DiffOptions = DiffOptions(),
                               image: DiffImageOptions, pool: PixelBufferPool? = nil) -> (result: DiffResult, image: Bitmap) {
        let (result, drawn) = run(baseline, actual, options: options, image: image, pool: pool)
        // `run` always draws when asked; the fallback is an empty canvas of the right size.
        return (result, drawn ?? Bitmap(width: result.width, height: result.height))
    }

    private static func run(_ baseline: Bitmap, _ actual: Bitmap, options: DiffOptions,
                            image: DiffImageOptions?, pool: PixelBufferPool? = nil) -> (result: DiffResult, image: Bitmap?) {
        let a = baseline.straightAlpha(), b = actual.straightAlpha()
        let sizeA = PixelSize(width: a.width, height: a.height), sizeB = PixelSize(width: b.width, height: b.height)
        let width = max(a.width, b.width), height = max(a.height, b.height)
        let overlapW = min(a.width, b.width), overlapH = min(a.height, b.height)
        let tiles = TileGrid(width: overlapW, height: overlapH,
                             side: RegionClustering.tileSide(forGap: options.regionGap))
        var outside: [PixelRect] = []
        if overlapW < width { outside.append(PixelRect(x: overlapW, y: 0, width: width - overlapW, height: height)) }
        if overlapH < height { outside.append(PixelRect(x: 0, y: overlapH, width: overlapW, height: height - overlapH)) }
        // Transparent where nothing is drawn, unless the faded baseline covers every pixel.
        let covered = image?.background == .fadedBaseline && overlapW == width && overlapH == height
        var pixels = image == nil ? []
            : (pool ?? PixelBufferPool(maxArrays: 0)).take(count: width * height * 4, zeroed: !covered)
        let mask = PixelMask(options.masks, width: width, height: height)

        let counts: DiffEngine.Counts = a.pixels.withUnsafeBytes { bytesA in
            b.pixels.withUnsafeBytes { bytesB in
                guard overlapW > 0, overlapH > 0, let baseA = bytesA.baseAddress, let baseB = bytesB.baseAddress else {
                    return DiffEngine.Counts()
                }
                // The same storage with the same layout: nothing can differ.
                if image == nil, baseA == baseB, a.width == b.width, a.height == b.height {
                    return DiffEngine.Counts()
                }
                let planeA = PixelPlane(base: baseA, rowBytes: a.bytesPerRow, width: overlapW, height: overlapH)
                let planeB = PixelPlane(base: baseB, rowBytes: b.bytesPerRow, width: overlapW, height: overlapH)
                return withCanvas(&pixels, rowBytes: width * 4, options: image) { canvas in
                    DiffEngine(a: planeA, b: planeB, maxDelta: options.maxColorDelta,
                               includeAntiAliased: options.includeAntiAliased, checkerboard: options.checkerboard,
                               mask: mask.isEmpty ? nil : mask, tiles: tiles, canvas: canvas).run()
                }
            }
        }

        let outsideCount = width * height - overlapW * overlapH - outside.reduce(0) { $0 + mask.count(in: $1) }
        let regions = RegionClustering.regions(
            grid: tiles,
            extra: outside.compactMap { mask.isEmpty ? $0 : mask.unmaskedBounds(in: $0) }
                .map { PixelBox(x0: $0.x, y0: $0.y, x1: $0.maxX - 1, y1: $0.maxY - 1) },
            gap: options.regionGap)
        let result = DiffResult(width: width, height: height, baselineSize: sizeA, actualSize: sizeB,
                                diffPixels: counts.diff + outsideCount, aaPixels: counts.aa, regions: regions,
                                maskedPixels: mask.count(in: PixelRect(x: 0, y: 0, width: width, height: height)))
        guard let imageOptions = image else { return (result, nil) }
        withCanvas(&pixels, rowBytes: width * 4, options: imageOptions) { canvas in
            guard let canvas else { return }
            for rect in outside { canvas.fillDifference(rect) }
            canvas.fillMask(mask)
            if let colour = imageOptions.outlineColor?.packed {
                for region in regions { canvas.outline(region, colour: colour, width: width, height: height) }
            }
        }
        return (result, Bitmap(width: width, height: height, pixels: pixels, isPremultiplied: false))
    }

    /// Runs `body` with a canvas over `pixels` when there are pixels and options to draw with.
    private static func withCanvas<T>(_ pixels: inout [UInt8], rowBytes: Int, options: DiffImageOptions?,
                                      _ body: (DiffCanvas?) -> T) -> T {
        guard let options, !pixels.isEmpty else { return body(nil) }
        return pixels.withUnsafeMutableBytes { raw in
            guard let base = raw.baseAddress else { return body(nil) }
            return body(DiffCanvas(plane: MutablePixelPlane(base: base, rowBytes: rowBytes), options: options))
        }
    }
}
