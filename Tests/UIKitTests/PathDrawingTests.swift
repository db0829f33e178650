import Foundation
import LayoutBitmap
import Testing

@Test func ovalClipLeavesCornersTransparent() {
    let image = drawImage(CGSize(width: 20, height: 20)) { context in
        UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 20)).addClip()
        context.setFillColor(UIColor.red.cgColor)
        context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
    }
    for (x, y) in [(0, 0), (19, 0), (0, 19), (19, 19), (1, 1)] {
        #expect(pixel(image, x, y) == clearPixel, "corner \(x),\(y)")
    }
    #expect(pixel(image, 10, 10) == red)
    #expect(pixel(image, 10, 2) == red)
    #expect(pixel(image, 2, 10) == red)
    #expect(pixel(image, 10, 0)!.a > 200 && pixel(image, 10, 0)!.a < 255)
}

@Test func strokeWidthIsCentredOnTheOutline() {
    let image = drawImage(CGSize(width: 20, height: 20)) { context in
        context.setStrokeColor(UIColor.blue.cgColor)
        context.setLineWidth(4)
        context.stroke(CGRect(x: 5, y: 5, width: 10, height: 10))
    }
    #expect(pixel(image, 2, 10) == clearPixel)
    for x in 3...6 { #expect(pixel(image, x, 10) == blue, "x \(x)") }
    #expect(pixel(image, 7, 10) == clearPixel)
    #expect(pixel(image, 10, 10) == clearPixel)
    for x in 13...16 { #expect(pixel(image, x, 10) == blue, "x \(x)") }
    #expect(pixel(image, 17, 10) == clearPixel)

    // stroke(_:width:) leaves the line width as it was.
    let thin = drawImage(CGSize(width: 20, height: 20)) { context in
        context.setStrokeColor(UIColor.blue.cgColor)
        context.setLineWidth(2)
        context.stroke(CGRect(x: 5, y: 5, width: 10, height: 10), width: 6)
        context.stroke(CGRect(x: 0, y: 0, width: 0, height: 0))
        context.move(to: CGPoint(x: 0, y: 19))
        context.addLine(to: CGPoint(x: 20, y: 19))
        context.strokePath()
    }
    #expect(pixel(thin, 2, 10) == blue)
    #expect(pixel(thin, 0, 18) == blue)
    #expect(pixel(thin, 0, 17) == clearPixel)
    #expect(pixel(thin, 10, 10) == clearPixel)
}

@Test func evenOddFillLeavesTheInnerRectEmpty() {
    func draw(_ rule: CGPathFillRule) -> UIImage? {
        drawImage(CGSize(width: 10, height: 10)) { context in
            context.setFillColor(UIColor.green.cgColor)
            context.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
            context.addRect(CGRect(x: 3, y: 3, width: 4, height: 4))
            context.fillPath(using: rule)
        }
    }
    let evenOdd = draw(.evenOdd), winding = draw(.winding)
    #expect(pixel(evenOdd, 5, 5) == clearPixel)
    #expect(pixel(evenOdd, 1, 1) == green)
    #expect(pixel(winding, 5, 5) == green)

    let bezier = drawImage(CGSize(width: 10, height: 10)) { _ in
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        path.append(UIBezierPath(rect: CGRect(x: 3, y: 3, width: 4, height: 4)))
        path.usesEvenOddFillRule = true
        UIColor.green.setFill()
        path.fill()
    }
    #expect(pixel(bezier, 5, 5) == clearPixel)
    #expect(pixel(bezier, 1, 8) == green)
}

@Test func roundedRectCornersAreTransparent() {
    let image = drawImage(CGSize(width: 20, height: 20), scale: 2) { _ in
        UIColor.red.setFill()
        UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 20), cornerRadius: 6).fill()
    }
    #expect(pixel(image, 0, 0) == clearPixel)
    #expect(pixel(image, 39, 39) == clearPixel)
    #expect(pixel(image, 20, 0) == red)
    #expect(pixel(image, 0, 20) == red)
    #expect(pixel(image, 20, 20) == red)
    // The arc passes 6 × (1 − 1/√2) ≈ 1.76 pt in from each side at 45°: inside at 2.5 pt.
    #expect(pixel(image, 5, 5) == red)
    #expect(pixel(image, 2, 2) == clearPixel)

    let one = drawImage(CGSize(width: 10, height: 10)) { _ in
        UIColor.red.setFill()
        UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10), byRoundingCorners: [.topLeft],
                     cornerRadii: CGSize(width: 4, height: 4)).fill()
    }
    #expect(pixel(one, 0, 0) == clearPixel)
    #expect(pixel(one, 9, 0) == red)
    #expect(pixel(one, 0, 9) == red)
    #expect(pixel(one, 9, 9) == red)
}

@Test func hugeCornerRadiusMakesACapsule() {
    let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 10), cornerRadius: 100)
    #expect(path.bounds == CGRect(x: 0, y: 0, width: 20, height: 10))
    #expect(path.contains(CGPoint(x: 10, y: 5)))
    #expect(!path.contains(CGPoint(x: 0.5, y: 0.5)))
    #expect(path.contains(CGPoint(x: 0.5, y: 5)))
}

@Test func arcDirectionsFollowUIKitAndCoreGraphics() {
    // A quarter from 0 to π/2, closed through the centre: clockwise on screen in UIKit's terms
    // is the bottom-right quadrant (y down).
    let ui = drawImage(CGSize(width: 20, height: 20)) { _ in
        let path = UIBezierPath(arcCenter: CGPoint(x: 10, y: 10), radius: 9, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        path.addLine(to: CGPoint(x: 10, y: 10))
        path.close()
        UIColor.red.setFill()
        path.fill()
    }
    #expect(pixel(ui, 13, 13) == red)
    #expect(pixel(ui, 6, 6) == clearPixel)
    #expect(pixel(ui, 13, 6) == clearPixel)

    // Core Graphics' flag is the opposite: clockwise true takes the long way round.
    let cg = drawImage(CGSize(width: 20, height: 20)) { context in
        context.move(to: CGPoint(x: 10, y: 10))
        context.addArc(center: CGPoint(x: 10, y: 10), radius: 9, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        context.closePath()
        context.setFillColor(UIColor.red.cgColor)
        context.fillPath()
    }
    #expect(pixel(cg, 13, 13) == clearPixel)
    #expect(pixel(cg, 6, 6) == red)
    #expect(pixel(cg, 13, 6) == red)
}

@Test func cgPathGeometry() {
    let rect = CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: nil)
    #expect(rect.boundingBox == CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(rect.contains(CGPoint(x: 2, y: 3)))
    #expect(!rect.contains(CGPoint(x: 5, y: 3)))

    let ellipse = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 4), transform: nil)
    let box = ellipse.boundingBoxOfPath
    #expect(abs(box.minX) < 1e-9 && abs(box.maxX - 10) < 1e-9 && abs(box.maxY - 4) < 1e-9)

    let path = CGMutablePath()
    #expect(path.isEmpty && path.boundingBox.isNull)
    path.move(to: CGPoint(x: 0, y: 0))
    path.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 10))
    #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(abs(path.boundingBoxOfPath.height - 5) < 1e-9)
    #expect(path.currentPoint == CGPoint(x: 10, y: 0))
    path.closeSubpath()
    #expect(path.currentPoint == .zero)
    path.addRoundedRect(in: CGRect(x: 20, y: 0, width: 10, height: 10), cornerWidth: 3, cornerHeight: 3)
    #expect(!path.contains(CGPoint(x: 20.3, y: 0.3)))
    #expect(path.contains(CGPoint(x: 25, y: 5)))

    let bezier = UIBezierPath(cgPath: path)
    #expect(bezier.cgPath == path)
    bezier.removeAllPoints()
    #expect(bezier.isEmpty)
}

@Test func blendModesMapToTheirComposites() {
    let image = drawImage(CGSize(width: 4, height: 1)) { context in
        context.setFillColor(UIColor.blue.cgColor)
        context.fill(CGRect(x: 0, y: 0, width: 3, height: 1))
        context.setFillColor(UIColor.red.cgColor)
        context.setBlendMode(.destinationOver)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        context.setBlendMode(.clear)
        context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        // Source-in is bounded to the shape: the blue at x 0 stays.
        context.setBlendMode(.sourceIn)
        context.fill(CGRect(x: 2, y: 0, width: 2, height: 1))
    }
    #expect(pixel(image, 0, 0) == blue)
    #expect(pixel(image, 1, 0) == clearPixel)
    #expect(pixel(image, 2, 0) == red)
    #expect(pixel(image, 3, 0) == clearPixel)
}

@Test func savedStateRestoresColourAlphaAndClip() {
    let image = drawImage(CGSize(width: 4, height: 1)) { context in
        context.setFillColor(UIColor.red.cgColor)
        context.saveGState()
        context.setFillColor(UIColor.blue.cgColor)
        context.setAlpha(0.5)
        context.clip(to: CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(context.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 1, height: 1))
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
        context.restoreGState()
        #expect(context.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 4, height: 1))
        context.fill(CGRect(x: 2, y: 0, width: 1, height: 1))
    }
    #expect(pixel(image, 0, 0)?.a == 128)
    #expect(pixel(image, 0, 0)?.b == 255)
    #expect(pixel(image, 1, 0) == clearPixel)
    #expect(pixel(image, 2, 0) == red)
}

@Test func transformsMoveDrawing() {
    let image = drawImage(CGSize(width: 10, height: 10), scale: 2) { context in
        context.translateBy(x: 5, y: 5)
        context.rotate(by: .pi / 2)
        context.scaleBy(x: 2, y: 1)
        context.setFillColor(UIColor.red.cgColor)
        // (0…2, 0…1) scaled to (0…4, 0…1), rotated a quarter clockwise: x −1…0, y 0…4 from (5, 5),
        // so pixels x 8…9, y 10…17 at scale 2.
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
    }
    #expect(pixel(image, 8, 10) == red)
    #expect(pixel(image, 9, 17) == red)
    #expect(pixel(image, 10, 12) == clearPixel)
    #expect(pixel(image, 7, 12) == clearPixel)
    #expect(pixel(image, 9, 18) == clearPixel)
    #expect(pixel(image, 9, 9) == clearPixel)
}

@Test func antialiasingCanBeTurnedOff() {
    func edge(_ antialias: Bool) -> RGBA8? {
        drawImage(CGSize(width: 4, height: 1)) { context in
            context.setShouldAntialias(antialias)
            context.setFillColor(UIColor.red.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 1.5, height: 1))
        }.flatMap { pixel($0, 1, 0) }
    }
    #expect(edge(true)?.a == 128)
    #expect(edge(false)?.a == 255 || edge(false)?.a == 0)
}

@Test func dashedStrokesLeaveGaps() {
    let image = drawImage(CGSize(width: 12, height: 2)) { context in
        context.setStrokeColor(UIColor.red.cgColor)
        context.setLineWidth(2)
        context.setLineDash(phase: 0, lengths: [3, 3])
        context.strokeLineSegments(between: [CGPoint(x: 0, y: 1), CGPoint(x: 12, y: 1)])
    }
    for x in 0..<12 { #expect(pixel(image, x, 0) == ((x / 3) % 2 == 0 ? red : clearPixel), "x \(x)") }
}
