extension Bitmap {
    /// The pixels inside the pixel rectangle `x, y, width, height` (which must lie inside).
    public func cropped(x: Int, y: Int, width w: Int, height h: Int) -> Bitmap {
        var out = [UInt8](repeating: 0, count: w * h * 4)
        for row in 0..<h {
            let from = ((y + row) * width + x) * 4
            out.replaceSubrange(row * w * 4..<(row + 1) * w * 4, with: pixels[from..<from + w * 4])
        }
        return Bitmap(width: w, height: h, pixels: out, isPremultiplied: isPremultiplied)!
    }
}
