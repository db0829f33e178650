import Foundation
import LayoutEngine
import LayoutGeometry

/// A text line as a line position modifier sees it (Texture's `ASTextLine`).
open class ASTextLine: NSObject {
    /// The line's index in the layout.
    public var index: Int = 0
    /// The row the line is on.
    public var row: Int = 0
    /// The baseline's origin.
    public var position: CGPoint = .zero
    /// The line's ascent.
    public var ascent: CGFloat = 0
    /// The line's descent.
    public var descent: CGFloat = 0
    /// The line's bounds.
    public var bounds: CGRect { CGRect(x: position.x, y: position.y - ascent, width: 0, height: ascent + descent) }
}

/// The region text is laid out in, as a line position modifier sees it (Texture's `ASTextContainer`).
open class ASTextContainer: NSObject {
    /// The container's size.
    public var size: CGSize = .zero
    /// The insets inside the container.
    public var insets: UIEdgeInsets = .zero
    /// At most this many rows (0: no limit).
    public var maximumNumberOfRows: UInt = 0
}

/// Moves the lines of a text layout before it completes (Texture's `ASTextLinePositionModifier`).
public protocol ASTextLinePositionModifier: NSObjectProtocol, NSCopying {
    /// Changes the positions of `lines` of `text` laid out in `container`.
    func modifyLines(_ lines: [ASTextLine], fromText text: NSAttributedString, in container: ASTextContainer)
}

/// Gives every line the same height, baseline to baseline (Texture's
/// `ASTextLinePositionSimpleModifier`).
open class ASTextLinePositionSimpleModifier: NSObject, ASTextLinePositionModifier {
    /// The distance between two baselines.
    public var fixedLineHeight: CGFloat = 0

    /// Places each line's baseline `fixedLineHeight` below the one before it, the first at 0.9 of
    /// it below the container's top inset (ASTextLayout.mm, horizontal text).
    open func modifyLines(_ lines: [ASTextLine], fromText text: NSAttributedString, in container: ASTextContainer) {
        for line in lines {
            line.position.y = CGFloat(line.row) * fixedLineHeight + fixedLineHeight * 0.9 + container.insets.top
        }
    }

    /// A modifier with the same line height.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = ASTextLinePositionSimpleModifier()
        copy.fixedLineHeight = fixedLineHeight
        return copy
    }
}

extension ASTextNode {
    /// The text as the node lays it out, measured within `size` (the node's insets and shadow
    /// padding taken off).
    private func textMeasurement(in size: CGSize) -> TextMeasurement {
        let text = node as! TextNode
        let i = text.textContainerInset
        let room = Size(width: max(0, Double(size.width) - i.left - i.right),
                        height: max(0, Double(size.height) - i.top - i.bottom))
        return ASLayoutRunner.context().textMeasurer.measure(text.attributedText, maxSize: room)
    }

    /// Whether the text is cut in the node's bounds (by the line limit or the height), as laid out
    /// last (Texture measures it in the node's bounds: ASTextNode.mm `isTruncated`,
    /// ASTextNode2.mm `isTruncated`).
    public var isTruncated: Bool { textMeasurement(in: bounds.size).isTruncated }

    /// Whether the text would be cut within `constrainedSize`'s maximum (Texture's
    /// `shouldTruncateForConstrainedSize:`).
    public func shouldTruncate(forConstrainedSize constrainedSize: ASSizeRange) -> Bool {
        textMeasurement(in: constrainedSize.max).isTruncated
    }

    /// The number of lines the text takes in the node's bounds, as laid out last. `ASTextNode2`
    /// gives 0, as Texture's does (ASTextNode2.mm `lineCount` is unimplemented there).
    public var lineCount: UInt {
        if self is ASTextNode2 { return 0 }
        return UInt(textMeasurement(in: bounds.size).lineCount)
    }

    /// The room the node's shadow takes around the text, as negative insets (Texture's
    /// `ASTextKitShadower.shadowPadding`): `offset - radius` above and left, `-offset - radius`
    /// below and right, none where that is positive, and zero without a visible shadow.
    /// `ASTextNode2` gives zero, as Texture's does (it draws its shadow within its bounds).
    public var shadowPadding: UIEdgeInsets {
        // ASTextKitShadower.mm `_shouldDrawShadow`: opacity, a radius or an offset, a visible colour.
        let color = UIColor(cgColor: shadowColor ?? UIColor.black.cgColor).layoutColor
        guard !(self is ASTextNode2), shadowOpacity != 0, shadowRadius != 0 || shadowOffset != .zero, color.alpha > 0 else {
            return .zero
        }
        let r = shadowRadius, o = shadowOffset
        return UIEdgeInsets(top: min(0, o.height - r), left: min(0, o.width - r),
                            bottom: min(0, -o.height - r), right: min(0, -o.width - r))
    }

    /// The insets of the placeholder's line bars within each line (top and bottom 1 by default,
    /// as Texture's). Placeholders are not drawn in a fixture: the text is.
    public var placeholderInsets: UIEdgeInsets {
        get { storedPlaceholderInsets }
        set { storedPlaceholderInsets = newValue }
    }

    /// Moves the text's lines as they are laid out (Texture's `textContainerLinePositionModifier`).
    /// `ASTextNode` ignores it and gives nil, as Texture's does (ASTextNode.mm, `Unsupported`);
    /// on `ASTextNode2` a modifier is reported: line positions are not laid out by it yet.
    public var textContainerLinePositionModifier: (any ASTextLinePositionModifier)? {
        get { self is ASTextNode2 ? storedLinePositionModifier : nil }
        set {
            guard self is ASTextNode2 else { return }
            storedLinePositionModifier = newValue
            if newValue != nil {
                UIKitEnvironment.report(ASNodeNaming.describe(self) + ": textContainerLinePositionModifier is not laid out yet")
            }
        }
    }
}
