import AsyncDisplayKit
import Foundation
import LayoutBitmap
import LayoutEngine
import LayoutGeometry
import LayoutLabKit
import LayoutRender
import Testing

/// What image nodes draw: Texture's modification blocks, the display hooks and stretchable images.
@Suite struct ASImageDrawingTests {
    static func redSquare(_ points: CGFloat) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: points, height: points)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: points, height: points))
        }
    }

    static func render(_ build: @escaping @Sendable () -> ASDisplayNode) throws -> Bitmap {
        let renderer = NodeRenderer(textEngine: try NodeFixtureSupport.textEngine())
        let fixture = SwiftFixture("t/draw", size: ASSizeRangeMake(.zero, CGSize(width: 100, height: 100)), build: build)
        return try FixtureRender.render(fixture, renderer: renderer).rendered.image.straightAlpha()
    }

    static let white = RGBA8(r: 255, g: 255, b: 255, a: 255)
    static let red = RGBA8(r: 255, g: 0, b: 0, a: 255)

    @Test func roundBorderBlockMakesTheImageRound() throws {
        let plain = try Self.render {
            let node = ASImageNode()
            node.image = Self.redSquare(20)
            return node
        }
        #expect(plain.width == 40 && plain[0, 0] == Self.red)
        let round = try Self.render {
            let node = ASImageNode()
            node.image = Self.redSquare(20)
            node.imageModificationBlock = ASImageNodeRoundBorderModificationBlock(0, nil)
            return node
        }
        #expect(round[0, 0] == Self.white)
        #expect(round[20, 20] == Self.red)
    }

    @Test func willDisplayClipAppliesToTheImage() throws {
        let clipped = try Self.render {
            let node = ASImageNode()
            node.image = Self.redSquare(20)
            node.willDisplayNodeContentWithRenderingContext = { context, _ in
                UIBezierPath(roundedRect: context.boundingBoxOfClipPath, cornerRadius: 10).addClip()
            }
            return node
        }
        #expect(clipped[0, 0] == Self.white && clipped[20, 20] == Self.red)
    }

    @Test func buttonBackgroundImageStretchesUnderItsContent() throws {
        let image = try Self.render {
            let button = ASButtonNode()
            button.setBackgroundImage(UIImage.as_resizableRoundedImage(withCornerRadius: 4, cornerColor: nil, fill: .red), for: .normal)
            button.setImage(ASImageDrawingTests.redSquare(6).withTintColor(.blue), for: .normal)
            button.style.preferredSize = CGSize(width: 40, height: 20)
            return button
        }
        // The rounded red background covers the button; its corner stays clear; the blue image sits
        // in the middle.
        #expect(image[40, 20] != Self.red && image[40, 20].b > 200)
        #expect(image[6, 20] == Self.red && image[74, 20] == Self.red)
        #expect(image[0, 0] == Self.white)
    }

    @Test func networkImagePlaceholderColour() throws {
        let image = try Self.render {
            let node = ASNetworkImageNode()
            node.url = URL(string: "https://example.com/unmapped.png")
            node.placeholderColor = .red
            node.style.preferredSize = CGSize(width: 30, height: 30)
            return node
        }
        #expect(image[1, 1] == Self.red)
    }

    @Test func tintBlockAndStretchableImages() throws {
        let tinted = try Self.render {
            let node = ASImageNode()
            node.image = Self.redSquare(20)
            node.imageModificationBlock = ASImageNodeTintColorModificationBlock(.blue)
            return node
        }
        #expect(tinted[10, 10] == RGBA8(r: 0, g: 0, b: 255, a: 255))
        let separator = try Self.render {
            let node = ASImageNode()
            node.image = UIImage.as_resizableRoundedImage(withCornerRadius: 4, cornerColor: nil, fill: .red)
            node.style.preferredSize = CGSize(width: 60, height: 9)
            return node
        }
        #expect(separator.width == 120 && separator.height == 18)
        #expect(separator[60, 9] == Self.red)
        #expect(separator[0, 0] == Self.white)
        #expect(separator[119, 17] == Self.white)
    }
}

/// What ends a cut text: the truncation text, then the additional message in its own colour.
@Suite struct TruncationMessageTests {
    @Test func theAdditionalMessageEndsTheCutLineInItsColour() throws {
        let build: @Sendable () -> ASDisplayNode = {
            let node = ASTextNode()
            node.attributedText = NSAttributedString(string: String(repeating: "Lorem ipsum dolor sit amet ", count: 6),
                                                     attributes: [.font: UIFont.systemFont(ofSize: 12)])
            node.maximumNumberOfLines = 1
            node.additionalTruncationMessage = NSAttributedString(string: " more", attributes: [.foregroundColor: UIColor.red])
            return node
        }
        let engine = try #require(build().node as? TextNode)
        #expect(engine.attributedText.truncationRuns?.map(\.text) == ["\u{2026}", " more"])
        #expect(engine.attributedText.truncationRuns?.last?.color == Color(red: 1, green: 0, blue: 0))
        #expect(engine.attributedText.truncationRuns?.first?.color == nil)
        let renderer = NodeRenderer(textEngine: try NodeFixtureSupport.textEngine())
        let image = try FixtureRender.render(SwiftFixture("t/more", width: 150) { build() }, renderer: renderer)
            .rendered.image.straightAlpha()
        // Red ink only in the message at the end of the line.
        var reds: [Int] = []
        for y in 0..<image.height { for x in 0..<image.width where image[x, y].r > 200 && image[x, y].g < 80 { reds.append(x) } }
        #expect(!reds.isEmpty && reds.min()! > image.width / 2)
    }
}
