import LayoutEngine
import LayoutGeometry
import LayoutLabTestSupport
import Testing

/// Hit testing and the effective touch areas it implies.
@Suite struct HitTestTests {
    /// `node` named `name` at `frame` (in its parent's coordinates), with `children` added as
    /// subnodes by hand (each keeps the frame it was given).
    private func placedNode<N: DisplayNode>(_ node: N, _ name: String, _ frame: Rect, slop: Double = 0,
                                            children: [DisplayNode] = []) -> N {
        node.debugName = name
        node.frame = frame
        node.style.preferredSize = frame.size
        node.hitTestSlop = EdgeInsets(all: slop)
        for child in children { node.addSubnode(child) }
        return node
    }

    private func control(_ name: String, _ frame: Rect, slop: Double = 0, children: [DisplayNode] = []) -> ControlNode {
        placedNode(ControlNode(), name, frame, slop: slop, children: children)
    }

    private func plain(_ name: String, _ frame: Rect, slop: Double = 0, children: [DisplayNode] = []) -> DisplayNode {
        placedNode(DisplayNode(), name, frame, slop: slop, children: children)
    }

    /// A 200×200 screen (a plain root node) holding `children`.
    private func screen(_ children: [DisplayNode]) -> LayoutTree {
        let root = plain("screen", rect(0, 0, 200, 200), children: children)
        return layOut(root, in: sizeRange(200, 200, 200, 200))
    }

    private func area(_ tree: LayoutTree, _ node: DisplayNode) -> Rect? {
        tree.hitArea(of: node)?.area
    }

    private func total(_ rects: [Rect]) -> Double { rects.reduce(0) { $0 + $1.width * $1.height } }

    @Test func aNegativeSlopGrowsTheArea() throws {
        let button = control("button", rect(40, 40, 20, 20), slop: -10)
        let tree = screen([button])
        #expect(area(tree, button) == rect(30, 30, 40, 40))
        #expect(tree.hitTest(Point(x: 31, y: 31)) === button)
        #expect(tree.hitTest(Point(x: 29, y: 50)) == nil)
        let hit = try #require(tree.hitArea(of: button))
        #expect(total(hit.addedBySlop) == 40 * 40 - 20 * 20)
        #expect(hit.removedBySlop.isEmpty)
    }

    @Test func aPositiveSlopShrinksTheArea() throws {
        let button = control("button", rect(40, 40, 20, 20), slop: 5)
        let tree = screen([button])
        #expect(area(tree, button) == rect(45, 45, 10, 10))
        #expect(tree.hitTest(Point(x: 42, y: 42)) == nil)
        #expect(tree.hitTest(Point(x: 50, y: 50)) === button)
        let hit = try #require(tree.hitArea(of: button))
        #expect(hit.addedBySlop.isEmpty)
        #expect(total(hit.removedBySlop) == 20 * 20 - 10 * 10)
        #expect(hit.removedBySlop.allSatisfy { $0.intersection(rect(45, 45, 10, 10)) == nil })
    }

    @Test func aSlopLargerThanTheFrameLeavesNothing() throws {
        let button = control("button", rect(40, 40, 20, 20), slop: 10)
        let tree = screen([button])
        let hit = try #require(tree.hitArea(of: button))
        #expect(hit.area == nil)
        #expect(hit.removedBySlop == [rect(40, 40, 20, 20)])
        #expect(tree.hitTest(Point(x: 50, y: 50)) == nil)
    }

    @Test func theParentsBoundsLimitTheArea() {
        let button = control("button", rect(40, 40, 20, 20), slop: -10)
        let parent = plain("parent", rect(0, 0, 50, 50), children: [button])
        let tree = screen([parent])
        #expect(area(tree, button) == rect(30, 30, 20, 20))
        #expect(tree.hitTest(Point(x: 45, y: 45)) === button)
        // Inside the button's own frame but outside its parent: nothing takes it.
        #expect(tree.hitTest(Point(x: 55, y: 55)) == nil)
    }

    @Test func theParentsSlopWidensTheLimit() {
        let button = control("button", rect(40, 40, 20, 20), slop: -10)
        let parent = plain("parent", rect(0, 0, 50, 50), slop: -15, children: [button])
        let tree = screen([parent])
        // Parent limit: (-15, -15)–(65, 65), cut by the screen to (0, 0)–(65, 65).
        #expect(area(tree, button) == rect(30, 30, 35, 35))
        #expect(tree.hitTest(Point(x: 64, y: 64)) === button)
        #expect(tree.hitTest(Point(x: 66, y: 64)) == nil)
    }

    @Test func everyAncestorLimitsNotOnlyTheParent() {
        let button = control("button", rect(0, 0, 100, 100))
        let parent = plain("parent", rect(0, 0, 100, 100), children: [button])
        let grandparent = plain("grandparent", rect(10, 10, 30, 30), children: [parent])
        let tree = screen([grandparent])
        #expect(area(tree, button) == rect(10, 10, 30, 30))
        #expect(tree.hitTest(Point(x: 45, y: 45)) == nil)
    }

    @Test func aClippingAncestorCutsTheAreaWhateverItsSlop() {
        let button = control("button", rect(50, 50, 20, 20), slop: -10)
        let parent = plain("parent", rect(0, 0, 100, 100), slop: -50, children: [button])
        let clipper = plain("clipper", rect(0, 0, 60, 60), slop: -20, children: [parent])
        clipper.clipsToBounds = true
        let tree = screen([clipper])
        #expect(area(tree, button) == rect(40, 40, 20, 20))
        #expect(tree.hitTest(Point(x: 59, y: 59)) === button)
        #expect(tree.hitTest(Point(x: 61, y: 50)) == nil)
    }

    @Test func aClippingControlKeepsItsOwnSlopButCutsItsChildren() {
        let inner = control("inner", rect(15, 0, 20, 20), slop: -5)
        let outer = control("outer", rect(100, 100, 20, 20), slop: -10, children: [inner])
        outer.clipsToBounds = true
        let tree = screen([outer])
        #expect(area(tree, outer) == rect(90, 90, 40, 40))
        #expect(area(tree, inner) == rect(110, 100, 10, 20))
        #expect(tree.hitTest(Point(x: 92, y: 92)) === outer)
        // In the inner control's own frame, but outside the clipping outer frame: the outer's slop takes it.
        #expect(tree.hitTest(Point(x: 125, y: 110)) === outer)
        #expect(tree.hitTest(Point(x: 115, y: 110)) === inner)
    }

    @Test func hiddenNodesAndTheirSubtreesTakeNoTouches() {
        let button = control("button", rect(10, 10, 20, 20))
        let parent = plain("parent", rect(0, 0, 100, 100), children: [button])
        parent.isHidden = true
        let hiddenButton = control("hidden", rect(150, 150, 20, 20))
        hiddenButton.isHidden = true
        let tree = screen([parent, hiddenButton])
        #expect(tree.hitAreas.isEmpty)
        #expect(tree.hitTest(Point(x: 15, y: 15)) == nil)
        #expect(tree.hitTest(Point(x: 155, y: 155)) == nil)
    }

    @Test func transparentNodesTakeNoTouches() {
        let button = control("button", rect(10, 10, 20, 20))
        button.alpha = 0
        let tree = screen([button])
        #expect(tree.hitTest(Point(x: 15, y: 15)) == nil)
        #expect(tree.hitAreas.isEmpty)
    }

    @Test func theDeepestControlWins() {
        let inner = control("inner", rect(10, 10, 20, 20))
        let outer = control("outer", rect(20, 20, 100, 100), children: [inner])
        let tree = screen([outer])
        #expect(tree.hitTest(Point(x: 35, y: 35)) === inner)
        #expect(tree.hitTest(Point(x: 60, y: 60)) === outer)
        #expect(tree.hitAreas.map(\.node).elementsEqual([outer, inner], by: ===))
    }

    @Test func theLaterSiblingIsOnTop() {
        let below = control("below", rect(0, 0, 60, 60))
        let above = control("above", rect(40, 40, 60, 60))
        let tree = screen([below, above])
        #expect(tree.hitTest(Point(x: 50, y: 50)) === above)
        #expect(tree.hitTest(Point(x: 30, y: 30)) === below)
    }

    @Test func plainNodesPassTouchesThrough() {
        let button = control("button", rect(0, 0, 60, 60))
        let cover = plain("cover", rect(0, 0, 60, 60))
        let tree = screen([button, cover])
        #expect(tree.hitTest(Point(x: 30, y: 30)) === button)
        #expect(tree.hitTest(Point(x: 100, y: 100)) == nil)
    }

    @Test func theScreenLimitsTheRootsControls() {
        let button = control("button", rect(190, 190, 20, 20), slop: -10)
        let tree = screen([button])
        #expect(area(tree, button) == rect(180, 180, 20, 20))
        #expect(tree.hitTest(Point(x: 205, y: 195)) == nil)
    }

    @Test func scrolledContentIsHitWhereItShows() {
        let rows = (0..<4).map { i -> ControlNode in
            let row = ControlNode()
            row.debugName = "row\(i)"
            row.style.height = .points(50)
            return row
        }
        let scroll = ScrollNode(content: StackLayoutSpec(direction: .vertical, children: rows), contentOffset: Point(x: 0, y: 75))
        let tree = layOut(scroll, in: sizeRange(100, 100, 100, 100))
        #expect(tree.hitTest(Point(x: 10, y: 10)) === rows[1])
        #expect(tree.hitTest(Point(x: 10, y: 30)) === rows[2])
        #expect(tree.hitArea(of: rows[0])?.area == nil)
        #expect(tree.hitArea(of: rows[1])?.area == rect(0, 0, 100, 25))
        #expect(tree.hitArea(of: rows[3])?.area == rect(0, 75, 100, 25))
    }

    @Test func pointQueriesAgreeWithTheAreas() {
        let a = control("a", rect(20, 20, 40, 40), slop: -12)
        let b = control("b", rect(50, 10, 30, 80), slop: 6)
        let c = control("c", rect(5, 5, 20, 20), slop: -8)
        let group = plain("group", rect(100, 100, 80, 80), slop: -10, children: [c])
        let clip = plain("clip", rect(0, 120, 60, 60), children: [control("d", rect(40, 40, 40, 40), slop: -20)])
        clip.clipsToBounds = true
        let tree = screen([a, b, group, clip])
        let areas = tree.hitAreas
        #expect(areas.count == 4)
        for y in stride(from: 0.5, to: 200, by: 3) {
            for x in stride(from: 0.5, to: 200, by: 3) {
                let p = Point(x: x, y: y)
                let containing = areas.filter { $0.contains(p) }
                let hit = tree.hitTest(p)
                if let hit {
                    #expect(containing.contains { $0.node === hit }, "\(p) hit \(hit.debugName ?? "") outside its area")
                    // The topmost containing area is the one hit (no nesting among these controls).
                    #expect(containing.last?.node === hit, "\(p)")
                } else {
                    #expect(containing.isEmpty, "\(p) is in an area but hits nothing")
                }
            }
        }
    }
}
