import AsyncDisplayKit
import Foundation
import LayoutEngine
import LayoutGeometry
import LayoutLabKit
import Testing

/// A node of a fixed size.
final class BoxNode: ASDisplayNode {
    init(_ width: CGFloat, _ height: CGFloat) {
        super.init()
        style.preferredSize = CGSize(width: width, height: height)
    }
}

/// A node whose spec is given by a closure (so each test states its layout in place).
final class SpecNode: ASDisplayNode {
    let make: (ASSizeRange) -> ASLayoutSpec
    init(_ make: @escaping (ASSizeRange) -> ASLayoutSpec) {
        self.make = make
        super.init()
    }
    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec { make(constrainedSize) }
}

/// Frames of nodes laid out by `layout(_:width:height:)`.
func frames(_ root: @escaping @Sendable () -> ASDisplayNode, width: Double = 200, height: Double? = nil,
            exact: Bool = true) throws -> [String: Rect] {
    let fixture = exact ? SwiftFixture("t/spec", width: width, height: height, build: root)
        : SwiftFixture("t/spec", size: ASSizeRangeMake(.zero, CGSize(width: width, height: height ?? .infinity)), build: root)
    let result = try NodeFixtureSupport.layout(fixture)
    var out: [String: Rect] = [:]
    result.tree.root.forEach { element, _ in
        if element.isNode, let name = element.element.debugName { out[name] = element.frame }
    }
    out["<root>"] = result.tree.root.frame
    return out
}

@Suite struct ASLayoutSpecTests {
    final class Pair: ASDisplayNode {
        let a = BoxNode(40, 20)
        let b = BoxNode(30, 10)
        let spec: (Pair, ASSizeRange) -> ASLayoutSpec
        init(_ spec: @escaping (Pair, ASSizeRange) -> ASLayoutSpec) {
            self.spec = spec
            super.init()
            automaticallyManagesSubnodes = true
        }
        override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec { spec(self, constrainedSize) }
    }

    @Test func horizontalStackWithSpacingAndCentredItems() throws {
        let f = try frames({
            Pair { p, _ in ASStackLayoutSpec(direction: .horizontal, spacing: 5, justifyContent: .start, alignItems: .center,
                                             children: [p.a, p.b]) }
        })
        #expect(f["a"] == Rect(x: 0, y: 0, width: 40, height: 20))
        #expect(f["b"] == Rect(x: 45, y: 5, width: 30, height: 10))
    }

    @Test func verticalStackFactoryAndFlexGrow() throws {
        let f = try frames({
            Pair { p, _ in
                let stack = ASStackLayoutSpec.vertical()
                stack.justifyContent = .end
                stack.alignItems = .end
                stack.children = [p.a, p.b]
                p.b.style.flexGrow = 1
                return stack
            }
        }, width: 100, height: 100)
        #expect(f["a"] == Rect(x: 60, y: 0, width: 40, height: 20))
        #expect(f["b"] == Rect(x: 70, y: 20, width: 30, height: 80))
    }

    @Test func wrappingStackWithLineSpacing() throws {
        let f = try frames({
            Pair { p, _ in ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start,
                                             flexWrap: .wrap, alignContent: .start, lineSpacing: 4, children: [p.a, p.b]) }
        }, width: 50)
        #expect(f["b"] == Rect(x: 0, y: 24, width: 30, height: 10))
    }

    @Test func insetOverlayAndBackground() throws {
        let f = try frames({
            Pair { p, _ in
                let inset = ASInsetLayoutSpec(insets: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4), child: p.a)
                return ASBackgroundLayoutSpec(child: ASOverlayLayoutSpec(child: inset, overlay: ASLayoutSpec()), background: p.b)
            }
        }, width: 100, height: 50)
        #expect(f["a"] == Rect(x: 2, y: 1, width: 94, height: 46))
        #expect(f["b"] == Rect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test func infiniteInsetPushesToTheOtherEdge() throws {
        let f = try frames({
            Pair { p, _ in ASInsetLayoutSpec(insets: UIEdgeInsets(top: .infinity, left: 0, bottom: 5, right: .infinity), child: p.b) }
        }, width: 100, height: 60)
        #expect(f["b"] == Rect(x: 0, y: 45, width: 30, height: 10))
    }

    @Test func centerRatioAndRelative() throws {
        let centred = try frames({
            Pair { p, _ in ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: p.a) }
        }, width: 100, height: 60)
        #expect(centred["a"] == Rect(x: 30, y: 20, width: 40, height: 20))
        let ratio = try frames({
            Pair { p, _ in
                p.a.style.width = ASDimensionMake("50%")
                p.a.style.height = ASDimensionAuto
                return ASRatioLayoutSpec(ratio: 0.5, child: p.a)
            }
        }, width: 100)
        #expect(ratio["a"] == Rect(x: 0, y: 0, width: 100, height: 50))
        let relative = try frames({
            Pair { p, _ in ASRelativeLayoutSpec(horizontalPosition: .end, verticalPosition: .center, sizingOption: [], child: p.b) }
        }, width: 100, height: 60)
        #expect(relative["b"] == Rect(x: 70, y: 25, width: 30, height: 10))
    }

    @Test func absoluteCornerAndWrapper() throws {
        let absolute = try frames({
            Pair { p, _ in
                p.b.style.layoutPosition = CGPoint(x: 7, y: 9)
                let spec = ASAbsoluteLayoutSpec(sizing: .sizeToFit, children: [p.b])
                return ASWrapperLayoutSpec(layoutElement: spec)
            }
        }, width: 100)
        #expect(absolute["b"] == Rect(x: 7, y: 9, width: 30, height: 10))
        #expect(absolute["<root>"]?.height == 19)
        let corner = try frames({
            Pair { p, _ in
                let spec = ASCornerLayoutSpec(child: p.a, corner: p.b, location: .topRight)
                spec.offset = CGPoint(x: -3, y: 3)
                spec.wrapsCorner = true
                return spec
            }
        }, width: 100, exact: false)
        #expect(corner["b"]?.width == 30 && corner["b"]?.height == 10, "\(corner)")
        // The corner element is centred on the child's top-right corner, moved by (-3, 3); the
        // spec wraps it, so the child moves down and left by what sticks out.
        #expect(corner["a"] == Rect(x: 0, y: 2, width: 40, height: 20))
        #expect(corner["b"] == Rect(x: 22, y: 0, width: 30, height: 10))
    }

    @Test func dimensionsAndRanges() {
        #expect(ASDimensionMake("50%") == ASDimensionMakeWithFraction(0.5))
        #expect(ASDimensionMake("10pt") == ASDimensionMakeWithPoints(10))
        #expect(ASDimensionMake("auto") == ASDimensionAuto)
        #expect(ASDimensionMake(.points, 3) == ASDimensionMake(3))
        #expect(NSStringFromASDimension(ASDimensionMakeWithFraction(0.25)) == "25%")
        #expect(ASDimensionResolve(ASDimensionMake("50%"), 200, 7) == 100)
        #expect(ASDimensionResolve(ASDimensionAuto, 200, 7) == 7)
        let range = ASSizeRangeMake(CGSize(width: 10, height: 10), CGSize(width: 100, height: 50))
        #expect(ASSizeRangeClamp(range, CGSize(width: 500, height: 1)) == CGSize(width: 100, height: 10))
        #expect(ASSizeRangeMake(CGSize(width: 4, height: 5)).min == ASSizeRangeMake(CGSize(width: 4, height: 5)).max)
        #expect(ASSizeRangeUnconstrained.max.width == .infinity)
        #expect(ASSizeRangeHasSignificantArea(range) && !ASSizeRangeHasSignificantArea(ASSizeRangeZero))
        let inter = ASSizeRangeIntersect(range, ASSizeRangeMake(.zero, CGSize(width: 60, height: 60)))
        #expect(inter.max == CGSize(width: 60, height: 50))
        #expect(ASSizeRangeEqualToSizeRange(range, range))
        #expect(ASLayoutSizeMake(ASDimensionMake(1), ASDimensionAuto).width == ASDimensionMake(1))
    }

    @Test func styleWritesThroughToTheEngine() {
        let node = ASDisplayNode()
        node.style.flexGrow = 2
        node.style.flexShrink = 1
        node.style.flexBasis = ASDimensionMake("30%")
        node.style.spacingBefore = 3
        node.style.spacingAfter = 4
        node.style.alignSelf = .end
        node.style.ascender = 5
        node.style.descender = -2
        node.style.minSize = CGSize(width: 1, height: 2)
        node.style.maxSize = CGSize(width: 8, height: 9)
        node.style.preferredLayoutSize = ASLayoutSizeMake(ASDimensionMake(6), ASDimensionMake("10%"))
        let s = node.node.style
        #expect(s.flexGrow == 2 && s.flexShrink == 1 && s.flexBasis == .fraction(0.3))
        #expect(s.spacingBefore == 3 && s.spacingAfter == 4 && s.alignSelf == .end)
        #expect(s.ascender == 5 && s.descender == -2)
        #expect(s.minWidth == .points(1) && s.maxHeight == .points(9))
        #expect(s.width == .points(6) && s.height == .fraction(0.1))
        #expect(node.style.minLayoutSize.height == ASDimensionMake(2))
        #expect(node.style.maxLayoutSize.width == ASDimensionMake(8))
        let spec = ASStackLayoutSpec.horizontal()
        let elements: [ASLayoutElement] = [node, spec]
        for element in elements { element.style.flexShrink = 3 }
        #expect(spec.layoutSpec.style.flexShrink == 3)
    }

    @Test func layoutThatFitsMeasuresOutsideAFixture() {
        let node = BoxNode(30, 12)
        let layout = node.layoutThatFits(ASSizeRangeMake(.zero, CGSize(width: 100, height: 100)))
        #expect(layout.size == CGSize(width: 30, height: 12))
        let spec = ASInsetLayoutSpec(insets: UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2), child: node)
        #expect(spec.layoutThatFits(ASSizeRangeUnconstrained).size == CGSize(width: 34, height: 16))
        #expect(spec.asciiArtString().contains("InsetLayoutSpec"))
    }
}
