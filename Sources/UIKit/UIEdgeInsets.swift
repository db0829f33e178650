import Foundation
import LayoutGeometry

/// Insets for each edge of a rectangle, in points (UIKit's `UIEdgeInsets`). `CGFloat.infinity`
/// is allowed where Texture allows it (an inset spec's unbounded edge).
public struct UIEdgeInsets: Hashable, Sendable {
    /// Top inset.
    public var top: CGFloat
    /// Left inset.
    public var left: CGFloat
    /// Bottom inset.
    public var bottom: CGFloat
    /// Right inset.
    public var right: CGFloat

    /// Creates insets.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets.
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    /// No insets.
    public static let zero = UIEdgeInsets()

    /// The engine's insets.
    public var edgeInsets: EdgeInsets {
        EdgeInsets(top: Double(top), left: Double(left), bottom: Double(bottom), right: Double(right))
    }

    /// Insets from the engine's.
    public init(_ insets: EdgeInsets) {
        self.init(top: CGFloat(insets.top), left: CGFloat(insets.left), bottom: CGFloat(insets.bottom),
                  right: CGFloat(insets.right))
    }
}

/// Creates insets (UIKit's C spelling).
public func UIEdgeInsetsMake(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> UIEdgeInsets {
    UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
}

/// `rect` shrunk by `insets` (UIKit's C spelling).
public func UIEdgeInsetsInsetRect(_ rect: CGRect, _ insets: UIEdgeInsets) -> CGRect { rect.inset(by: insets) }

extension CGRect {
    /// The rectangle shrunk by `insets` (grown where they are negative).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: origin.x + insets.left, y: origin.y + insets.top,
               width: size.width - insets.left - insets.right, height: size.height - insets.top - insets.bottom)
    }
}
