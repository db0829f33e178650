import LayoutGeometry

extension LayoutTrace {
    /// A number as the trace writes it: up to 4 decimals, `∞` for infinity.
    public static func number(_ v: Double) -> String {
        if v == .infinity { return "∞" }
        return LayoutFormat.number(v, maxDecimals: 4)
    }

    /// `120 × 40`.
    public static func describe(_ size: Size) -> String {
        "\(number(size.width)) × \(number(size.height))"
    }

    /// `0…∞ × 40`: each axis as `min…max`, or one number when exact.
    public static func describe(_ range: SizeRange) -> String {
        func axis(_ lo: Double, _ hi: Double) -> String {
            (lo == hi || (lo.isNaN && hi.isNaN)) ? number(lo) : "\(number(lo))…\(number(hi))"
        }
        return "\(axis(range.min.width, range.max.width)) × \(axis(range.min.height, range.max.height))"
    }

    /// `stack "header"` or `stack`.
    public static func label(_ element: any LayoutElement) -> String {
        element.debugName.map { "\(element.kindName) \"\($0)\"" } ?? element.kindName
    }

    /// How `parent` offers `child` its range when it named no step of its own.
    static func defaultOffer(by parent: any LayoutElement, to child: any LayoutElement) -> String {
        let name = label(parent)
        switch parent {
        case is DisplayNode:
            return "\(name): its layout spec gets the node's own range (ASDisplayNode -calculateLayoutThatFits:)"
        case is InsetLayoutSpec:
            return "\(name): its range less the insets (ASInsetLayoutSpec -calculateLayoutThatFits:, T19)"
        case let spec as RelativeLayoutSpec:
            return "\(name): minimum 0 on a positioned axis, the spec's own minimum on the other, its maximum "
                + "(\(spec is CenterLayoutSpec ? "ASCenterLayoutSpec" : "ASRelativeLayoutSpec") -calculateLayoutThatFits:)"
        case is RatioLayoutSpec:
            return "\(name): the size closest to its ratio within its range (ASRatioLayoutSpec -calculateLayoutThatFits:)"
        case is AbsoluteLayoutSpec:
            return "\(name): 0 up to its maximum less the child's layoutPosition, the child's own style size "
                + "(ASAbsoluteLayoutSpec -calculateLayoutThatFits:)"
        case let spec as BackgroundLayoutSpec:
            return spec.background === child
                ? "\(name): the child's exact size, for the background (ASBackgroundLayoutSpec -calculateLayoutThatFits:)"
                : "\(name): the spec's range (ASBackgroundLayoutSpec -calculateLayoutThatFits:)"
        case let spec as OverlayLayoutSpec:
            return spec.overlay === child
                ? "\(name): the child's exact size, for the overlay (ASOverlayLayoutSpec -calculateLayoutThatFits:)"
                : "\(name): the spec's range (ASOverlayLayoutSpec -calculateLayoutThatFits:)"
        case is CornerLayoutSpec:
            return "\(name): the spec's range for the child and the corner element (ASCornerLayoutSpec -calculateLayoutThatFits:)"
        default:
            return "\(name): the spec's own range (ASWrapperLayoutSpec / ASLayoutSpec -calculateLayoutThatFits:)"
        }
    }

    /// The step that sizes a spec (or a node through its spec) from its children, for elements
    /// that did not record one themselves.
    static func contentStep(of record: TraceRecord, _ layout: Layout) -> TraceStep {
        let element = record.element
        let range = record.resolved
        let subs = layout.sublayouts
        let size = layout.size
        func first() -> String { subs.first.map { describe($0.size) } ?? "nothing" }
        let text: String
        var rule = ""
        switch element {
        case is DisplayNode:
            text = subs.isEmpty ? "size \(describe(size))" : "its layout spec's size \(first())"
        case let inset as InsetLayoutSpec:
            let i = inset.insets
            text = "child \(first()) + insets (top \(number(i.top)), left \(number(i.left)), bottom \(number(i.bottom)), "
                + "right \(number(i.right))), clamped to \(describe(range))"
            rule = "T19"
        case let relative as RelativeLayoutSpec:
            text = "fills its maximum where bounded, else the child's size (\(first())); sizing "
                + "\(relative.sizingOption.rawValue) shrinks towards the child; clamped to \(describe(range))"
        case let ratio as RatioLayoutSpec:
            text = "ratio \(number(ratio.ratio)) (height / width) within \(describe(range)): the child's size \(first())"
        case let absolute as AbsoluteLayoutSpec:
            text = absolute.sizing == .sizeToFit || !range.max.isValidForSize
                ? "the union of its children's frames (sizeToFit), at least its minimum, clamped to \(describe(range))"
                : "fills its maximum \(describe(range.max)) (sizing default)"
        case is BackgroundLayoutSpec, is OverlayLayoutSpec:
            text = "its child's size \(subs.count > 1 ? describe(subs[subs.count - 1].size) : first())"
            rule = "T19"
        case let corner as CornerLayoutSpec:
            text = corner.wrapsCorner ? "the child's frame united with the corner element's, clamped to \(describe(range))"
                : "its child's size \(first())"
        case is StackLayoutSpec:
            text = "no children: its range's minimum \(describe(range.min))"
            rule = "T15"
        default:
            text = subs.isEmpty ? "no children: its range's minimum \(describe(range.min))"
                : "the largest child, at least its range's minimum → \(describe(size))"
        }
        return TraceStep(kind: .content, rule: rule, texture: "-calculateLayoutThatFits:", text: text, size: layout.size)
    }

    /// How `element` (a spec or a node with a spec) placed the child layout `sub`.
    static func positionStep(of sub: Layout, in element: any LayoutElement, _ layout: Layout, grid: PixelGrid) -> TraceStep {
        let p = sub.position
        let terms = [PositionTerm(axis: .x, amount: p.x, label: "x"), PositionTerm(axis: .y, amount: p.y, label: "y")]
        let at = "(\(number(p.x)), \(number(p.y)))"
        let text: String
        var rule = ""
        switch element {
        case let inset as InsetLayoutSpec:
            let i = inset.insets
            text = "placed by insets (left \(number(i.left)), top \(number(i.top))) at \(at)"
            if i.left.isInfinite || i.top.isInfinite || i.right.isInfinite || i.bottom.isInfinite {
                rule = "T7"
            }
        case let center as CenterLayoutSpec:
            text = "centred (centeringOptions \(center.centeringOptions.rawValue)): (spec − child) × ½, rounded to the pixel "
                + "grid, at \(at)"
            rule = "T7"
        case let relative as RelativeLayoutSpec:
            text = "placed by horizontalPosition \(relative.horizontalPosition.rawValue), verticalPosition "
                + "\(relative.verticalPosition.rawValue): (spec − child) × proportion, rounded to the pixel grid, at \(at)"
            rule = "T7"
        case is AbsoluteLayoutSpec:
            text = "placed at its layoutPosition \(at)"
        case let corner as CornerLayoutSpec:
            text = sub.element === corner.corner
                ? "centred on the \(corner.location.rawValue) corner, shifted by offset (\(number(corner.offset.x)), "
                    + "\(number(corner.offset.y))), at \(at)"
                : "at \(at)" + (p == .zero ? "" : " (the spec wraps the corner element)")
        case is DisplayNode:
            text = "the node's layout spec at its origin \(at)"
        default:
            text = "at the spec's origin \(at)"
        }
        return TraceStep(kind: .positioned, rule: rule, texture: "-calculateLayoutThatFits:", text: text, position: p,
                         terms: terms)
    }
}
