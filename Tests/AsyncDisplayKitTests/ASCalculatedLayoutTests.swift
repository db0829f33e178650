import AsyncDisplayKit
import Foundation
import LayoutEngine
import LayoutGeometry
import LayoutLabKit
import Testing

/// Helpers of the tests of Texture's members.
enum MemberTestSupport {
    /// `string` in the system font at 14 pt.
    static func text(_ string: String) -> NSAttributedString {
        NSAttributedString(string: string, attributes: [.font: UIFont.systemFont(ofSize: 14)])
    }

    /// The error laying `fixture` out gives, nil when it lays out.
    static func failure(_ fixture: SwiftFixture) -> String? {
        do {
            _ = try NodeFixtureSupport.layout(fixture)
            return nil
        } catch {
            return "\(error)"
        }
    }
}

/// Nodes for the calculated-layout tests.
private final class CalcLayoutPassThroughNode: ASDisplayNode {
    var calls = 0
    override func calculateLayoutThatFits(_ constrainedSize: ASSizeRange) -> ASLayout {
        calls += 1
        return super.calculateLayoutThatFits(constrainedSize)
    }
}

private final class CalcLayoutOwnRangeNode: ASDisplayNode {
    override func calculateLayoutThatFits(_ constrainedSize: ASSizeRange) -> ASLayout {
        super.calculateLayoutThatFits(ASSizeRange(exactly: CGSize(width: 10, height: 10)))
    }
}

private final class RestrictedOverrideNode: ASDisplayNode {
    override func calculateLayoutThatFits(_ constrainedSize: ASSizeRange, restrictedTo size: ASLayoutElementSize,
                                          relativeToParentSize parentSize: CGSize) -> ASLayout {
        super.calculateLayoutThatFits(ASSizeRangeUnconstrained, restrictedTo: size, relativeToParentSize: parentSize)
    }
}

private final class OwnSizeNode: ASDisplayNode {
    override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize { CGSize(width: 30, height: 20) }
}

private final class OwnSpecNode: ASDisplayNode {
    let box = BoxNode(10, 10)
    override init() {
        super.init()
        automaticallyManagesSubnodes = true
    }
    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        ASInsetLayoutSpec(insets: UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5), child: box)
    }
}

/// `calculatedLayout`, `calculateLayoutThatFits` and the `ASLayoutElement` members, against Texture.
@Suite struct ASCalculatedLayoutTests {
    // MARK: ASDisplayNode calculated layout

    /// ASDisplayNode+Layout.mm `calculatedLayout`/`constrainedSizeForCalculatedLayout`: nil and zero
    /// before the first layout; then the last layout, its subnode layouts flattened (ASLayout.mm
    /// `filteredNodeLayoutTree`) with positions in the node.
    @Test func calculatedLayoutIsTheLastLayoutFlattened() throws {
        let node = OwnSpecNode()
        #expect(node.calculatedLayout == nil)
        #expect(node.constrainedSizeForCalculatedLayout == ASSizeRangeZero)
        let range = ASSizeRange(min: CGSize(width: 0, height: 0), max: CGSize(width: 200, height: 300))
        _ = try NodeFixtureSupport.layout(SwiftFixture("t/calculated", size: range) { node })
        let layout = try #require(node.calculatedLayout)
        #expect(layout.size == node.frame.size && layout.size == CGSize(width: 20, height: 20))
        #expect(layout.layoutElement === node)
        #expect(layout.sublayouts.count == 1)
        #expect(layout.sublayouts.first?.layoutElement === node.box)
        #expect(layout.sublayouts.first?.frame == CGRect(x: 5, y: 5, width: 10, height: 10))
        #expect(layout.sublayouts.first?.sublayouts.isEmpty == true)
        #expect(node.constrainedSizeForCalculatedLayout == range)
        #expect(node.box.constrainedSizeForCalculatedLayout.max == CGSize(width: 190, height: 290))
        // layoutThatFits from node code is a measurement too.
        _ = node.layoutThatFits(ASSizeRange(exactly: CGSize(width: 50, height: 60)))
        #expect(node.calculatedLayout?.size == CGSize(width: 50, height: 60))
        #expect(node.constrainedSizeForCalculatedLayout == ASSizeRange(exactly: CGSize(width: 50, height: 60)))
    }

    /// ASDisplayNode+Layout.mm: `layoutThatFits:parentSize:` calls
    /// `calculateLayoutThatFits:restrictedToSize:self.style.size relativeToParentSize:` (line 96),
    /// which intersects the range with the style's size and calls `calculateLayoutThatFits:`.
    @Test func calculateLayoutThatFitsIsLayoutThatFitsWithoutTheStyle() {
        let node = OwnSizeNode()
        node.style.width = ASDimensionMake(50)
        let range = ASSizeRange(min: .zero, max: CGSize(width: 100, height: 100))
        #expect(node.layoutThatFits(range).size == CGSize(width: 50, height: 20))
        #expect(node.calculateLayoutThatFits(range).size == CGSize(width: 30, height: 20))
        let restricted = node.calculateLayoutThatFits(range, restrictedTo: node.style.size,
                                                      relativeToParentSize: CGSize(width: 100, height: 100))
        #expect(restricted.size == CGSize(width: 50, height: 20))
        let spec = OwnSpecNode()
        #expect(spec.calculateLayoutThatFits(range).size == CGSize(width: 20, height: 20))
        #expect(spec.calculateLayoutThatFits(range).sublayouts.count == 1)
    }

    @Test func aPassThroughOverrideIsLaidOutAndCalled() throws {
        let node = CalcLayoutPassThroughNode()
        node.style.preferredSize = CGSize(width: 40, height: 30)
        let range = ASSizeRange(min: .zero, max: CGSize(width: 100, height: 100))
        _ = try NodeFixtureSupport.layout(SwiftFixture("t/pass-through", size: range) { node })
        #expect(node.calls >= 1)
        #expect(node.frame.size == CGSize(width: 40, height: 30))
        // Through the protocol, the override runs (a requirement of ASLayoutElement).
        let element: any ASLayoutElement = node
        let before = node.calls
        _ = element.calculateLayoutThatFits(ASSizeRange(exactly: CGSize(width: 5, height: 5)))
        #expect(node.calls == before + 1)
    }

    @Test func overridesThatWouldLayOutOtherwiseAreReported() {
        let own = MemberTestSupport.failure(SwiftFixture("t/own-range", width: 100) { CalcLayoutOwnRangeNode() })
        #expect(own?.contains("calculateLayoutThatFits(_:)") == true)
        let restricted = MemberTestSupport.failure(SwiftFixture("t/restricted", width: 100) { RestrictedOverrideNode() })
        #expect(restricted?.contains("calculateLayoutThatFits(_:restrictedTo:relativeToParentSize:)") == true)
    }

    // MARK: ASLayoutElement

    /// ASLayoutSpec.mm `sublayoutElements` (its children) and `implementsLayoutMethod` (YES);
    /// ASDisplayNode+Layout.mm `sublayoutElements` (its subnodes) and `implementsLayoutMethod`
    /// (a layout method overridden, or a layoutSpecBlock).
    @Test func sublayoutElementsAndImplementsLayoutMethod() {
        let a = BoxNode(10, 10), b = BoxNode(20, 20)
        let stack = ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start,
                                      children: [a, b])
        let elements: [any ASLayoutElement] = [stack]
        #expect(elements[0].sublayoutElements()?.map { ObjectIdentifier($0) } == [ObjectIdentifier(a), ObjectIdentifier(b)])
        #expect(elements[0].implementsLayoutMethod())
        let parent = ASDisplayNode()
        parent.addSubnode(a)
        #expect(parent.sublayoutElements()?.map { ObjectIdentifier($0) } == [ObjectIdentifier(a)])
        #expect(!ASDisplayNode().implementsLayoutMethod())
        #expect(!BoxNode(1, 1).implementsLayoutMethod())
        #expect(OwnSpecNode().implementsLayoutMethod())
        #expect(OwnSizeNode().implementsLayoutMethod())
        #expect(CalcLayoutOwnRangeNode().implementsLayoutMethod())
        #expect(!CalcLayoutPassThroughNode().implementsLayoutMethod())
        #expect(ASTextNode().implementsLayoutMethod() && ASImageNode().implementsLayoutMethod())
        let block = ASDisplayNode()
        block.layoutSpecBlock = { _, _ in ASLayoutSpec() }
        #expect(block.implementsLayoutMethod())
        // A spec's calculateLayoutThatFits: its layout, children placed.
        let layout = stack.calculateLayoutThatFits(ASSizeRange(min: .zero, max: CGSize(width: 100, height: 100)))
        #expect(layout.size == CGSize(width: 30, height: 20))
        let restricted = stack.calculateLayoutThatFits(ASSizeRange(min: .zero, max: CGSize(width: 100, height: 100)),
                                                       restrictedTo: ASLayoutElementSize(width: ASDimensionMake(60),
                                                                                         height: ASDimensionAuto,
                                                                                         minWidth: ASDimensionAuto,
                                                                                         maxWidth: ASDimensionAuto,
                                                                                         minHeight: ASDimensionAuto,
                                                                                         maxHeight: ASDimensionAuto),
                                                       relativeToParentSize: CGSize(width: 100, height: 100))
        #expect(restricted.size == CGSize(width: 60, height: 20))
    }
}
