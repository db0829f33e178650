import Foundation

// Texture members whose effect layoutlab has already, under their other spellings, and the
// members that would change pixels layoutlab does not draw (reported when set so).

extension ASTextNode {
    /// The old name of `attributedText`.
    public var attributedString: NSAttributedString? {
        get { attributedText }
        set { attributedText = newValue }
    }

    /// The old name of `truncationAttributedText`.
    public var truncationAttributedString: NSAttributedString? {
        get { truncationAttributedText }
        set { truncationAttributedText = newValue }
    }

    /// Paths the text flows around: reported when any is set (not laid out yet).
    public var exclusionPaths: [UIBezierPath]? {
        get { nil }
        set {
            if let newValue, !newValue.isEmpty {
                UIKitEnvironment.report(ASNodeNaming.describe(self) + ": exclusionPaths are not laid out yet")
            }
        }
    }

    /// Whether the text's colour follows the tint colour: reported when set (not drawn yet).
    public var textColorFollowsTintColor: Bool {
        get { false }
        set {
            if newValue { UIKitEnvironment.report(ASNodeNaming.describe(self) + ": textColorFollowsTintColor is not drawn yet") }
        }
    }
}

extension ASImageNode {
    /// Turns cropping on or off; `recropImmediately` and `cropBounds` are Texture's display hints.
    public func setCropEnabled(_ cropEnabled: Bool, recropImmediately: Bool, inBounds cropBounds: CGRect) {
        isCropEnabled = cropEnabled
    }
}

extension ASNetworkImageNode {
    /// The image's URLs, best first: the first is used (Texture loads the first it can).
    public var urls: [URL] {
        get { url.map { [$0] } ?? [] }
        set { url = newValue.first }
    }
}

extension ASEditableTextNode {
    /// The old name of `isScrollEnabled`.
    public var scrollEnabled: Bool {
        get { isScrollEnabled }
        set { isScrollEnabled = newValue }
    }
}

extension ASDisplayNode {
    /// The node's depth among its siblings: reported when set (drawing order is subnode order here).
    public var zPosition: CGFloat {
        get { 0 }
        set { if newValue != 0 { UIKitEnvironment.report(ASNodeNaming.describe(self) + ": zPosition is not drawn yet") } }
    }

    /// The point of the bounds the position refers to: reported when set off the centre.
    public var anchorPoint: CGPoint {
        get { CGPoint(x: 0.5, y: 0.5) }
        set {
            if newValue != CGPoint(x: 0.5, y: 0.5) {
                UIKitEnvironment.report(ASNodeNaming.describe(self) + ": anchorPoint is not laid out yet")
            }
        }
    }
}
