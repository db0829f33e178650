/// One element of a layout file: `{"kind", "debugName", "frame", "style", "children"}`, plus
/// `spec`, `hitArea`, `image`, `text` or `insets` where they apply (see the fixture format page).
/// Frames are `[x, y, w, h]` in points relative to the root.
public struct LayoutFileElement: Equatable, Sendable {
    /// The element's kind (`stack`, `text`, …).
    public var kind: String
    /// Its debugName, when set.
    public var debugName: String?
    /// `[x, y, w, h]`, or nil for an element that received no frame.
    public var frame: [Double]?
    /// The element's style as the fixture format writes it (empty when default).
    public var style: String
    /// A layout spec's parameters that differ from the defaults, as the fixture format names them
    /// (`direction: vertical, spacing: 16`); empty for nodes and specs without any, and then not
    /// written.
    public var spec: String = ""
    /// The effective touch area, for nodes that take touches.
    public var hitArea: HitArea?
    /// The image's size and scaling, for image nodes with an image.
    public var image: Image?
    /// The text node's string (at most `LayoutFileElement.maxTextLength` characters).
    public var text: String?
    /// An inset spec's resolved insets; nil for every other kind.
    public var insets: Insets?
    /// Children in z-order.
    public var children: [LayoutFileElement]

    /// The most characters of a text node's string that `text` carries.
    public static let maxTextLength = 500

    /// Creates an element.
    public init(kind: String, debugName: String? = nil, frame: [Double]?, style: String = "", hitArea: HitArea? = nil,
                image: Image? = nil, text: String? = nil, insets: Insets? = nil, children: [LayoutFileElement] = []) {
        self.kind = kind
        self.debugName = debugName
        self.frame = frame
        self.style = style
        self.hitArea = hitArea
        self.image = image
        self.text = text
        self.insets = insets
        self.children = children
    }

    /// `hitArea`: `{"area": [x, y, w, h] | null, "slop": [t, l, b, r]}`, the effective touch area
    /// exactly as hit testing computes it.
    public struct HitArea: Equatable, Sendable {
        /// The touch area, or nil when none is left.
        public var area: [Double]?
        /// The hit-test slop, `[top, left, bottom, right]`.
        public var slop: [Double]?

        /// Creates a hit area.
        public init(area: [Double]?, slop: [Double]?) {
            self.area = area
            self.slop = slop
        }
    }

    /// `image`: `{"pixelSize": [w, h], "scaleFactor": [sx, sy]}`, the factor being image pixels ÷
    /// (bounds points × scale).
    public struct Image: Equatable, Sendable {
        /// The image's size in pixels.
        public var pixelSize: [Double]?
        /// Image pixels per rendered pixel, horizontally and vertically.
        public var scaleFactor: [Double]?

        /// Creates an image entry.
        public init(pixelSize: [Double]?, scaleFactor: [Double]?) {
            self.pixelSize = pixelSize
            self.scaleFactor = scaleFactor
        }
    }

    /// `insets` of an inset spec: `[top, left, bottom, right]` as resolved (child frame less spec
    /// frame), or `null` when the spec or its child is unplaced.
    public enum Insets: Equatable, Sendable {
        /// `null`: the spec or its child received no frame.
        case unresolved
        /// `[top, left, bottom, right]`.
        case resolved([Double])

        /// The four values, when resolved.
        public var values: [Double]? {
            if case .resolved(let values) = self { return values }
            return nil
        }
    }
}
