import Foundation

/// The curve of a layer's rounded corners.
public struct CALayerCornerCurve: Hashable, RawRepresentable, Sendable {
    /// The curve's name.
    public var rawValue: String
    /// Creates a curve.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Circular corners.
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// Continuous corners (drawn circular).
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// A layer (Core Animation's `CALayer`), as far as layout code touches one: a node's `layer`
/// writes its corner radius, border, background, opacity, clipping and shadow through to the
/// node, which draws them. Anything else a layer could draw (sublayers, a mask) is not drawn. Setting a property that changes pixels calls `onChange` with its
/// name (a node's layer reports those it does not draw; a view's layer reports them all, as the
/// view reports its own).
open class CALayer {
    /// Called with a property's name when one that is not drawn is set.
    public var onChange: ((String) -> Void)?

    /// A layer.
    public init() {}

    /// The frame.
    open var frame: CGRect = .zero
    /// Origin zero, the frame's size.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    /// The radius of the rounded corners.
    open var cornerRadius: CGFloat = 0 { didSet { onChange?("cornerRadius") } }
    /// The corners rounded (all four by default).
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner] {
        didSet { onChange?("maskedCorners") }
    }
    /// The corners' curve (drawn circular).
    open var cornerCurve: CALayerCornerCurve = .circular
    /// Whether sublayers and content are clipped to the rounded bounds.
    open var masksToBounds = false { didSet { onChange?("masksToBounds") } }
    /// The border's width.
    open var borderWidth: CGFloat = 0 { didSet { onChange?("borderWidth") } }
    /// The border's colour.
    open var borderColor: CGColor? { didSet { onChange?("borderColor") } }
    /// The background colour.
    open var backgroundColor: CGColor? { didSet { onChange?("backgroundColor") } }
    /// Opacity, 0…1.
    open var opacity: Float = 1 { didSet { onChange?("opacity") } }
    /// Whether the layer is hidden.
    open var isHidden = false { didSet { onChange?("isHidden") } }
    /// Whether the layer is opaque (accepted).
    open var isOpaque = false
    /// The shadow's colour.
    open var shadowColor: CGColor? { didSet { onChange?("shadowColor") } }
    /// The shadow's opacity (a shadow is reported, not drawn).
    open var shadowOpacity: Float = 0 { didSet { onChange?("shadowOpacity") } }
    /// The shadow's offset.
    open var shadowOffset = CGSize(width: 0, height: -3) { didSet { onChange?("shadowOffset") } }
    /// The shadow's blur radius.
    open var shadowRadius: CGFloat = 3 { didSet { onChange?("shadowRadius") } }
    /// The shadow's outline (accepted).
    open var shadowPath: CGPath?
    /// Pixels per point of the content (accepted).
    open var contentsScale: CGFloat = 1
    /// Whether the layer is rasterised (accepted).
    open var shouldRasterize = false
    /// The scale it is rasterised at (accepted).
    open var rasterizationScale: CGFloat = 1
    /// Whether edges are antialiased (accepted).
    open var allowsEdgeAntialiasing = false
    /// The layer's depth among its siblings (accepted).
    open var zPosition: CGFloat = 0
    /// A layer whose alpha masks this one (reported: not drawn).
    open var mask: CALayer? { didSet { if mask != nil { onChange?("mask") } } }
    /// The sublayers (reported when any is added: not drawn).
    open private(set) var sublayers: [CALayer]?

    /// Adds a sublayer (reported: sublayers are not drawn).
    open func addSublayer(_ layer: CALayer) {
        sublayers = (sublayers ?? []) + [layer]
        onChange?("sublayers")
    }

    /// Inserts a sublayer (reported: sublayers are not drawn).
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        var list = sublayers ?? []
        list.insert(layer, at: min(Int(index), list.count))
        sublayers = list
        onChange?("sublayers")
    }

    /// Removes the layer from its superlayer.
    open func removeFromSuperlayer() {}
    /// Accepted.
    open func setNeedsDisplay() {}
    /// Accepted.
    open func setNeedsLayout() {}
    /// Accepted.
    open func removeAllAnimations() {}
}
