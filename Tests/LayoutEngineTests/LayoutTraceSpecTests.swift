import LayoutEngine
import LayoutGeometry
import Testing

/// Every kind of spec, explained: who offered the child its range (and the Texture function),
/// the spec's size from its content, and where it placed the child, against the engine's frames.
@Suite("Layout trace: every kind of spec")
struct LayoutTraceSpecTests {
    /// Checks that `child`'s kept record was offered its range by `parent` through `texture`, that
    /// its placement equals its frame's offset from `parent`'s, and that the parent's content step
    /// gives the parent's size.
    private func expectExplained(_ t: TracedLayout, child: any LayoutElement, parent: any LayoutElement,
                                 texture: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let record = t.index[child]?.record
        #expect(record?.offeredBy.contains(texture) == true, "\(record?.offeredBy ?? "no record")",
                sourceLocation: sourceLocation)
        #expect(t.index[child]?.parent?.element === parent, sourceLocation: sourceLocation)
        guard let placed = t.step(.positioned, of: child, sourceLocation: sourceLocation),
              let childFrame = t.frame(child), let parentFrame = t.frame(parent) else { return }
        #expect(placed.position == TracedLayout.sum(placed), sourceLocation: sourceLocation)
        #expect(Point(x: childFrame.minX - parentFrame.minX, y: childFrame.minY - parentFrame.minY) == placed.position,
                "\(placed.text)", sourceLocation: sourceLocation)
        let content = t.ownSteps(parent).first { $0.kind == .content }
        #expect(content?.size == parentFrame.size, "\(content?.text ?? "no content step")", sourceLocation: sourceLocation)
    }

    @Test func inset() throws {
        let child = box("child", 50, 20)
        let spec = InsetLayoutSpec(insets: EdgeInsets(top: 5, left: 7, bottom: 3, right: 1), child: child)
        let t = TracedLayout(spec, in: sizeRange(0, 0, 200, 200))
        expectExplained(t, child: child, parent: spec, texture: "ASInsetLayoutSpec")
        #expect(t.index[child]?.record.offered == sizeRange(0, 0, 192, 192))
        #expect(t.step(.positioned, of: child)?.text.contains("left 7, top 5") == true)
        #expect(t.frame(spec)?.size == Size(width: 58, height: 28))
    }

    @Test func center() throws {
        let child = box("child", 51, 20)
        let spec = CenterLayoutSpec(centeringOptions: .xy, child: child)
        let t = TracedLayout(spec, in: sizeRange(100, 100, 100, 100))
        expectExplained(t, child: child, parent: spec, texture: "ASCenterLayoutSpec")
        #expect(t.step(.positioned, of: child)?.rule == "T7")
        #expect(t.frame(child)?.origin == Point(x: 24.5, y: 40))
    }

    @Test func relative() throws {
        let child = box("child", 30, 30)
        let spec = RelativeLayoutSpec(horizontalPosition: .end, verticalPosition: .start, child: child)
        let t = TracedLayout(spec, in: sizeRange(100, 100, 100, 100))
        expectExplained(t, child: child, parent: spec, texture: "ASRelativeLayoutSpec")
        #expect(t.frame(child)?.origin == Point(x: 70, y: 0))
    }

    @Test func ratio() throws {
        let child = box("child")
        let spec = RatioLayoutSpec(ratio: 0.5, child: child)
        let t = TracedLayout(spec, in: sizeRange(0, 0, 100, .infinity))
        expectExplained(t, child: child, parent: spec, texture: "ASRatioLayoutSpec")
        #expect(t.index[child]?.record.offered == sizeRange(100, 50, 100, 50))
        #expect(t.frame(child)?.size == Size(width: 100, height: 50))
    }

    @Test func absolute() throws {
        let child = box("child", 20, 20)
        child.style.layoutPosition = Point(x: 15, y: 25)
        let spec = AbsoluteLayoutSpec(sizing: .sizeToFit, children: [child])
        let t = TracedLayout(spec, in: sizeRange(0, 0, 200, 200))
        expectExplained(t, child: child, parent: spec, texture: "ASAbsoluteLayoutSpec")
        #expect(t.step(.positioned, of: child)?.text.contains("layoutPosition (15, 25)") == true)
        #expect(t.frame(spec)?.size == Size(width: 35, height: 45))
    }

    @Test func backgroundAndOverlay() throws {
        let child = box("child", 40, 30), back = box("back"), over = box("over")
        let background = BackgroundLayoutSpec(child: child, background: back)
        let overlay = OverlayLayoutSpec(child: background, overlay: over)
        let t = TracedLayout(overlay, in: sizeRange(0, 0, 200, 200))
        expectExplained(t, child: child, parent: background, texture: "ASBackgroundLayoutSpec")
        #expect(t.index[back]?.record.offeredBy.contains("the child's exact size, for the background") == true)
        #expect(t.index[back]?.record.offered == sizeRange(40, 30, 40, 30))
        #expect(t.index[over]?.record.offeredBy.contains("the child's exact size, for the overlay") == true)
        expectExplained(t, child: over, parent: overlay, texture: "ASOverlayLayoutSpec")
    }

    @Test func corner() throws {
        let child = box("child", 40, 40), badge = box("badge", 10, 10)
        let spec = CornerLayoutSpec(child: child, corner: badge, location: .topRight, offset: Point(x: -2, y: 2))
        let t = TracedLayout(spec, in: sizeRange(0, 0, 200, 200))
        expectExplained(t, child: badge, parent: spec, texture: "ASCornerLayoutSpec")
        #expect(t.step(.positioned, of: badge)?.text.contains("topRight") == true)
        #expect(t.frame(badge)?.origin == Point(x: 33, y: -3))
    }

    @Test func wrapperAndNodeWithSpec() throws {
        let child = box("child", 25, 15)
        let wrapper = WrapperLayoutSpec(child: child)
        let node = DisplayNode()
        node.debugName = "owner"
        node.automaticallyManagesSubnodes = true
        node.layoutSpecBlock = { _, _ in wrapper }
        let t = TracedLayout(node, in: sizeRange(0, 0, 100, 100))
        expectExplained(t, child: child, parent: wrapper, texture: "ASWrapperLayoutSpec")
        expectExplained(t, child: wrapper, parent: node, texture: "ASDisplayNode -calculateLayoutThatFits:")
        #expect(t.ownSteps(node).first { $0.kind == .content }?.text.contains("its layout spec's size 25 × 15") == true)
    }

    @Test("A text node's base size is its measured text; a plain node offered ∞ collapses (T2)")
    func leaves() throws {
        let text = TextNode("Hello")
        text.debugName = "text"
        let plain = box("plain")
        let stack = StackLayoutSpec(direction: .vertical, alignItems: .start, children: [text, plain])
        let t = TracedLayout(stack, in: sizeRange(0, 0, 200, .infinity))
        let base = try #require(t.step(.base, of: text))
        #expect(base.text.contains("text measured within 200 × ∞"), "\(base.text)")
        let plainBase = try #require(t.step(.base, of: plain))
        #expect(plainBase.rule == "T2")
        #expect(plainBase.text.contains("unbounded"), "\(plainBase.text)")
        #expect(t.frame(plain)?.size == Size(width: 0, height: 0))
    }
}
