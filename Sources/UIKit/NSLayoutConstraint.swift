import Foundation

/// An Auto Layout constraint (UIKit's `NSLayoutConstraint`). Views inside a view-backed node are
/// not drawn (the node draws as a placeholder of its own size), so their constraints are accepted
/// and solve nothing.
open class NSLayoutConstraint: NSObject {
    /// Whether the constraint is in force (accepted).
    open var isActive = false
    /// The constant (accepted).
    open var constant: CGFloat
    /// The multiplier.
    public let multiplier: CGFloat
    /// The priority (accepted).
    open var priority: UILayoutPriority = .required
    /// An identifier (accepted).
    open var identifier: String?

    init(constant: CGFloat, multiplier: CGFloat = 1) {
        self.constant = constant
        self.multiplier = multiplier
    }

    /// Puts `constraints` in force.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Takes `constraints` out of force.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }
}

/// How strongly a constraint holds (UIKit's `UILayoutPriority`).
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    /// The priority, 1…1000.
    public var rawValue: Float
    /// Creates a priority.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// Creates a priority.
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// Required.
    public static let required = UILayoutPriority(1000)
    /// High.
    public static let defaultHigh = UILayoutPriority(750)
    /// Low.
    public static let defaultLow = UILayoutPriority(250)
    /// The lowest that fits a view to its content.
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (a: UILayoutPriority, b: UILayoutPriority) -> Bool { a.rawValue < b.rawValue }
}

/// An edge, centre or dimension of a view that constraints name (UIKit's `NSLayoutAnchor`).
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// A constraint that this anchor equals `anchor`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { NSLayoutConstraint(constant: 0) }
    /// A constraint that this anchor equals `anchor` plus `c`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(constant: c)
    }
    /// A constraint that this anchor is at least `anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        NSLayoutConstraint(constant: 0)
    }
    /// A constraint that this anchor is at least `anchor` plus `c`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(constant: c)
    }
    /// A constraint that this anchor is at most `anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        NSLayoutConstraint(constant: 0)
    }
    /// A constraint that this anchor is at most `anchor` plus `c`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(constant: c)
    }
}

/// A horizontal anchor.
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}
/// A vertical anchor.
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// A width or height anchor.
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// A constraint that this dimension is `c`.
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint(constant: c) }
    /// A constraint that this dimension is at least `c`.
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint(constant: c) }
    /// A constraint that this dimension is at most `c`.
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint(constant: c) }
    /// A constraint that this dimension is `m` times `anchor`.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(constant: 0, multiplier: m)
    }
    /// A constraint that this dimension is `m` times `anchor` plus `c`.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(constant: c, multiplier: m)
    }
}

extension UIView {
    /// The leading edge.
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    /// The trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    /// The horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    /// The vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    /// The first line's baseline.
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    /// The last line's baseline.
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    /// The width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension() }
    /// The height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension() }

    /// Adds constraints (accepted).
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    /// Adds a constraint (accepted).
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
}
