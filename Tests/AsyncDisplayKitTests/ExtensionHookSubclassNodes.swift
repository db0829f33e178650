import AsyncDisplayKit

// Hooks overridden in extensions beside subclasses that override them in their bodies and call
// `super`, a nested type's extension, and an extended regex literal before an override: compiled
// through the TextureSourceAdapter plugin, unchanged.

/// What the cards' `layout()` overrides did, in order.
nonisolated(unsafe) var cardLayoutLog: [String] = []

class CardBase: ASDisplayNode {
    let title = ASTextNode()

    override init() {
        super.init()
        automaticallyManagesSubnodes = true
        title.attributedText = NSAttributedString(string: "Title", attributes: [.font: UIFont.systemFont(ofSize: 12)])
    }
}

extension CardBase {
    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        let pattern = #/"[a-z]+"/#
        _ = pattern
        return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 0, left: 1, bottom: 0, right: 0), child: title)
    }

    override func layout() {
        super.layout()
        cardLayoutLog.append("base")
    }
}

/// Wraps its superclass's spec, as app code does.
final class Card: CardBase {
    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        let inner = super.layoutSpecThatFits(constrainedSize)
        return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 10, left: 49, bottom: 10, right: 0), child: inner)
    }

    override func layout() {
        cardLayoutLog.append("card before")
        super.layout()
        cardLayoutLog.append("card after")
    }
}

enum Feed {
    /// A node nested in another type.
    final class Row: ASDisplayNode {
        let label = ASTextNode()

        override init() {
            super.init()
            automaticallyManagesSubnodes = true
            label.attributedText = NSAttributedString(string: "Row", attributes: [.font: UIFont.systemFont(ofSize: 12)])
        }
    }
}

extension Feed.Row {
    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        ASInsetLayoutSpec(insets: UIEdgeInsets(top: 3, left: 7, bottom: 3, right: 7), child: label)
    }
}
