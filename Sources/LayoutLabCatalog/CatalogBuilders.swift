import LayoutEngine
import LayoutGeometry

// Small builders the catalog's layouts are written with.

extension Color {
    /// A colour from 0xRRGGBB and an 8-bit alpha, as a fixture file's `"#RRGGBB"` / `"#RRGGBBAA"`.
    static func hex(_ rgb: UInt32, alpha8: UInt8 = 255) -> Color {
        Color(r8: UInt8(rgb >> 16), g8: UInt8(rgb >> 8 & 0xFF), b8: UInt8(rgb & 0xFF), a8: alpha8)
    }
}

/// A style built by `body` from the defaults.
func style(_ body: (inout LayoutStyle) -> Void) -> LayoutStyle {
    var s = LayoutStyle()
    body(&s)
    return s
}

/// A text node with one run of text.
func textNode(_ name: String, _ string: String, font: String, color: Color = .black, maximumNumberOfLines: Int = 0,
              truncation: String? = nil, alignment: TextAlignment = .left, style: LayoutStyle = LayoutStyle()) -> TextNode {
    var text = AttributedText(string, font: font, color: color)
    text.maximumNumberOfLines = maximumNumberOfLines
    if let truncation { text.truncationText = truncation }
    text.alignment = alignment
    let node = TextNode(text)
    node.debugName = name
    node.style = style
    return node
}

/// A text node with several runs over a paragraph font and colour.
func textNode(_ name: String, runs: [TextRun], font: String, color: Color = .black, maximumNumberOfLines: Int = 0) -> TextNode {
    var text = AttributedText(runs: runs, font: font, color: color)
    text.maximumNumberOfLines = maximumNumberOfLines
    let node = TextNode(text)
    node.debugName = name
    return node
}

/// An image node.
func imageNode(_ name: String, _ image: ImageReference, contentMode: ImageContentMode = .aspectFill,
               style: LayoutStyle = LayoutStyle()) -> ImageNode {
    let node = ImageNode(image: image)
    node.debugName = name
    node.contentMode = contentMode
    node.style = style
    return node
}

/// A plain spec with no child, taking space in a stack through its style.
func spacer(_ name: String? = nil, flexGrow: Double) -> LayoutSpec {
    LayoutSpec(style: style { $0.flexGrow = flexGrow }, debugName: name)
}

/// A button with a title in the normal state (and optionally an image), as a fixture file's
/// `button` builds it; a disabled button is not enabled.
func buttonNode(_ name: String, title: String?, font: String = TextDefaults.buttonTitleFont, color: Color? = nil,
                image: ImageReference? = nil, state: ControlState = .normal) -> ButtonNode {
    let node = ButtonNode()
    node.debugName = name
    if let title { node.titles[.normal] = AttributedText(title, font: font, color: color ?? TextDefaults.tintColor) }
    if let image { node.images[.normal] = image }
    node.state = state
    node.isEnabled = state != .disabled
    return node
}

/// Makes `node` measure itself with `spec` and own the nodes inside it, as a fixture's `layout:`.
func setLayout(of node: DisplayNode, _ spec: any LayoutElement) {
    node.layoutSpecBlock = { _, _ in spec }
    node.automaticallyManagesSubnodes = true
}
