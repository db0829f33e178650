import LayoutGeometry

/// A control state, each with its own title, colour and background.
public enum ControlState: String, Hashable, Sendable, CaseIterable {
    /// At rest.
    case normal
    /// Touched.
    case highlighted
    /// Selected.
    case selected
    /// Disabled.
    case disabled
}

/// A button (Texture's `ASButtonNode`): a title and/or an image laid out in a stack with
/// `contentSpacing`, inside `contentEdgeInsets`, centred in the button.
open class ButtonNode: ControlNode {
    /// Title per state; a missing state falls back to `normal`.
    public var titles: [ControlState: AttributedText] = [:]
    /// Image per state; a missing state falls back to `normal`.
    public var images: [ControlState: ImageReference] = [:]
    /// Background image per state, stretched over the button under its content; a missing state
    /// falls back to `normal`.
    public var backgroundImages: [ControlState: ImageReference] = [:]
    /// Caps of each state's background image (a resizable image), in the image's points.
    public var backgroundImageCapInsets: [ControlState: EdgeInsets] = [:]
    /// Background colour per state; a missing state falls back to the node's background colour.
    public var backgroundColors: [ControlState: Color] = [:]
    /// The current state.
    public var state: ControlState = .normal
    /// Space between image and title.
    public var contentSpacing: Double = 8
    /// Image beside the title (true) or above it (false).
    public var laysOutHorizontally = true
    /// Insets around the content.
    public var contentEdgeInsets: EdgeInsets = .zero

    /// `button`.
    open override var kindName: String { "button" }

    /// The title shown in the current state.
    public var currentTitle: AttributedText? { titles[state] ?? titles[.normal] }
    /// The background image shown in the current state.
    public var currentBackgroundImage: ImageReference? { backgroundImages[state] ?? backgroundImages[.normal] }
    /// The image shown in the current state.
    public var currentImage: ImageReference? { images[state] ?? images[.normal] }

    /// The content's size: title and image side by side (or stacked) with the spacing, plus insets.
    open override func calculateSizeThatFits(_ constrainedSize: Size, in context: LayoutContext) -> Size {
        if let intrinsicSize { return intrinsicSize }
        let insets = contentEdgeInsets
        let inner = Size(width: max(0, constrainedSize.width - insets.left - insets.right),
                         height: max(0, constrainedSize.height - insets.top - insets.bottom))
        let imageSize = currentImage?.pointSize ?? .zero
        var titleSize = Size.zero
        if let title = currentTitle {
            var room = inner
            if laysOutHorizontally, currentImage != nil { room.width = max(0, room.width - imageSize.width - contentSpacing) }
            let m = context.textMeasurer.measure(title, maxSize: room).size
            titleSize = Size(width: context.grid.ceil(m.width), height: context.grid.ceil(m.height))
        }
        let both = currentImage != nil && currentTitle != nil
        let spacing = both ? contentSpacing : 0
        let content = laysOutHorizontally
            ? Size(width: imageSize.width + spacing + titleSize.width, height: max(imageSize.height, titleSize.height))
            : Size(width: max(imageSize.width, titleSize.width), height: imageSize.height + spacing + titleSize.height)
        return Size(width: content.width + insets.left + insets.right, height: content.height + insets.top + insets.bottom)
    }
}
