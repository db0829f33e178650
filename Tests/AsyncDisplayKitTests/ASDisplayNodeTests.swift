import AsyncDisplayKit
import Foundation
import LayoutBitmap
import LayoutEngine
import LayoutGeometry
import LayoutLabKit
import LayoutRender
import Testing

@Suite struct ASDisplayNodeTests {
    final class Manual: ASDisplayNode {
        let child = ASDisplayNode()
        var loads = 0
        var layouts = 0
        override init() {
            super.init()
            addSubnode(child)
        }
        override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
            CGSize(width: constrainedSize.width / 2, height: 33)
        }
        override func didLoad() { loads += 1 }
        override func layout() {
            layouts += 1
            child.frame = CGRect(x: 5, y: 6, width: 7, height: 8)
        }
    }

    @Test func calculateSizeThatFitsLayoutAndDidLoad() throws {
        let node = Manual()
        let result = try NodeFixtureSupport.layout(SwiftFixture("t/manual", size: ASSizeRangeMake(.zero, CGSize(width: 120, height: 500))) { node })
        #expect(result.tree.size == Size(width: 60, height: 33))
        #expect(node.child.frame == CGRect(x: 5, y: 6, width: 7, height: 8))
        #expect(NodeFixtureSupport.frame("child", in: result.tree) == Rect(x: 5, y: 6, width: 7, height: 8))
        #expect(node.loads == 1 && node.layouts == 1)
        _ = try NodeFixtureSupport.layout(SwiftFixture("t/manual", size: ASSizeRangeMake(.zero, CGSize(width: 120, height: 500))) { node })
        #expect(node.loads == 1 && node.layouts == 2)
        #expect(node.isNodeLoaded)
    }

    final class FixedText: ASTextNode {
        override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
            let measured = super.calculateSizeThatFits(constrainedSize)
            return CGSize(width: measured.width + 10, height: 30)
        }
    }

    @Test func aTextNodeSubclassMeasuresByItsOverride() throws {
        let plain = try NodeFixtureSupport.layout(SwiftFixture("t/text", size: ASSizeRangeMake(.zero, CGSize(width: 300, height: 300))) {
            let node = ASTextNode()
            node.attributedText = NSAttributedString(string: "Hi")
            return node
        }).tree.size
        let fixed = try NodeFixtureSupport.layout(SwiftFixture("t/text", size: ASSizeRangeMake(.zero, CGSize(width: 300, height: 300))) {
            let node = FixedText()
            node.attributedText = NSAttributedString(string: "Hi")
            return node
        }).tree.size
        #expect(fixed.width == plain.width + 10 && fixed.height == 30)
    }

    @Test func layoutSpecBlockAndManagedSubnodes() throws {
        let root = ASDisplayNode()
        let a = BoxNode(10, 10), b = BoxNode(20, 5)
        root.automaticallyManagesSubnodes = true
        root.layoutSpecBlock = { _, _ in ASStackLayoutSpec(direction: .vertical, spacing: 1, justifyContent: .start,
                                                           alignItems: .start, children: [a, b]) }
        let result = try NodeFixtureSupport.layout(SwiftFixture("t/block", width: 50) { root })
        #expect(result.tree.size == Size(width: 50, height: 16))
        #expect(root.subnodes?.count == 2 && root.subnodes?.first === a && b.supernode === root)
        #expect(b.frame == CGRect(x: 0, y: 11, width: 20, height: 5))
        #expect(b.calculatedSize == CGSize(width: 20, height: 5))
    }

    final class Profile: ASDisplayNode {
        let avatarImageNode = ASImageNode()
        let usernameLabel = ASTextNode()
        let named = ASDisplayNode()
        var badges: [ASDisplayNode] = [BoxNode(4, 4), BoxNode(4, 4)]
        lazy var lazyNode = BoxNode(3, 3)
        override init() {
            super.init()
            automaticallyManagesSubnodes = true
            named.debugName = "explicit"
            avatarImageNode.style.preferredSize = CGSize(width: 20, height: 20)
            usernameLabel.attributedText = NSAttributedString(string: "Jane")
        }
        override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
            ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start,
                              children: [avatarImageNode, usernameLabel, named, lazyNode, Inline()] + badges)
        }
    }

    final class Inline: ASDisplayNode {
        override init() {
            super.init()
            style.preferredSize = CGSize(width: 1, height: 1)
        }
    }

    @Test func nodesAreNamedByTheirPropertiesOrClasses() throws {
        let result = try NodeFixtureSupport.layout(SwiftFixture("t/names", width: 300) { Profile() })
        let names = Set(result.tree.root.flattened.compactMap { $0.isNode ? $0.element.debugName : nil })
        #expect(names.isSuperset(of: ["Profile", "avatarImageNode", "usernameLabel", "explicit", "lazyNode", "Inline",
                                      "badges[0]", "badges[1]"]))
        let node = ASDisplayNode()
        #expect(node.debugName == nil)
        node.debugName = "x"
        #expect(node.debugName == "x" && node.node.debugName == "x")
    }

    @Test func drawingPropertiesWriteThrough() {
        let node = ASDisplayNode()
        node.backgroundColor = .red
        node.cornerRadius = 4
        node.clipsToBounds = true
        node.alpha = 0.5
        node.isHidden = true
        node.borderWidth = 2
        node.borderColor = UIColor.blue.cgColor
        node.hitTestSlop = UIEdgeInsets(top: -4, left: -4, bottom: -4, right: -4)
        node.isUserInteractionEnabled = true
        let e = node.node
        #expect(e.backgroundColor == Color(red: 1, green: 0, blue: 0))
        #expect(e.cornerRadius == 4 && e.clipsToBounds && e.alpha == 0.5 && e.isHidden && e.borderWidth == 2)
        #expect(e.borderColor == Color(red: 0, green: 0, blue: 1))
        #expect(e.hitTestSlop == EdgeInsets(top: -4, left: -4, bottom: -4, right: -4))
        #expect(e.takesTouches)
        #expect(node.backgroundColor == .red && node.borderColor == UIColor.blue.cgColor)
        node.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(node.bounds == CGRect(x: 0, y: 0, width: 3, height: 4))
        #expect(node.position == CGPoint(x: 2.5, y: 4))
    }

    final class ScreenSized: ASDisplayNode {
        var seen: CGRect = .zero
        var seenScale: CGFloat = 0
        override init() {
            super.init()
            seen = UIScreen.main.bounds
            seenScale = UIScreen.main.scale
        }
        override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
            let box = BoxNode(UIScreen.main.bounds.width / 2, 10)
            return ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start,
                                     children: [box])
        }
    }

    @Test func screenIsTheFixturesWhileBuiltAndLaidOut() throws {
        let node = ScreenSized()
        _ = node
        let result = try NodeFixtureSupport.layout(SwiftFixture("t/screen", width: 414, height: 300, scale: 3) {
            let n = ScreenSized()
            #expect(n.seen == CGRect(x: 0, y: 0, width: 414, height: 300) && n.seenScale == 3)
            return n
        })
        #expect(result.tree.root.flattened.contains { $0.isNode && $0.frame.width == 207 })
        #expect(UIScreen.main.bounds.size == UIKitEnvironment.defaults.screenSize)
    }

    @Test func missingImageFailsTheFixtureNamingIt() throws {
        let fixture = SwiftFixture("t/missing", width: 100) {
            let node = ASImageNode()
            node.image = UIImage(named: "no-such-image")
            return node
        }
        #expect(throws: SwiftFixtureError.self) { try NodeFixtureSupport.layout(fixture) }
        do {
            _ = try NodeFixtureSupport.layout(fixture)
        } catch {
            #expect("\(error)".contains("no-such-image") && "\(error)".contains("t/missing"))
        }
    }

    @Test func unsupportedTextAttributesFailTheFixture() throws {
        let fixture = SwiftFixture("t/indent", width: 100) {
            let node = ASTextNode()
            let style = NSMutableParagraphStyle()
            style.headIndent = 4
            node.attributedText = NSAttributedString(string: "Hi", attributes: [.paragraphStyle: style])
            return node
        }
        do {
            _ = try NodeFixtureSupport.layout(fixture)
            Issue.record("text with an indent was laid out as if it had none")
        } catch {
            #expect("\(error)".contains("indents"))
        }
    }

    @Test func lineSpacingAddsSpaceBetweenLines() throws {
        func height(_ spacing: CGFloat) throws -> Double {
            try NodeFixtureSupport.layout(SwiftFixture("t/lines", size: ASSizeRangeMake(.zero, CGSize(width: 400, height: 400))) {
                let node = ASTextNode()
                let style = NSMutableParagraphStyle()
                style.lineSpacing = spacing
                node.attributedText = NSAttributedString(string: "one\ntwo\nthree",
                                                         attributes: [.paragraphStyle: style, .font: UIFont.systemFont(ofSize: 12)])
                return node
            }).tree.size.height
        }
        // Three lines: two gaps of 5 points.
        #expect(abs(try height(5) - height(0) - 10) <= 0.5)
    }

    @Test func kerningWidensText() throws {
        func width(_ kern: Double) throws -> Double {
            try NodeFixtureSupport.layout(SwiftFixture("t/kern", size: ASSizeRangeMake(.zero, CGSize(width: 400, height: 100))) {
                let node = ASTextNode()
                node.attributedText = NSAttributedString(string: "Loading", attributes: [.kern: kern, .font: UIFont.systemFont(ofSize: 12)])
                return node
            }).tree.size.width
        }
        let plain = try width(0), wide = try width(2), tight = try width(-0.3)
        // Seven characters: about 2 points more each, 0.3 less each.
        #expect(abs(wide - plain - 14) <= 2.5)
        #expect(tight < plain)
    }

    @Test func imagesAreFoundByNameScaleAndCatalog() throws {
        let folder = NodeFixtureSupport.testsFolder + "/Images"
        let environment = UIKitEnvironment(imageFolders: [folder])
        let result = try NodeFixtureSupport.layout(SwiftFixture("t/images", width: 200, environment: environment) {
            let root = ASDisplayNode()
            let dot = ASImageNode(), badge = ASImageNode(), avatar = ASImageNode(), literal = ASImageNode()
            dot.image = UIImage(named: "dot")
            badge.image = UIImage(named: "badge")
            avatar.image = UIImage(named: "avatar.png")
            literal.image = #imageLiteral(resourceName: "dot")
            #expect(dot.image?.scale == 2 && dot.image?.size == CGSize(width: 10, height: 10))
            #expect(badge.image?.scale == 2 && badge.image?.size == CGSize(width: 8, height: 8))
            #expect(avatar.image?.scale == 3 && avatar.image?.size == CGSize(width: 44, height: 44))
            #expect(literal.image?.size == CGSize(width: 10, height: 10))
            root.automaticallyManagesSubnodes = true
            root.layoutSpecBlock = { _, _ in ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start,
                                                               alignItems: .start, children: [dot, badge, avatar, literal]) }
            return root
        })
        #expect(result.tree.size == Size(width: 200, height: 44))
        // An image set's scale is its Contents.json's, whatever the file is called.
        let cover = UIKitEnvironment.withValue(environment) { _ in UIImage(named: "cover") }
        #expect(cover?.scale == 3 && cover?.size == CGSize(width: 4, height: 2))
        let one = UIKitEnvironment(screenScale: 1, imageFolders: [folder])
        try UIKitEnvironment.withValue(one) { _ in
            let image = try #require(UIImage(named: "dot"))
            #expect(image.scale == 1)
            #expect(image.cgImage?.bitmap[0, 0] == RGBA8(r: 0, g: 0, b: 255, a: 255))
        }
    }

    @Test func imageNodeStartsAsTexturesDoes() {
        let node = ASImageNode()
        #expect(node.contentMode == .scaleAspectFill && node.clipsToBounds)
        #expect((node.node as? ImageNode)?.contentMode == .aspectFill)
        node.contentMode = .center
        node.forceUpscaling = true
        node.cropRect = CGRect(x: 0, y: 0, width: 1, height: 1)
        let engine = node.node as! ImageNode
        #expect(engine.contentMode == .center && engine.forceUpscaling && engine.cropRect == Rect(x: 0, y: 0, width: 1, height: 1))
    }

    @Test func networkImageMapsItsURLToALocalFile() throws {
        let folder = NodeFixtureSupport.testsFolder + "/Images"
        let url = "https://example.com/a.png"
        let environment = UIKitEnvironment(networkImages: [url: folder + "/avatar@3x.png"])
        let result = try NodeFixtureSupport.layout(SwiftFixture("t/net", size: ASSizeRangeMake(.zero, CGSize(width: 200, height: 200)), environment: environment) {
            let node = ASNetworkImageNode()
            node.url = URL(string: url)
            return node
        })
        #expect(result.tree.size == Size(width: 44, height: 44))
        let plain = ASNetworkImageNode()
        plain.URL = URL(string: "https://example.com/none.png")
        #expect(plain.image == nil && plain.url?.absoluteString == "https://example.com/none.png")
    }

    @Test func textNodeMeasuresLikeTheEngine() throws {
        let attributed = NSMutableAttributedString(string: "Hello ", attributes: [.font: UIFont.boldSystemFont(ofSize: 20),
                                                                                 .foregroundColor: UIColor.red])
        attributed.append(NSAttributedString(string: "world", attributes: [.underlineStyle: NSUnderlineStyle.single.rawValue]))
        let result = try NodeFixtureSupport.layout(SwiftFixture("t/text", size: ASSizeRangeMake(.zero, CGSize(width: 300, height: 300))) {
            let node = ASTextNode()
            node.attributedText = attributed
            node.maximumNumberOfLines = 1
            return node
        })
        let engine = try NodeFixtureSupport.textEngine()
        let expected = engine.measure(AttributedText(runs: [TextRun("Hello ", font: "Sans Bold 20", color: Color(red: 1, green: 0, blue: 0)),
                                                            TextRun("world", font: "Sans 12", underline: .single)],
                                                     font: "Sans Bold 20", color: Color(red: 1, green: 0, blue: 0),
                                                     maximumNumberOfLines: 1),
                                      maxSize: Size(width: 300, height: .infinity))
        #expect(abs(result.tree.size.width - expected.size.width) < 0.5)
        #expect(abs(result.tree.size.height - expected.size.height) < 0.5)
    }

    @Test func buttonLaysOutTitleAndImage() throws {
        let folder = NodeFixtureSupport.testsFolder + "/Images"
        let result = try NodeFixtureSupport.layout(SwiftFixture("t/button", width: 300,
                                                                environment: UIKitEnvironment(imageFolders: [folder])) {
            let button = ASButtonNode()
            button.setTitle("Follow", with: UIFont.systemFont(ofSize: 14), with: .blue, for: .normal)
            button.setImage(UIImage(named: "dot"), for: .normal)
            button.contentSpacing = 6
            button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
            button.isSelected = true
            return button
        })
        #expect(result.tree.size.width > 8 + 10 + 6 + 8 + 20)
        #expect(result.tree.size.height >= 4 + 10 + 4)
        let button = ASButtonNode()
        button.isEnabled = false
        #expect((button.node as? ButtonNode)?.state == .disabled && button.state == .disabled)
        var taps = 0
        button.addTarget(for: .touchUpInside) { _ in taps += 1 }
        button.sendActions(for: .touchUpInside)
        button.sendActions(for: .valueChanged)
        #expect(taps == 1)
    }

    @Test func cellScrollAndPlaceholderNodes() throws {
        let cell = try NodeFixtureSupport.layout(SwiftFixture("t/cell", size: ASSizeRange(min: .zero, max: CGSize(width: 320, height: 50))) {
            let cell = ASCellNode()
            cell.selectionStyle = .none
            cell.automaticallyManagesSubnodes = true
            let box = BoxNode(10, 80)
            cell.layoutSpecBlock = { _, _ in ASWrapperLayoutSpec(layoutElement: box) }
            return cell
        })
        #expect(cell.tree.root.element.kindName == "cell")
        let scroll = try NodeFixtureSupport.layout(SwiftFixture("t/scroll", width: 100, height: 50) {
            let node = ASScrollNode()
            node.automaticallyManagesContentSize = true
            node.automaticallyManagesSubnodes = true
            let tall = BoxNode(100, 400)
            node.layoutSpecBlock = { _, _ in ASWrapperLayoutSpec(layoutElement: tall) }
            return node
        })
        #expect(scroll.tree.size == Size(width: 100, height: 50))
        #expect(NodeFixtureSupport.lines(scroll.tree).contains { $0.contains("400") })
        #expect(ASVideoNode().node.kindName == "video" && ASMapNode().node.kindName == "map")
        let editable = ASEditableTextNode()
        editable.attributedPlaceholderText = NSAttributedString(string: "Say something")
        #expect(editable.node.kindName == "editableText")
        #expect(ASTextNode2().node.kindName == "text")
    }
}
