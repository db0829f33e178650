import AsyncDisplayKit
import Foundation
import LayoutEngine
import LayoutGeometry
import LayoutLabKit
import Testing

/// An editable text node made from TextKit components, against Texture.
@Suite struct ASTextKitComponentsTests {
    // MARK: ASEditableTextNode(textKitComponents:placeholderTextKitComponents:)

    @Test func editableTextTakesTheComponentsText() throws {
        let components = ASTextKitComponents(attributedSeedString: MemberTestSupport.text("Hello there"), textContainerSize: .zero)
        let placeholder = ASTextKitComponents(attributedSeedString: MemberTestSupport.text("Say something"), textContainerSize: .zero)
        let node = ASEditableTextNode(textKitComponents: components, placeholderTextKitComponents: placeholder)
        #expect(node.attributedText?.string == "Hello there")
        #expect(node.attributedPlaceholderText?.string == "Say something")
        let same = ASEditableTextNode()
        same.attributedText = MemberTestSupport.text("Hello there")
        let range = ASSizeRange(min: .zero, max: CGSize(width: 200, height: 200))
        #expect(node.layoutThatFits(range).size == same.layoutThatFits(range).size)
        components.textStorage.replaceCharacters(in: NSRange(location: 0, length: 5), with: "Goodbye")
        #expect(node.attributedText?.string == "Goodbye there")
        let limited = SwiftFixture("t/components-lines", width: 100) {
            let text = ASTextKitComponents(attributedSeedString: nil, textContainerSize: .zero)
            text.textContainer.maximumNumberOfLines = 1
            return ASEditableTextNode(textKitComponents: text,
                                      placeholderTextKitComponents: ASTextKitComponents(attributedSeedString: nil,
                                                                                        textContainerSize: .zero))
        }
        let failure = MemberTestSupport.failure(limited)
        #expect(failure?.contains("init(textKitComponents:placeholderTextKitComponents:)") == true)
        #expect(failure?.contains("maximumNumberOfLines") == true)
    }
}
