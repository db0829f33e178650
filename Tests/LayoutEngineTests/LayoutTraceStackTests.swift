import LayoutEngine
import LayoutGeometry
import LayoutLabTestSupport
import Testing

/// Every stack step, explained: the trace's step names and numbers against the frames the engine
/// produced.
@Suite("Layout trace: the stack's steps")
struct LayoutTraceStackTests {
    @Test("Step 1 measures, step 3 grows by floored shares with the remainder to the first item (T10)")
    func growth() throws {
        let a = box("a", 100, 20, grow: 1), b = box("b", 100, 20, grow: 2)
        let stack = StackLayoutSpec(direction: .horizontal, children: [a, b])
        let t = TracedLayout(stack, in: sizeRange(300, 0, 300, 100))
        // Free space 100: floor(100/3) = 33 and floor(200/3) = 66; the 1 left over goes to a.
        let measured = try #require(t.step(.measured, of: a))
        #expect(measured.size == Size(width: 100, height: 20))
        #expect(measured.texture == "layoutItemsAlongUnconstrainedStackDimension")
        let grewA = try #require(t.step(.grew, of: a))
        #expect(grewA.text.contains("grew by 34"), "\(grewA.text)")
        #expect(grewA.text.contains("+ 1 left over"), "\(grewA.text)")
        #expect(grewA.rule.contains("T10"))
        #expect(grewA.size?.width == t.frame(a)?.width)
        #expect(t.frame(a)?.width == 134)
        let grewB = try #require(t.step(.grew, of: b))
        #expect(grewB.text.contains("grew by 66"), "\(grewB.text)")
        #expect(grewB.size?.width == t.frame(b)?.width)
        // The flexed length is offered exactly, by step 3.
        let offeredBy = try #require(t.index[b]?.record.offeredBy)
        #expect(offeredBy.contains("step 3 (flexLinesAlongStackDimension)"), "\(offeredBy)")
        #expect(t.index[b]?.record.offered.min.width == 166)
    }

    @Test("Step 3 shrinks in one pass, weighted by size × flexShrink (T9)")
    func shrinking() throws {
        let a = box("a", 300, 20, shrink: 1), b = box("b", 100, 20, shrink: 1)
        let stack = StackLayoutSpec(direction: .horizontal, children: [a, b])
        let t = TracedLayout(stack, in: sizeRange(200, 0, 200, 100))
        // Overflow 200, weighted 300:100 → 150 and 50.
        let shrankA = try #require(t.step(.shrank, of: a))
        #expect(shrankA.text.contains("shrank by 150"), "\(shrankA.text)")
        #expect(shrankA.rule.contains("T9"))
        #expect(t.frame(a)?.width == 150)
        let shrankB = try #require(t.step(.shrank, of: b))
        #expect(shrankB.text.contains("shrank by 50"), "\(shrankB.text)")
        #expect(shrankB.size?.width == t.frame(b)?.width)
    }

    @Test("Step 5 stretches a child to its line's cross size; an explicit cross size is kept (T14)")
    func stretching() throws {
        let tall = box("tall", 50, 40), auto = box("auto", 50), fixed = box("fixed", 50, 10)
        let stack = StackLayoutSpec(direction: .horizontal, children: [tall, auto, fixed])
        let t = TracedLayout(stack, in: sizeRange(0, 0, 300, .infinity))
        let stretched = try #require(t.step(.stretched, of: auto))
        #expect(stretched.text.contains("line cross size 40"), "\(stretched.text)")
        #expect(stretched.size?.height == 40)
        #expect(t.frame(auto)?.height == 40)
        // The fixed child is measured again at the line's cross size, and its own height wins.
        let kept = try #require(t.step(.stretched, of: fixed))
        #expect(kept.text.contains("its own cross size kept it at 10"), "\(kept.text)")
        #expect(kept.rule.contains("T14"))
        #expect(t.frame(fixed)?.height == 10)
    }

    @Test("Optimized flexing: the one grow-and-shrink child starts unmeasured, then takes what is left (T12)")
    func optimizedFlexing() throws {
        let fixed = box("fixed", 100, 20), flexible = box("flexible", nil, 20, grow: 1, shrink: 1)
        let stack = StackLayoutSpec(direction: .horizontal, children: [fixed, flexible])
        let t = TracedLayout(stack, in: sizeRange(300, 0, 300, 100))
        let first = try #require(t.step(.measured, of: flexible))
        #expect(first.rule.contains("T12"))
        #expect(first.text.contains("not measured"))
        let grew = try #require(t.step(.grew, of: flexible))
        #expect(grew.text.contains("grew by 200"), "\(grew.text)")
        #expect(t.frame(flexible)?.width == 200)
    }

    @Test("Nothing flexes the placeholder: it is measured at length 0 (T12)")
    func zeroSizePlaceholder() throws {
        let fixed = box("fixed", 300, 20), flexible = box("flexible", nil, 20, grow: 1, shrink: 1)
        let stack = StackLayoutSpec(direction: .horizontal, children: [fixed, flexible])
        let t = TracedLayout(stack, in: sizeRange(300, 0, 300, 100))
        let measured = t.parentSteps(flexible).filter { $0.kind == .measured }
        #expect(measured.count == 2)
        #expect(measured.last?.texture == "layoutFlexibleChildrenAtZeroSize")
        #expect(measured.last?.size?.width == 0)
        #expect(t.frame(flexible)?.width == 0)
    }

    @Test("Step 7: justifyContent, spacing, spacingBefore and centring add up to the position (T7)")
    func positions() throws {
        let a = box("a", 40, 20), b = box("b", 50, 11)
        b.style.spacingBefore = 4
        let stack = StackLayoutSpec(direction: .horizontal, spacing: 10, justifyContent: .center, alignItems: .center,
                                    children: [a, b])
        let t = TracedLayout(stack, in: sizeRange(200, 30, 200, 30))
        let placed = try #require(t.step(.positioned, of: b))
        let sum = TracedLayout.sum(placed)
        #expect(placed.position == sum)
        // Free space 200 − (40 + 10 + 4 + 50) = 96, centred: 48; b at 48 + 40 + 10 + 4 = 102.
        #expect(sum.x == 102)
        #expect(placed.terms.contains { $0.label.hasPrefix("justifyContent center") && $0.amount == 48 })
        #expect(placed.terms.contains { $0.label == "spacingBefore" && $0.amount == 4 })
        // Cross: floor((30 − 11) / 2) to the pixel = 9.5 at scale 2.
        #expect(sum.y == 9.5)
        #expect(placed.rule.contains("T7"))
        #expect(t.frame(b) == rect(102, 9.5, 50, 11))
    }

    @Test("Step 6: the stack is its content clamped to its range (T15); sizes are pixel-ceiled (T5)")
    func stackSizeAndRounding() throws {
        let a = DisplayNode()
        a.debugName = "a"
        a.intrinsicSize = Size(width: 10.3, height: 10)
        let stack = StackLayoutSpec(direction: .horizontal, children: [a])
        let t = TracedLayout(stack, in: sizeRange(0, 0, 300, 100))
        let rounded = try #require(t.step(.rounded, of: a))
        #expect(rounded.size == Size(width: 10.5, height: 10))
        #expect(rounded.rule == "T5")
        let base = try #require(t.step(.base, of: a))
        #expect(base.size == Size(width: 10.3, height: 10))
        let content = try #require(t.ownSteps(stack).first { $0.kind == .content })
        #expect(content.rule.contains("T15"))
        #expect(content.size == t.tree.size)
    }

    @Test("A child's own min/max clamps its base size (T1)")
    func clamping() throws {
        let a = DisplayNode()
        a.debugName = "a"
        a.intrinsicSize = Size(width: 300, height: 20)
        a.style.maxWidth = .points(100)
        let stack = StackLayoutSpec(direction: .horizontal, alignItems: .start, children: [a])
        let t = TracedLayout(stack, in: sizeRange(0, 0, 400, 100))
        let own = try #require(t.step(.ownStyle, of: a))
        #expect(own.text.contains("0…100"), "\(own.text)")
        let clamped = try #require(t.step(.clamped, of: a))
        #expect(clamped.size == Size(width: 100, height: 20))
        #expect(t.frame(a)?.width == 100)
    }

    @Test("Tracing changes no frame, and an untraced layout records nothing")
    func tracingIsTransparent() {
        func build() -> (StackLayoutSpec, [DisplayNode]) {
            let nodes = [box("a", 100, 20, grow: 1), box("b", 150, 30, shrink: 1), box("c", nil, nil, grow: 1, shrink: 1)]
            return (StackLayoutSpec(direction: .horizontal, spacing: 3, justifyContent: .spaceBetween, children: nodes), nodes)
        }
        let (plainRoot, _) = build()
        let context = LayoutContext(scale: 3, textMeasurer: GlyphBoxMeasurer())
        let plain = LayoutTree.compute(root: plainRoot, range: sizeRange(0, 0, 233.3, 80), in: context)
        #expect(context.trace == nil)
        let (tracedRoot, _) = build()
        let traced = TracedLayout(tracedRoot, in: sizeRange(0, 0, 233.3, 80), scale: 3)
        #expect(plain.root.flattened.map(\.frame) == traced.tree.root.flattened.map(\.frame))
    }
}
