import LayoutEngine
import LayoutGeometry
import Testing

// Key frames of the header, photo overlays and inset text cell, derived by hand from the spec
// rules with glyph-box text (each character a square em, 0.8/−0.2 em ascender/descender).

@Suite("Catalog frames: header and overlays")
struct CatalogHeaderFrameTests {
    /// The name/location stack is the single grow-and-shrink child of an exact 300-point (or
    /// 394-point) row, so it takes what the 60-point "30m" and the 40-point gap leave; the time
    /// therefore ends 10 points from the right edge at both widths.
    @Test(arguments: [(320.0, "catalog/header@320"), (414.0, "catalog/header@414")])
    func spacerKeepsTheTimeFlushRight(width: Double, name: String) throws {
        let tree = try CatalogSupport.glyphLayout(name)
        let time = try CatalogSupport.frame("postTime", in: tree)
        let stack = try CatalogSupport.frame("nameLocationStack", in: tree)
        #expect(time.maxX == width - 10)
        #expect(time.size == Size(width: 60, height: 20))
        #expect(stack == Rect(x: 10, y: 0, width: width - 20 - 40 - 60, height: 40))
        // Username and location are one line each (maximumNumberOfLines 1), stretched to the stack.
        #expect(try CatalogSupport.frame("username", in: tree) == Rect(x: 10, y: 0, width: width - 120, height: 20))
        #expect(try CatalogSupport.frame("location", in: tree) == Rect(x: 10, y: 20, width: width - 120, height: 20))
        // alignItems center: (40 − 20) / 2 = 10.
        #expect(time.origin == Point(x: 10 + (width - 120) + 40, y: 10))
        #expect(tree.size == Size(width: width, height: 40))
    }

    @Test func withoutALocationTheRowIsOneLineHigh() throws {
        let tree = try CatalogSupport.glyphLayout("catalog/header@no-location")
        #expect(!tree.root.flattened.contains { $0.element.debugName == "location" })
        #expect(try CatalogSupport.frame("nameLocationStack", in: tree) == Rect(x: 10, y: 0, width: 200, height: 20))
        #expect(try CatalogSupport.frame("postTime", in: tree) == Rect(x: 250, y: 0, width: 60, height: 20))
        #expect(tree.size == Size(width: 320, height: 20))
    }

    @Test func cjkTimeIsWiderAndStillFlushRight() throws {
        let tree = try CatalogSupport.glyphLayout("catalog/header@cjk")
        let time = try CatalogSupport.frame("postTime", in: tree)
        #expect(time == Rect(x: 230, y: 10, width: 80, height: 20))
        #expect(try CatalogSupport.frame("nameLocationStack", in: tree).size.width == 180)
    }

    /// The overlay hands the inset the photo's exact 120 × 120; the infinite top inset keeps the
    /// title's own height (two lines of 16) and pins it 12 points above the bottom.
    @Test(arguments: ["catalog/photo-inset-text@320", "catalog/photo-inset-text@414", "catalog/photo-inset-text@cjk"])
    func insetTitleSitsAtTheBottom(name: String) throws {
        let tree = try CatalogSupport.glyphLayout(name)
        let photo = try CatalogSupport.frame("photo", in: tree)
        let title = try CatalogSupport.frame("title", in: tree)
        #expect(photo == Rect(x: 0, y: 0, width: 120, height: 120))
        #expect(title == Rect(x: 12, y: 76, width: 96, height: 32))
        #expect(title.maxY == photo.maxY - 12)
        #expect(try CatalogSupport.frame("titleInset", in: tree) == photo)
    }

    /// sizeToFit: the spec is the union of the photo at (20, 20) and the icon at (150, 0).
    @Test(arguments: ["catalog/photo-outset-icon@320", "catalog/photo-outset-icon@414"])
    func outsetIconStraddlesThePhotoCorner(name: String) throws {
        let tree = try CatalogSupport.glyphLayout(name)
        #expect(tree.size == Size(width: 190, height: 170))
        #expect(try CatalogSupport.frame("photo", in: tree) == Rect(x: 20, y: 20, width: 150, height: 150))
        #expect(try CatalogSupport.frame("icon", in: tree) == Rect(x: 150, y: 0, width: 40, height: 40))
    }

    /// Center Y in a 44-point row; minimumX makes the cell as wide as the inset title. At 320 the
    /// 22-character title wraps after 17 characters (304 / 17); at 414 it fits on one line.
    @Test func insetTextCellShrinksToItsTitle() throws {
        let narrow = try CatalogSupport.glyphLayout("catalog/inset-text-cell@320")
        #expect(narrow.size == Size(width: 305, height: 44))
        #expect(try CatalogSupport.frame("title", in: narrow) == Rect(x: 12, y: 3, width: 289, height: 34))
        let wide = try CatalogSupport.glyphLayout("catalog/inset-text-cell@414")
        #expect(wide.size == Size(width: 390, height: 44))
        #expect(try CatalogSupport.frame("title", in: wide) == Rect(x: 12, y: 11.5, width: 374, height: 17))
        let cjk = try CatalogSupport.glyphLayout("catalog/inset-text-cell@cjk")
        #expect(cjk.size == Size(width: 186, height: 44))
    }
}
