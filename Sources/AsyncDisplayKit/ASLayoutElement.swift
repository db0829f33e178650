import Foundation
import LayoutEngine
import LayoutGeometry

/// Anything that takes part in layout: nodes and layout specs (Texture's `ASLayoutElement`).
///
/// Only this module's nodes and specs conform: each stands for an element of layoutlab's engine,
/// which lays it out with Texture's semantics.
public protocol ASLayoutElement: AnyObject {
    /// The element's layout properties.
    var style: ASLayoutElementStyle { get }
    /// The engine element this one stands for.
    var layoutElement: any LayoutElement { get }
    /// The element's layout within `constrainedSize`, its own style size not applied (Texture's
    /// `calculateLayoutThatFits:`).
    func calculateLayoutThatFits(_ constrainedSize: ASSizeRange) -> ASLayout
    /// `constrainedSize` intersected with `size` resolved against `parentSize`, then laid out by
    /// `calculateLayoutThatFits(_:)` (Texture's
    /// `calculateLayoutThatFits:restrictedToSize:relativeToParentSize:`).
    func calculateLayoutThatFits(_ constrainedSize: ASSizeRange, restrictedTo size: ASLayoutElementSize,
                                 relativeToParentSize parentSize: CGSize) -> ASLayout
}

extension ASLayoutElement {
    /// Lays the element out within `constrainedSize` and returns the result.
    public func layoutThatFits(_ constrainedSize: ASSizeRange) -> ASLayout {
        layoutThatFits(constrainedSize, parentSize: constrainedSize.max)
    }

    /// Lays the element out within `constrainedSize`, fractions resolved against `parentSize`.
    public func layoutThatFits(_ constrainedSize: ASSizeRange, parentSize: CGSize) -> ASLayout {
        ASLayoutRunner.layout(self, constrainedSize: constrainedSize, parentSize: parentSize)
    }

    /// The element's layout drawn as boxes of text (Texture's `asciiArtString`).
    public func asciiArtString() -> String { layoutElement.asciiArtString() }

    /// The name debug output gives the element.
    public func asciiArtName() -> String { layoutElement.displayName }

    /// Whether the element is a node or a layout spec.
    public var layoutElementType: ASLayoutElementType { layoutElement is DisplayNode ? .displayNode : .layoutSpec }
}

/// Whether a layout element is a node or a layout spec.
public enum ASLayoutElementType: Int, Sendable {
    /// A layout spec.
    case layoutSpec
    /// A display node.
    case displayNode
}

/// How a stack child aligns itself across the stack, overriding `alignItems`.
public enum ASStackLayoutAlignSelf: Int, Sendable {
    /// The stack's `alignItems`.
    case auto
    /// The leading edge.
    case start
    /// The trailing edge.
    case end
    /// Centred.
    case center
    /// Stretched.
    case stretch

    var engine: AlignSelf {
        switch self {
        case .auto: return .auto
        case .start: return .start
        case .end: return .end
        case .center: return .center
        case .stretch: return .stretch
        }
    }

    init(_ value: AlignSelf) {
        switch value {
        case .auto: self = .auto
        case .start: self = .start
        case .end: self = .end
        case .center: self = .center
        case .stretch: self = .stretch
        }
    }
}

/// An element's layout properties (Texture's `ASLayoutElementStyle`): sizes, flex factors,
/// spacing, alignment, baseline metrics and absolute position. Changes apply to the element at
/// once.
public final class ASLayoutElementStyle {
    private let element: (any LayoutElement)?
    private var detached = LayoutStyle()

    /// A style not attached to any element (Texture allows it; nothing reads it).
    public init() { element = nil }

    init(element: any LayoutElement) { self.element = element }

    private var engine: LayoutStyle {
        get { element?.style ?? detached }
        set { if let element { element.style = newValue } else { detached = newValue } }
    }

    /// Exact width.
    public var width: ASDimension {
        get { ASDimension(engine.width) } set { engine.width = newValue.dimension }
    }
    /// Exact height.
    public var height: ASDimension {
        get { ASDimension(engine.height) } set { engine.height = newValue.dimension }
    }
    /// Minimum width.
    public var minWidth: ASDimension {
        get { ASDimension(engine.minWidth) } set { engine.minWidth = newValue.dimension }
    }
    /// Maximum width.
    public var maxWidth: ASDimension {
        get { ASDimension(engine.maxWidth) } set { engine.maxWidth = newValue.dimension }
    }
    /// Minimum height.
    public var minHeight: ASDimension {
        get { ASDimension(engine.minHeight) } set { engine.minHeight = newValue.dimension }
    }
    /// Maximum height.
    public var maxHeight: ASDimension {
        get { ASDimension(engine.maxHeight) } set { engine.maxHeight = newValue.dimension }
    }

    /// Width and height in points (0 for an automatic one). Reading it when either is a fraction
    /// stops the program, as Texture's assertion does.
    public var preferredSize: CGSize {
        get { CGSize(width: points(width, "preferredSize"), height: points(height, "preferredSize")) }
        set { width = ASDimensionMake(newValue.width); height = ASDimensionMake(newValue.height) }
    }
    /// Minimum width and height in points (write only in Texture; reading gives the points).
    public var minSize: CGSize {
        get { CGSize(width: points(minWidth, "minSize"), height: points(minHeight, "minSize")) }
        set { minWidth = ASDimensionMake(newValue.width); minHeight = ASDimensionMake(newValue.height) }
    }
    /// Maximum width and height in points.
    public var maxSize: CGSize {
        get { CGSize(width: points(maxWidth, "maxSize"), height: points(maxHeight, "maxSize")) }
        set { maxWidth = ASDimensionMake(newValue.width); maxHeight = ASDimensionMake(newValue.height) }
    }
    /// Width and height as dimensions.
    public var preferredLayoutSize: ASLayoutSize {
        get { ASLayoutSize(width: width, height: height) }
        set { width = newValue.width; height = newValue.height }
    }
    /// Minimum width and height as dimensions.
    public var minLayoutSize: ASLayoutSize {
        get { ASLayoutSize(width: minWidth, height: minHeight) }
        set { minWidth = newValue.width; minHeight = newValue.height }
    }
    /// Maximum width and height as dimensions.
    public var maxLayoutSize: ASLayoutSize {
        get { ASLayoutSize(width: maxWidth, height: maxHeight) }
        set { maxWidth = newValue.width; maxHeight = newValue.height }
    }

    /// Space before the element along a stack's axis.
    public var spacingBefore: CGFloat {
        get { CGFloat(engine.spacingBefore) } set { engine.spacingBefore = Double(newValue) }
    }
    /// Space after the element along a stack's axis.
    public var spacingAfter: CGFloat {
        get { CGFloat(engine.spacingAfter) } set { engine.spacingAfter = Double(newValue) }
    }
    /// Share of the free space the element takes in a stack.
    public var flexGrow: CGFloat {
        get { CGFloat(engine.flexGrow) } set { engine.flexGrow = Double(newValue) }
    }
    /// How much the element shrinks when a stack overflows.
    public var flexShrink: CGFloat {
        get { CGFloat(engine.flexShrink) } set { engine.flexShrink = Double(newValue) }
    }
    /// The element's length along the stack before flexing.
    public var flexBasis: ASDimension {
        get { ASDimension(engine.flexBasis) } set { engine.flexBasis = newValue.dimension }
    }
    /// Cross-axis alignment, overriding the stack's `alignItems`.
    public var alignSelf: ASStackLayoutAlignSelf {
        get { ASStackLayoutAlignSelf(engine.alignSelf) } set { engine.alignSelf = newValue.engine }
    }
    /// Distance from the top to the first baseline.
    public var ascender: CGFloat {
        get { CGFloat(engine.ascender) } set { engine.ascender = Double(newValue) }
    }
    /// Distance from the bottom to the last baseline.
    public var descender: CGFloat {
        get { CGFloat(engine.descender) } set { engine.descender = Double(newValue) }
    }
    /// Position inside an absolute layout spec.
    public var layoutPosition: CGPoint {
        get { CGPoint(engine.layoutPosition) } set { engine.layoutPosition = newValue.layoutPoint }
    }

    private func points(_ dimension: ASDimension, _ name: String) -> CGFloat {
        switch dimension.unit {
        case .points: return dimension.value
        case .auto: return 0
        case .fraction:
            fatalError("ASLayoutElementStyle.\(name) read while a dimension is a fraction (\(dimension)); read width/height")
        }
    }
}
