import LayoutEngine
import LayoutGeometry
import LayoutLabTestSupport
import Testing

/// The per-pass measurement cache of nodes and specs.
@Suite("Measurement cache")
struct MeasurementCacheTests {
    @Test func aRepeatedMeasurementInOnePassIsServedFromTheCache() {
        let node = AspectNode(name: "aspect", ratio: 2)
        let context = LayoutContext(scale: 2, textMeasurer: GlyphBoxMeasurer())
        let range = sizeRange(0, 0, 40, 100)
        let first = node.layoutThatFits(range, in: context)
        let second = node.layoutThatFits(range, in: context)
        #expect(node.measuredRanges.count == 1)
        #expect(second.size == first.size)
        #expect(second.element === node)
        // Another range, or a new pass, measures again.
        _ = node.layoutThatFits(sizeRange(0, 0, 30, 100), in: context)
        #expect(node.measuredRanges.count == 2)
        context.beginPass()
        _ = node.layoutThatFits(sizeRange(0, 0, 30, 100), in: context)
        #expect(node.measuredRanges.count == 3)
    }

    @Test func cachingCanBeTurnedOff() {
        let node = AspectNode(name: "aspect", ratio: 2)
        let context = LayoutContext(scale: 2, textMeasurer: GlyphBoxMeasurer())
        context.cachesMeasurements = false
        let range = sizeRange(0, 0, 40, 100)
        _ = node.layoutThatFits(range, in: context)
        _ = node.layoutThatFits(range, in: context)
        #expect(node.measuredRanges.count == 2)
    }

    @Test func aSpecsCachedLayoutKeepsItsSublayoutsAndMetrics() {
        let top = box("top", 10, 10)
        top.style.ascender = 6
        let stack = StackLayoutSpec(direction: .vertical, children: [top, box("bottom", 10, 10)])
        let context = LayoutContext(scale: 2, textMeasurer: GlyphBoxMeasurer())
        let first = stack.layoutThatFits(.unconstrained, in: context)
        let cached = stack.layoutThatFits(.unconstrained, in: context)
        #expect(cached.sublayouts.map(\.frame) == first.sublayouts.map(\.frame))
        #expect(cached.ascender == 6)
    }

    @Test func thePublicCacheFormRoundTrips() {
        let node = AspectNode(name: "node", ratio: 2)
        let context = LayoutContext(scale: 2, textMeasurer: GlyphBoxMeasurer())
        let range = sizeRange(0, 0, 40, 100)
        let measured = node.layoutThatFits(range, in: context)
        let other = AspectNode(name: "other", ratio: 3)
        other.layoutCache = node.layoutCache
        let served = other.layoutThatFits(range, in: context)
        #expect(other.measuredRanges.isEmpty)
        #expect(served.element === other)
        #expect(served.size == measured.size)
    }

    @Test func theCacheDoesNotKeepItsElementAlive() {
        weak var weakNode: DisplayNode?
        do {
            let node = box("node", 10, 10)
            weakNode = node
            _ = StackLayoutSpec(children: [node]).layoutThatFits(.unconstrained,
                                                               in: LayoutContext(scale: 2, textMeasurer: GlyphBoxMeasurer()))
        }
        #expect(weakNode == nil)
    }

    @Test func layoutMetricsDefaultToTheStyleAndCanBeSet() {
        let node = box("node", 10, 10)
        node.style.ascender = 4
        node.style.descender = -2
        var layout = Layout(element: node, size: Size(width: 10, height: 10), grid: PixelGrid(scale: 2))
        #expect(layout.ascender == 4)
        #expect(layout.descender == -2)
        layout.ascender = 7
        #expect(layout.ascender == 7)
        #expect(layout.descender == -2)
    }
}

/// A subclass that changes nothing, so it is measured through `calculateLayout`.
final class SubclassedNode: DisplayNode {}

@Suite("Plain leaf measurement")
struct PlainLeafMeasurementTests {
    @Test func plainNodesMeasureExactlyLikeTheGeneralPath() {
        let styles: [(String, (inout LayoutStyle) -> Void)] = [
            ("unsized", { _ in }),
            ("fixed", { $0.preferredSize = Size(width: 30, height: 40.3) }),
            ("height only", { $0.height = .points(100) }),
            ("percent", { $0.width = .fraction(0.5); $0.maxHeight = .points(20) }),
            ("min over max", { $0.minWidth = .points(100); $0.maxWidth = .points(50) }),
        ]
        let ranges = [
            sizeRange(0, 0, 300, 300), sizeRange(0, 0, 300, .infinity), SizeRange.unconstrained,
            sizeRange(10, 10, 10, 10), sizeRange(50, 0, 20, 20), sizeRange(.nan, 0, .nan, 100),
        ]
        let parents = [Size(width: 200, height: 100), Size.undefined]
        let context = LayoutContext(scale: 2, textMeasurer: GlyphBoxMeasurer())
        for (name, configure) in styles {
            for intrinsic in [nil, Size(width: 12.2, height: 7)] as [Size?] {
                let plain = DisplayNode(), general = SubclassedNode()
                configure(&plain.style)
                configure(&general.style)
                plain.intrinsicSize = intrinsic
                general.intrinsicSize = intrinsic
                for range in ranges {
                    for parent in parents {
                        let a = plain.layoutThatFits(range, parentSize: parent, in: context)
                        let b = general.layoutThatFits(range, parentSize: parent, in: context)
                        #expect(a.size.isIdentical(to: b.size), "\(name), intrinsic \(String(describing: intrinsic)), \(range.description)")
                        #expect(a.element === plain && !a.isPlaceholder && a.sublayouts.isEmpty)
                    }
                }
            }
        }
    }

    @Test func aNodeWithASpecBlockIsMeasuredThroughItsSpec() {
        let node = DisplayNode()
        let inner = box("inner", 20, 10)
        node.layoutSpecBlock = { _, _ in StackLayoutSpec(children: [inner]) }
        let layout = node.layoutThatFits(sizeRange(0, 0, 100, 100), in: LayoutContext(scale: 2, textMeasurer: GlyphBoxMeasurer()))
        #expect(layout.size == Size(width: 20, height: 10))
        #expect(layout.sublayouts.count == 1)
    }
}
