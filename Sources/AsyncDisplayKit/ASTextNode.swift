import Foundation
import LayoutEngine

/// A node that draws attributed text and measures itself by it (Texture's `ASTextNode`).
open class ASTextNode: ASControlNode {
    private var text: TextNode { node as! TextNode }
    private var storedText: NSAttributedString?
    private var storedTruncation: NSAttributedString?

    override func makeNode() -> DisplayNode { TextNode(AttributedText(runs: [], font: TextConversion.defaultFont)) }

    /// The text; attributes without a font draw in DejaVu Sans 12 (iOS: Helvetica 12).
    open var attributedText: NSAttributedString? {
        get { storedText } set { storedText = newValue.map { NSAttributedString(attributedString: $0) }; update() }
    }
    /// At most this many lines (0: no limit).
    open var maximumNumberOfLines: UInt = 0 { didSet { update() } }
    /// How text that does not fit is cut: at the tail, or, for one line, at the head or in the
    /// middle (head or middle truncation of several lines is reported: not laid out yet).
    open var truncationMode: NSLineBreakMode = .byWordWrapping { didSet { update() } }
    /// Shown where text is cut (default "…").
    open var truncationAttributedText: NSAttributedString? {
        get { storedTruncation } set { storedTruncation = newValue; update() }
    }
    /// A message shown after the truncation text where text is cut ("… Read more"), in its own
    /// attributes.
    open var additionalTruncationMessage: NSAttributedString? {
        didSet { update() }
    }
    /// The attribute names that mark links (accepted; links draw with their own attributes).
    open var linkAttributeNames: [String] = ["NSLink"]
    /// Whether links highlight when touched (accepted).
    open var highlightStyle: Int = 0
    /// Whether touches outside links pass through (accepted).
    open var passthroughNonlinkTouches = false
    /// Colour of the placeholder shown before text draws (accepted).
    open var placeholderColor: UIColor?
    /// Insets of the text (only zero is laid out; others are reported).
    open var textContainerInset: UIEdgeInsets = .zero {
        didSet {
            if textContainerInset != .zero {
                UIKitEnvironment.report(ASNodeNaming.describe(self) + ": textContainerInset is not laid out yet")
            }
        }
    }
    /// Font scale factors to try before truncating (reported when set: not laid out yet).
    open var pointSizeScaleFactors: [NSNumber]? {
        didSet {
            if pointSizeScaleFactors?.isEmpty == false {
                UIKitEnvironment.report(ASNodeNaming.describe(self) + ": pointSizeScaleFactors are not laid out yet")
            }
        }
    }

    private func update() {
        var converted = TextConversion.text(storedText, maximumNumberOfLines: Int(maximumNumberOfLines),
                                            truncation: storedTruncation, owner: ASNodeNaming.describe(self))
        // Texture composes the token: the truncation text (default "…") then the additional message.
        let token = storedTruncation ?? NSAttributedString(string: "\u{2026}")
        converted.truncationRuns = TextConversion.truncationRuns([token] + (additionalTruncationMessage.map { [$0] } ?? []))
        switch truncationMode {
        case .byTruncatingHead: converted.truncationMode = .head
        case .byTruncatingMiddle: converted.truncationMode = .middle
        default: break
        }
        if converted.truncationMode != .tail, maximumNumberOfLines != 1 {
            UIKitEnvironment.report(ASNodeNaming.describe(self) + ": head and middle truncation are laid out for one line only "
                                    + "(maximumNumberOfLines = 1)")
        }
        text.attributedText = converted
    }
}

/// Texture's second text node: the same here.
open class ASTextNode2: ASTextNode {}
