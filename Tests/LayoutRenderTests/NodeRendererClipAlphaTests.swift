import LayoutBitmap
import LayoutEngine
import LayoutGeometry
import LayoutRender
import Testing

@Suite("Renderer: clipping and alpha groups")
struct NodeRendererClipAlphaTests {
    /// A 20×20 parent at (10, 10) holding a 30×30 red child at (−10, −10) (root 0…30 on each axis).
    private func overflowing(clips: Bool, radius: Double = 0) -> DisplayNode {
        let parent = Scene.box(Rect(x: 10, y: 10, width: 20, height: 20))
        parent.clipsToBounds = clips
        parent.cornerRadius = radius
        return Scene.contain(parent, [Scene.box(Rect(x: -10, y: -10, width: 30, height: 30), .red)])
    }

    @Test func clippedChildStaysInsideItsParent() throws {
        let image = try Scene.render(Size(width: 40, height: 40), scale: 2, [overflowing(clips: true)])
        #expect(Pixels.mismatches(image, 20..<60, 20..<60, Pixels.red) == [])
        #expect(Pixels.mismatches(image, 0..<80, 0..<20, Pixels.white) == [])
        #expect(Pixels.mismatches(image, 0..<80, 60..<80, Pixels.white) == [])
        #expect(Pixels.mismatches(image, 0..<20, 0..<80, Pixels.white) == [])
        #expect(Pixels.mismatches(image, 60..<80, 0..<80, Pixels.white) == [])
    }

    @Test func unclippedChildDrawsOutsideItsParent() throws {
        let image = try Scene.render(Size(width: 40, height: 40), scale: 2, [overflowing(clips: false)])
        #expect(Pixels.mismatches(image, 0..<60, 0..<60, Pixels.red) == [])
        #expect(Pixels.mismatches(image, 60..<80, 0..<80, Pixels.white) == [])
    }

    @Test func roundedClipCutsTheCorners() throws {
        let image = try Scene.render(Size(width: 40, height: 40), scale: 2, [overflowing(clips: true, radius: 6)])
        // Frame pixels 20…59; radius 12 px: the corner pixels lie outside the arc.
        for (x, y) in [(20, 20), (59, 20), (20, 59), (59, 59), (22, 22)] {
            #expect(image[x, y] == Pixels.white, "corner pixel (\(x), \(y))")
        }
        #expect(image[40, 20] == Pixels.red)
        #expect(image[20, 40] == Pixels.red)
        #expect(image[40, 40] == Pixels.red)
        #expect(Pixels.mismatches(image, 0..<80, 0..<20, Pixels.white) == [])
    }

    @Test func clippingReachesEveryDescendant() throws {
        let parent = Scene.box(Rect(x: 10, y: 10, width: 20, height: 20))
        parent.clipsToBounds = true
        let middle = Scene.box(Rect(x: 5, y: 5, width: 10, height: 10))
        // The grandchild spans root −5…25 on each axis; the clip keeps 10…25.
        Scene.contain(middle, [Scene.box(Rect(x: -20, y: -20, width: 30, height: 30), .blue)])
        Scene.contain(parent, [middle])
        let image = try Scene.render(Size(width: 40, height: 40), scale: 1, [parent])
        #expect(Pixels.mismatches(image, 10..<25, 10..<25, Pixels.blue) == [])
        #expect(Pixels.mismatches(image, 0..<40, 0..<10, Pixels.white) == [])
        #expect(Pixels.mismatches(image, 0..<10, 0..<40, Pixels.white) == [])
        #expect(Pixels.mismatches(image, 25..<40, 0..<40, Pixels.white) == [])
    }

    @Test func alphaFadesTheSubtreeAsOneGroup() throws {
        let parent = Scene.box(Rect(x: 0, y: 0, width: 30, height: 10))
        parent.alpha = 0.5
        Scene.contain(parent, [
            Scene.box(Rect(x: 0, y: 0, width: 20, height: 10), .red),
            Scene.box(Rect(x: 10, y: 0, width: 20, height: 10), .red),
        ])
        let image = try Scene.render(Size(width: 30, height: 10), scale: 1, [parent])
        let single = image[5, 5], overlap = image[15, 5]
        #expect(overlap == single, "the overlap is blended once")
        #expect(Pixels.near(single, RGBA8(r: 255, g: 128, b: 128), 1))
    }

    @Test func alphaOnEachChildBlendsTheOverlapTwice() throws {
        let parent = Scene.box(Rect(x: 0, y: 0, width: 30, height: 10))
        let a = Scene.box(Rect(x: 0, y: 0, width: 20, height: 10), .red)
        let b = Scene.box(Rect(x: 10, y: 0, width: 20, height: 10), .red)
        a.alpha = 0.5
        b.alpha = 0.5
        Scene.contain(parent, [a, b])
        let image = try Scene.render(Size(width: 30, height: 10), scale: 1, [parent])
        #expect(image[15, 5] != image[5, 5])
        #expect(Pixels.near(image[15, 5], RGBA8(r: 255, g: 64, b: 64), 2))
    }

    @Test func alphaGroupCoversChildrenOutsideTheParent() throws {
        let parent = Scene.box(Rect(x: 10, y: 10, width: 10, height: 10), .blue)
        parent.alpha = 0.5
        Scene.contain(parent, [Scene.box(Rect(x: -10, y: -10, width: 5, height: 5), .red)])
        let image = try Scene.render(Size(width: 30, height: 30), scale: 1, [parent])
        #expect(Pixels.near(image[2, 2], RGBA8(r: 255, g: 128, b: 128), 1))
        #expect(Pixels.near(image[15, 15], RGBA8(r: 128, g: 128, b: 255), 1))
    }

    @Test func zeroAlphaDrawsNothing() throws {
        let node = Scene.box(Rect(x: 0, y: 0, width: 10, height: 10), .red)
        node.alpha = 0
        let image = try Scene.render(Size(width: 10, height: 10), scale: 1, [node])
        #expect(Pixels.mismatches(image, 0..<10, 0..<10, Pixels.white) == [])
    }
}
