import LayoutEngine
import LayoutGeometry
import LayoutLabTestSupport
import Testing

/// Network image, video, map, editable text and cell nodes: how they measure.
@Suite struct ContentNodeTests {
    private func frame(of element: any LayoutElement, in tree: LayoutTree) -> Rect? {
        tree.root.flattened.first { $0.element === element }?.frame
    }

    @Test func networkImageVideoAndMapHaveNoIntrinsicSizeUntilGivenOne() throws {
        let image = NetworkImageNode(url: "https://example.com/a.png")
        let video = VideoNode(url: "https://example.com/a.mp4")
        let map = MapNode(center: MapCoordinate(latitude: 52.5, longitude: 13.4))
        let sized = NetworkImageNode()
        sized.intrinsicSize = Size(width: 40, height: 30)
        let stack = StackLayoutSpec(direction: .vertical, alignItems: .start, children: [image, video, map, sized])
        let tree = layOut(stack, in: sizeRange(0, 0, 300, .infinity))
        // Unsized along the stack's unbounded axis: 0 high; the cross axis (start) gives no width either.
        #expect(frame(of: image, in: tree) == rect(0, 0, 0, 0))
        #expect(frame(of: video, in: tree) == rect(0, 0, 0, 0))
        #expect(frame(of: map, in: tree) == rect(0, 0, 0, 0))
        #expect(frame(of: sized, in: tree) == rect(0, 0, 40, 30))
        #expect(image.kindName == "networkImage" && video.kindName == "video" && map.kindName == "map")
        #expect(image.image == nil && video.url == "https://example.com/a.mp4")
    }

    @Test func aRatioSpecGivesANetworkImageItsSize() throws {
        let image = NetworkImageNode(url: "u")
        let tree = layOut(RatioLayoutSpec(ratio: 0.5, child: image), in: sizeRange(0, 0, 320, .infinity))
        #expect(frame(of: image, in: tree) == rect(0, 0, 320, 160))
    }

    @Test func editableTextMeasuresItsTextPlusTheInsets() throws {
        // GlyphBoxMeasurer: every character 10×10 in "Sans 10".
        let field = EditableTextNode(text: AttributedText("abcd", font: "Sans 10"),
                                     placeholder: AttributedText("type here", font: "Sans 10"),
                                     textContainerInset: EdgeInsets(top: 4, left: 6, bottom: 2, right: 8))
        let tree = layOut(field, in: sizeRange(0, 0, 300, .infinity))
        #expect(tree.size == Size(width: 40 + 14, height: 10 + 6))
        #expect(!field.isDisplayingPlaceholder && field.displayedText.string == "abcd")
    }

    @Test func anEmptyEditableTextMeasuresItsPlaceholder() throws {
        let field = EditableTextNode(text: AttributedText("", font: "Sans 10"),
                                     placeholder: AttributedText("type here", font: "Sans 10"),
                                     textContainerInset: EdgeInsets(all: 5))
        let tree = layOut(field, in: sizeRange(0, 0, 300, .infinity))
        #expect(field.isDisplayingPlaceholder)
        #expect(tree.size == Size(width: 90 + 10, height: 10 + 10))
    }

    @Test func editableTextWrapsInsideTheInsetsAndIsLimitedToTheConstrainedSize() throws {
        let field = EditableTextNode(text: AttributedText("aaaa bbbb", font: "Sans 10"),
                                     textContainerInset: EdgeInsets(top: 0, left: 10, bottom: 0, right: 10))
        // 60 points wide: 40 inside the insets, so the two words wrap onto two lines.
        let free = layOut(field, in: sizeRange(0, 0, 60, .infinity))
        #expect(free.size == Size(width: 60, height: 20))
        // 15 points high: one line fits.
        let short = layOut(field, in: sizeRange(0, 0, 60, 15))
        #expect(short.size == Size(width: 60, height: 10))
        // Insets larger than the room: the size is cut to the constrained size.
        field.textContainerInset = EdgeInsets(top: 10, left: 0, bottom: 10, right: 0)
        let cut = layOut(field, in: sizeRange(0, 0, 200, 25))
        #expect(cut.size == Size(width: 90, height: 25))
    }

    @Test func typingReplacesTheTextInTheTypingAttributes() {
        let field = EditableTextNode(text: AttributedText("x", font: "Sans 12", color: .black))
        field.typingAttributes = AttributedText(runs: [], font: "Sans 20", color: .white)
        field.text = "hello"
        #expect(field.attributedText.string == "hello" && field.attributedText.font == "Sans 20")
        #expect(field.isUserInteractionEnabled)
    }

    @Test func aCellTakesItsWidthAndItsContentsHeightInATable() throws {
        let label = TextNode(AttributedText("one two three", font: "Sans 10"))
        let cell = CellNode()
        cell.layoutSpecBlock = { _, _ in InsetLayoutSpec(insets: EdgeInsets(all: 5), child: label) }
        // A table offers a width and an unbounded height: the content needs 2 lines + insets = 30.
        let tree = layOut(cell, in: sizeRange(100, 0, 100, .infinity))
        #expect(tree.size == Size(width: 100, height: 30))
        // The label is stretched to the cell's minimum width less the insets.
        #expect(frame(of: label, in: tree) == rect(5, 5, 90, 20))
    }

    @Test func aCellSizedByARangeKeepsToIt() throws {
        // A collection that sizes its items by a range bounds the cell: 12 points, not the 30
        // its content would take (the cell used to lift the limit).
        let label = TextNode(AttributedText("one two three", font: "Sans 10"))
        let cell = CellNode()
        cell.layoutSpecBlock = { _, _ in InsetLayoutSpec(insets: EdgeInsets(all: 5), child: label) }
        let tree = layOut(cell, in: sizeRange(100, 0, 100, 12))
        #expect(tree.size == Size(width: 100, height: 12))
    }

    @Test func aCellsStyleHeightStillLimitsIt() {
        let cell = CellNode()
        cell.style.height = .points(44)
        cell.layoutSpecBlock = { _, _ in TextNode(AttributedText("x", font: "Sans 10")) }
        let tree = layOut(cell, in: sizeRange(320, 0, 320, .infinity))
        #expect(tree.size == Size(width: 320, height: 44))
    }

    @Test func anEmptyCellIsAsWideAsOfferedAndHasNoHeight() {
        let tree = layOut(CellNode(), in: sizeRange(0, 0, 320, 500))
        #expect(tree.size == Size(width: 320, height: 0))
    }

    @Test func aStackOfCellsIsATable() throws {
        let cells = (0..<3).map { i -> CellNode in
            let cell = CellNode()
            let text = TextNode(AttributedText(String(repeating: "w ", count: i * 3 + 1), font: "Sans 10"))
            cell.layoutSpecBlock = { _, _ in InsetLayoutSpec(insets: EdgeInsets(all: 2), child: text) }
            return cell
        }
        let table = StackLayoutSpec(direction: .vertical, children: cells)
        let tree = layOut(table, in: sizeRange(50, 0, 50, 60))
        // 46 points inside the insets hold 4 characters per line ("w w "): 1, 4 and 7 one-letter
        // words take 1, 2 and 4 lines; the last cell runs past the stack's 60-point limit.
        #expect(frame(of: cells[0], in: tree) == rect(0, 0, 50, 14))
        #expect(frame(of: cells[1], in: tree) == rect(0, 14, 50, 24))
        #expect(frame(of: cells[2], in: tree) == rect(0, 38, 50, 44))
    }
}
