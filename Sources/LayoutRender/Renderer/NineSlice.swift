import LayoutGeometry

/// How a resizable image (one with cap insets) covers a rectangle: nine slices, the corners at
/// their point size (shrunk together when they do not fit), the edges and the centre stretched
/// (or tiled) between them. Shared by the renderer and by UIKit's `UIImage.draw(in:)`.
public enum NineSlice {
    /// One slice: the part of the image (pixels) and where it goes (points).
    public struct Slice: Equatable, Sendable {
        /// Pixel rectangle of the image.
        public var source: (x: Int, y: Int, width: Int, height: Int)
        /// Destination rectangle.
        public var target: Rect
        /// Column (0, 1, 2) and row of the slice: 1 is the stretched middle.
        public var column: Int, row: Int

        /// Equal slices.
        public static func == (a: Slice, b: Slice) -> Bool {
            a.source == b.source && a.target == b.target && a.column == b.column && a.row == b.row
        }
    }

    /// The slices of an image of `pixelWidth × pixelHeight` at `scale` pixels per point with
    /// `caps` (points) covering `rect`. `snap` moves an inner boundary (an x when its second
    /// argument is true, else a y) onto the device pixel grid so slices meet without seams.
    public static func slices(pixelWidth: Int, pixelHeight: Int, scale: Double, caps: EdgeInsets, in rect: Rect,
                              snap: (Double, Bool) -> Double = { v, _ in v }) -> [Slice] {
        guard pixelWidth > 0, pixelHeight > 0, scale > 0, rect.width > 0, rect.height > 0 else { return [] }
        // Caps of any size (negative, huge, not finite) are clamped to the image before they
        // become whole pixels.
        func pixels(_ points: Double, _ limit: Int) -> Int {
            let v = points * scale
            return v.isNaN ? 0 : Int(min(Double(limit), max(0, v)).rounded())
        }
        func pixelCaps(_ a: Double, _ b: Double, _ total: Int) -> [Int] {
            let first = pixels(a, total)
            let last = pixels(b, total - first)
            return [0, first, total - last, total]
        }
        let px = pixelCaps(caps.left, caps.right, pixelWidth)
        let py = pixelCaps(caps.top, caps.bottom, pixelHeight)
        func destination(_ first: Int, _ last: Int, _ lo: Double, _ length: Double, horizontal: Bool) -> [Double] {
            var a = Double(first) / scale, b = Double(last) / scale
            if a + b > length, a + b > 0 {
                let f = length / (a + b)
                a *= f
                b *= f
            }
            return [lo, snap(lo + a, horizontal), snap(lo + length - b, horizontal), lo + length]
        }
        let dx = destination(px[1], pixelWidth - px[2], rect.minX, rect.width, horizontal: true)
        let dy = destination(py[1], pixelHeight - py[2], rect.minY, rect.height, horizontal: false)
        var out: [Slice] = []
        for j in 0..<3 {
            for i in 0..<3 {
                let sw = px[i + 1] - px[i], sh = py[j + 1] - py[j]
                let target = Rect(x: dx[i], y: dy[j], width: dx[i + 1] - dx[i], height: dy[j + 1] - dy[j])
                guard sw > 0, sh > 0, target.width > 0, target.height > 0 else { continue }
                out.append(Slice(source: (px[i], py[j], sw, sh), target: target, column: i, row: j))
            }
        }
        return out
    }
}
