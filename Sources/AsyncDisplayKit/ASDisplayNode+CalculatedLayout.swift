import Foundation
import LayoutEngine
import LayoutGeometry

/// An element's own size constraints (Texture's `ASLayoutElementSize`): exact, minimum and
/// maximum width and height, each automatic unless set.
public struct ASLayoutElementSize: Hashable, Sendable {
    /// Exact width.
    public var width: ASDimension
    /// Exact height.
    public var height: ASDimension
    /// Minimum width.
    public var minWidth: ASDimension
    /// Maximum width.
    public var maxWidth: ASDimension
    /// Minimum height.
    public var minHeight: ASDimension
    /// Maximum height.
    public var maxHeight: ASDimension

    /// Every dimension automatic (Texture's `ASLayoutElementSizeMake()`).
    public init() {
        let a = ASDimensionAuto
        self.init(width: a, height: a, minWidth: a, maxWidth: a, minHeight: a, maxHeight: a)
    }

    /// A size from its six dimensions.
    public init(width: ASDimension, height: ASDimension, minWidth: ASDimension, maxWidth: ASDimension,
                minHeight: ASDimension, maxHeight: ASDimension) {
        self.width = width
        self.height = height
        self.minWidth = minWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.maxHeight = maxHeight
    }

    /// The range these constraints allow, fractions resolved against `parentSize` (Texture's
    /// `ASLayoutElementSizeResolve`): automatic minimums are 0, automatic maximums unbounded, and
    /// an exact dimension fixes both ends of its axis.
    public func resolve(relativeToParentSize parentSize: CGSize) -> ASSizeRange {
        var style = LayoutStyle()
        style.width = width.dimension
        style.height = height.dimension
        style.minWidth = minWidth.dimension
        style.maxWidth = maxWidth.dimension
        style.minHeight = minHeight.dimension
        style.maxHeight = maxHeight.dimension
        return ASSizeRange(style.sizeRange(parentSize: parentSize.layoutSize))
    }
}

/// Every dimension automatic (Texture's `ASLayoutElementSizeMake()`).
public func ASLayoutElementSizeMake() -> ASLayoutElementSize { ASLayoutElementSize() }

extension ASLayoutElementStyle {
    /// The style's size constraints as one value (Texture's `ASLayoutElementStyle.size`).
    public var size: ASLayoutElementSize {
        get {
            ASLayoutElementSize(width: width, height: height, minWidth: minWidth, maxWidth: maxWidth,
                                minHeight: minHeight, maxHeight: maxHeight)
        }
        set {
            width = newValue.width
            height = newValue.height
            minWidth = newValue.minWidth
            maxWidth = newValue.maxWidth
            minHeight = newValue.minHeight
            maxHeight = newValue.maxHeight
        }
    }
}

/// What the check of a node's `calculateLayoutThatFits` overrides saw (see
/// `ASDisplayNode.checkCalculateLayoutOverrides()`).
struct CalculatedLayoutProbe {
    /// The layout the base `calculateLayoutThatFits(_:)` returns while the check runs: the node's
    /// `calculatedLayout` (its last measurement, subnode layouts flattened: one level to build).
    var layout: ASLayout?
    /// The arguments the base three-argument method was called with, and what the one-argument
    /// method returned to it.
    var restricted: (range: ASSizeRange, size: ASLayoutElementSize, parentSize: CGSize)?
    var restrictedResult: ASLayout?
    /// The range the base one-argument method was called with.
    var range: ASSizeRange?
    /// The range the base three-argument method passed on.
    var resolvedRange: ASSizeRange?
}

extension ASDisplayNode {
    /// The layout of the node's last measurement (Texture's `calculatedLayout`): its size, and its
    /// subnodes' layouts with their positions in the node (specs flattened away, as Texture's
    /// node layouts are); nil before the node is first laid out or measured.
    public var calculatedLayout: ASLayout? {
        guard let last = node.lastMeasurement else { return nil }
        return ASLayout(element: self, size: CGSize(last.layout.size), position: .zero,
                        sublayouts: Self.flattenedNodeLayouts(last.layout.sublayouts, offset: .zero))
    }

    /// The size range of the node's last measurement (Texture's
    /// `constrainedSizeForCalculatedLayout`); zero before the node is first laid out or measured.
    public var constrainedSizeForCalculatedLayout: ASSizeRange {
        node.lastMeasurement.map { ASSizeRange($0.range) } ?? ASSizeRangeZero
    }

    /// The subnode layouts below `layouts`, positioned in the node: each spec's layout gives way to
    /// its children's, as Texture's `filteredNodeLayoutTree` does.
    private static func flattenedNodeLayouts(_ layouts: [Layout], offset: CGPoint) -> [ASLayout] {
        var out: [ASLayout] = []
        for layout in layouts {
            let position = CGPoint(x: offset.x + (layout.position.x.isFinite ? layout.position.x : 0),
                                   y: offset.y + (layout.position.y.isFinite ? layout.position.y : 0))
            if let node = layout.element as? DisplayNode {
                out.append(ASLayout(element: node.host as? ASDisplayNode, size: CGSize(layout.size), position: position,
                                    sublayouts: []))
            } else {
                out += flattenedNodeLayouts(layout.sublayouts, offset: position)
            }
        }
        return out
    }

    /// The base `calculateLayoutThatFits(_:)`: the node's layout within `constrainedSize`, its own
    /// style not applied.
    func baseCalculateLayout(_ constrainedSize: ASSizeRange) -> ASLayout {
        if calculatedLayoutProbe.layout != nil, calculatedLayoutProbe.range == nil {
            calculatedLayoutProbe.range = constrainedSize
            return calculatedLayoutProbe.layout!
        }
        let context = ASLayoutRunner.context()
        var layout = node.calculateLayout(constrainedSize.sizeRange, parentSize: constrainedSize.max.layoutSize, in: context)
        layout.position = .zero
        return ASLayout(layout)
    }

    /// The base `calculateLayoutThatFits(_:restrictedTo:relativeToParentSize:)`: `constrainedSize`
    /// intersected with `size` resolved against `parentSize`, then `calculateLayoutThatFits(_:)`.
    func baseCalculateLayout(_ constrainedSize: ASSizeRange, restrictedTo size: ASLayoutElementSize,
                             relativeToParentSize parentSize: CGSize) -> ASLayout {
        let resolved = ASSizeRangeIntersect(constrainedSize, size.resolve(relativeToParentSize: parentSize))
        let probing = calculatedLayoutProbe.layout != nil && calculatedLayoutProbe.restricted == nil
        if probing {
            calculatedLayoutProbe.restricted = (constrainedSize, size, parentSize)
            calculatedLayoutProbe.resolvedRange = resolved
        }
        let layout = calculateLayoutThatFits(resolved)
        if probing { calculatedLayoutProbe.restrictedResult = layout }
        return layout
    }

    /// After each layout: calls the node's `calculateLayoutThatFits` methods as Texture's
    /// `layoutThatFits` would have, with the node's `calculatedLayout` standing for the base
    /// implementation's result, and reports an override that would have laid the node out
    /// otherwise (another range, or another layout returned): the engine lays nodes out by their
    /// specs and `calculateSizeThatFits`, and does not take an `ASLayout` from node code.
    func checkCalculateLayoutOverrides() {
        // The module's own classes override neither method.
        guard !ASNodeClasses.isFramework(Swift.type(of: self)), let last = node.lastMeasurement, let probeLayout = calculatedLayout else { return }
        calculatedLayoutProbe = CalculatedLayoutProbe(layout: probeLayout)
        defer { calculatedLayoutProbe = CalculatedLayoutProbe() }
        let range = ASSizeRange(last.range), parentSize = CGSize(last.parentSize), size = style.size
        let result = calculateLayoutThatFits(range, restrictedTo: size, relativeToParentSize: parentSize)
        let probe = calculatedLayoutProbe
        let name = ASNodeNaming.describe(self)
        // A parent size is NaN on an axis the parent leaves undefined (a stack's cross axis).
        func same(_ a: CGFloat, _ b: CGFloat) -> Bool { a == b || (a.isNaN && b.isNaN) }
        let sameArguments = probe.restricted.map {
            $0.range == range && $0.size == size && same($0.parentSize.width, parentSize.width)
                && same($0.parentSize.height, parentSize.height)
        } ?? false
        if !sameArguments || result !== probe.restrictedResult {
            UIKitEnvironment.report("\(name): an override of calculateLayoutThatFits(_:restrictedTo:relativeToParentSize:) "
                                    + "is not laid out yet (the node is laid out by its layout spec or calculateSizeThatFits)")
        } else if probe.range == nil || probe.range != probe.resolvedRange || probe.restrictedResult !== probeLayout {
            UIKitEnvironment.report("\(name): an override of calculateLayoutThatFits(_:) is not laid out yet "
                                    + "(the node is laid out by its layout spec or calculateSizeThatFits)")
        }
    }
}
