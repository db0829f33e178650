import AsyncDisplayKit

/// A post's header as an app writes it with Texture: an avatar, the author's name over the time,
/// and a follow button, laid out in `layoutSpecThatFits`. Nothing here is written for layoutlab.
final class PostHeaderNode: ASDisplayNode {
    private let avatarNode = ASImageNode()
    private let usernameNode = ASTextNode()
    private let timeNode = ASTextNode()
    private let followButton = ASButtonNode()

    init(username: String, time: String) {
        super.init()
        automaticallyManagesSubnodes = true
        backgroundColor = .systemBackground

        let avatarSize = CGSize(width: 40, height: 40)
        avatarNode.image = UIGraphicsImageRenderer(size: avatarSize).image { _ in
            UIColor.systemTeal.setFill()
            UIBezierPath(ovalIn: CGRect(origin: .zero, size: avatarSize)).fill()
        }
        avatarNode.style.preferredSize = avatarSize

        usernameNode.attributedText = NSAttributedString(
            string: username,
            attributes: [.font: UIFont.boldSystemFont(ofSize: 15), .foregroundColor: UIColor.label])
        usernameNode.maximumNumberOfLines = 1
        usernameNode.truncationMode = .byTruncatingTail
        timeNode.attributedText = NSAttributedString(
            string: time,
            attributes: [.font: UIFont.preferredFont(forTextStyle: .footnote), .foregroundColor: UIColor.secondaryLabel])

        followButton.setTitle("Follow", with: .systemFont(ofSize: 14, weight: .semibold), with: .systemBlue, for: .normal)
        followButton.contentEdgeInsets = UIEdgeInsets(top: 6, left: 12, bottom: 6, right: 12)
        followButton.borderWidth = 1
        followButton.borderColor = UIColor.systemBlue.cgColor
        followButton.cornerRadius = 6
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        usernameNode.style.flexShrink = 1
        let names = ASStackLayoutSpec.vertical()
        names.spacing = 2
        names.style.flexGrow = 1
        names.style.flexShrink = 1
        names.children = [usernameNode, timeNode]

        let row = ASStackLayoutSpec(direction: .horizontal, spacing: 10, justifyContent: .start, alignItems: .center,
                                    children: [avatarNode, names, followButton])
        return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 10, left: 12, bottom: 10, right: 12), child: row)
    }
}
