import Foundation
import LayoutBitmap
import LayoutRender
import Testing

/// Two pixels, red above blue.
private let redOverBlue = makeImage([[red], [blue]])

@Test func cgContextDrawsImagesUpsideDown() {
    let cgImage = redOverBlue.cgImage!
    let image = drawImage(CGSize(width: 3, height: 2)) { context in
        context.interpolationQuality = .none
        context.draw(cgImage, in: CGRect(x: 0, y: 0, width: 1, height: 2))
        // The usual iOS fix: flip the context first.
        context.saveGState()
        context.translateBy(x: 0, y: 2)
        context.scaleBy(x: 1, y: -1)
        context.draw(cgImage, in: CGRect(x: 1, y: 0, width: 1, height: 2))
        context.restoreGState()
    }
    #expect(pixel(image, 0, 0) == blue)
    #expect(pixel(image, 0, 1) == red)
    #expect(pixel(image, 1, 0) == red)
    #expect(pixel(image, 1, 1) == blue)
    #expect(pixel(image, 2, 0) == clearPixel)
}

@Test func uiImageDrawsUpright() {
    let image = drawImage(CGSize(width: 4, height: 4), scale: 1) { _ in
        redOverBlue.draw(in: CGRect(x: 0, y: 0, width: 1, height: 2))
        redOverBlue.draw(at: CGPoint(x: 2, y: 2))
        redOverBlue.draw(in: CGRect(x: 1, y: 0, width: 1, height: 2), blendMode: .normal, alpha: 0.5)
    }
    #expect(pixel(image, 0, 0) == red)
    #expect(pixel(image, 0, 1) == blue)
    #expect(pixel(image, 2, 2) == red)
    #expect(pixel(image, 2, 3) == blue)
    #expect(pixel(image, 1, 0)?.a == 128)
    #expect(pixel(image, 1, 0)?.r == 255)
}

@Test func imageScaleDecidesItsPointSize() {
    // A 4 × 4-pixel image at scale 2 is 2 × 2 points: at context scale 2 it covers 4 × 4 pixels.
    let source = makeImage(width: 4, height: 4, scale: 2) { _, _ in green }
    #expect(source.size == CGSize(width: 2, height: 2))
    let image = drawImage(CGSize(width: 4, height: 4), scale: 2) { _ in source.draw(at: CGPoint(x: 1, y: 1)) }
    #expect(pixel(image, 2, 2) == green)
    #expect(pixel(image, 5, 5) == green)
    #expect(pixel(image, 6, 6) == clearPixel)
    #expect(pixel(image, 1, 1) == clearPixel)
}

/// A 12 × 12 image: 4-pixel red corners, green edges, a blue centre.
private func ninePatch(scale: CGFloat = 1) -> UIImage {
    makeImage(width: 12, height: 12, scale: scale) { x, y in
        let edgeX = x < 4 || x >= 8, edgeY = y < 4 || y >= 8
        return edgeX && edgeY ? red : (edgeX || edgeY ? green : blue)
    }
}

@Test func nineSliceKeepsCornersWhileStretching() {
    let image = ninePatch().resizableImage(withCapInsets: UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4),
                                           resizingMode: .stretch)
    let drawn = drawImage(CGSize(width: 40, height: 30), scale: 2) { _ in image.draw(in: CGRect(x: 0, y: 0, width: 40, height: 30)) }
    // Corners stay 4 points (8 pixels at scale 2).
    for (x, y) in [(0, 0), (7, 7), (79, 0), (72, 7), (0, 59), (79, 59), (72, 52)] {
        #expect(pixel(drawn, x, y) == red, "corner pixel \(x),\(y)")
    }
    #expect(pixel(drawn, 8, 0) == green)
    #expect(pixel(drawn, 71, 7) == green)
    #expect(pixel(drawn, 0, 8) == green)
    #expect(pixel(drawn, 40, 30) == blue)
    #expect(pixel(drawn, 8, 8) == blue)
    #expect(pixel(drawn, 71, 51) == blue)

    // The same through renderedBitmap.
    let bitmap = image.renderedBitmap(pixelWidth: 80, pixelHeight: 60, scale: 2)
    #expect(bitmap == drawn?.cgImage?.bitmap)
}

@Test func nineSliceTilesTheCentre() {
    // Centre columns alternate blue and green; tiled, the pattern repeats at its pixel size.
    let source = makeImage(width: 6, height: 3) { x, _ in x == 0 || x == 5 ? red : (x % 2 == 1 ? blue : green) }
    let image = source.resizableImage(withCapInsets: UIEdgeInsets(top: 0, left: 1, bottom: 0, right: 1), resizingMode: .tile)
    let tiled = image.renderedBitmap(pixelWidth: 12, pixelHeight: 3, scale: 1)
    #expect(tiled[0, 1] == red && tiled[11, 1] == red)
    for x in 1...10 {
        let expected = [blue, green, blue, green][(x - 1) % 4]
        #expect(tiled[x, 1] == expected, "x \(x)")
    }
    let stretched = source.resizableImage(withCapInsets: UIEdgeInsets(top: 0, left: 1, bottom: 0, right: 1), resizingMode: .stretch)
        .renderedBitmap(pixelWidth: 22, pixelHeight: 3, scale: 1)
    #expect(stretched[1, 1] == blue && stretched[2, 1] == blue && stretched[20, 1] == green)
}

@Test func nineSliceShrinksCapsThatDoNotFit() {
    let image = ninePatch().resizableImage(withCapInsets: UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4))
    let small = image.renderedBitmap(pixelWidth: 4, pixelHeight: 4, scale: 1)
    #expect(small[0, 0] == red && small[3, 3] == red)
}

@Test func templateImageDrawsInItsTint() {
    let shape = makeImage(width: 4, height: 4) { x, _ in x < 2 ? RGBA8(r: 0, g: 0, b: 0) : clearPixel }
    let tinted = shape.withTintColor(.green)
    let drawn = drawImage(CGSize(width: 4, height: 4)) { _ in tinted.draw(in: CGRect(x: 0, y: 0, width: 4, height: 4)) }
    #expect(pixel(drawn, 0, 0) == green)
    #expect(pixel(drawn, 1, 3) == green)
    #expect(pixel(drawn, 3, 0) == clearPixel)
    let plain = shape.withRenderingMode(.alwaysOriginal).renderedBitmap(pixelWidth: 4, pixelHeight: 4, scale: 1)
    #expect(plain[0, 0] == RGBA8(r: 0, g: 0, b: 0))
}

@Test func renderedBitmapStretchesPlainImages() {
    let source = makeImage([[red, green], [blue, red]])
    let bitmap = source.renderedBitmap(pixelWidth: 8, pixelHeight: 8, scale: 2)
    #expect(bitmap.width == 8 && bitmap.height == 8 && !bitmap.isPremultiplied)
    #expect(bitmap[0, 0] == red)
    #expect(bitmap[7, 0] == green)
    #expect(bitmap[0, 7] == blue)
    #expect(bitmap[7, 7] == red)
    #expect(UIImage().renderedBitmap(pixelWidth: 3, pixelHeight: 2, scale: 1) == Bitmap(width: 3, height: 2))
}

@Test func imageRendererSizeScaleAndPNG() throws {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 3
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 6), format: format)
    let image = renderer.image { context in
        #expect(UIGraphicsGetCurrentContext() === context.cgContext)
        UIColor.red.setFill()
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(pixel(context.currentImage, 2, 2) == red)
        UIColor.blue.setStroke()
        context.stroke(CGRect(x: 4, y: 0, width: 4, height: 6))
    }
    #expect(image.size == CGSize(width: 8, height: 6))
    #expect(image.scale == 3)
    #expect(image.cgImage?.width == 24 && image.cgImage?.height == 18)
    #expect(pixel(image, 2, 2) == red)
    #expect(pixel(image, 3, 3) == clearPixel)
    #expect(pixel(image, 12, 9) == blue)
    #expect(pixel(image, 15, 9) == clearPixel)
    #expect(UIGraphicsGetCurrentContext() == nil)

    let data = renderer.pngData { _ in
        UIColor.green.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 8, height: 6))
    }
    let decoded = try PNGCodec.decode([UInt8](data))
    #expect(decoded.width == 24 && decoded.height == 18)
    #expect(decoded[23, 17] == green)

    let defaulted = UIKitEnvironment.withValue(UIKitEnvironment(screenScale: 3)) { _ in
        UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { _ in }
    }
    #expect(defaulted.scale == 3 && defaulted.cgImage?.width == 6)

    // Bounds with an origin: user space starts there.
    let offset = UIGraphicsImageRenderer(bounds: CGRect(x: 10, y: 10, width: 2, height: 2), format: format).image { context in
        context.cgContext.setFillColor(UIColor.red.cgColor)
        context.cgContext.fill(CGRect(x: 10, y: 10, width: 1, height: 1))
    }
    #expect(pixel(offset, 0, 0) == red)
    #expect(pixel(offset, 3, 3) == clearPixel)
}

@Test func pngDataRoundTrips() throws {
    let source = makeImage([[red, RGBA8(r: 10, g: 20, b: 30, a: 40)]])
    let data = try #require(source.pngData())
    let back = try #require(UIImage(data: data))
    #expect(back.cgImage?.bitmap == source.cgImage?.bitmap)
    #expect(UIImage().pngData() == nil)
}

@Test func drawingIsDeterministic() {
    func scene() -> Data? {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 20))
        return renderer.image { context in
            UIColor.systemBlue.setFill()
            UIBezierPath(roundedRect: CGRect(x: 1.3, y: 2.7, width: 25, height: 14), cornerRadius: 5).fill()
            UIColor.orange.setStroke()
            let path = UIBezierPath()
            path.move(to: CGPoint(x: 0, y: 0))
            path.addCurve(to: CGPoint(x: 30, y: 20), controlPoint1: CGPoint(x: 20, y: 0), controlPoint2: CGPoint(x: 5, y: 25))
            path.lineWidth = 1.7
            path.stroke()
            ninePatch().resizableImage(withCapInsets: UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4))
                .draw(in: CGRect(x: 3.5, y: 4.25, width: 17, height: 9), blendMode: .multiply, alpha: 0.8)
        }.pngData()
    }
    let first = scene()
    #expect(first != nil)
    for _ in 0..<3 { #expect(scene() == first) }
}

@Test func patternsAndTilingRepeatTheImage() {
    let checker = makeImage([[red, blue]])
    let pattern = drawImage(CGSize(width: 5, height: 1)) { _ in checker.drawAsPattern(in: CGRect(x: 1, y: 0, width: 3, height: 1)) }
    #expect(pixel(pattern, 0, 0) == clearPixel)
    #expect(pixel(pattern, 1, 0) == blue)
    #expect(pixel(pattern, 2, 0) == red)
    #expect(pixel(pattern, 3, 0) == blue)
    #expect(pixel(pattern, 4, 0) == clearPixel)

    let tiled = drawImage(CGSize(width: 4, height: 2)) { context in
        context.draw(redOverBlue.cgImage!, in: CGRect(x: 0, y: 0, width: 1, height: 2), byTiling: true)
    }
    for x in 0..<4 {
        #expect(pixel(tiled, x, 0) == blue)
        #expect(pixel(tiled, x, 1) == red)
    }
}
