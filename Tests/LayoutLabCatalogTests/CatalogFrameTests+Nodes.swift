import LayoutEngine
import LayoutGeometry
import Testing

// Key frames of the text, image, touch-area and button layouts (glyph-box text).

@Suite("Catalog frames: text, images, touch areas and buttons")
struct CatalogNodeFrameTests {
    /// The long text is cut to two 16-point lines; the blurb wraps after "courtesy" and is centred
    /// at its own height.
    @Test(arguments: [(320.0, "catalog/kittens-text@320"), (414.0, "catalog/kittens-text@414")])
    func kittensTruncationAndCentredBlurb(width: Double, name: String) throws {
        let tree = try CatalogSupport.glyphLayout(name)
        #expect(try CatalogSupport.frame("truncated", in: tree) == Rect(x: 10, y: 10, width: width - 20, height: 32))
        let center = try CatalogSupport.frame("blurbCenter", in: tree)
        #expect(center == Rect(x: 10, y: 52, width: width - 20, height: 32))
        let blurb = try CatalogSupport.frame("blurb", in: tree)
        #expect(blurb == Rect(x: 10 + (width - 20 - 272) / 2, y: 52, width: 272, height: 32))
        #expect(tree.size == Size(width: width, height: 94))
    }

    /// Three columns share the row: (300 − 20) / 3 floors to 93 with the remainder on the first
    /// (94, 93, 93); at 414, 374 gives 126, 124, 124. Each crop is 120 points high.
    @Test(arguments: [(320.0, [94.0, 93, 93]), (414.0, [126.0, 124, 124])])
    func cropColumnsShareTheWidth(width: Double, widths: [Double]) throws {
        let tree = try CatalogSupport.glyphLayout("catalog/cat-crop@\(Int(width))")
        var x = 10.0
        for (name, w) in zip(["catLeft", "catCentre", "catRight"], widths) {
            #expect(try CatalogSupport.frame(name, in: tree) == Rect(x: x, y: 10, width: w, height: 120), "\(name)")
            x += w + 10
        }
        #expect(x - 10 == width - 10)
        #expect(try CatalogSupport.frame("leftCaption", in: tree) == Rect(x: 10, y: 134, width: widths[0], height: 13))
    }

    @Test func cropRectsAnchorLeftCentreAndRight() throws {
        let tree = try CatalogSupport.glyphLayout("catalog/cat-crop@320")
        let crops = tree.root.flattened.compactMap { $0.element as? ImageNode }.map(\.cropRect.origin)
        #expect(crops == [Point(x: 0, y: 0), Point(x: 0.5, y: 0.5), Point(x: 1, y: 0)])
    }

    /// The play button is centred in the 300 × 168 video, and its slop grows it to exactly the
    /// video's frame; the user control is the union of avatar and name; the follow button's
    /// positive slop leaves a smaller area inside its frame.
    @Test(arguments: ["catalog/hit-areas@320", "catalog/hit-areas@414"])
    func touchAreas(name: String) throws {
        let tree = try CatalogSupport.glyphLayout(name)
        let video = try CatalogSupport.frame("video", in: tree)
        #expect(video == Rect(x: 10, y: 10, width: 300, height: 168))
        let playPlaced = try #require(tree.root.flattened.first { $0.element.debugName == "playButton" })
        #expect(playPlaced.frame == Rect(x: 138, y: 72, width: 44, height: 44))
        let slop = try #require(playPlaced.element as? DisplayNode).hitTestSlop
        let grown = Rect(x: playPlaced.frame.origin.x + slop.left, y: playPlaced.frame.origin.y + slop.top,
                         width: playPlaced.frame.size.width - slop.left - slop.right,
                         height: playPlaced.frame.size.height - slop.top - slop.bottom)
        #expect(grown == video)

        let control = try CatalogSupport.frame("userControl", in: tree)
        let avatar = try CatalogSupport.frame("avatar", in: tree)
        let userName = try CatalogSupport.frame("userName", in: tree)
        #expect(control == Rect(x: 10, y: 194, width: 243, height: 40))
        #expect(avatar == Rect(x: 10, y: 194, width: 40, height: 40))
        #expect(userName == Rect(x: 58, y: 206.5, width: 195, height: 15))
        #expect(control.origin.x == avatar.origin.x && control.maxX == userName.maxX)

        let follow = try #require(tree.root.flattened.first { $0.element.debugName == "followButton" })
        #expect(follow.frame == Rect(x: 10, y: 250, width: 138, height: 35))
        let shrink = try #require(follow.element as? DisplayNode).hitTestSlop
        #expect(shrink.top > 0 && shrink.left > 0 && shrink.bottom > 0 && shrink.right > 0)
    }

    /// Each image node is 96 × 96 points whatever its pixels; the pixel-scaling factor is image
    /// pixels ÷ (points × screen scale).
    @Test(arguments: [("catalog/image-scaling@320", 2.0), ("catalog/image-scaling@414", 2.0), ("catalog/image-scaling@3x", 3.0)])
    func scaledImagesKeepTheirPointSize(name: String, scale: Double) throws {
        let tree = try CatalogSupport.glyphLayout(name)
        var factors: [Double] = []
        for name in ["upscaled", "exact", "downscaled"] {
            let placed = try #require(tree.root.flattened.first { $0.element.debugName == name })
            #expect(placed.frame.size == Size(width: 96, height: 96))
            let image = try #require((placed.element as? ImageNode)?.image)
            factors.append(Double(image.pixelWidth) / (placed.frame.size.width * scale))
        }
        #expect(factors == [48 / (96 * scale), 192 / (96 * scale), 768 / (96 * scale)])
        // The columns are as wide as their widest child: "upscaled" (104), the image (96), "downscaled" (130).
        #expect(try CatalogSupport.frame("upscaled", in: tree).origin == Point(x: 14, y: 10))
        #expect(try CatalogSupport.frame("exact", in: tree).origin == Point(x: 124, y: 10))
        #expect(try CatalogSupport.frame("downscaled", in: tree).origin == Point(x: 247, y: 10))
    }

    /// The state buttons wrap: "Follow" buttons are 6 × 15 + 28 = 118 wide, the selected one shows
    /// "Following" (163). At 320 (288 points of room) two fit on the first line and the selected
    /// button's line cannot take the next one (289 > 288); at 414 (382) they pair up. Lines are 8
    /// points apart.
    @Test func stateButtonsWrapByWidth() throws {
        let narrow = try CatalogSupport.glyphLayout("catalog/buttons@320")
        #expect(try CatalogSupport.frame("normalButton", in: narrow) == Rect(x: 16, y: 16, width: 118, height: 31))
        #expect(try CatalogSupport.frame("highlightedButton", in: narrow) == Rect(x: 142, y: 16, width: 118, height: 31))
        #expect(try CatalogSupport.frame("selectedButton", in: narrow) == Rect(x: 16, y: 55, width: 163, height: 31))
        #expect(try CatalogSupport.frame("disabledButton", in: narrow) == Rect(x: 16, y: 94, width: 118, height: 31))
        let wide = try CatalogSupport.glyphLayout("catalog/buttons@414")
        #expect(try CatalogSupport.frame("highlightedButton", in: wide) == Rect(x: 142, y: 16, width: 118, height: 31))
        #expect(try CatalogSupport.frame("selectedButton", in: wide) == Rect(x: 16, y: 55, width: 163, height: 31))
        #expect(try CatalogSupport.frame("disabledButton", in: wide) == Rect(x: 187, y: 55, width: 118, height: 31))
    }

    /// Each button shows its state's title, or the normal one; the disabled button is not enabled.
    @Test func stateButtonsShowTheirStatesTitle() throws {
        let tree = try CatalogSupport.glyphLayout("catalog/buttons@320")
        let buttons = tree.root.flattened.compactMap { $0.element as? ButtonNode }.prefix(4)
        #expect(buttons.map(\.state) == [.normal, .highlighted, .selected, .disabled])
        #expect(buttons.map { $0.currentTitle?.string } == ["Follow", "Follow", "Following", "Follow"])
        #expect(buttons.map(\.isEnabled) == [true, true, true, false])
    }

    /// Image beside the title: 44 + 8 + 60 by 44, plus insets (6, 10, 6, 14); image above the title:
    /// 52 by 44 + 4 + 13, plus 6 all round; the row centres the shorter one.
    @Test func imageButtonsLayOutTheirContent() throws {
        let tree = try CatalogSupport.glyphLayout("catalog/buttons@320")
        #expect(try CatalogSupport.frame("imageRow", in: tree) == Rect(x: 16, y: 141, width: 212, height: 73))
        #expect(try CatalogSupport.frame("imageBesideTitle", in: tree) == Rect(x: 16, y: 149.5, width: 136, height: 56))
        #expect(try CatalogSupport.frame("imageAboveTitle", in: tree) == Rect(x: 164, y: 141, width: 64, height: 73))
    }
}
