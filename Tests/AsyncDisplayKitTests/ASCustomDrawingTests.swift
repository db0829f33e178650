import AsyncDisplayKit
import Foundation
import LayoutBitmap
import LayoutEngine
import LayoutGeometry
import LayoutLabKit
import LayoutRender
import Testing

/// A node that fills the left half of its bounds in the colour its parameters carry, as a
/// Texture node drawing itself does: parameters copied on the main thread, drawing in a class method.
final class HalfFillNode: ASDisplayNode {
    var fill = UIColor.red

    override func drawParameters(forAsyncLayer layer: _ASDisplayLayer) -> NSObjectProtocol? { fill }

    override class func draw(_ bounds: CGRect, withParameters parameters: Any?, isCancelled isCancelledBlock: () -> Bool,
                             isRasterizing: Bool) {
        guard !isCancelledBlock(), let color = parameters as? UIColor, let context = UIGraphicsGetCurrentContext() else { return }
        context.setFillColor(color.cgColor)
        context.fill(CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height))
    }
}

/// A node that hands over an image: a 2 × 1 point image, blue on the left, green on the right.
final class ImageDisplayNode: ASDisplayNode {
    override class func display(withParameters parameters: Any?, isCancelled isCancelledBlock: () -> Bool) -> UIImage? {
        ASCustomDrawingTests.twoColours()
    }
}

/// A node whose drawing asks for an image that is not there.
final class MissingIconNode: ASDisplayNode {
    override class func draw(_ bounds: CGRect, withParameters parameters: Any?, isCancelled isCancelledBlock: () -> Bool,
                             isRasterizing: Bool) {
        UIImage(named: "no-such-icon")?.draw(in: bounds)
    }
}

/// A node whose one subnode is given a frame far larger than a canvas in `layout()`.
final class HugeChildHost: ASDisplayNode {
    let child: ASDisplayNode

    init(_ child: ASDisplayNode) {
        self.child = child
        super.init()
        clipsToBounds = true
        addSubnode(child)
    }

    override func layout() {
        super.layout()
        child.frame = CGRect(x: 0, y: 0, width: 16000, height: 16000)
    }
}

/// A subclass that draws nothing of its own.
final class PlainSubclassNode: ASDisplayNode {}

/// Nodes that draw themselves (Texture's class drawing methods and a layer's contents) and
/// nodes drawn transformed.
@Suite struct ASCustomDrawingTests {
    static let red = RGBA8(r: 255, g: 0, b: 0, a: 255)
    static let white = RGBA8(r: 255, g: 255, b: 255, a: 255)
    static let blue = RGBA8(r: 0, g: 0, b: 255, a: 255)
    static let green = RGBA8(r: 0, g: 255, b: 0, a: 255)
    static let black = RGBA8(r: 0, g: 0, b: 0, a: 255)

    /// Two pixels, at scale 1.
    static func twoColours() -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 2, height: 1), format: format).image { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            UIColor.green.setFill()
            context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        }
    }

    /// `node` with a square subnode of `side` points in `colour` at its top-left corner.
    static func withSquare<Node: ASDisplayNode>(of side: CGFloat, _ colour: UIColor, in node: Node) -> Node {
        let square = ASDisplayNode()
        square.backgroundColor = colour
        square.style.preferredSize = CGSize(width: side, height: side)
        node.automaticallyManagesSubnodes = true
        node.layoutSpecBlock = { _, _ in
            ASRelativeLayoutSpec(horizontalPosition: .start, verticalPosition: .start, sizingOption: [], child: square)
        }
        return node
    }

    /// The node rendered alone at 40 × 20 points, scale 2, on white.
    static func render(_ build: @escaping @Sendable () -> ASDisplayNode) throws -> Bitmap {
        let renderer = NodeRenderer(textEngine: try NodeFixtureSupport.textEngine())
        let fixture = SwiftFixture("t/draw", size: ASSizeRangeMake(CGSize(width: 40, height: 20), CGSize(width: 40, height: 20)),
                                   build: {
            let root = ASDisplayNode()
            root.backgroundColor = .white
            root.automaticallyManagesSubnodes = true
            let node = build()
            node.style.preferredSize = CGSize(width: 40, height: 20)
            root.layoutSpecBlock = { _, _ in ASWrapperLayoutSpec(layoutElement: node) }
            return root
        })
        return try FixtureRender.render(fixture, renderer: renderer).rendered.image.straightAlpha()
    }

    @Test func aClassDrawMethodDrawsWithItsParametersUnderTheSubnodes() throws {
        let image = try Self.render {
            let node = HalfFillNode()
            node.fill = .red
            return Self.withSquare(of: 5, .blue, in: node)
        }
        #expect(image.width == 80 && image.height == 40)
        #expect(image[30, 30] == Self.red)      // the left half: drawn
        #expect(image[60, 30] == Self.white)    // the right half: nothing drawn, the root's white shows
        #expect(image[2, 2] == Self.blue)       // the subnode over the drawing
        let green = try Self.render {
            let node = HalfFillNode()
            node.fill = .green
            return node
        }
        #expect(green[30, 30] == Self.green)
    }

    @Test func anOpaqueDrawingNodeStartsFromItsBackgroundColour() throws {
        let image = try Self.render {
            let node = HalfFillNode()
            node.isOpaque = true
            node.backgroundColor = .green
            return node
        }
        #expect(image[30, 30] == Self.red && image[60, 30] == Self.green)
    }

    @Test func anImageFromDisplayFillsTheBoundsByTheContentMode() throws {
        let stretched = try Self.render { ImageDisplayNode() }
        #expect(stretched[10, 20] == Self.blue && stretched[70, 20] == Self.green)
        let centred = try Self.render {
            let node = ImageDisplayNode()
            node.contentMode = .center
            return node
        }
        // 2 × 1 points at the centre of 40 × 20: pixels 38…41 across, 19…20 down (enlarged
        // smoothly, as a layer's linear magnification filter does: the middle two are blends).
        #expect(centred[38, 19] == Self.blue && centred[41, 20] == Self.green && centred[37, 19] == Self.white
                && centred[42, 19] == Self.white && centred[38, 18] == Self.white && centred[38, 21] == Self.white)
    }

    @Test func layerContentsAreShownByTheirGravity() throws {
        let image = try Self.render {
            let node = ASDisplayNode()
            node.contents = Self.twoColours().cgImage
            node.contentsGravity = CALayerContentsGravity.resizeAspect.rawValue
            return node
        }
        // Aspect fit: 40 × 20 points, the whole bounds (2:1 both).
        #expect(image[10, 20] == Self.blue && image[70, 20] == Self.green)
        let topLeft = try Self.render {
            let node = ASDisplayNode()
            node.contents = Self.twoColours().cgImage
            node.contentsScale = 1
            node.contentMode = .topLeft
            return node
        }
        // 2 × 1 pixels at contentsScale 1: 2 × 1 points at the top left, 4 × 2 pixels at scale 2.
        #expect(topLeft[0, 0] == Self.blue && topLeft[0, 1] == Self.blue && topLeft[3, 0] == Self.green
                && topLeft[3, 1] == Self.green && topLeft[4, 0] == Self.white && topLeft[0, 2] == Self.white)
    }

    @Test func whatUIKitCannotDoWhileANodeDrawsFailsTheFixture() {
        #expect {
            _ = try Self.render { MissingIconNode() }
        } throws: { error in
            "\(error)".contains("no-such-icon")
        }
    }

    @Test func aDrawingLargerThanACanvasFailsTheFixtureInsteadOfTakingGigabytes() throws {
        let renderer = NodeRenderer(textEngine: try NodeFixtureSupport.textEngine())
        // A subnode given a 16000 × 16000 point frame in layout(): at scale 2, 32000 pixels a
        // side, 4 GB as one bitmap.
        func render(_ child: @escaping @Sendable () -> ASDisplayNode) throws {
            let fixture = SwiftFixture("t/huge", size: ASSizeRangeMake(CGSize(width: 40, height: 20), CGSize(width: 40, height: 20)),
                                       build: { HugeChildHost(child()) })
            _ = try FixtureRender.render(fixture, renderer: renderer)
        }
        #expect { try render { HalfFillNode() } } throws: { "\($0)".contains("is over the 33554432 pixels") }
        // A subclass that draws nothing is not refused.
        try render { PlainSubclassNode() }
    }

    @Test func aSubclassThatDrawsNothingDrawsWhatAPlainNodeDraws() throws {
        let plain = try Self.render { ASDisplayNode() }
        let subclass = try Self.render { PlainSubclassNode() }
        #expect(plain.pixels == subclass.pixels)
    }

    @Test func aTransformTurnsAndScalesTheNodeAboutItsCentre() throws {
        let turned = try Self.render {
            let node = HalfFillNode()
            node.transform = CATransform3DMakeRotation(.pi, 0, 0, 1)
            return node
        }
        // Half a turn: the left half drawn ends up on the right.
        #expect(turned[60, 30] == Self.red && turned[20, 30] == Self.white)
        let halved = try Self.render {
            let node = ASDisplayNode()
            node.backgroundColor = .red
            node.transform = CATransform3DMakeScale(0.5, 0.5, 1)
            return node
        }
        // Half size about the centre: 20 × 10 points from (10, 5).
        #expect(halved[40, 20] == Self.red && halved[10, 5] == Self.white && halved[22, 12] == Self.red)
    }

    @Test func aTransformThatFlattensTheNodeHidesItAndNothingElse() throws {
        // A scale of 0 (an animation's start) cannot be undone: Cairo would refuse the matrix and
        // stop drawing the rest of the canvas. The node shows nothing; its neighbours still draw.
        let image = try Self.render {
            let node = ASDisplayNode()
            node.backgroundColor = .green
            let flat = ASDisplayNode()
            flat.backgroundColor = .red
            flat.transform = CATransform3DMakeScale(0, 0, 1)
            let after = ASDisplayNode()
            after.backgroundColor = .blue
            node.automaticallyManagesSubnodes = true
            node.layoutSpecBlock = { _, _ in
                flat.style.preferredSize = CGSize(width: 10, height: 10)
                after.style.preferredSize = CGSize(width: 10, height: 10)
                return ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start,
                                         children: [flat, after])
            }
            return node
        }
        #expect(image[5, 5] == Self.green && image[25, 5] == Self.blue && image[60, 30] == Self.green)
        let flatChildren = try Self.render {
            let node = Self.withSquare(of: 10, .red, in: ASDisplayNode())
            node.backgroundColor = .green
            node.subnodeTransform = CATransform3DMakeScale(0, 1, 1)
            return node
        }
        #expect(flatChildren[2, 2] == Self.green)
    }

    @Test func aSubnodeTransformMovesTheSubnodesOnly() throws {
        let image = try Self.render {
            let node = Self.withSquare(of: 10, .red, in: ASDisplayNode())
            node.backgroundColor = .green
            node.subnodeTransform = CATransform3DMakeTranslation(20, 0, 0)
            return node
        }
        #expect(image[2, 2] == Self.green && image[42, 2] == Self.red)
    }

    @Test func depthAndNaNTransformsAreReported() {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        #expect(!CATransform3DIsAffine(perspective) && CATransform3DIsAffine(CATransform3DMakeRotation(1, 0, 0, 1)))
        #expect(!ASIsTransformValidForLayout(CATransform3DMakeScale(.nan, 1, 1)))
        let problems = ASSurfaceTests.problems {
            let node = ASDisplayNode()
            node.transform = perspective
            node.subnodeTransform = CATransform3DMakeScale(.nan, 1, 1)
            node.contentsRect = CGRect(x: 0, y: 0, width: 0.5, height: 1)
        }
        #expect(problems.count == 3)
        #expect(problems.contains { $0.contains("transform with depth or perspective is not drawn") })
        #expect(problems.contains { $0.contains("subnodeTransform has a NaN entry") })
        #expect(problems.contains { $0.contains("contentsRect other than the unit square") })
    }

    @Test func transformsComposeAsCoreAnimationsDo() {
        let t = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 5, 0, 0)
        // Translate first, then scale: (1, 1) → (6, 1) → (12, 2).
        let p = t.affineTransform.apply(to: Point(x: 1, y: 1))
        #expect(p == Point(x: 12, y: 2))
        let turned = CATransform3DMakeRotation(.pi / 2, 0, 0, 1).affineTransform.apply(to: Point(x: 1, y: 0))
        #expect(abs(turned.x) < 1e-12 && abs(turned.y - 1) < 1e-12)
    }
}
