import LayoutEngine
import LayoutGeometry
import Testing

// Key frames of the deal card (glyph-box text).

@Suite("Catalog frames: deal card")
struct CatalogDealCardFrameTests {
    /// The ratio spec makes the picture (height − 96) high; the badge, pinned at
    /// (0, height − 96 − 34), ends on the picture's bottom edge; the band and the "SOLD OUT" label
    /// are centred on the picture.
    @Test(arguments: [(320.0, 299.0, "catalog/deal-card@320"), (414.0, 359.0, "catalog/deal-card@414")])
    func pictureBadgeAndSoldOutLabel(width: Double, height: Double, name: String) throws {
        let tree = try CatalogSupport.glyphLayout(name)
        #expect(tree.size == Size(width: width, height: height))
        let image = try CatalogSupport.frame("dealImage", in: tree)
        #expect(image == Rect(x: 0, y: 0, width: width, height: height - 96))
        let badge = try CatalogSupport.frame("badge", in: tree)
        #expect(badge == Rect(x: 0, y: height - 96 - 34, width: 160, height: 34))
        #expect(badge.maxY == image.maxY)
        let band = try CatalogSupport.frame("soldOutLabelBackground", in: tree)
        #expect(band == Rect(x: 0, y: (height - 96 - 50) / 2, width: width, height: 50))
        let label = try CatalogSupport.frame("soldOutLabelFlat", in: tree)
        #expect(label == Rect(x: (width - 160) / 2, y: (height - 96 - 20) / 2, width: 160, height: 20))
        #expect(try CatalogSupport.frame("soldOutOverlay", in: tree) == Rect(x: 0, y: 0, width: width, height: height))
        // The text column fills the fixed 96-point labels area (inset 6 at the top).
        #expect(try CatalogSupport.frame("textWrapper", in: tree) == Rect(x: 0, y: height - 96, width: width, height: 96))
        #expect(try CatalogSupport.frame("textStack", in: tree) == Rect(x: 16, y: height - 90, width: width - 32, height: 90))
    }

    /// The column's 16 spare points go to the title and the vertical spacer (8 each). In each row
    /// the labels share their last baseline: 14-point labels (baseline 11.2) against the 20-point
    /// final price (baseline 16) sit 4.8 lower, pixel-ceiled to 5.
    @Test func textColumnAndBaselineRows() throws {
        let tree = try CatalogSupport.glyphLayout("catalog/deal-card@320")
        #expect(try CatalogSupport.frame("title", in: tree) == Rect(x: 16, y: 209, width: 280, height: 48))
        #expect(try CatalogSupport.frame("verticalSpacer", in: tree) == Rect(x: 16, y: 257, width: 288, height: 8))
        #expect(try CatalogSupport.frame("firstInfo", in: tree) == Rect(x: 16, y: 265, width: 140, height: 14))
        #expect(try CatalogSupport.frame("distance", in: tree) == Rect(x: 157, y: 265, width: 84, height: 14))
        #expect(try CatalogSupport.frame("originalPrice", in: tree) == Rect(x: 262, y: 265, width: 42, height: 14))
        #expect(try CatalogSupport.frame("info2Stack", in: tree) == Rect(x: 16, y: 279, width: 288, height: 20))
        #expect(try CatalogSupport.frame("secondInfo", in: tree) == Rect(x: 16, y: 284, width: 154, height: 14))
        #expect(try CatalogSupport.frame("finalPrice", in: tree) == Rect(x: 244, y: 279, width: 60, height: 20))
    }

    /// The guide's right-to-left branch builds the rows reversed and puts the title at the trailing
    /// edge: every frame of the text column is the mirror (x' = 320 − x − w) of the left-to-right
    /// card's, while the picture and badge stay where they were.
    @Test func reversedRowsMirrorTheTextColumn() throws {
        let ltr = try CatalogSupport.glyphLayout("catalog/deal-card@320")
        let rtl = try CatalogSupport.glyphLayout("catalog/deal-card@rtl")
        let column = ["title", "verticalSpacer", "info1Stack", "info2Stack", "firstInfo", "distance", "horizontalSpacer1",
                      "originalPrice", "secondInfo", "horizontalSpacer2", "finalPrice"]
        for name in column {
            let l = try CatalogSupport.frame(name, in: ltr)
            let r = try CatalogSupport.frame(name, in: rtl)
            #expect(r == Rect(x: 320 - l.origin.x - l.size.width, y: l.origin.y, width: l.size.width, height: l.size.height), "\(name)")
        }
        #expect(try CatalogSupport.frame("title", in: rtl).origin.x == 24)
        for name in ["dealImage", "badge", "soldOutLabelFlat"] {
            #expect(try CatalogSupport.frame(name, in: rtl) == CatalogSupport.frame(name, in: ltr), "\(name)")
        }
    }

    /// Laid out right to left by the engine, every element of the left-to-right card is mirrored,
    /// the badge included.
    @Test func engineRightToLeftMirrorsEveryFrame() throws {
        let ltr = try CatalogSupport.glyphLayout("catalog/deal-card@320").root.flattened
        let rtl = try CatalogSupport.glyphLayout("catalog/deal-card@rtl-engine").root.flattened
        #expect(ltr.count == rtl.count)
        for (l, r) in zip(ltr, rtl) {
            #expect(l.element.debugName == r.element.debugName)
            let f = l.frame
            #expect(r.frame == Rect(x: 320 - f.origin.x - f.size.width, y: f.origin.y, width: f.size.width, height: f.size.height),
                    "\(l.element.displayName)")
        }
        #expect(try CatalogSupport.frame("badge", in: CatalogSupport.glyphLayout("catalog/deal-card@rtl-engine")).origin.x == 160)
    }
}
