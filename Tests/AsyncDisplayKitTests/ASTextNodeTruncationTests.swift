import AsyncDisplayKit
import Foundation
import LayoutEngine
import LayoutGeometry
import LayoutLabKit
import Testing

/// The text nodes' truncation, line count, shadow padding, placeholder insets and line position
/// modifier, against Texture.
@Suite struct ASTextNodeTruncationTests {
    static let words = Array(repeating: "layout", count: 30).joined(separator: " ")

    // MARK: ASTextNode

    /// ASTextNode.mm `isTruncated`/`lineCount`: the renderer of the node's bounds; ASTextNode2.mm
    /// `lineCount` returns 0 (unimplemented there).
    @Test func truncationAndLineCountFollowTheLastLayout() throws {
        let cut = ASTextNode(), whole = ASTextNode(), two = ASTextNode2()
        cut.attributedText = MemberTestSupport.text(Self.words)
        cut.maximumNumberOfLines = 2
        whole.attributedText = MemberTestSupport.text("layout")
        two.attributedText = MemberTestSupport.text(Self.words)
        two.maximumNumberOfLines = 2
        let root = ASDisplayNode()
        root.automaticallyManagesSubnodes = true
        root.layoutSpecBlock = { _, _ in ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start,
                                                          alignItems: .start, children: [cut, whole, two]) }
        _ = try NodeFixtureSupport.layout(SwiftFixture("t/truncation", width: 120) { root })
        #expect(cut.isTruncated && cut.lineCount == 2)
        #expect(!whole.isTruncated && whole.lineCount == 1)
        #expect(two.isTruncated && two.lineCount == 0)
        // Two lines of 14 pt text: the height the node was laid out at holds exactly two lines.
        #expect(cut.frame.height > 28 && cut.frame.height < 45)
    }

    /// ASTextNode.mm `shouldTruncateForConstrainedSize:`: a renderer of the range's maximum.
    @Test func shouldTruncateMeasuresWithinTheGivenRange() {
        let node = ASTextNode()
        node.attributedText = MemberTestSupport.text(Self.words)
        #expect(!node.shouldTruncate(forConstrainedSize: ASSizeRange(min: .zero, max: CGSize(width: 120, height: CGFloat.infinity))))
        #expect(node.shouldTruncate(forConstrainedSize: ASSizeRange(min: .zero, max: CGSize(width: 120, height: 20))))
        node.maximumNumberOfLines = 1
        #expect(node.shouldTruncate(forConstrainedSize: ASSizeRange(min: .zero, max: CGSize(width: 120, height: CGFloat.infinity))))
        #expect(!node.shouldTruncate(forConstrainedSize: ASSizeRange(min: .zero, max: CGSize(width: 10_000, height: CGFloat.infinity))))
    }

    /// ASTextKitShadower.mm `shadowPadding`: top/left `min(0, offset - radius)`, bottom/right
    /// `min(0, -offset - radius)`; zero without a shadow; ASTextNode2.mm returns zero.
    @Test func shadowPaddingIsTexturesAndGrowsTheNode() throws {
        let plain = ASTextNode(), shadowed = ASTextNode(), second = ASTextNode2()
        for node in [plain, shadowed, second] { node.attributedText = MemberTestSupport.text("Shadow") }
        #expect(shadowed.shadowPadding == .zero)
        for node in [shadowed, second] {
            node.shadowOpacity = 1
            node.shadowRadius = 3
            node.shadowOffset = CGSize(width: 2, height: -3)
            node.shadowColor = UIColor.black.cgColor
        }
        #expect(shadowed.shadowPadding == UIEdgeInsets(top: -6, left: -1, bottom: 0, right: -5))
        #expect(second.shadowPadding == .zero)
        let root = ASDisplayNode()
        root.automaticallyManagesSubnodes = true
        root.layoutSpecBlock = { _, _ in ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start,
                                                          alignItems: .start, children: [plain, shadowed]) }
        _ = try NodeFixtureSupport.layout(SwiftFixture("t/shadow", width: 200) { root })
        // The node is as much larger as the padding is (ASTextNode's shadower insets the renderer by it).
        #expect(shadowed.frame.height == plain.frame.height + 6)
        #expect(shadowed.frame.width == plain.frame.width + 6)
    }

    /// ASTextNode.mm and ASTextNode2.mm init: `_placeholderInsets = UIEdgeInsetsMake(1.0, 0.0, 1.0, 0.0)`.
    @Test func placeholderInsetsDefaultAndStore() {
        let node = ASTextNode2()
        #expect(node.placeholderInsets == UIEdgeInsets(top: 1, left: 0, bottom: 1, right: 0))
        node.placeholderInsets = UIEdgeInsets(top: 2, left: 3, bottom: 4, right: 5)
        #expect(node.placeholderInsets == UIEdgeInsets(top: 2, left: 3, bottom: 4, right: 5))
    }

    /// ASTextNode.mm (Unsupported): the setter does nothing and the getter returns nil; ASTextNode2
    /// lays its lines out by the modifier, which is reported.
    @Test func linePositionModifierIsIgnoredByTextNodeAndReportedOnTextNode2() throws {
        let ignored = ASTextNode()
        ignored.attributedText = MemberTestSupport.text("Lines")
        let fine = SwiftFixture("t/modifier-ignored", width: 100) {
            let modifier = ASTextLinePositionSimpleModifier()
            modifier.fixedLineHeight = 30
            ignored.textContainerLinePositionModifier = modifier
            return ignored
        }
        #expect(MemberTestSupport.failure(fine) == nil)
        #expect(ignored.textContainerLinePositionModifier == nil)
        let reported = SwiftFixture("t/modifier", width: 100) {
            let node = ASTextNode2()
            node.attributedText = MemberTestSupport.text("Lines")
            node.textContainerLinePositionModifier = ASTextLinePositionSimpleModifier()
            return node
        }
        #expect(MemberTestSupport.failure(reported)?.contains("textContainerLinePositionModifier") == true)
    }

    /// ASTextLayout.mm: the simple modifier puts baseline `row` at `row * h + 0.9 * h + insets.top`.
    @Test func simpleModifierPlacesBaselines() {
        let modifier = ASTextLinePositionSimpleModifier()
        modifier.fixedLineHeight = 20
        let lines = (0..<2).map { row -> ASTextLine in
            let line = ASTextLine()
            line.row = row
            return line
        }
        let container = ASTextContainer()
        container.insets = UIEdgeInsets(top: 4, left: 0, bottom: 0, right: 0)
        modifier.modifyLines(lines, fromText: MemberTestSupport.text("a\nb"), in: container)
        #expect(lines.map(\.position.y) == [22, 42])
    }
}
