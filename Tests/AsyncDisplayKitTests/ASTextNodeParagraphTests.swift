import AsyncDisplayKit
import LayoutBitmap
import LayoutEngine
import LayoutGeometry
import LayoutLabKit
import Testing

/// Paragraph spacing, `NSShadow`, the text node's own shadow and its container inset, as Texture's
/// text nodes lay them out.
@Suite struct ASTextNodeParagraphTests {
    private func laidOut(_ name: String, _ build: @escaping @Sendable () throws -> ASDisplayNode) throws -> FixtureLayout.Result {
        try NodeFixtureSupport.layout(SwiftFixture(name, size: ASSizeRangeMake(.zero, CGSize(width: 300, height: 400)), build: build))
    }

    private static func text(_ string: String, paragraph: ((NSMutableParagraphStyle) -> Void)? = nil,
                             shadow: NSShadow? = nil) -> NSAttributedString {
        var attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 14)]
        if let paragraph {
            let style = NSMutableParagraphStyle()
            paragraph(style)
            attributes[.paragraphStyle] = style
        }
        if let shadow { attributes[.shadow] = shadow }
        return NSAttributedString(string: string, attributes: attributes)
    }

    @Test func paragraphSpacingSeparatesParagraphs() throws {
        let plain = try laidOut("t/plain") {
            let node = ASTextNode()
            node.attributedText = Self.text("One\nTwo\nThree")
            return node
        }
        let spaced = try laidOut("t/spaced") {
            let node = ASTextNode()
            node.attributedText = Self.text("One\nTwo\nThree") { $0.paragraphSpacing = 6; $0.paragraphSpacingBefore = 3 }
            return node
        }
        #expect(spaced.tree.root.frame.height == plain.tree.root.frame.height + 18)
    }

    @Test func anAttributedShadowIsDrawnWithTheText() throws {
        let result = try laidOut("t/shadow") {
            let shadow = NSShadow()
            shadow.shadowOffset = CGSize(width: 1, height: 2)
            shadow.shadowBlurRadius = 3
            shadow.shadowColor = UIColor.red
            let node = ASTextNode()
            node.attributedText = Self.text("Shadow", shadow: shadow)
            return node
        }
        let text = try #require(result.root as? TextNode)
        let shadow = try #require(text.attributedText.shadow)
        #expect(shadow.offset == Point(x: 1, y: 2) && shadow.blurRadius == 3 && shadow.color == UIColor.red.layoutColor)
        // A shadow on part of the text is not drawn yet: the fixture fails rather than draw it wrong.
        do {
            _ = try laidOut("t/part") {
                let string = NSMutableAttributedString(attributedString: Self.text("ab"))
                string.addAttribute(.shadow, value: NSShadow(), range: NSRange(location: 0, length: 1))
                let node = ASTextNode()
                node.attributedText = string
                return node
            }
            Issue.record("a shadow on part of the text was drawn on all of it")
        } catch {
            #expect("\(error)".contains("shadow on part of the text"))
        }
    }

    @Test func theNodesShadowPadsASTextNodeButNotASTextNode2() throws {
        @Sendable func build(_ node: ASTextNode) -> ASTextNode {
            node.attributedText = Self.text("Shadow")
            node.shadowColor = UIColor.black.cgColor
            node.shadowOpacity = 0.5
            node.shadowOffset = CGSize(width: 2, height: 3)
            node.shadowRadius = 4
            return node
        }
        let bare = try laidOut("t/bare") { let node = ASTextNode(); node.attributedText = Self.text("Shadow"); return node }
        let padded = try laidOut("t/padded") { build(ASTextNode()) }
        let inside = try laidOut("t/inside") { build(ASTextNode2()) }
        // ASTextKitShadower: top r - dy = 1, left r - dx = 2, bottom dy + r = 7, right dx + r = 6.
        #expect(padded.tree.root.frame.width == bare.tree.root.frame.width + 8)
        #expect(padded.tree.root.frame.height == bare.tree.root.frame.height + 8)
        #expect(inside.tree.root.frame.size == bare.tree.root.frame.size)
        let shadow = try #require((inside.root as? TextNode)?.attributedText.shadow)
        #expect(abs(shadow.color.alpha - 0.5) < 1e-9 && shadow.offset == Point(x: 2, y: 3) && shadow.blurRadius == 4)
        #expect((padded.root as? TextNode)?.textContainerInset == EdgeInsets(top: 1, left: 2, bottom: 7, right: 6))
    }

    @Test func theContainerInsetGrowsTheNode() throws {
        let bare = try laidOut("t/bare") { let node = ASTextNode2(); node.attributedText = Self.text("Inset"); return node }
        let inset = try laidOut("t/inset") {
            let node = ASTextNode2()
            node.attributedText = Self.text("Inset")
            node.textContainerInset = UIEdgeInsets(top: 4, left: 8, bottom: 2, right: 6)
            return node
        }
        #expect(inset.tree.root.frame.width == bare.tree.root.frame.width + 14)
        #expect(inset.tree.root.frame.height == bare.tree.root.frame.height + 6)
    }
}

/// An image node's tint comes from the nearest node that sets one, as Texture reads it.
@Suite struct ASTintInheritanceTests {
    @Test func theTintIsInheritedAndFollowsChanges() {
        let container = ASDisplayNode()
        container.isLayerBacked = true
        let node = ASImageNode()
        node.isLayerBacked = true
        #expect(node.tintColor == nil)
        container.addSubnode(node)
        #expect(node.tintColor == nil)
        container.tintColor = .red
        #expect(node.tintColor == .red)
        node.tintColor = .green
        container.tintColor = .blue
        #expect(node.tintColor == .green)
        node.tintColor = nil
        #expect(node.tintColor == .blue)
        node.removeFromSupernode()
        #expect(node.tintColor == nil)
        // A view-backed node at the top has UIKit's default tint.
        #expect(ASDisplayNode().tintColor == UIColor.systemBlue)
    }

    @Test func aTemplateImageIsDrawnInTheInheritedTint() throws {
        let container = ASDisplayNode()
        container.tintColor = .red
        let node = ASImageNode()
        node.isLayerBacked = true
        let black = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
            UIColor.black.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        node.image = black.withRenderingMode(.alwaysTemplate)
        func corner() -> RGBA8? {
            guard case .pixels(let pixels)? = (node.node as? ImageNode)?.image?.source else { return nil }
            return pixels.bitmap[0, 0]
        }
        // A layer-backed node without a supernode has no tint: the image keeps its colours.
        #expect(corner().map { $0.r == 0 && $0.a == 255 } == true)
        container.addSubnode(node)
        #expect(corner().map { $0.r == 255 && $0.g == 0 && $0.a == 255 } == true, "\(String(describing: corner()))")
    }
}

@Test func theLargestLineCountIsNoLimitRatherThanATrap() throws {
    let node = ASTextNode()
    node.attributedText = NSAttributedString(string: "Hello")
    node.maximumNumberOfLines = UInt.max
    #expect((node.node as? TextNode)?.attributedText.maximumNumberOfLines == Int.max)
}
