import Foundation

/// The header or footer UIKit makes for a section title (`tableView(_:titleForHeaderInSection:)`,
/// `…FooterInSection:`): the title's text inside insets, on a background.
/// `ASTableStyleMetrics.title(_:header:)` gives its appearance for the table's style.
final class ASTableSectionTitleNode: ASDisplayNode {
    /// How the title is drawn.
    struct Appearance {
        /// The text (upper-cased already where the style does).
        var text: String
        /// The font.
        var font: UIFont
        /// The text's colour.
        var color: UIColor
        /// The header's background, nil for none.
        var background: UIColor?
        /// Space around the text.
        var insets: UIEdgeInsets
    }

    /// The title.
    let titleNode = ASTextNode()
    private var insets = UIEdgeInsets.zero

    override init() {
        super.init()
        automaticallyManagesSubnodes = true
    }

    /// Draws `appearance`; the layout is invalidated only when its text or insets change (a
    /// place's font and colours are its table style's, which never changes).
    func show(_ appearance: Appearance) {
        guard titleNode.attributedText?.string != appearance.text || insets != appearance.insets else { return }
        titleNode.attributedText = NSAttributedString(string: appearance.text,
                                                      attributes: [.font: appearance.font, .foregroundColor: appearance.color])
        backgroundColor = appearance.background
        insets = appearance.insets
        setNeedsLayout()
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        ASInsetLayoutSpec(insets: insets, child: titleNode)
    }
}
