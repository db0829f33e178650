import Foundation
import LayoutBitmap
import UIKit

let red = RGBA8(r: 255, g: 0, b: 0)
let green = RGBA8(r: 0, g: 255, b: 0)
let blue = RGBA8(r: 0, g: 0, b: 255)
let clearPixel = RGBA8(r: 0, g: 0, b: 0, a: 0)

/// The pixel at (x, y) of an image (straight alpha).
func pixel(_ image: UIImage?, _ x: Int, _ y: Int) -> RGBA8? {
    guard let bitmap = image?.cgImage?.bitmap, x >= 0, y >= 0, x < bitmap.width, y < bitmap.height else { return nil }
    return bitmap[x, y]
}

/// An image from rows of pixels (top row first) at `scale`.
func makeImage(_ rows: [[RGBA8]], scale: CGFloat = 1) -> UIImage {
    let h = rows.count, w = rows[0].count
    var bitmap = Bitmap(width: w, height: h)
    for y in 0..<h { for x in 0..<w { bitmap[x, y] = rows[y][x] } }
    return UIImage(cgImage: CGImage(bitmap: bitmap), scale: scale, orientation: .up)
}

/// An image of `width × height` pixels where `color(x, y)` decides each pixel.
func makeImage(width: Int, height: Int, scale: CGFloat = 1, _ color: (Int, Int) -> RGBA8) -> UIImage {
    makeImage((0..<height).map { y in (0..<width).map { x in color(x, y) } }, scale: scale)
}

/// Draws in a fresh image context and returns its image.
func drawImage(_ size: CGSize, scale: CGFloat = 1, opaque: Bool = false, _ body: (CGContext) -> Void) -> UIImage? {
    UIGraphicsBeginImageContextWithOptions(size, opaque, scale)
    defer { UIGraphicsEndImageContext() }
    guard let context = UIGraphicsGetCurrentContext() else { return nil }
    body(context)
    return UIGraphicsGetImageFromCurrentImageContext()
}
