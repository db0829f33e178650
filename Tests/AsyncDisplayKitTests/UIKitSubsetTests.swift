import AsyncDisplayKit
import Foundation
import Testing

@Suite struct UIKitSubsetTests {
    @Test func fontsMapOntoTheVendoredFaces() {
        #expect(UIFont.systemFont(ofSize: 17).pangoDescription == "Sans 17")
        #expect(UIFont.boldSystemFont(ofSize: 20).pangoDescription == "Sans Bold 20")
        #expect(UIFont.systemFont(ofSize: 15, weight: .semibold).pangoDescription == "Sans Bold 15")
        #expect(UIFont.systemFont(ofSize: 15, weight: .medium).pangoDescription == "Sans 15")
        #expect(UIFont.italicSystemFont(ofSize: 12.5).pangoDescription == "Sans Italic 12.5")
        #expect(UIFont(name: "HelveticaNeue-Bold", size: 16)?.pangoDescription == "Sans Bold 16")
        #expect(UIFont(name: "Georgia-Italic", size: 16)?.pangoDescription == "Serif Italic 16")
        #expect(UIFont(name: "Menlo-Regular", size: 11)?.pangoDescription == "Monospace 11")
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .headline).pangoDescription == "Sans Bold 17")
        #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize == 11)
        #expect(UIFont.systemFont(ofSize: 10).withSize(20).pointSize == 20)
    }

    @Test func coloursHaveUIKitsValues() {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        UIColor.systemBlue.getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(r == 0 && abs(g - 122.0 / 255) < 1e-9 && b == 1 && a == 1)
        #expect(UIColor.lightGray == UIColor(white: 2.0 / 3.0, alpha: 1))
        #expect(UIColor.red.withAlphaComponent(0.5).alphaComponent == 0.5)
        #expect(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1) == .red)
        #expect(UIColor(cgColor: UIColor.green.cgColor) == .green)
        #expect(UIColor.clear.alphaComponent == 0)
        #expect(UIColor.secondaryLabel.alphaComponent == 0.6)
    }

    @Test func insetsScreenAndParagraphStyles() {
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(CGRect(x: 0, y: 0, width: 10, height: 10).inset(by: insets) == CGRect(x: 2, y: 1, width: 4, height: 6))
        #expect(UIEdgeInsetsMake(1, 2, 3, 4) == insets)
        #expect(UIScreen.main.scale == UIKitEnvironment.defaults.screenScale)
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        style.lineBreakMode = .byTruncatingTail
        let copy = style.copy() as! NSParagraphStyle
        #expect(copy.alignment == .center && copy.lineBreakMode == .byTruncatingTail)
        #expect(UIControl.State.selected.rawValue == 4 && UIControl.State.normal.isEmpty)
        #expect(UIView.ContentMode.scaleAspectFill.rawValue == 2)
    }
}
