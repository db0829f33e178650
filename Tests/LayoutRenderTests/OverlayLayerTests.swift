import LayoutBitmap
import LayoutEngine
import LayoutGeometry
import LayoutRender
import Testing

/// The three overlay layers, checked pixel by pixel on known layouts at scale 2.
@Suite struct OverlayLayerTests {
    private let scale = 2.0

    /// A `size`-point screen holding `children` (each at the frame it was given).
    private func screen(_ children: [DisplayNode], size: Double = 100, engine: TextEngine) -> LayoutTree {
        let root = DisplayNode()
        root.style.preferredSize = Size(width: size, height: size)
        for child in children { root.addSubnode(child) }
        let context = LayoutContext(scale: scale, textMeasurer: engine)
        return LayoutTree.compute(root: root, range: SizeRange(exactly: Size(width: size, height: size)), in: context)
    }

    private func layer(_ kind: OverlayKind, _ tree: LayoutTree, engine: TextEngine) throws -> Bitmap {
        let side = Int(tree.size.width * scale)
        return try OverlayLayer.render(kind, of: tree, pixelWidth: side, pixelHeight: Int(tree.size.height * scale),
                                       scale: scale, textEngine: engine)
    }

    private func control(_ frame: Rect, slop: Double) -> ControlNode {
        let node = ControlNode()
        node.frame = frame
        node.hitTestSlop = EdgeInsets(all: slop)
        return node
    }

    /// The pixel at a point (top-left pixel of the point).
    private func at(_ bitmap: Bitmap, _ x: Double, _ y: Double) -> RGBA8 {
        bitmap[Int(x * scale), Int(y * scale)]
    }

    private func isTransparent(_ p: RGBA8) -> Bool { p.a == 0 }
    private func greenest(_ p: RGBA8) -> Bool { p.a > 0 && p.g > p.r && p.g > p.b }
    private func bluest(_ p: RGBA8) -> Bool { p.a > 0 && p.b > p.r && p.b > p.g }
    private func reddest(_ p: RGBA8) -> Bool { p.a > 0 && p.r > p.g && p.r > p.b }

    private func count(_ bitmap: Bitmap, in rect: Rect? = nil, where predicate: (RGBA8) -> Bool) -> Int {
        let r = rect ?? Rect(x: 0, y: 0, width: Double(bitmap.width) / scale, height: Double(bitmap.height) / scale)
        var n = 0
        for y in Int(r.minY * scale)..<Int(r.maxY * scale) {
            for x in Int(r.minX * scale)..<Int(r.maxX * scale) where predicate(bitmap[x, y]) { n += 1 }
        }
        return n
    }

    @Test func hitAreaFillsTheAreaAndTellsTheAddedBandApart() throws {
        let engine = try TextEngine()
        let tree = screen([control(Rect(x: 20, y: 20, width: 20, height: 20), slop: -5)], engine: engine)
        let bitmap = try layer(.hitArea, tree, engine: engine)
        #expect(bitmap.width == 200 && bitmap.height == 200)
        // Inside the frame: the area colour; in the 5-point band the slop adds: the added colour.
        #expect(greenest(at(bitmap, 30, 30)))
        #expect(bluest(at(bitmap, 16, 30)) && bluest(at(bitmap, 30, 44.5)))
        // The area is exactly 15…45 points: pixels 30…89.
        #expect(isTransparent(bitmap[29, 60]) && !isTransparent(bitmap[30, 60]))
        #expect(!isTransparent(bitmap[89, 60]) && isTransparent(bitmap[90, 60]))
        // Everything outside the area is transparent.
        let outside = 200 * 200 - 60 * 60
        #expect(count(bitmap) { isTransparent($0) } == outside)
    }

    @Test func hitAreaHatchesWhatAPositiveSlopRemoves() throws {
        let engine = try TextEngine()
        let tree = screen([control(Rect(x: 20, y: 20, width: 20, height: 20), slop: 5)], engine: engine)
        let bitmap = try layer(.hitArea, tree, engine: engine)
        // The area is 25…35; the rest of the frame (20…25 and 35…40) is the removed band.
        #expect(greenest(at(bitmap, 30, 30)))
        let band = Rect(x: 20, y: 20, width: 5, height: 20)
        #expect(count(bitmap, in: band) { reddest($0) } == 10 * 40)
        #expect(count(bitmap, in: band) { bluest($0) || greenest($0) } == 0)
        // The hatching varies inside the band: stripes over a lighter backing.
        let shades = Set((40..<50).map { bitmap[$0, 60] })
        #expect(shades.count > 1)
        #expect(isTransparent(at(bitmap, 19, 30)) && isTransparent(at(bitmap, 41, 30)))
    }

    @Test func hitAreaIsCutByAClippingAncestorAndSkipsHiddenControls() throws {
        let engine = try TextEngine()
        let clipper = DisplayNode()
        clipper.frame = Rect(x: 0, y: 0, width: 50, height: 50)
        clipper.clipsToBounds = true
        clipper.addSubnode(control(Rect(x: 40, y: 40, width: 20, height: 20), slop: 0))
        let hidden = control(Rect(x: 70, y: 70, width: 20, height: 20), slop: 0)
        hidden.isHidden = true
        let tree = screen([clipper, hidden], engine: engine)
        let bitmap = try layer(.hitArea, tree, engine: engine)
        #expect(greenest(at(bitmap, 45, 45)))
        #expect(isTransparent(at(bitmap, 55, 55)) && isTransparent(at(bitmap, 80, 80)))
        #expect(count(bitmap) { !isTransparent($0) } == 20 * 20)
    }

    @Test func pixelScalingMarksA2xImageAtItsBottomRight() throws {
        let engine = try TextEngine()
        let image = ImageNode(image: ImageReference(source: .pattern("checker"), pixelWidth: 160, pixelHeight: 160))
        image.frame = Rect(x: 10, y: 10, width: 80, height: 40)
        let tree = screen([image], engine: engine)
        let bitmap = try layer(.pixelScaling, tree, engine: engine)
        let red: (RGBA8) -> Bool = { $0.a > 200 && $0.r > 150 && $0.g < 80 && $0.b < 80 }
        // 160 pixels over 80 points × 2 = 1.00 across, 160 over 40 × 2 = 2.00 down: "1.00x × 2.00x".
        #expect(count(bitmap, in: Rect(x: 50, y: 30, width: 40, height: 20), where: red) > 20)
        // Nothing at the top-left of the node, nothing outside it.
        #expect(count(bitmap, in: Rect(x: 10, y: 10, width: 30, height: 15)) { !isTransparent($0) } == 0)
        #expect(count(bitmap, in: Rect(x: 0, y: 50, width: 100, height: 50)) { !isTransparent($0) } == 0)
        #expect(count(bitmap, in: Rect(x: 90, y: 0, width: 10, height: 100)) { !isTransparent($0) } == 0)
    }

    @Test func pixelScalingShowsNothingForA1xImage() throws {
        let engine = try TextEngine()
        let exact = ImageNode(image: ImageReference(source: .pattern("checker"), pixelWidth: 80, pixelHeight: 40))
        exact.frame = Rect(x: 0, y: 0, width: 40, height: 20)
        let retina = ImageNode(image: ImageReference(source: .pattern("checker"), pixelWidth: 80, pixelHeight: 80, scale: 2))
        retina.frame = Rect(x: 50, y: 50, width: 40, height: 40)
        let empty = ImageNode()
        empty.frame = Rect(x: 0, y: 50, width: 40, height: 40)
        let tree = screen([exact, retina, empty], engine: engine)
        let bitmap = try layer(.pixelScaling, tree, engine: engine)
        #expect(count(bitmap) { !isTransparent($0) } == 0)
    }

    @Test func specLabelsNeverOverlap() {
        // Nested specs starting a few points apart, and two at the same point.
        let anchors = [Point(x: 0, y: 0), Point(x: 0, y: 0), Point(x: 4, y: 3), Point(x: 40, y: 2), Point(x: 4, y: 30)]
        let sizes = anchors.map { _ in Size(width: 36, height: 10) }
        let boxes = OverlayLayer.placeLabels(at: anchors, sizes: sizes)
        for i in boxes.indices {
            #expect(boxes[i].minX == anchors[i].x && boxes[i].minY >= anchors[i].y)
            for j in boxes.indices where j > i {
                #expect(boxes[i].intersection(boxes[j]).map { $0.width * $0.height == 0 } ?? true, "labels \(i) and \(j) overlap")
            }
        }
        #expect(boxes[1].minY == 10 && boxes[2].minY == 20 && boxes[3].minY == 2 && boxes[4].minY == 30)
    }

    @Test func pixelScalingLabelsAndFactors() {
        #expect(OverlayLayer.pixelScalingLabel((2, 2)) == "2.00x")
        #expect(OverlayLayer.pixelScalingLabel((0.5, 0.5)) == "0.50x")
        #expect(OverlayLayer.pixelScalingLabel((2, 1.5)) == "2.00x × 1.50x")
        #expect(OverlayLayer.pixelScalingLabel((1, 1.5)) == "1.00x × 1.50x")
        // A factor that is not 1 never reads as 1.00.
        #expect(OverlayLayer.pixelScalingLabel((1.0016, 1.0016)) == "1.002x")
        #expect(OverlayLayer.pixelScalingLabel((0.9999, 1)) == "0.9999x × 1.00x")
        #expect(OverlayLayer.pixelScalingLabel((1.0004, 1.0004)) == "1.0004x")
        #expect(OverlayLayer.pixelScalingLabel((1, 1)) == nil)
        let node = ImageNode(image: ImageReference(source: .pattern("solid"), pixelWidth: 300, pixelHeight: 100))
        let f = OverlayLayer.pixelScaleFactor(of: node, frame: Rect(x: 0, y: 0, width: 100, height: 100), scale: 3)
        #expect(f?.x == 1 && f?.y == 1.0 / 3)
        #expect(OverlayLayer.pixelScaleFactor(of: DisplayNode(), frame: Rect(x: 0, y: 0, width: 10, height: 10), scale: 2) == nil)
    }

    @Test func specBoundariesOutlineDashedShadeInsetsAndLabel() throws {
        let engine = try TextEngine()
        let child = DisplayNode()
        let spec = InsetLayoutSpec(insets: EdgeInsets(top: 10, left: 20, bottom: 10, right: 20), child: child)
        let root = DisplayNode()
        root.layoutSpecBlock = { _, _ in spec }
        root.automaticallyManagesSubnodes = true
        let context = LayoutContext(scale: scale, textMeasurer: engine)
        let tree = LayoutTree.compute(root: root, range: SizeRange(exactly: Size(width: 100, height: 100)), in: context)
        let bitmap = try layer(.specBoundary, tree, engine: engine)
        let purple: (RGBA8) -> Bool = { $0.a > 150 && $0.b > $0.g && $0.r > $0.g }
        // The right edge (pixel column 199, in the shaded right inset) is dashed: outline pixels with
        // shaded gaps between them.
        let column = (60..<190).map { bitmap[199, $0] }
        let dashes = column.filter(purple).count
        #expect(dashes > 40 && dashes < 110)
        #expect(column.contains { !purple($0) })
        // Inside the outline: the left inset band is shaded, the child's area is clear.
        let band = at(bitmap, 10, 60)
        #expect(band.a > 0 && band.r > band.b && band.g > band.b)
        #expect(count(bitmap, in: Rect(x: 21, y: 30, width: 58, height: 59)) { !isTransparent($0) } == 0)
        // The label ("inset") sits at the top-left corner.
        #expect(count(bitmap, in: Rect(x: 0, y: 0, width: 20, height: 10)) { $0.a > 100 && $0.b > $0.g } > 10)
    }

    @Test func specBoundariesIgnoreNodesAndStackLabels() throws {
        let engine = try TextEngine()
        let nodesOnly = screen([control(Rect(x: 0, y: 0, width: 50, height: 50), slop: 0)], engine: engine)
        #expect(count(try layer(.specBoundary, nodesOnly, engine: engine)) { !isTransparent($0) } == 0)

        // Two specs starting at the same point: the second label goes under the first.
        let inner = LayoutSpec(children: [DisplayNode()])
        inner.debugName = "second"
        let outer = WrapperLayoutSpec(child: inner)
        outer.debugName = "first"
        let context = LayoutContext(scale: scale, textMeasurer: engine)
        let tree = LayoutTree.compute(root: outer, range: SizeRange(exactly: Size(width: 100, height: 100)), in: context)
        let bitmap = try layer(.specBoundary, tree, engine: engine)
        let labelHeight = engine.measure(AttributedText("first", font: OverlayLayer.specLabelFont), maxSize: .infinite).size.height
        let below = Rect(x: 2, y: labelHeight + 3, width: 20, height: labelHeight - 2)
        #expect(count(bitmap, in: below) { $0.a > 100 && $0.b > $0.g } > 5)
    }
}
