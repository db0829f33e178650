import LayoutEngine
import LayoutGeometry
import LayoutLabTestSupport
import Testing

/// A stack builds each pass's layouts in the storage of the previous pass's, overwriting them in
/// place (a plain leaf's only in its size). Whatever changed between the passes, and whether the
/// previous layout tree is still held, the layout must be what a tree never laid out before gives.
@Suite("Stack layouts built over the previous pass's")
struct StackStaleLayoutsTests {
    /// Changes `spec` and the stacks inside it at random: children reordered, removed, added and
    /// replaced, styles and intrinsic sizes changed, layout spec blocks given and taken away, the
    /// stack's own settings changed. Two identical trees given identical generators change alike.
    private func mutate(_ spec: StackLayoutSpec, _ random: inout SeededGenerator) {
        var children = spec.children
        switch random.next(10) {
        case 0: children.reverse()
        case 1 where children.count > 1: children.removeLast(1 + random.next(children.count - 1))
        case 2: children.append(leaf(&random))
        case 3: children[random.next(children.count)] = leaf(&random)
        case 4: spec.direction = spec.direction == .horizontal ? .vertical : .horizontal
        case 5: spec.alignItems = random.pick([.stretch, .start, .center, .baselineFirst])
        default: break
        }
        spec.children = children
        for child in children {
            if let stack = child as? StackLayoutSpec {
                mutate(stack, &random)
            } else if let node = child as? DisplayNode {
                switch random.next(8) {
                case 0: node.style = random.stackChildStyle()
                case 1: node.intrinsicSize = node.intrinsicSize == nil ? Size(width: 9, height: 13) : nil
                case 2:
                    // No longer a plain leaf: its layout gains a sublayout (and loses it in case 3).
                    node.layoutSpecBlock = insetSpecBlock(width: 6, height: 4, inset: 2)
                case 3: node.layoutSpecBlock = nil
                default: break
                }
            }
        }
    }

    /// Checks that every layout of a spec's child is for that child (a layout built over another
    /// element's would keep that element); the number checked.
    private func checkElements(_ layout: Layout, _ path: String) -> Int {
        guard let spec = layout.element as? LayoutSpec, !layout.isPlaceholder else { return 0 }
        var checked = 0
        for (i, sublayout) in layout.sublayouts.enumerated() where i < spec.children.count {
            #expect(sublayout.element === spec.children[i], "\(path)/\(i): the layout of another element")
            checked += 1 + checkElements(sublayout, path + "/\(i)")
        }
        #expect(layout.sublayouts.count == spec.children.count, "\(path): one layout per child")
        return checked
    }

    /// Every size and position in `layout`, depth first, as bit patterns.
    private func frames(_ layout: Layout) -> [UInt64] {
        [layout.size.width, layout.size.height, layout.position.x, layout.position.y].map(\.bitPattern)
            + layout.sublayouts.flatMap(frames)
    }

    private func leaf(_ random: inout SeededGenerator) -> DisplayNode {
        let node = DisplayNode()
        node.style = random.stackChildStyle()
        return node
    }

    @Test func aTreeLaidOutAgainAfterChangesLaysOutAsAFreshOne() {
        var compared = 0, reused = 0, elements = 0
        for round in 0..<300 {
            let seed = UInt64(round) &* 7919 &+ 5
            var build = SeededGenerator(state: seed)
            let tree = build.stacks().plain
            let width = build.pick([0, 50, 100, 333.5, Double.infinity])
            let height = build.pick([0, 40, 120, Double.infinity])
            let range = SizeRange(min: .zero, max: Size(width: width, height: height))
            let parent = Size(width: width, height: height)
            let scale = build.pick([1.0, 2, 3])
            func layOut(_ root: StackLayoutSpec) -> Layout {
                root.layoutThatFits(range, parentSize: parent, in: LayoutContext(scale: scale, textMeasurer: GlyphBoxMeasurer()))
            }
            var held: Layout? = layOut(tree)
            var changes = SeededGenerator(state: seed ^ 0x9E37_79B9)
            for step in 0..<4 {
                // Half the time the previous layout tree is still held when the next pass runs; it
                // must come out of the pass unchanged.
                if changes.next(2) == 0 { held = nil }
                let heldBefore = held.map(frames)
                mutate(tree, &changes)
                let again = layOut(tree)
                #expect(held.map(frames) == heldBefore, "round \(round) step \(step): the held layout changed")
                // The reference: the same tree built anew and changed the same way, never laid out.
                var rebuild = SeededGenerator(state: seed)
                let fresh = rebuild.stacks().plain
                var replay = SeededGenerator(state: seed ^ 0x9E37_79B9)
                for _ in 0...step {
                    _ = replay.next(2)
                    mutate(fresh, &replay)
                }
                compared += compareLayouts(again, layOut(fresh), "round \(round) step \(step)")
                elements += checkElements(again, "round \(round) step \(step)")
                reused += again.sublayouts.filter { !$0.isPlaceholder && $0.sublayouts.isEmpty }.count
                held = again
            }
        }
        #expect(compared > 8000 && reused > 2000 && elements > 8000,
                "\(compared) layouts, \(reused) leaf layouts, \(elements) elements checked")
    }
}
