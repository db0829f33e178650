import Foundation
import LayoutEngine
import LayoutGeometry

extension ASLayoutElement {
    /// The elements this one lays out (Texture's `sublayoutElements`): a spec's children, a node's
    /// subnodes.
    public func sublayoutElements() -> [any ASLayoutElement]? {
        if let node = self as? ASDisplayNode { return node.subnodes }
        if let spec = self as? ASLayoutSpec { return spec.children ?? [] }
        return nil
    }

    /// Whether the element lays itself out (Texture's `implementsLayoutMethod`): always for a spec;
    /// for a node, when it has a `layoutSpecBlock`, its class overrides `layoutSpecThatFits(_:)`,
    /// `calculateSizeThatFits(_:)` or `calculateLayoutThatFits(_:)`, or it is one of Texture's
    /// classes that does (text, image, button, text cell, editable text, scroll, video and map
    /// nodes).
    public func implementsLayoutMethod() -> Bool {
        guard let node = self as? ASDisplayNode else { return true }
        return node.overridesLayoutMethod()
    }

    /// The element's layout within `constrainedSize`, its own style size not applied: the layout
    /// of its spec (Texture's `calculateLayoutThatFits:`; nodes have their own).
    public func calculateLayoutThatFits(_ constrainedSize: ASSizeRange) -> ASLayout {
        var layout = layoutElement.calculateLayout(constrainedSize.sizeRange, parentSize: constrainedSize.max.layoutSize,
                                                   in: ASLayoutRunner.context())
        layout.position = .zero
        return ASLayout(layout)
    }

    /// `constrainedSize` intersected with `size` resolved against `parentSize`, then laid out by
    /// `calculateLayoutThatFits(_:)`.
    public func calculateLayoutThatFits(_ constrainedSize: ASSizeRange, restrictedTo size: ASLayoutElementSize,
                                        relativeToParentSize parentSize: CGSize) -> ASLayout {
        calculateLayoutThatFits(ASSizeRangeIntersect(constrainedSize, size.resolve(relativeToParentSize: parentSize)))
    }
}

extension ASDisplayNode {
    /// Whether the node lays itself out by a method of its own (see `implementsLayoutMethod()`):
    /// Texture's classes that override one, a `layoutSpecBlock`, or a subclass override, found by
    /// calling the method and seeing whether the base implementation gave the result.
    func overridesLayoutMethod() -> Bool {
        // Texture's own subclasses that override a layout method (ASTextNode.mm, ASTextNode2.mm,
        // ASImageNode.mm, ASEditableTextNode.mm, ASVideoNode.mm, ASMapNode.mm: calculateSizeThatFits;
        // ASButtonNode.mm, ASTextCellNode in ASCellNode.mm: layoutSpecThatFits; ASScrollNode.mm:
        // calculateLayoutThatFits).
        if layoutSpecBlock != nil || self is ASTextNode || self is ASImageNode || self is ASButtonNode
            || self is ASTextCellNode || self is ASEditableTextNode || self is ASScrollNode {
            return true
        }
        let range = calculatedLayout != nil ? constrainedSizeForCalculatedLayout : ASSizeRangeUnconstrained
        baseSpec = nil
        let spec = layoutSpecThatFits(range)
        if baseSpec == nil || spec !== baseSpec { return true }
        baseSizeResult = nil
        let size = calculateSizeThatFits(range.max)
        if baseSizeResult == nil || baseSizeResult != size { return true }
        let stand = ASLayout(element: self, size: .zero, position: .zero, sublayouts: [])
        calculatedLayoutProbe = CalculatedLayoutProbe(layout: stand)
        defer { calculatedLayoutProbe = CalculatedLayoutProbe() }
        let layout = calculateLayoutThatFits(range)
        return calculatedLayoutProbe.range != range || layout !== stand
    }
}
