import LayoutEngine
import LayoutGeometry
import LayoutLabTestSupport
import Testing

/// The scroll node: content unbounded along the scrollable directions, offset, own size.
@Suite struct ScrollNodeTests {
    private func frame(of element: any LayoutElement, in tree: LayoutTree) -> Rect? {
        tree.root.flattened.first { $0.element === element }?.frame
    }

    private func column(_ heights: [Double], width: Double? = nil) -> (StackLayoutSpec, [DisplayNode]) {
        let rows = heights.enumerated().map { box("row\($0.offset)", width, $0.element) }
        return (StackLayoutSpec(direction: .vertical, children: rows), rows)
    }

    @Test func verticalContentIsUnboundedAndOffset() throws {
        let (content, rows) = column([100, 100, 100])
        let scroll = ScrollNode(content: content, scrollDirection: .vertical, contentOffset: Point(x: 0, y: 120))
        scroll.style.preferredSize = Size(width: 200, height: 150)
        let tree = layOut(StackLayoutSpec(direction: .vertical, children: [box("header", nil, 20), scroll]),
                          in: sizeRange(200, 0, 200, 400))
        #expect(frame(of: scroll, in: tree) == rect(0, 20, 200, 150))
        // The content is 300 high (not limited to 150); shown 120 points up from the node's origin.
        #expect(frame(of: content, in: tree) == rect(0, 20 - 120, 200, 300))
        #expect(frame(of: rows[0], in: tree) == rect(0, -100, 200, 100))
        #expect(frame(of: rows[2], in: tree) == rect(0, 100, 200, 100))
        #expect(scroll.clipsToBounds && scroll.subnodes.count == 3)
    }

    @Test func horizontalContentKeepsTheHeightLimit() throws {
        let rows = (0..<4).map { box("tile\($0)", 80, nil) }
        let content = StackLayoutSpec(direction: .horizontal, alignItems: .stretch, children: rows)
        let scroll = ScrollNode(content: content, scrollDirection: .horizontal, contentOffset: Point(x: 50, y: 0))
        let tree = layOut(scroll, in: sizeRange(0, 0, 200, 60))
        // Parent size (200×60) clamped to the range: the node is 200×60; the content 320 wide.
        #expect(tree.size == Size(width: 200, height: 60))
        #expect(frame(of: content, in: tree) == rect(-50, 0, 320, 60))
        #expect(frame(of: rows[3], in: tree) == rect(190, 0, 80, 60))
    }

    @Test func bothDirectionsLeaveTheContentAtItsOwnSize() throws {
        let big = box("big", 500, 700)
        let scroll = ScrollNode(content: big, scrollDirection: .both, contentOffset: Point(x: 10, y: 20.5))
        let tree = layOut(scroll, in: sizeRange(0, 0, 100, 100))
        #expect(tree.size == Size(width: 100, height: 100))
        // Positions are pixel-ceiled at scale 2: −20.5 stays.
        #expect(frame(of: big, in: tree) == rect(-10, -20.5, 500, 700))
    }

    @Test func anUnboundedAxisTakesTheContentsSize() throws {
        // As a table row would host it: a width, no height limit.
        let (content, _) = column([30, 30])
        let scroll = ScrollNode(content: content, scrollDirection: .horizontal)
        let tree = layOut(scroll, in: sizeRange(0, 0, 375, .infinity))
        #expect(tree.size == Size(width: 375, height: 60))
    }

    @Test func aVerticalScrollNodeInAnUnboundedParentIsAsTallAsItsContent() throws {
        let (content, _) = column([40, 40, 40], width: 10)
        let scroll = ScrollNode(content: content)
        let tree = layOut(scroll, in: sizeRange(0, 0, 320, .infinity))
        #expect(tree.size == Size(width: 320, height: 120))
    }

    @Test func withoutContentItMeasuresLikeAPlainNode() {
        let scroll = ScrollNode()
        let tree = layOut(scroll, in: sizeRange(0, 0, 120, 80))
        #expect(tree.size == Size(width: 120, height: 80))
        #expect(tree.root.children.isEmpty)
    }

    @Test func theLayoutSpecBlockServesAsContent() throws {
        let row = box("row", nil, 500)
        let scroll = ScrollNode(contentOffset: Point(x: 0, y: 100))
        scroll.layoutSpecBlock = { _, _ in row }
        let tree = layOut(scroll, in: sizeRange(0, 0, 100, 200))
        #expect(frame(of: row, in: tree) == rect(0, -100, 100, 500))
        #expect(scroll.kindName == "scroll")
    }
}
