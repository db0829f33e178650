import AsyncDisplayKit
import Foundation
import LayoutGeometry
import LayoutLabKit
import Testing

/// What node code does after the first layout pass (`didLoad`, `setNeedsLayout`, a text set in
/// `layout()`) is laid out again before the fixture is drawn, as a device would; a node that
/// invalidates its layout every time is reported, never laid out forever.
@Suite("A node's lifecycle converges before it is drawn")
struct ASLifecycleTests {
    /// A badge whose count is set when it loads, as app code does.
    final class BadgeNode: ASDisplayNode {
        let countNode = ASTextNode()
        let count: Int
        let callsSetNeedsLayout: Bool

        init(count: Int, callsSetNeedsLayout: Bool = true) {
            self.count = count
            self.callsSetNeedsLayout = callsSetNeedsLayout
            super.init()
            automaticallyManagesSubnodes = true
            backgroundColor = .red
        }

        override func didLoad() {
            super.didLoad()
            countNode.attributedText = NSAttributedString(string: "\(count)", attributes: [.font: UIFont.systemFont(ofSize: 13)])
            if callsSetNeedsLayout { setNeedsLayout() }
        }

        override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
            ASInsetLayoutSpec(insets: UIEdgeInsets(top: 2, left: 6, bottom: 2, right: 6), child: countNode)
        }
    }

    /// Asks for another layout from every `layout()`.
    final class RestlessNode: ASDisplayNode {
        var passes = 0

        override func layout() {
            super.layout()
            passes += 1
            setNeedsLayout()
        }
    }

    /// Sets a text in `layout()` that depends on its own width, once.
    final class WidthLabelNode: ASDisplayNode {
        let label = ASTextNode()

        override init() {
            super.init()
            automaticallyManagesSubnodes = true
        }

        override func layout() {
            super.layout()
            label.attributedText = NSAttributedString(string: "width \(Int(bounds.width))",
                                                      attributes: [.font: UIFont.systemFont(ofSize: 13)])
        }

        override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
            ASWrapperLayoutSpec(layoutElement: label)
        }
    }

    @Test func aCountSetInDidLoadIsMeasuredAndDrawn() throws {
        let badge = BadgeNode(count: 128)
        let fixture = SwiftFixture("badge", size: ASSizeRange(min: .zero, max: CGSize(width: 200, height: 100))) { badge }
        let result = try NodeFixtureSupport.layout(fixture)
        // The text "128" at 13 pt is about 24 points wide; before didLoad it was empty (0).
        let width = Double(badge.countNode.frame.width)
        #expect(width > 15, "the count was laid out \(width) pt wide")
        #expect(result.tree.size.width == width + 12)
        #expect(badge.frame.width == CGFloat(width + 12))

        // A text set without setNeedsLayout: Texture's text setter asks for a layout itself.
        let quiet = BadgeNode(count: 128, callsSetNeedsLayout: false)
        let quietFixture = SwiftFixture("quiet", size: ASSizeRange(min: .zero, max: CGSize(width: 200, height: 100))) { quiet }
        let quietResult = try NodeFixtureSupport.layout(quietFixture)
        #expect(quietResult.tree.size == result.tree.size)
    }

    @Test func aTextSetInLayoutFromItsWidthSettles() throws {
        let node = WidthLabelNode()
        let fixture = SwiftFixture("width", width: 240) { node }
        _ = try NodeFixtureSupport.layout(fixture)
        #expect(node.label.attributedText?.string == "width 240")
        #expect(node.label.frame.height > 10)
    }

    @Test func aNodeThatInvalidatesForeverIsReported() throws {
        let node = RestlessNode()
        let fixture = SwiftFixture("restless", width: 100, height: 50) { node }
        #expect {
            _ = try NodeFixtureSupport.layout(fixture)
        } throws: { error in
            "\(error)".contains("invalidated again in each of \(FixtureLayout.maxLayoutPasses) layout passes")
        }
        #expect(node.passes == FixtureLayout.maxLayoutPasses)
    }

    @Test func aSupernodeAddedToItsOwnSubnodeIsReportedAndANodeAddedToItselfIgnored() throws {
        let parent = ASDisplayNode(), child = ASDisplayNode()
        let fixture = SwiftFixture("cycle", width: 100, height: 50) {
            parent.addSubnode(parent)
            parent.addSubnode(child)
            child.addSubnode(parent)
            return parent
        }
        #expect {
            _ = try NodeFixtureSupport.layout(fixture)
        } throws: { error in
            "\(error)".contains("was added as a subnode of its own subnode")
        }
        #expect(parent.subnodes?.count == 1 && parent.supernode == nil && child.subnodes?.isEmpty == true)
    }
}
