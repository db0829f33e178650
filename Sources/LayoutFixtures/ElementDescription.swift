import LayoutEngine
import LayoutGeometry
import LayoutRender

/// One element of a fixture file: its kind with the kind's own settings, plus the keys every
/// element has.
public struct ElementDescription: Sendable {
    /// The kind and its settings (`StackDescription`, `TextDescription`, …).
    public var kind: any ElementKindDescription
    /// `debugName`.
    public var debugName: String?
    /// `style`.
    public var style: LayoutStyle
    /// Visual and node properties, for node kinds.
    public var node: NodeProperties?
    /// A node's own layout spec (`layout:`), whose elements become its subnodes.
    public var layout: Box<ElementDescription>?
    /// Where the element is in the file, e.g. `root.stack.children[1]`.
    public var location: FixtureKeyPath

    /// `location` as text.
    public var keyPath: String { location.description }

    /// Creates a description.
    public init(kind: any ElementKindDescription, debugName: String? = nil, style: LayoutStyle = LayoutStyle(), node: NodeProperties? = nil,
                layout: ElementDescription? = nil, keyPath: String) {
        self.init(kind: kind, debugName: debugName, style: style, node: node, layout: layout, location: FixtureKeyPath(keyPath))
    }

    /// Creates a description of the element at `location`.
    public init(kind: any ElementKindDescription, debugName: String? = nil, style: LayoutStyle = LayoutStyle(), node: NodeProperties? = nil,
                layout: ElementDescription? = nil, location: FixtureKeyPath) {
        self.kind = kind
        self.debugName = debugName
        self.style = style
        self.node = node
        self.layout = layout.map(Box.init)
        self.location = location
    }

    /// The fixture-format name of the kind.
    public var kindName: String { type(of: kind).kind.rawValue }
}

/// A reference wrapper that lets a value type hold itself.
public final class Box<T: Sendable>: Sendable {
    /// The value.
    public let value: T
    /// Wraps a value.
    public init(_ value: T) { self.value = value }
}

/// Properties every node kind takes.
public struct NodeProperties: Sendable, Hashable {
    /// What the node measures itself as.
    public var intrinsicSize: Size?
    /// Fill colour.
    public var backgroundColor: Color?
    /// Border colour.
    public var borderColor: Color?
    /// Border width in points.
    public var borderWidth: Double = 0
    /// Corner radius in points.
    public var cornerRadius: Double = 0
    /// The corners the radius rounds.
    public var maskedCorners: RoundedCorners = .all
    /// Clip the subtree to the bounds; `nil` keeps the kind's default (scroll nodes clip, others
    /// do not).
    public var clipsToBounds: Bool?
    /// Group opacity.
    public var alpha: Double = 1
    /// Hidden.
    public var hidden = false
    /// Touch-area adjustment (negative widens).
    public var hitTestSlop: EdgeInsets = .zero

    /// Defaults.
    public init() {}
}

/// Settings of a text node.
public struct TextProperties: Sendable, Hashable {
    /// The text, its runs and paragraph settings.
    public var text: AttributedText
    /// Space between the node's bounds and its text.
    public var textContainerInset: EdgeInsets = .zero
}

/// Settings of an image node.
public struct ImageProperties: Sendable, Hashable {
    /// Where the pixels come from.
    public enum Source: Sendable, Hashable {
        /// A PNG file, resolved against the fixture file's folder, at `scale` pixels per point (nil:
        /// the `@2x`/`@3x` of its name, else 1).
        case file(path: String, scale: Double?)
        /// A generated pattern of a pixel size at an image scale.
        case pattern(ImagePattern, pixelWidth: Int, pixelHeight: Int, scale: Double)
    }
    /// The image.
    public var source: Source
    /// How the image fills the bounds.
    public var contentMode: ImageContentMode = .aspectFill
    /// Crop rectangle in unit coordinates.
    public var cropRect: Rect = Rect(x: 0.5, y: 0.5, width: 0, height: 0)
    /// Scale small images up to fill.
    public var forceUpscaling = false
    /// The size of the backing the image is drawn into (zero: the node's own).
    public var forcedSize: Size = .zero
    /// The oval cut and border of Texture's round-border modification block.
    public var roundBorder: ImageRoundBorder?
    /// Tint colour applied to the image.
    public var tint: Color?
    /// The template colour: the image's alpha drawn in it.
    public var templateTint: Color?
    /// Caps of a resizable image, in the image's points.
    public var capInsets: EdgeInsets = .zero
}

/// Settings of a button node. Per-state values are keyed by state; `title`, `color` and `image`
/// are the normal state's.
public struct ButtonProperties: Sendable, Hashable {
    /// Title text (normal state).
    public var title: String?
    /// Title text per state.
    public var titles: [ControlState: String] = [:]
    /// Title font: the system font at `UIFont.buttonFontSize` unless given, as Texture's.
    public var font: String = TextDefaults.buttonTitleFont
    /// Title colour (normal state, and states without their own).
    public var color: Color?
    /// Title colour per state.
    public var titleColors: [ControlState: Color] = [:]
    /// Background colour per state.
    public var backgroundColors: [ControlState: Color] = [:]
    /// Image (normal state).
    public var image: ImageProperties.Source?
    /// Image per state.
    public var images: [ControlState: ImageProperties.Source] = [:]
    /// Space between image and title.
    public var contentSpacing: Double = 8
    /// Image beside the title (true) or above it (false).
    public var laysOutHorizontally = true
    /// Insets around the content.
    public var contentEdgeInsets: EdgeInsets = .zero
    /// The control state shown.
    public var state: ControlState = .normal
}

/// Settings of a network image or video node.
public struct MediaProperties: Sendable, Hashable {
    /// Where the content would be fetched from.
    public var url: String?
    /// The colour shown until the content arrives (network images).
    public var placeholderColor: Color?
    /// How the image fills the bounds (network images).
    public var contentMode: ImageContentMode = .aspectFill
}

/// Settings of a map node.
public struct MapProperties: Sendable, Hashable {
    /// Centre as latitude and longitude in degrees.
    public var center: MapCoordinate?
    /// Extent in degrees: `width` is the longitude span, `height` the latitude span.
    public var span: Size?
}

/// Settings of an editable text node.
public struct EditableTextProperties: Sendable, Hashable {
    /// The text (may be empty).
    public var text: String = ""
    /// Placeholder shown while the text is empty.
    public var placeholder: String?
    /// Font of the text and the placeholder (the typing attributes' font).
    public var font: String = TextDefaults.labelFont
    /// Colour of the text (the typing attributes' colour).
    public var color: Color = .black
    /// Colour of the placeholder.
    public var placeholderColor: Color = EditableTextProperties.defaultPlaceholderColor
    /// Space between the bounds and the text.
    public var textContainerInset: EdgeInsets = .zero
    /// At most this many lines (0: unlimited).
    public var maximumNumberOfLines: Int = 0

    /// The placeholder colour used unless one is given (UIKit's placeholder grey, #C7C7CD).
    public static let defaultPlaceholderColor = Color(red: 199.0 / 255, green: 199.0 / 255, blue: 205.0 / 255)
}

/// Settings of a scroll node.
public struct ScrollProperties: Sendable, Hashable {
    /// The directions the content scrolls in.
    public var scrollDirection: ScrollDirection = .vertical
    /// The content point shown at the node's top-left corner.
    public var contentOffset: Point = .zero
}

/// Settings of a stack spec.
public struct StackProperties: Sendable, Hashable {
    /// The main axis.
    public var direction: StackDirection = .horizontal
    /// Space between children.
    public var spacing: Double = 0
    /// Main-axis distribution.
    public var justifyContent: StackJustifyContent = .start
    /// Cross-axis alignment.
    public var alignItems: StackAlignItems = .stretch
    /// Whether children wrap onto more lines.
    public var flexWrap: StackFlexWrap = .noWrap
    /// Distribution of lines.
    public var alignContent: StackAlignContent = .start
    /// Space between lines.
    public var lineSpacing: Double = 0
    /// Shorthand, if given.
    public var horizontalAlignment: StackHorizontalAlignment?
    /// Shorthand, if given.
    public var verticalAlignment: StackVerticalAlignment?
}
