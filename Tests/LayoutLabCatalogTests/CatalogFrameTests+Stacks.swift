import LayoutEngine
import LayoutGeometry
import Testing

// Key frames of the separators, comments, NSSpain talk and photo cell (glyph-box text).

@Suite("Catalog frames: stacks")
struct CatalogStackFrameTests {
    /// alignItems stretch pulls the 1-point separators across the width; with no spare height
    /// they keep their 1 point, around the text inset 20 (two 16-point lines).
    @Test(arguments: [(320.0, "catalog/separators@320"), (414.0, "catalog/separators@414")])
    func separatorsStretchAcross(width: Double, name: String) throws {
        let tree = try CatalogSupport.glyphLayout(name)
        #expect(try CatalogSupport.frame("topSeparator", in: tree) == Rect(x: 0, y: 0, width: width, height: 1))
        #expect(try CatalogSupport.frame("text", in: tree) == Rect(x: 20, y: 21, width: width - 40, height: 32))
        #expect(try CatalogSupport.frame("bottomSeparator", in: tree) == Rect(x: 0, y: 73, width: width, height: 1))
        #expect(tree.size == Size(width: width, height: 74))
    }

    /// Given a 120-point minimum, the 46 spare points go to the two growing separators, 23 each.
    @Test func separatorsGrowIntoSpareHeight() throws {
        let tree = try CatalogSupport.glyphLayout("catalog/separators@tall")
        #expect(try CatalogSupport.frame("topSeparator", in: tree) == Rect(x: 0, y: 0, width: 320, height: 24))
        #expect(try CatalogSupport.frame("insetContent", in: tree) == Rect(x: 0, y: 24, width: 320, height: 72))
        #expect(try CatalogSupport.frame("bottomSeparator", in: tree) == Rect(x: 0, y: 96, width: 320, height: 24))
        #expect(tree.size == Size(width: 320, height: 120))
    }

    /// Comments 4 points apart inside an 8-point inset; at 320 each line holds 21 characters.
    @Test func commentsStackWithSpacing() throws {
        let tree = try CatalogSupport.glyphLayout("catalog/comments@320")
        #expect(try CatalogSupport.frame("comment1", in: tree) == Rect(x: 8, y: 8, width: 304, height: 56))
        #expect(try CatalogSupport.frame("comment2", in: tree) == Rect(x: 8, y: 68, width: 304, height: 28))
        #expect(try CatalogSupport.frame("comment3", in: tree) == Rect(x: 8, y: 100, width: 304, height: 70))
        #expect(tree.size == Size(width: 320, height: 178))
    }

    @Test(arguments: ["catalog/comments@320", "catalog/comments@414", "catalog/comments@cjk"])
    func commentsFollowEachOther(name: String) throws {
        let tree = try CatalogSupport.glyphLayout(name)
        let frames = try ["comment1", "comment2", "comment3"].map { try CatalogSupport.frame($0, in: tree) }
        for (a, b) in zip(frames, frames.dropFirst()) { #expect(b.origin.y == a.maxY + 4) }
        #expect(frames.allSatisfy { $0.origin.x == 8 && $0.size.width == tree.size.width - 16 })
        #expect(tree.size.height == frames[2].maxY + 8)
    }

    /// No child shrinks: the 29-character body line (377 points) overflows the row; the text column
    /// is stretched to the 60-point image height, 5 points after the image.
    @Test func nsspainTalkColumnBesideTheImage() throws {
        let tree = try CatalogSupport.glyphLayout("catalog/nsspain-talk@320")
        #expect(try CatalogSupport.frame("imageNode", in: tree) == Rect(x: 5, y: 5, width: 60, height: 60))
        #expect(try CatalogSupport.frame("vStack", in: tree) == Rect(x: 70, y: 5, width: 377, height: 60))
        #expect(try CatalogSupport.frame("titleNode", in: tree) == Rect(x: 70, y: 5, width: 377, height: 17))
        #expect(try CatalogSupport.frame("bodyNode", in: tree) == Rect(x: 70, y: 22, width: 377, height: 26))
        #expect(try CatalogSupport.frame("hStack", in: tree) == Rect(x: 5, y: 5, width: 310, height: 60))
        #expect(tree.size == Size(width: 320, height: 70))
    }

    /// The header row's spacer takes the free width (30 points at 320, 124 at 414), so the time
    /// ends 10 points from the right; the photo is as wide as the cell and square.
    @Test(arguments: [(320.0, "catalog/photo-cell@320"), (414.0, "catalog/photo-cell@414")])
    func photoCellHeaderPhotoAndFooter(width: Double, name: String) throws {
        let tree = try CatalogSupport.glyphLayout(name)
        #expect(try CatalogSupport.frame("avatar", in: tree) == Rect(x: 10, y: 0, width: 30, height: 30))
        #expect(try CatalogSupport.frame("userName", in: tree) == Rect(x: 50, y: 8, width: 182, height: 14))
        let time = try CatalogSupport.frame("time", in: tree)
        #expect(time == Rect(x: width - 10 - 28, y: 8, width: 28, height: 14))
        #expect(time.maxX == width - 10)
        let spacer = try #require(tree.root.flattened.first { $0.element.kindName == "spacer" })
        #expect(spacer.frame.size.width == width - 290)
        #expect(try CatalogSupport.frame("photo", in: tree) == Rect(x: 0, y: 30, width: width, height: width))
        #expect(try CatalogSupport.frame("likes", in: tree) == Rect(x: 10, y: 30 + width + 5, width: width - 20, height: 14))
        // At most three lines of description.
        let description = try CatalogSupport.frame("description", in: tree)
        #expect(description == Rect(x: 10, y: 30 + width + 24, width: width - 20, height: 42))
        #expect(tree.size == Size(width: width, height: description.maxY + 5))
    }
}
