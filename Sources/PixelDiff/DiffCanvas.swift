/// The diff image while it is drawn: rows of the overlap are drawn by the band comparing them.
struct DiffCanvas: @unchecked Sendable {
    /// The pixels, `width × height` of the canvas: zeroed (transparent) on creation unless the
    /// faded baseline covers every one of them.
    let plane: MutablePixelPlane
    /// How to draw.
    let options: DiffImageOptions

    /// Draws the background of overlap row `y` from the baseline: pixelmatch's grey, faded
    /// towards white (`255 + (Y − 255) × fade × alpha / 255`, in that order, truncated), or
    /// nothing when transparent.
    @inline(__always)
    func drawBackground(row y: Int, from baseline: PixelPlane) {
        guard options.background == .fadedBaseline else { return }
        let fade = options.fade
        guard baseline.width > 0 else { return }
        // Runs of one colour (most of a screen) reuse the grey of the pixel before.
        var last = baseline.pixel(0, y) ^ 1, drawn: UInt32 = 0
        for x in 0..<baseline.width {
            let p = baseline.pixel(x, y)
            if p != last {
                let luma = ColorDelta.luma(Double(p & 0xFF), Double((p >> 8) & 0xFF), Double((p >> 16) & 0xFF))
                let value = 255 + (luma - 255) * fade * Double(p >> 24) / 255
                let grey = UInt32(min(255, max(0, Int(value))))
                drawn = grey | grey << 8 | grey << 16 | 0xFF00_0000
                last = p
            }
            plane.set(x, y, drawn)
        }
    }

    /// Draws a pixel above the threshold: the difference colour when it counts (the darker
    /// colour, when set, for a pixel darker in the actual image), else the anti-aliasing colour
    /// (left transparent on a transparent background).
    @inline(__always)
    func drawDifference(x: Int, y: Int, counted: Bool, darker: Bool) {
        if counted {
            let colour = darker ? (options.darkerDiffColor ?? options.diffColor) : options.diffColor
            plane.set(x, y, colour.packed)
        } else if options.background == .fadedBaseline {
            plane.set(x, y, options.antiAliasedColor.packed)
        }
    }

    /// Fills a rectangle with the difference colour (the canvas outside the overlap).
    func fillDifference(_ rect: PixelRect) {
        let colour = options.diffColor.packed
        for y in rect.y..<rect.maxY {
            for x in rect.x..<rect.maxX { plane.set(x, y, colour) }
        }
    }

    /// Paints the masked pixels in the mask colour.
    func fillMask(_ mask: PixelMask) {
        let colour = options.maskColor.packed
        mask.forEachRange { y, start, end in
            for x in start..<end { plane.set(x, y, colour) }
        }
    }

    /// Draws a 1-pixel outline just outside `rect`, clipped to `width × height`.
    func outline(_ rect: PixelRect, colour: UInt32, width: Int, height: Int) {
        let left = rect.x - 1, right = rect.maxX, top = rect.y - 1, bottom = rect.maxY
        for x in max(0, left)...min(width - 1, right) {
            if top >= 0 { plane.set(x, top, colour) }
            if bottom < height { plane.set(x, bottom, colour) }
        }
        for y in max(0, top)...min(height - 1, bottom) {
            if left >= 0 { plane.set(left, y, colour) }
            if right < width { plane.set(right, y, colour) }
        }
    }
}
