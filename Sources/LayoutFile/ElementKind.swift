/// Every kind of element layoutlab names: the nodes, which draw, and the layout specs, which
/// arrange. A fixture file's kind keys, a layout file's `kind` and the report's spec boundaries
/// all read this one list; each kind's keys, reader and builder are registered for it in
/// `LayoutFixtures` (`ElementKind.fixtureKind`).
public enum ElementKind: String, CaseIterable, Sendable {
    /// A plain display node.
    case node
    /// A text node.
    case text
    /// An image node.
    case image
    /// A button node.
    case button
    /// A control node (a tappable area).
    case control
    /// A network image node.
    case networkImage
    /// A video node.
    case video
    /// A map node.
    case map
    /// An editable text node.
    case editableText
    /// A scroll node around its content.
    case scroll
    /// A cell node (a list row).
    case cell
    /// A table node.
    case table
    /// A collection node.
    case collection
    /// A plain layout spec with no child.
    case spacer
    /// A wrapper spec.
    case wrapper
    /// An inset spec.
    case inset
    /// An overlay spec.
    case overlay
    /// A background spec.
    case background
    /// A center spec.
    case center
    /// A ratio spec.
    case ratio
    /// A relative spec.
    case relative
    /// A stack spec.
    case stack
    /// An absolute spec.
    case absolute
    /// A corner spec.
    case corner

    /// True for the layout specs: they arrange, they do not draw.
    public var isSpec: Bool {
        switch self {
        case .node, .text, .image, .button, .control, .networkImage, .video, .map, .editableText, .scroll, .cell, .table,
             .collection:
            return false
        case .spacer, .wrapper, .inset, .overlay, .background, .center, .ratio, .relative, .stack, .absolute, .corner:
            return true
        }
    }
}
