import LayoutBitmap

extension OverlayLayer {
    /// `layers` drawn over `image` in order, source-over, all premultiplied and the same size
    /// (layers of another size are skipped). The result is premultiplied.
    public static func composite(_ layers: [Bitmap], over image: Bitmap) -> Bitmap {
        var out = image.premultipliedAlpha()
        for layer in layers where layer.width == out.width && layer.height == out.height {
            let src = layer.premultipliedAlpha()
            src.pixels.withUnsafeBufferPointer { s in
                out.pixels.withUnsafeMutableBufferPointer { d in
                    var i = 0
                    while i < s.count {
                        let a = Int(s[i + 3])
                        if a == 255 {
                            d[i] = s[i]; d[i + 1] = s[i + 1]; d[i + 2] = s[i + 2]; d[i + 3] = 255
                        } else if a != 0 {
                            let keep = 255 - a
                            for c in 0..<4 {
                                d[i + c] = UInt8(min(255, Int(s[i + c]) + (Int(d[i + c]) * keep + 127) / 255))
                            }
                        }
                        i += 4
                    }
                }
            }
        }
        return out
    }
}
