import AsyncDisplayKit
import Foundation
import LayoutEngine
import LayoutFixtures
import LayoutLabKit
import Testing

/// Text without a font is drawn in the same font by every layer, and that font is Texture's.
@Suite struct TextDefaultsAcrossLayersTests {
    @Test func aButtonTitleWithoutAFontIsTheSystemFontAtTheButtonSize() throws {
        // Texture: `attributes[NSFontAttributeName] = font ? : [UIFont systemFontOfSize:[UIFont buttonFontSize]]`.
        #expect(UIFont.buttonFontSize == 18)
        let button = ASButtonNode()
        button.setTitle("Open inbox", with: nil, with: nil, for: .normal)
        let font = try #require(button.attributedTitle(for: .normal)?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)
        #expect(font.pointSize == UIFont.buttonFontSize && font.pangoDescription == TextDefaults.buttonTitleFont)
    }

    @Test func aFileButtonAndASButtonNodeWithoutFontsMeasureAlike() throws {
        let file = try NodeFixtureSupport.layoutYAML("""
        name: t/button
        size: [300, auto]
        root: {stack: {alignItems: start, children: [{button: {title: "Open inbox"}}]}}
        """)
        let swift = try NodeFixtureSupport.layout(SwiftFixture("t/button", size: ASSizeRangeMake(.zero, CGSize(width: 300, height: CGFloat.infinity))) {
            let button = ASButtonNode()
            button.setTitle("Open inbox", with: nil, with: nil, for: .normal)
            let root = ASDisplayNode()
            root.automaticallyManagesSubnodes = true
            root.layoutSpecBlock = { _, _ in
                ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [button])
            }
            return root
        })
        func button(_ tree: LayoutTree) -> PlacedElement? {
            var found: PlacedElement?
            tree.root.forEach { element, _ in if found == nil, element.element is ButtonNode { found = element } }
            return found
        }
        let fileButton = try #require(button(file.tree)), swiftButton = try #require(button(swift.tree))
        #expect(fileButton.frame.size == swiftButton.frame.size)
        // 18 pt DejaVu Sans: a line about 21 points high (a 17 pt title is 20).
        #expect(fileButton.frame.size.height == 21)
    }

    @Test func aTextCellStartsAsTexturesDoes() throws {
        // Texture: kASTextCellNodeDefaultFontSize 18, vertical padding 11, horizontal padding 15.
        let cell = ASTextCellNode()
        #expect(cell.textInsets == UIEdgeInsets(top: 11, left: 15, bottom: 11, right: 15))
        #expect((cell.textAttributes[.font] as? UIFont)?.pointSize == 18)
    }

    @Test func textWithoutAFontIsTwelvePointInEveryLayer() {
        #expect(AttributedText("a").font == TextDefaults.font)
        #expect(TextDefaults.font == "Sans 12")
        #expect(TextDefaults.labelFont == "Sans \(Int(UIFont.labelFontSize))")
    }

    @Test func theSystemFontIsTheDefaultFamily() {
        #expect(UIFont.systemFont(ofSize: CGFloat(TextDefaults.fontSize)).pangoDescription == TextDefaults.font)
        #expect(UIFont.systemFont(ofSize: UIFont.labelFontSize).pangoDescription == TextDefaults.labelFont)
        #expect(UIFont.Family.sans.pangoName == TextDefaults.family)
    }
}
