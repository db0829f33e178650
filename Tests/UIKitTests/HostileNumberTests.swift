import Foundation
import LayoutBitmap
import Testing

/// Numbers code may pass that are not finite: no trap, no endless loop.
@Test func nonFiniteHuesAndAnglesNeitherTrapNorLoop() {
    #expect(UIColor(hue: .nan, saturation: 1, brightness: 1, alpha: 1).cgColor.alpha == 1)
    #expect(UIColor(hue: .infinity, saturation: 1, brightness: 1, alpha: 1).cgColor.alpha == 1)
    let image = drawImage(CGSize(width: 10, height: 10)) { context in
        let path = UIBezierPath(arcCenter: CGPoint(x: 5, y: 5), radius: 4, startAngle: 0, endAngle: -.infinity, clockwise: true)
        path.addArc(withCenter: CGPoint(x: 5, y: 5), radius: 4, startAngle: .nan, endAngle: 1, clockwise: false)
        // A huge negative sweep reduces to less than a turn at once.
        path.addArc(withCenter: CGPoint(x: 5, y: 5), radius: 4, startAngle: 0, endAngle: -1e15, clockwise: true)
        context.setFillColor(UIColor.red.cgColor)
        path.fill()
    }
    #expect(image?.size.width == 10)
}
