import LayoutEngine
import LayoutGeometry
import Testing

/// A node measured through the general path, never as a plain leaf (its class is not
/// `DisplayNode`): the reference a plain leaf's shortcuts are compared with.
final class FullyMeasuredNode: DisplayNode {}

/// A seeded generator, so a randomized comparison sees the same cases in every run.
struct SeededGenerator {
    var state: UInt64

    /// A number in `0..<bound`.
    mutating func next(_ bound: Int) -> Int {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Int((state >> 33) % UInt64(bound))
    }

    /// One of `values`.
    mutating func pick<T>(_ values: [T]) -> T { values[next(values.count)] }
}

extension SeededGenerator {
    /// A random size dimension: auto, points (whole, fractional, zero, NaN, infinite, negative)
    /// or a fraction of the parent.
    mutating func dimension() -> Dimension {
        switch next(5) {
        case 0, 1: return .auto
        case 2: return .points(Double(next(80)) + [0, 0.25, 1.0 / 3][next(3)])
        case 3: return .fraction(Double(next(5)) / 4)
        default: return [Dimension.points(0), .points(.nan), .points(.infinity), .points(-4)][next(4)]
        }
    }

    /// A random extent for a range or a parent size, infinite and NaN included.
    mutating func extent() -> Double { [0, 10, 33.5, 60, 100, .infinity, .nan][next(7)] }

    /// A random style for a stack child: sizes, limits, flex factors and basis, alignment.
    mutating func stackChildStyle() -> LayoutStyle {
        var style = LayoutStyle()
        let sizes: [Dimension] = [.auto, .auto, .points(10), .points(33.5), .points(1.0 / 3), .fraction(0.25), .points(0)]
        style.width = pick(sizes)
        style.height = pick(sizes)
        style.minWidth = pick([.auto, .auto, .points(8)])
        style.maxHeight = pick([.auto, .auto, .points(40)])
        style.flexGrow = pick([0, 0, 1, 2.5])
        style.flexShrink = pick([0, 1, 1, 0.5])
        style.flexBasis = pick([.auto, .auto, .points(10), .points(75), .fraction(0.5)])
        style.alignSelf = pick([.auto, .auto, .auto, .start, .stretch, .center])
        style.spacingBefore = pick([0, 0, 3])
        return style
    }

    /// The same stack twice: with `DisplayNode` leaves and with `FullyMeasuredNode` leaves.
    mutating func stacks() -> (plain: StackLayoutSpec, general: StackLayoutSpec) {
        let direction = pick([StackDirection.horizontal, .vertical])
        let alignItems = pick([StackAlignItems.stretch, .stretch, .start, .center, .end])
        let justify = pick([StackJustifyContent.start, .center, .spaceBetween, .end])
        let wrap = pick([StackFlexWrap.noWrap, .noWrap, .wrap])
        let spacing = pick([0, 4, 2.5])
        var plain: [any LayoutElement] = [], general: [any LayoutElement] = []
        for _ in 0..<(1 + next(9)) {
            if next(6) == 0 {
                // A nested stack, so a plain leaf is also re-measured inside a flexed child.
                let (p, g) = stacks()
                let s = stackChildStyle()
                p.style = s
                g.style = s
                plain.append(p)
                general.append(g)
                continue
            }
            let s = stackChildStyle()
            let a = DisplayNode(), b = FullyMeasuredNode()
            a.style = s
            b.style = s
            if next(8) == 0 { a.intrinsicSize = Size(width: 12, height: 7); b.intrinsicSize = a.intrinsicSize }
            plain.append(a)
            general.append(b)
        }
        func stack(_ children: [any LayoutElement]) -> StackLayoutSpec {
            StackLayoutSpec(direction: direction, spacing: spacing, justifyContent: justify, alignItems: alignItems,
                            flexWrap: wrap, children: children)
        }
        return (stack(plain), stack(general))
    }
}

/// A layout spec block that makes a node's layout an inset of `inset` around a fixed `width` ×
/// `height` node: a node given it is no longer a plain leaf, and its layout has a sublayout.
func insetSpecBlock(width: Double, height: Double, inset: Double) -> (DisplayNode, SizeRange) -> any LayoutElement {
    { _, _ in
        let inner = DisplayNode()
        inner.style.width = .points(width)
        inner.style.height = .points(height)
        return InsetLayoutSpec(insets: EdgeInsets(all: inset), child: inner)
    }
}

/// Every frame and baseline metric, bit for bit, and the placeholder flags; the number of layouts
/// compared.
func compareLayouts(_ a: Layout, _ b: Layout, _ path: String) -> Int {
    #expect(a.size.width.bitPattern == b.size.width.bitPattern && a.size.height.bitPattern == b.size.height.bitPattern
            && a.position.x.bitPattern == b.position.x.bitPattern && a.position.y.bitPattern == b.position.y.bitPattern
            && a.isPlaceholder == b.isPlaceholder && a.sublayouts.count == b.sublayouts.count
            && a.ascender.bitPattern == b.ascender.bitPattern && a.descender.bitPattern == b.descender.bitPattern,
            "\(path): \(a.frame) against \(b.frame)")
    var count = 1
    for (i, (x, y)) in zip(a.sublayouts, b.sublayouts).enumerated() { count += compareLayouts(x, y, path + "/\(i)") }
    return count
}
