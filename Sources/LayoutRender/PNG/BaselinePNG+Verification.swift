import LayoutBitmap

extension BaselinePNG {
    /// True when the digests a file carries are those of `pixels`, its decoded image: the pixel
    /// digest, and the canvas-form digest when the file has one. A file whose `llPX` chunk was
    /// copied from another image, or written to match one, carries digests of other pixels.
    public static func digests(_ stored: StoredDigests, describe pixels: Bitmap) -> Bool {
        guard case .valid(let digest) = stored.pixels, digest == PixelDigest(of: pixels) else { return false }
        guard let canvas = stored.canvas else { return true }
        return PixelDigest(canvasFormOf: pixels) == canvas
    }
}
