import LayoutEngine
import LayoutGeometry
import Testing

// Key frames of the scroll, editable text and table layouts (glyph-box text).

@Suite("Catalog frames: scroll, editable text and table")
struct CatalogContentNodeFrameTests {
    /// Each scroll node keeps the size its style and the column give it, while its content is laid
    /// out unbounded along the scrollable directions and shown from its content offset.
    @Test func scrollContentIsLargerThanItsBoundsAndOffset() throws {
        let tree = try CatalogSupport.glyphLayout("catalog/scroll@320")
        let imageScroll = try CatalogSupport.frame("imageScroll", in: tree)
        #expect(imageScroll == Rect(x: 10, y: 10, width: 200, height: 200))
        // The 800-pixel image at scale 2 is 400 points, shown from (100, 100).
        #expect(try CatalogSupport.frame("hugeImage", in: tree) == Rect(x: -90, y: -90, width: 400, height: 400))

        let listScroll = try CatalogSupport.frame("listScroll", in: tree)
        #expect(listScroll == Rect(x: 10, y: 222, width: 300, height: 120))
        // Rows of 18 characters (276 / 15): 2, 1, 3, 1 and 3 lines, each inset 10 above and below.
        let list = try CatalogSupport.frame("listStack", in: tree)
        #expect(list == Rect(x: 10, y: 222 - 40, width: 300, height: 250))
        #expect(try CatalogSupport.frame("row1", in: tree) == Rect(x: 22, y: 192, width: 276, height: 30))

        let tileScroll = try CatalogSupport.frame("tileScroll", in: tree)
        #expect(tileScroll == Rect(x: 10, y: 354, width: 300, height: 64))
        #expect(try CatalogSupport.frame("tileRow", in: tree) == Rect(x: 10, y: 354, width: 6 * 96 + 5 * 8, height: 64))
        #expect(try CatalogSupport.frame("tile6", in: tree).origin.x == 10 + 5 * (96 + 8))

        let scrolls = tree.root.flattened.compactMap { $0.element as? ScrollNode }
        #expect(scrolls.count == 3 && scrolls.allSatisfy(\.clipsToBounds))
    }

    @Test func wideScrollsTakeTheWidthButKeepTheirContent() throws {
        let tree = try CatalogSupport.glyphLayout("catalog/scroll@414")
        #expect(try CatalogSupport.frame("imageScroll", in: tree).size == Size(width: 200, height: 200))
        #expect(try CatalogSupport.frame("listScroll", in: tree) == Rect(x: 10, y: 222, width: 394, height: 120))
        #expect(try CatalogSupport.frame("tileScroll", in: tree).size == Size(width: 394, height: 64))
        #expect(try CatalogSupport.frame("tileRow", in: tree).size.width == 616)
    }

    /// Fields measure their text inside the 8-point container inset (16 characters of 17 points
    /// fit in 272); the empty field is sized by its placeholder.
    @Test func editableTextFieldsMeasureTheirTextOrPlaceholder() throws {
        let tree = try CatalogSupport.glyphLayout("catalog/editable-text@320")
        #expect(try CatalogSupport.frame("filledField", in: tree) == Rect(x: 16, y: 16, width: 288, height: 50))
        let placeholder = try #require(tree.root.flattened.first { $0.element.debugName == "placeholderField" })
        #expect(placeholder.frame == Rect(x: 16, y: 78, width: 288, height: 50))
        let field = try #require(placeholder.element as? EditableTextNode)
        #expect(field.isDisplayingPlaceholder && field.displayedText.string == "Type something here...")
        #expect(try CatalogSupport.frame("longField", in: tree) == Rect(x: 16, y: 140, width: 288, height: 7 * 17 + 16))
        #expect(tree.size == Size(width: 320, height: 291))
    }

    /// Every cell is as wide as the table; its height is its content's: the taller of the 56-point
    /// image and the title/subtitle column (shrunk to 228 points at 320), plus 12 above and below.
    @Test func tableCellsAreSizedByWidth() throws {
        let tree = try CatalogSupport.glyphLayout("catalog/table@320")
        #expect(try CatalogSupport.frame("cell1", in: tree) == Rect(x: 0, y: 0, width: 320, height: 100))
        #expect(try CatalogSupport.frame("thumbnail1", in: tree) == Rect(x: 12, y: 12, width: 56, height: 56))
        #expect(try CatalogSupport.frame("title1", in: tree) == Rect(x: 80, y: 12, width: 228, height: 16))
        #expect(try CatalogSupport.frame("subtitle1", in: tree) == Rect(x: 80, y: 32, width: 228, height: 56))
        #expect(try CatalogSupport.frame("cell2", in: tree) == Rect(x: 0, y: 101, width: 320, height: 80))
        #expect(try CatalogSupport.frame("cell3", in: tree) == Rect(x: 0, y: 182, width: 320, height: 172))
        #expect(try CatalogSupport.frame("cell4", in: tree) == Rect(x: 0, y: 355, width: 320, height: 114))
        #expect(tree.size == Size(width: 320, height: 469))
    }

    @Test func widerTablesHaveShorterRows() throws {
        let narrow = try CatalogSupport.glyphLayout("catalog/table@320")
        let wide = try CatalogSupport.glyphLayout("catalog/table@414")
        for i in 1...4 {
            let n = try CatalogSupport.frame("cell\(i)", in: narrow)
            let w = try CatalogSupport.frame("cell\(i)", in: wide)
            #expect(w.size.width == 414 && w.size.height <= n.size.height, "cell\(i)")
        }
        #expect(try CatalogSupport.frame("cell1", in: wide).size.height == 86)
        #expect(wide.size.height < narrow.size.height)
    }
}
