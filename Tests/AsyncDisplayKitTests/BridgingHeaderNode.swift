// No import: the test target imports AsyncDisplayKit implicitly, as an app's bridging header
// makes Texture visible to every file (see docs/texture-code.md).

final class BridgedBadgeNode: ASDisplayNode {
    let countNode = ASTextNode()

    override init() {
        super.init()
        automaticallyManagesSubnodes = true
        countNode.attributedText = NSAttributedString(string: "3", attributes: [.font: UIFont.systemFont(ofSize: 11)])
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        ASInsetLayoutSpec(insets: UIEdgeInsets(top: 2, left: 6, bottom: 2, right: 6), child: countNode)
    }
}
