import Foundation
import LayoutEngine
import LayoutGeometry

/// A node that draws attributed text and measures itself by it (Texture's `ASTextNode`).
open class ASTextNode: ASControlNode {
    private var text: TextNode { node as! TextNode }
    private var storedText: NSAttributedString?
    private var storedTruncation: NSAttributedString?
    /// The line position modifier set (ASTextNode+Truncation.swift).
    var storedLinePositionModifier: (any ASTextLinePositionModifier)?
    /// Where the placeholder's lines are drawn within each line (ASTextNode+Truncation.swift).
    var storedPlaceholderInsets = UIEdgeInsets(top: 1, left: 0, bottom: 1, right: 0)

    override func makeNode() -> DisplayNode { TextNode(AttributedText(runs: [], font: TextConversion.defaultFont)) }

    /// The text; attributes without a font draw in DejaVu Sans 12 (iOS: Helvetica 12).
    open var attributedText: NSAttributedString? {
        get { storedText }
        set {
            // As Texture: the same text changes nothing; another asks for a new layout.
            if let newValue, let storedText, newValue.isEqual(to: storedText) { return }
            if newValue == nil && storedText == nil { return }
            storedText = newValue.map { NSAttributedString(attributedString: $0) }
            update()
            setNeedsLayout()
        }
    }
    /// At most this many lines (0: no limit).
    open var maximumNumberOfLines: UInt = 0 { didSet { update() } }
    /// How text that does not fit is cut: at the tail, head or middle of its last line.
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
    /// Space between the node's bounds and its text.
    open var textContainerInset: UIEdgeInsets = .zero { didSet { update() } }
    /// Font scale factors to try before truncating (reported when set: not laid out yet).
    open var pointSizeScaleFactors: [NSNumber]? {
        didSet {
            if pointSizeScaleFactors?.isEmpty == false {
                UIKitEnvironment.report(ASNodeNaming.describe(self) + ": pointSizeScaleFactors are not laid out yet")
            }
        }
    }

    private func update() {
        var converted = TextConversion.text(storedText, maximumNumberOfLines: Int(clamping: maximumNumberOfLines),
                                            truncation: storedTruncation, owner: ASNodeNaming.describe(self))
        // Texture composes the token: the truncation text (default "…") then the additional message.
        let token = storedTruncation ?? NSAttributedString(string: "\u{2026}")
        converted.truncationRuns = TextConversion.truncationRuns([token] + (additionalTruncationMessage.map { [$0] } ?? []))
        switch truncationMode {
        case .byTruncatingHead: converted.truncationMode = .head
        case .byTruncatingMiddle: converted.truncationMode = .middle
        default: break
        }
        var inset = EdgeInsets(top: Double(textContainerInset.top), left: Double(textContainerInset.left),
                               bottom: Double(textContainerInset.bottom), right: Double(textContainerInset.right))
        if let shadow = nodeShadow {
            // The node's shadow replaces the text's own, on all of it.
            converted.shadow = shadow
            if padsShadow {
                // ASTextNode's shadower grows the node by the room the shadow needs on each side.
                let r = shadow.blurRadius, dx = shadow.offset.x, dy = shadow.offset.y
                inset.top += max(0, r - dy)
                inset.left += max(0, r - dx)
                inset.bottom += max(0, dy + r)
                inset.right += max(0, dx + r)
            }
        }
        text.textContainerInset = inset
        text.attributedText = converted
    }

    /// Whether the node grows by its shadow's padding (`ASTextNode`) or draws it within its
    /// bounds (`ASTextNode2`, which sets it on the text).
    var padsShadow: Bool { true }

    /// The node's own shadow (`shadowOpacity` above zero, a radius or an offset, a visible
    /// colour), as Texture's text nodes apply it to their text.
    private var nodeShadow: TextShadow? {
        guard shadowOpacity > 0, shadowRadius != 0 || shadowOffset != .zero else { return nil }
        let base = UIColor(cgColor: shadowColor ?? UIColor.black.cgColor).layoutColor
        var color = base
        color.alpha = base.alpha * Double(min(1, shadowOpacity))
        guard color.alpha > 0 else { return nil }
        return TextShadow(color: color, offset: Point(x: Double(shadowOffset.width), y: Double(shadowOffset.height)),
                          blurRadius: Double(max(0, shadowRadius)))
    }

    override func shadowChanged() { update() }
}

/// Texture's second text node: the same, except that its shadow is drawn within its bounds
/// rather than growing them.
open class ASTextNode2: ASTextNode {
    override var padsShadow: Bool { false }
}
