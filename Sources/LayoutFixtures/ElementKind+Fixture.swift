import LayoutFile

extension ElementKind {
    /// The kind's description type in the fixture format: its keys, its reader and its builder.
    /// This switch is the registration of every kind; the compiler asks for a new kind here.
    public var fixtureKind: any ElementKindDescription.Type {
        switch self {
        case .node: NodeDescription.self
        case .text: TextDescription.self
        case .image: ImageDescription.self
        case .button: ButtonDescription.self
        case .control: ControlDescription.self
        case .networkImage: NetworkImageDescription.self
        case .video: VideoDescription.self
        case .map: MapDescription.self
        case .editableText: EditableTextDescription.self
        case .scroll: ScrollDescription.self
        case .cell: CellDescription.self
        case .table: TableDescription.self
        case .collection: CollectionDescription.self
        case .spacer: SpacerDescription.self
        case .wrapper: WrapperDescription.self
        case .inset: InsetDescription.self
        case .overlay: OverlayDescription.self
        case .background: BackgroundDescription.self
        case .center: CenterDescription.self
        case .ratio: RatioDescription.self
        case .relative: RelativeDescription.self
        case .stack: StackDescription.self
        case .absolute: AbsoluteDescription.self
        case .corner: CornerDescription.self
        }
    }
}

extension FixtureReader {
    /// Every kind's description type by its kind key.
    static let kinds: [String: any ElementKindDescription.Type] =
        Dictionary(uniqueKeysWithValues: ElementKind.allCases.map { ($0.rawValue, $0.fixtureKind) })

    /// The kind keys in alphabetical order, as errors list them.
    static let kindList = ElementKind.allCases.map(\.rawValue).sorted().joined(separator: ", ")
}
