import LayoutBitmap
import LayoutEngine
import LayoutGeometry
import LayoutRender
import Testing

@Suite("Renderer: boxes, borders, z-order")
struct NodeRendererBoxTests {
    @Test(arguments: [1.0, 2.0, 3.0])
    func aBoxCoversExactlyItsPixels(scale: Double) throws {
        let image = try Scene.render(Size(width: 40, height: 40), scale: scale,
                                     [Scene.box(Rect(x: 5, y: 5, width: 10, height: 10), .red)])
        let s = Int(scale)
        #expect(image.width == 40 * s && image.height == 40 * s)
        let inside = (5 * s)..<(15 * s)
        #expect(Pixels.mismatches(image, inside, inside, Pixels.red) == [])
        // Every neighbouring row and column is untouched.
        #expect(Pixels.mismatches(image, (5 * s - 1)..<(15 * s + 1), (5 * s - 1)..<(5 * s), Pixels.white) == [])
        #expect(Pixels.mismatches(image, (5 * s - 1)..<(15 * s + 1), (15 * s)..<(15 * s + 1), Pixels.white) == [])
        #expect(Pixels.mismatches(image, (5 * s - 1)..<(5 * s), inside, Pixels.white) == [])
        #expect(Pixels.mismatches(image, (15 * s)..<(15 * s + 1), inside, Pixels.white) == [])
    }

    @Test func redBoxAtScaleTwoIsPixelsTenToTwentyNine() throws {
        let image = try Scene.render(Size(width: 20, height: 20), scale: 2,
                                     [Scene.box(Rect(x: 5, y: 5, width: 10, height: 10), .red)])
        for y in 0..<40 {
            for x in 0..<40 {
                let expected = (10...29).contains(x) && (10...29).contains(y) ? Pixels.red : Pixels.white
                #expect(image[x, y] == expected, "pixel (\(x), \(y))")
            }
        }
    }

    @Test func laterSiblingsDrawOverEarlierOnes() throws {
        let image = try Scene.render(Size(width: 20, height: 10), scale: 1, [
            Scene.box(Rect(x: 0, y: 0, width: 15, height: 10), .red),
            Scene.box(Rect(x: 5, y: 0, width: 15, height: 10), .blue),
        ])
        #expect(image[2, 5] == Pixels.red)
        #expect(image[7, 5] == Pixels.blue)
        #expect(image[17, 5] == Pixels.blue)
    }

    @Test func backgroundSpecDrawsUnderItsChildAndOverlayOver() throws {
        let child = DisplayNode(), back = DisplayNode(), over = DisplayNode(), base = DisplayNode()
        child.backgroundColor = .red
        back.backgroundColor = .blue
        base.backgroundColor = .red
        over.backgroundColor = .green
        for n in [child, base] { n.style.width = .points(10); n.style.height = .points(10) }
        let root = DisplayNode()
        root.automaticallyManagesSubnodes = true
        root.layoutSpecBlock = { _, _ in
            let b = BackgroundLayoutSpec(child: child, background: back)
            let o = OverlayLayoutSpec(child: base, overlay: over)
            o.style.layoutPosition = Point(x: 10, y: 0)
            return AbsoluteLayoutSpec(children: [b, o])
        }
        let image = try Scene.render(root: root, size: Size(width: 20, height: 10), scale: 1)
        #expect(image[5, 5] == Pixels.red, "the background spec's child is on top")
        #expect(image[15, 5] == Pixels.green, "the overlay is on top")
    }

    @Test func borderIsDrawnInsideTheBoundsOverTheChildren() throws {
        let node = Scene.box(Rect(x: 5, y: 5, width: 20, height: 20), .green)
        node.borderColor = .blue
        node.borderWidth = 2
        Scene.contain(node, [Scene.box(Rect(x: 0, y: 0, width: 20, height: 20), .red)])
        let image = try Scene.render(Size(width: 30, height: 30), scale: 2, [node])
        // Frame (5,5,20,20) at scale 2: pixels 10…49; border 2 pt = 4 px on each side.
        #expect(Pixels.mismatches(image, 10..<50, 10..<14, Pixels.blue) == [])
        #expect(Pixels.mismatches(image, 10..<50, 46..<50, Pixels.blue) == [])
        #expect(Pixels.mismatches(image, 10..<14, 10..<50, Pixels.blue) == [])
        #expect(Pixels.mismatches(image, 46..<50, 10..<50, Pixels.blue) == [])
        #expect(Pixels.mismatches(image, 14..<46, 14..<46, Pixels.red) == [], "the child fills inside the border")
        #expect(Pixels.mismatches(image, 9..<51, 9..<10, Pixels.white) == [], "nothing outside the bounds")
        #expect(Pixels.mismatches(image, 50..<51, 9..<51, Pixels.white) == [])
    }

    @Test func roundedCornersLeaveTheCornerPixelsEmpty() throws {
        let node = Scene.box(Rect(x: 0, y: 0, width: 20, height: 20), .red)
        node.cornerRadius = 8
        let image = try Scene.render(Size(width: 20, height: 20), scale: 2, [node])
        #expect(image[0, 0] == Pixels.white)
        #expect(image[39, 39] == Pixels.white)
        #expect(image[20, 0] == Pixels.red, "edges between the corners are filled")
        #expect(image[20, 20] == Pixels.red)
    }

    @Test func hiddenNodeAndItsSubtreeDrawNothing() throws {
        let hidden = Scene.box(Rect(x: 0, y: 0, width: 10, height: 10), .red)
        hidden.isHidden = true
        Scene.contain(hidden, [Scene.box(Rect(x: 0, y: 0, width: 5, height: 5), .blue)])
        let shown = Scene.box(Rect(x: 10, y: 0, width: 10, height: 10), .red)
        let image = try Scene.render(Size(width: 20, height: 10), scale: 1, [hidden, shown])
        #expect(Pixels.mismatches(image, 0..<10, 0..<10, Pixels.white) == [])
        #expect(Pixels.mismatches(image, 10..<20, 0..<10, Pixels.red) == [])
    }
}
