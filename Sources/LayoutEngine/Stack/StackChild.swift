import LayoutGeometry

/// A stack's reference to one child, through which the stack reads its style and measures it
/// without retaining and releasing it on every call.
///
/// Calling a method on an `any LayoutElement` loaded from an array costs an atomic retain and
/// release; a stack calls each child two or three times per layout, which makes these the
/// largest cost of laying out many small children. Children that are display nodes or layout
/// specs (the two base classes every element in the engine derives from) are instead called
/// through an unretained reference, statically dispatched to their final `layoutThatFits`.
/// This is safe because the spec's `children` array, held by the pass, keeps every child alive
/// for the whole layout. Any other conformer is called through the protocol.
struct StackChild {
    private enum Kind {
        case node
        case spec
        case other
    }

    private let kind: Kind
    private let pointer: UnsafeRawPointer
    /// The child itself (a strong reference once read), used for conformers that are neither
    /// nodes nor specs, and by the trace.
    unowned(unsafe) let element: any LayoutElement

    /// A reference to `element`, which the caller keeps alive while the reference is used.
    @inline(__always)
    init(_ element: any LayoutElement) {
        self.element = element
        pointer = unsafeBitCast(ObjectIdentifier(element), to: UnsafeRawPointer.self)
        let type = Swift.type(of: element)
        // The commonest classes are recognised by identity, before the casts that walk the
        // class hierarchy.
        if type == DisplayNode.self {
            kind = .node
        } else if type == StackLayoutSpec.self || type == InsetLayoutSpec.self {
            kind = .spec
        } else if type is DisplayNode.Type {
            kind = .node
        } else if type is LayoutSpec.Type {
            kind = .spec
        } else {
            kind = .other
        }
    }

    /// The child's object identity (what `Layout.isLayout(of:)` compares with).
    @inline(__always)
    var identity: UnsafeRawPointer { pointer }

    /// The child's style.
    @inline(__always)
    var style: LayoutStyle {
        switch kind {
        case .node: return Unmanaged<DisplayNode>.fromOpaque(pointer)._withUnsafeGuaranteedRef { $0.style }
        case .spec: return Unmanaged<LayoutSpec>.fromOpaque(pointer)._withUnsafeGuaranteedRef { $0.style }
        case .other: return element.style
        }
    }

    /// What a stack laid out along `direction` with `alignItems` captures of the child's style.
    @inline(__always)
    func item(direction: StackDirection, alignItems: StackAlignItems) -> StackItem {
        switch kind {
        case .node:
            return Unmanaged<DisplayNode>.fromOpaque(pointer)._withUnsafeGuaranteedRef {
                StackItem(self, reading: $0, direction: direction, alignItems: alignItems)
            }
        case .spec:
            return Unmanaged<LayoutSpec>.fromOpaque(pointer)._withUnsafeGuaranteedRef {
                StackItem(self, reading: $0, direction: direction, alignItems: alignItems)
            }
        case .other:
            // Another conformer's style getter is called once, as a copy (it may compute it).
            return StackItem(self, reading: StyleSnapshot(element: element), direction: direction,
                             alignItems: alignItems)
        }
    }

    /// Measures the child (`layoutThatFits(_:parentSize:in:)`).
    @inline(__always)
    func layoutThatFits(_ range: SizeRange, parentSize: Size, in context: LayoutContext) -> Layout {
        switch kind {
        case .node:
            return Unmanaged<DisplayNode>.fromOpaque(pointer)._withUnsafeGuaranteedRef {
                $0.layoutThatFits(range, parentSize: parentSize, in: context)
            }
        case .spec:
            // `LayoutSpec.layoutThatFits`, inlined: a stack of stacks recurses through here, and one
            // frame less a level is less stack for a deep tree to touch.
            return Unmanaged<LayoutSpec>.fromOpaque(pointer)._withUnsafeGuaranteedRef {
                $0.measureCached(range, parentSize: parentSize, in: context, ownSizeRange: $0.ownSizeRange)
            }
        case .other:
            return element.layoutThatFits(range, parentSize: parentSize, in: context)
        }
    }

    /// Measures the child again into `layout`, its current layout from an earlier measurement in
    /// this pass. A plain leaf's layout is only its size, so that is all that changes (no layout
    /// made and the old one released); any other child is measured as by `layoutThatFits`.
    ///
    /// The plain leaf's path is inlined into the stack's loops; the other, which measures a child
    /// that may be a stack in turn, is a call (a recursive function is never inlined, so the
    /// whole method would stay a call).
    @inline(__always)
    func measure(_ range: SizeRange, parentSize: Size, in context: LayoutContext, into layout: inout Layout) {
        if kind == .node, !layout.isPlaceholder, context.trace == nil {
            if let size = plainLeafSize(range, parentSize: parentSize, in: context) {
                layout.size = size
                return
            }
        }
        measureInFull(range, parentSize: parentSize, in: context, into: &layout)
    }

    /// `measure(_:parentSize:in:into:)` for a child that is not a plain leaf.
    @inline(never)
    private func measureInFull(_ range: SizeRange, parentSize: Size, in context: LayoutContext, into layout: inout Layout) {
        layout = layoutThatFits(range, parentSize: parentSize, in: context)
    }

    /// Measures the child into `layout`, the layout of an earlier pass at the child's index
    /// (possibly another element's). When it is this child's own layout of a plain leaf (no
    /// sublayouts) and the child is still a plain leaf, only its size and position change: the
    /// element is neither retained again nor released. Anything else is replaced by
    /// `layoutThatFits`. (Inlined as `measure(_:parentSize:in:into:)` is.)
    @inline(__always)
    func measure(_ range: SizeRange, parentSize: Size, in context: LayoutContext, replacing layout: inout Layout) {
        if kind == .node, context.trace == nil, layout.isReusable(for: pointer) {
            if let size = plainLeafSize(range, parentSize: parentSize, in: context) {
                layout.resetForPlainLeaf(size: size)
                return
            }
        }
        measureInFull(range, parentSize: parentSize, in: context, replacing: &layout)
    }

    /// `measure(_:parentSize:in:replacing:)` for a child that is not a plain leaf, or whose old
    /// layout is not its own.
    @inline(never)
    private func measureInFull(_ range: SizeRange, parentSize: Size, in context: LayoutContext,
                               replacing layout: inout Layout) {
        // The old sublayouts are let go first: a child that is a spec then finds its own stale
        // storage held by its cache alone, and builds in it without copying.
        layout.sublayouts = []
        layout = layoutThatFits(range, parentSize: parentSize, in: context)
    }

    /// The size of the child's layout when it is a plain leaf (a node, see
    /// `DisplayNode.isPlainLeaf`), measured with `range`; nil for any other child.
    @inline(__always)
    private func plainLeafSize(_ range: SizeRange, parentSize: Size, in context: LayoutContext) -> Size? {
        Unmanaged<DisplayNode>.fromOpaque(pointer)._withUnsafeGuaranteedRef { node in
            node.isPlainLeaf ? node.plainLeafSize(range, parentSize: parentSize, in: context) : nil
        }
    }

    /// Makes `layout`, the layout of an earlier pass at the child's index, the child's
    /// placeholder: in place when it is the child's own (its element kept, its sublayouts let
    /// go), else replaced.
    @inline(__always)
    func placeholder(replacing layout: inout Layout) {
        if layout.isLayout(of: pointer) {
            layout.resetAsPlaceholder()
        } else {
            layout = placeholder()
        }
    }

    /// The unmeasured placeholder for the child.
    @inline(__always)
    func placeholder() -> Layout {
        Layout.placeholder(for: element)
    }
}
