import Foundation
import LayoutEngine
import LayoutGeometry

/// Insets its child (Texture's `ASInsetLayoutSpec`). An infinite inset on an axis pushes the child
/// to the other edge at its own size.
open class ASInsetLayoutSpec: ASLayoutSpec {
    private let inset: InsetLayoutSpec

    /// Insets `child` by `insets`.
    public init(insets: UIEdgeInsets, child: any ASLayoutElement) {
        inset = InsetLayoutSpec(insets: insets.edgeInsets, child: child.layoutElement)
        super.init(engine: inset, children: [child])
    }

    /// An inset spec with zero insets whose child is set later (`child = …`), as Texture's
    /// inherited `init()` makes one.
    public convenience override init() {
        self.init(insets: .zero, child: ASLayoutSpec())
    }

    override func applyChildren(_ engineChildren: [any LayoutElement]) {
        if let first = engineChildren.first { inset.child = first }
    }

    /// The insets.
    open var insets: UIEdgeInsets {
        get { UIEdgeInsets(inset.insets) } set { inset.insets = newValue.edgeInsets }
    }
}

/// Lays a child out over another, the overlay sized to the child (Texture's `ASOverlayLayoutSpec`).
open class ASOverlayLayoutSpec: ASLayoutSpec {
    /// `overlay` laid over `child`.
    public init(child: any ASLayoutElement, overlay: any ASLayoutElement) {
        overlaySpec = OverlayLayoutSpec(child: child.layoutElement, overlay: overlay.layoutElement)
        super.init(engine: overlaySpec, children: [child, overlay])
    }

    /// An overlay spec whose child and overlay are set later (`child = …`, `setChild(_:at: 1)`).
    public convenience override init() {
        self.init(child: ASLayoutSpec(), overlay: ASLayoutSpec())
    }

    private let overlaySpec: OverlayLayoutSpec

    override func applyChildren(_ engineChildren: [any LayoutElement]) {
        if engineChildren.count > 0 { overlaySpec.child = engineChildren[0] }
        if engineChildren.count > 1 { overlaySpec.overlay = engineChildren[1] }
    }

    /// What is laid over the child.
    open var overlay: any ASLayoutElement {
        get { element(at: 1)! } set { setElement(newValue, at: 1) }
    }
}

/// Lays a child out behind another, sized to it (Texture's `ASBackgroundLayoutSpec`).
open class ASBackgroundLayoutSpec: ASLayoutSpec {
    /// `background` laid behind `child`.
    public init(child: any ASLayoutElement, background: any ASLayoutElement) {
        backgroundSpec = BackgroundLayoutSpec(child: child.layoutElement, background: background.layoutElement)
        super.init(engine: backgroundSpec, children: [child, background])
    }

    /// A background spec whose child and background are set later.
    public convenience override init() {
        self.init(child: ASLayoutSpec(), background: ASLayoutSpec())
    }

    private let backgroundSpec: BackgroundLayoutSpec

    override func applyChildren(_ engineChildren: [any LayoutElement]) {
        if engineChildren.count > 0 { backgroundSpec.child = engineChildren[0] }
        if engineChildren.count > 1 { backgroundSpec.background = engineChildren[1] }
    }

    /// What is laid behind the child.
    open var background: any ASLayoutElement {
        get { element(at: 1)! } set { setElement(newValue, at: 1) }
    }
}

/// Sizes its child to a height ÷ width ratio (Texture's `ASRatioLayoutSpec`).
open class ASRatioLayoutSpec: ASLayoutSpec {
    private let ratioSpec: RatioLayoutSpec

    /// `child` at height = `ratio` × width.
    public init(ratio: CGFloat, child: any ASLayoutElement) {
        ratioSpec = RatioLayoutSpec(ratio: Double(ratio), child: child.layoutElement)
        super.init(engine: ratioSpec, children: [child])
    }

    /// A ratio spec of 1 whose child is set later (`child = …`, `ratio = …`).
    public convenience override init() {
        self.init(ratio: 1, child: ASLayoutSpec())
    }

    override func applyChildren(_ engineChildren: [any LayoutElement]) {
        if let first = engineChildren.first { ratioSpec.child = first }
    }

    /// Height ÷ width.
    open var ratio: CGFloat {
        get { CGFloat(ratioSpec.ratio) } set { ratioSpec.ratio = Double(newValue) }
    }
}

/// Where a relative spec puts its child on an axis.
public enum ASRelativeLayoutSpecPosition: UInt, Sendable {
    /// At the start, the spec not minimised (Texture's default).
    case none
    /// At the start.
    case start
    /// Centred.
    case center
    /// At the end.
    case end

    var engine: RelativeLayoutPosition {
        switch self {
        case .none: return .none
        case .start: return .start
        case .center: return .center
        case .end: return .end
        }
    }

    init(_ value: RelativeLayoutPosition) {
        switch value {
        case .none: self = .none
        case .start: self = .start
        case .center: self = .center
        case .end: self = .end
        }
    }
}

/// How small a relative spec makes itself (`[]`: as large as allowed).
public struct ASRelativeLayoutSpecSizingOption: OptionSet, Hashable, Sendable {
    /// Texture's bits.
    public let rawValue: UInt
    /// Creates options from bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// As narrow as the child.
    public static let minimumWidth = ASRelativeLayoutSpecSizingOption(rawValue: 1 << 0)
    /// As short as the child.
    public static let minimumHeight = ASRelativeLayoutSpecSizingOption(rawValue: 1 << 1)
    /// Both.
    public static let minimumSize: ASRelativeLayoutSpecSizingOption = [.minimumWidth, .minimumHeight]

    var engine: RelativeLayoutSizing {
        switch (contains(.minimumWidth), contains(.minimumHeight)) {
        case (true, true): return .minimumSize
        case (true, false): return .minimumWidth
        case (false, true): return .minimumHeight
        case (false, false): return .default
        }
    }
}

/// Puts its child at a start, centre or end position on each axis (Texture's
/// `ASRelativeLayoutSpec`).
open class ASRelativeLayoutSpec: ASLayoutSpec {
    let relative: RelativeLayoutSpec
    private var storedSizing: ASRelativeLayoutSpecSizingOption

    /// `child` positioned on each axis, the spec sized by `sizingOption`.
    public init(horizontalPosition: ASRelativeLayoutSpecPosition, verticalPosition: ASRelativeLayoutSpecPosition,
                sizingOption: ASRelativeLayoutSpecSizingOption, child: any ASLayoutElement) {
        relative = RelativeLayoutSpec(horizontalPosition: horizontalPosition.engine, verticalPosition: verticalPosition.engine,
                                      sizingOption: sizingOption.engine, child: child.layoutElement)
        storedSizing = sizingOption
        super.init(engine: relative, children: [child])
    }

    /// Texture's class factory of the same spec.
    open class func relativePositionLayoutSpec(withHorizontalPosition horizontalPosition: ASRelativeLayoutSpecPosition,
                                               verticalPosition: ASRelativeLayoutSpecPosition,
                                               sizingOption: ASRelativeLayoutSpecSizingOption,
                                               child: any ASLayoutElement) -> ASRelativeLayoutSpec {
        ASRelativeLayoutSpec(horizontalPosition: horizontalPosition, verticalPosition: verticalPosition,
                             sizingOption: sizingOption, child: child)
    }

    /// A relative spec at the start of both axes whose child is set later.
    public convenience override init() {
        self.init(horizontalPosition: .none, verticalPosition: .none, sizingOption: [], child: ASLayoutSpec())
    }

    init(engine: RelativeLayoutSpec, child: any ASLayoutElement) {
        relative = engine
        storedSizing = []
        super.init(engine: engine, children: [child])
    }

    override func applyChildren(_ engineChildren: [any LayoutElement]) {
        if let first = engineChildren.first { relative.child = first }
    }

    /// Horizontal position.
    open var horizontalPosition: ASRelativeLayoutSpecPosition {
        get { ASRelativeLayoutSpecPosition(relative.horizontalPosition) } set { relative.horizontalPosition = newValue.engine }
    }
    /// Vertical position.
    open var verticalPosition: ASRelativeLayoutSpecPosition {
        get { ASRelativeLayoutSpecPosition(relative.verticalPosition) } set { relative.verticalPosition = newValue.engine }
    }
    /// How small the spec makes itself.
    open var sizingOption: ASRelativeLayoutSpecSizingOption {
        get { storedSizing } set { storedSizing = newValue; relative.sizingOption = newValue.engine }
    }
}

/// The axes a center spec centres on (`[]`: none).
public struct ASCenterLayoutSpecCenteringOptions: OptionSet, Hashable, Sendable {
    /// Texture's bits.
    public let rawValue: UInt
    /// Creates options from bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Horizontally.
    public static let X = ASCenterLayoutSpecCenteringOptions(rawValue: 1 << 0)
    /// Vertically.
    public static let Y = ASCenterLayoutSpecCenteringOptions(rawValue: 1 << 1)
    /// Both.
    public static let XY: ASCenterLayoutSpecCenteringOptions = [.X, .Y]

    var engine: CenterLayoutCentering {
        switch (contains(.X), contains(.Y)) {
        case (true, true): return .xy
        case (true, false): return .x
        case (false, true): return .y
        case (false, false): return .none
        }
    }
}

/// How small a center spec makes itself (`[]`: as large as allowed).
public struct ASCenterLayoutSpecSizingOptions: OptionSet, Hashable, Sendable {
    /// Texture's bits.
    public let rawValue: UInt
    /// Creates options from bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// As narrow as the child.
    public static let minimumX = ASCenterLayoutSpecSizingOptions(rawValue: 1 << 0)
    /// As short as the child.
    public static let minimumY = ASCenterLayoutSpecSizingOptions(rawValue: 1 << 1)
    /// Both.
    public static let minimumXY: ASCenterLayoutSpecSizingOptions = [.minimumX, .minimumY]

    var engine: CenterLayoutSizing {
        switch (contains(.minimumX), contains(.minimumY)) {
        case (true, true): return .minimumXY
        case (true, false): return .minimumX
        case (false, true): return .minimumY
        case (false, false): return .default
        }
    }
}

/// Centres its child (Texture's `ASCenterLayoutSpec`).
open class ASCenterLayoutSpec: ASRelativeLayoutSpec {
    private let center: CenterLayoutSpec
    private var storedCentering: ASCenterLayoutSpecCenteringOptions
    private var storedCenterSizing: ASCenterLayoutSpecSizingOptions

    /// `child` centred on the axes of `centeringOptions`, the spec sized by `sizingOptions`.
    public init(centeringOptions: ASCenterLayoutSpecCenteringOptions, sizingOptions: ASCenterLayoutSpecSizingOptions,
                child: any ASLayoutElement) {
        center = CenterLayoutSpec(centeringOptions: centeringOptions.engine, sizingOptions: sizingOptions.engine,
                                  child: child.layoutElement)
        storedCentering = centeringOptions
        storedCenterSizing = sizingOptions
        super.init(engine: center, child: child)
    }

    /// A center spec that centres on no axis, its child and options set later (Texture's defaults).
    public convenience init() {
        self.init(centeringOptions: [], sizingOptions: [], child: ASLayoutSpec())
    }

    /// A center spec made with its superclass's initialiser, as Texture allows: `child` at the
    /// given position on each axis.
    public convenience override init(horizontalPosition: ASRelativeLayoutSpecPosition,
                                     verticalPosition: ASRelativeLayoutSpecPosition,
                                     sizingOption: ASRelativeLayoutSpecSizingOption, child: any ASLayoutElement) {
        self.init(centeringOptions: [], sizingOptions: [], child: child)
        self.horizontalPosition = horizontalPosition
        self.verticalPosition = verticalPosition
        self.sizingOption = sizingOption
    }

    /// The axes centred on.
    open var centeringOptions: ASCenterLayoutSpecCenteringOptions {
        get { storedCentering } set { storedCentering = newValue; center.centeringOptions = newValue.engine }
    }
    /// How small the spec makes itself.
    open var sizingOptions: ASCenterLayoutSpecSizingOptions {
        get { storedCenterSizing } set { storedCenterSizing = newValue; center.sizingOptions = newValue.engine }
    }
}

/// How large an absolute spec is.
public enum ASAbsoluteLayoutSpecSizing: UInt, Sendable {
    /// As large as its range allows.
    case `default`
    /// The union of its children's frames.
    case sizeToFit

    var engine: AbsoluteLayoutSizing { self == .sizeToFit ? .sizeToFit : .default }
}

/// Places children at their `style.layoutPosition` (Texture's `ASAbsoluteLayoutSpec`).
open class ASAbsoluteLayoutSpec: ASLayoutSpec {
    private let absolute: AbsoluteLayoutSpec
    private var storedSizing: ASAbsoluteLayoutSpecSizing

    /// An absolute spec of `children` sized by `sizing`.
    public init(sizing: ASAbsoluteLayoutSpecSizing, children: [any ASLayoutElement]) {
        absolute = AbsoluteLayoutSpec(sizing: sizing.engine, children: children.map(\.layoutElement))
        storedSizing = sizing
        super.init(engine: absolute, children: children)
    }

    /// An absolute spec of `children`.
    public convenience init(children: [any ASLayoutElement]) {
        self.init(sizing: .default, children: children)
    }

    /// An empty absolute spec.
    public convenience override init() {
        self.init(sizing: .default, children: [])
    }

    /// How large the spec is.
    open var sizing: ASAbsoluteLayoutSpecSizing {
        get { storedSizing } set { storedSizing = newValue; absolute.sizing = newValue.engine }
    }
}

/// The corner a corner spec puts its corner element on.
public enum ASCornerLayoutLocation: UInt, Sendable {
    /// Top left.
    case topLeft
    /// Top right.
    case topRight
    /// Bottom left.
    case bottomLeft
    /// Bottom right.
    case bottomRight

    var engine: CornerLayoutLocation {
        switch self {
        case .topLeft: return .topLeft
        case .topRight: return .topRight
        case .bottomLeft: return .bottomLeft
        case .bottomRight: return .bottomRight
        }
    }
}

/// Centres an element on a corner of its child (Texture's `ASCornerLayoutSpec`).
open class ASCornerLayoutSpec: ASLayoutSpec {
    private let cornerSpec: CornerLayoutSpec
    private var storedLocation: ASCornerLayoutLocation

    /// `corner` centred on `location` of `child`.
    public init(child: any ASLayoutElement, corner: any ASLayoutElement, location: ASCornerLayoutLocation) {
        cornerSpec = CornerLayoutSpec(child: child.layoutElement, corner: corner.layoutElement, location: location.engine)
        storedLocation = location
        super.init(engine: cornerSpec, children: [child, corner])
    }

    /// A corner spec whose child and corner are set later (`child = …`, `setChild(_:at: 1)`).
    public convenience override init() {
        self.init(child: ASLayoutSpec(), corner: ASLayoutSpec(), location: .topRight)
    }

    override func applyChildren(_ engineChildren: [any LayoutElement]) {
        if engineChildren.count > 0 { cornerSpec.child = engineChildren[0] }
        if engineChildren.count > 1 { cornerSpec.corner = engineChildren[1] }
    }

    /// The element on the corner.
    open var corner: any ASLayoutElement {
        get { element(at: 1)! } set { setElement(newValue, at: 1) }
    }
    /// Which corner.
    open var cornerLocation: ASCornerLayoutLocation {
        get { storedLocation } set { storedLocation = newValue; cornerSpec.location = newValue.engine }
    }
    /// Moves the corner element from the corner.
    open var offset: CGPoint {
        get { CGPoint(cornerSpec.offset) } set { cornerSpec.offset = newValue.layoutPoint }
    }
    /// When true, the spec grows to include the corner element.
    open var wrapsCorner: Bool {
        get { cornerSpec.wrapsCorner } set { cornerSpec.wrapsCorner = newValue }
    }
}
