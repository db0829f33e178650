import Foundation
import LayoutGeometry

/// A colour in sRGB with alpha (UIKit's `UIColor`). Immutable; two colours with the same
/// components are equal.
open class UIColor: NSObject, @unchecked Sendable {
    /// Red, 0…1.
    public let redComponent: CGFloat
    /// Green, 0…1.
    public let greenComponent: CGFloat
    /// Blue, 0…1.
    public let blueComponent: CGFloat
    /// Alpha, 0…1.
    public let alphaComponent: CGFloat

    /// A colour from red, green, blue and alpha, each clamped to 0…1.
    public required init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        func unit(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : min(1, max(0, v)) }
        redComponent = unit(red)
        greenComponent = unit(green)
        blueComponent = unit(blue)
        alphaComponent = unit(alpha)
        super.init()
    }

    /// A clear colour (what `UIColor()` gives an app that calls its own extension methods on one).
    public convenience override init() {
        self.init(red: 0, green: 0, blue: 0, alpha: 0)
    }

    /// A grey: `white` for each of red, green and blue.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour from hue, saturation and brightness (each 0…1).
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = hue.isFinite ? (hue - hue.rounded(.down)) * 6 : 0, s = min(1, max(0, saturation)), v = min(1, max(0, brightness))
        let sector = Int(h) % 6, f = h - CGFloat(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (CGFloat, CGFloat, CGFloat)
        switch sector {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// A Display P3 colour, drawn as the same components in sRGB (the renderer is sRGB only).
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The colour of a Core Graphics colour.
    public convenience init(cgColor: CGColor) {
        self.init(red: cgColor.red, green: cgColor.green, blue: cgColor.blue, alpha: cgColor.alpha)
    }

    /// The same colour with another alpha.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: redComponent, green: greenComponent, blue: blueComponent, alpha: alpha)
    }

    /// Writes the components; always succeeds.
    @discardableResult
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                     blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = redComponent
        green?.pointee = greenComponent
        blue?.pointee = blueComponent
        alpha?.pointee = alphaComponent
        return true
    }

    /// Writes the grey level (the mean of red, green and blue) and alpha; always succeeds.
    @discardableResult
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        white?.pointee = (redComponent + greenComponent + blueComponent) / 3
        alpha?.pointee = alphaComponent
        return true
    }

    /// The colour as Core Graphics names it.
    open var cgColor: CGColor {
        CGColor(red: redComponent, green: greenComponent, blue: blueComponent, alpha: alphaComponent)
    }

    /// The colour itself: every colour here has one appearance (light mode).
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { self }

    /// The engine's colour.
    public var layoutColor: Color {
        Color(red: Double(redComponent), green: Double(greenComponent), blue: Double(blueComponent),
              alpha: Double(alphaComponent))
    }

    /// A colour from the engine's.
    public convenience init(_ color: Color) {
        self.init(red: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue),
                  alpha: CGFloat(color.alpha))
    }

    /// Equal components.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return redComponent == other.redComponent && greenComponent == other.greenComponent
            && blueComponent == other.blueComponent && alphaComponent == other.alphaComponent
    }

    /// Hashes the components.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(redComponent)
        hasher.combine(greenComponent)
        hasher.combine(blueComponent)
        hasher.combine(alphaComponent)
        return hasher.finalize()
    }

    /// `UIExtendedSRGBColorSpace r g b a`, as UIKit prints colours.
    open override var description: String {
        "UIExtendedSRGBColorSpace \(redComponent) \(greenComponent) \(blueComponent) \(alphaComponent)"
    }
}

/// A colour as Core Graphics names it: sRGB components.
public final class CGColor: Hashable, @unchecked Sendable {
    let red: CGFloat, green: CGFloat, blue: CGFloat
    /// Alpha, 0…1.
    public let alpha: CGFloat

    init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A colour from sRGB components.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Red, green, blue and alpha.
    public var components: [CGFloat]? { [red, green, blue, alpha] }
    /// Four.
    public var numberOfComponents: Int { 4 }

    /// The same colour with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

    /// Equal components.
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
    }

    /// Hashes the components.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(red); hasher.combine(green); hasher.combine(blue); hasher.combine(alpha)
    }
}
