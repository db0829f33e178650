import AVFoundation
import Foundation
import LayoutEngine

/// A row of a table or an item of a collection (Texture's `ASCellNode`): sized by the width it is
/// given, its height its content's.
open class ASCellNode: ASDisplayNode {
    override func makeNode() -> DisplayNode { CellNode() }

    /// A cell.
    public override init() { super.init() }

    /// Whether the cell is selected (accepted: cells draw no selection).
    open var isSelected = false
    /// Whether the cell is highlighted (accepted).
    open var isHighlighted = false
    /// How a table shows selection (accepted).
    open var selectionStyle: UITableViewCell.SelectionStyle = .default
    /// The table's accessory (accepted; not drawn).
    open var accessoryType: UITableViewCell.AccessoryType = .none
    /// The separator's insets (accepted; separators are the table's).
    open var separatorInset: UIEdgeInsets = .zero
    /// Whether the cell's view is managed by a node controller (accepted).
    open var neverShowPlaceholdersForCell = false
    /// The view controller the cell hosts (ASCellNode+ViewController.swift).
    var hostedViewController: HostedViewController?

    /// Loads the hosted view controller's view as a subnode, when the cell hosts one.
    open override func didLoad() {
        super.didLoad()
        loadHostedViewController()
    }

    /// Sizes the hosted view controller's node to the cell's bounds, when the cell hosts one.
    open override func layout() {
        super.layout()
        hostedViewController?.node?.frame = bounds
    }
}

/// A cell that shows one line of text (Texture's `ASTextCellNode`).
open class ASTextCellNode: ASCellNode {
    /// The text node.
    public let textNode = ASTextNode()
    /// The text's attributes: the system font at 18 unless given, as Texture's.
    open var textAttributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: CGFloat(TextDefaults.textCellSize))] { didSet { update() } }
    /// The insets around the text: 11 above and below, 15 at the sides unless given, as Texture's.
    open var textInsets = UIEdgeInsets(top: 11, left: 15, bottom: 11, right: 15)
    /// The text.
    open var text: String? { didSet { update() } }

    /// A text cell.
    public override init() {
        super.init()
        automaticallyManagesSubnodes = true
    }

    /// A text cell whose text takes `attributes`, inset by `insets`.
    public convenience init(attributes: [NSAttributedString.Key: Any], insets: UIEdgeInsets) {
        self.init()
        textAttributes = attributes
        textInsets = insets
    }

    /// The text inset.
    open override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        ASInsetLayoutSpec(insets: textInsets, child: textNode)
    }

    private func update() {
        textNode.attributedText = text.map { NSAttributedString(string: $0, attributes: textAttributes) }
    }
}

/// A multi-line editable text field (Texture's `ASEditableTextNode`).
open class ASEditableTextNode: ASDisplayNode {
    private var editable: EditableTextNode { node as! EditableTextNode }
    private var storedText: NSAttributedString?
    private var storedPlaceholder: NSAttributedString?

    override func makeNode() -> DisplayNode { EditableTextNode() }

    /// An empty editable text node.
    public override init() { super.init() }

    /// The text.
    open var attributedText: NSAttributedString? {
        get { storedText }
        set {
            storedText = newValue
            editable.attributedText = TextConversion.text(newValue, owner: ASNodeNaming.describe(self))
        }
    }
    /// The text shown while the node is empty.
    open var attributedPlaceholderText: NSAttributedString? {
        get { storedPlaceholder }
        set {
            storedPlaceholder = newValue
            editable.attributedPlaceholderText = newValue.map { TextConversion.text($0, owner: ASNodeNaming.describe(self)) }
        }
    }
    /// Insets around the text.
    open var textContainerInset: UIEdgeInsets {
        get { UIEdgeInsets(editable.textContainerInset) } set { editable.textContainerInset = newValue.edgeInsets }
    }
    /// Attributes of typed text.
    open var typingAttributes: [String: Any] = [:]
    /// Whether the text scrolls (accepted).
    open var isScrollEnabled = true
    /// Told of editing (no editing happens in a fixture).
    open weak var delegate: ASEditableTextNodeDelegate?
    /// The keyboard (accepted: no keyboard shows in a fixture).
    open var keyboardType: UIKeyboardType = .default
    /// The keyboard's appearance (accepted).
    open var keyboardAppearance: UIKeyboardAppearance = .default
    /// The return key (accepted).
    open var returnKeyType: UIReturnKeyType = .default
    /// Automatic capitalisation (accepted).
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Automatic correction (accepted).
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// Spell checking (accepted).
    open var spellCheckingType: UITextSpellCheckingType = .default
    /// Whether the return key is enabled only with text (accepted).
    open var enablesReturnKeyAutomatically = false
    /// Whether the text is hidden as it is typed: reported when set (dots would be drawn).
    open var isSecureTextEntry = false {
        didSet { if isSecureTextEntry { UIKitEnvironment.report(ASNodeNaming.describe(self) + ": isSecureTextEntry is not drawn yet") } }
    }
    /// The content's kind, for autofill (accepted).
    open var textContentType: UITextContentType?
    /// Lines shown at most; only 0 (no limit) is laid out, others are reported.
    open var maximumLinesToDisplay: UInt = 0 {
        didSet {
            if maximumLinesToDisplay != 0 {
                UIKitEnvironment.report(ASNodeNaming.describe(self) + ": maximumLinesToDisplay is not laid out yet")
            }
        }
    }
    /// Whether the node is editing (never, in a snapshot).
    open func isFirstResponder() -> Bool { false }
}

/// The directions a scroll node scrolls in (Texture's `ASScrollDirection`).
public struct ASScrollDirection: OptionSet, Hashable, Sendable {
    /// Texture's bits.
    public let rawValue: UInt
    /// Creates directions from bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Right.
    public static let right = ASScrollDirection(rawValue: 1 << 0)
    /// Left.
    public static let left = ASScrollDirection(rawValue: 1 << 1)
    /// Up.
    public static let up = ASScrollDirection(rawValue: 1 << 2)
    /// Down.
    public static let down = ASScrollDirection(rawValue: 1 << 3)
    /// Left and right.
    public static let horizontalDirections: ASScrollDirection = [.left, .right]
    /// Up and down.
    public static let verticalDirections: ASScrollDirection = [.up, .down]
}

/// A scroll view as a node (Texture's `ASScrollNode`): with `automaticallyManagesContentSize`,
/// its layout spec is laid out unbounded along the scrollable directions and is the content.
open class ASScrollNode: ASDisplayNode {
    private var scroll: ScrollNode { node as! ScrollNode }

    override func makeNode() -> DisplayNode { ScrollNode() }

    /// A scroll node (clips to its bounds).
    public override init() {
        super.init()
        automaticallyManagesSubnodes = false
        scroll.managesContentSize = false
    }

    /// Whether the layout spec is the content, sized unbounded along the scrollable directions.
    open var automaticallyManagesContentSize: Bool {
        get { scroll.managesContentSize } set { scroll.managesContentSize = newValue }
    }
    /// The scrollable directions (vertical by default).
    open var scrollableDirections: ASScrollDirection = .verticalDirections {
        didSet {
            let vertical = !scrollableDirections.isDisjoint(with: .verticalDirections)
            let horizontal = !scrollableDirections.isDisjoint(with: .horizontalDirections)
            scroll.scrollDirection = vertical && horizontal ? .both : (horizontal ? .horizontal : .vertical)
        }
    }
}

/// A video as a node (Texture's `ASVideoNode`): drawn as layoutlab's video placeholder.
open class ASVideoNode: ASNetworkImageNode {
    override func makeNode() -> DisplayNode { VideoNode() }

    /// A video node.
    public override init() { super.init() }

    /// The video's URL (accepted; nothing is loaded).
    open var assetURL: Foundation.URL?
    /// Whether the video plays by itself (accepted).
    open var shouldAutoplay = false
    /// Whether the video repeats (accepted).
    open var shouldAutorepeat = false
    /// Whether the sound is off (accepted).
    open var muted = false
    /// How the video fills the node (accepted).
    open var gravity = "AVLayerVideoGravityResizeAspect"
    /// The video's asset (accepted; no frame is decoded).
    open var asset: AVAsset?
    /// The player (accepted; nothing plays).
    open var player: AVPlayer?
    /// The player's state: ready, never playing in a fixture.
    open private(set) var playerState: ASVideoNodePlayerState = .readyToPlay
    /// Plays (nothing happens in a fixture).
    open func play() {}
    /// Pauses.
    open func pause() {}
    /// Never playing in a fixture.
    open func isPlaying() -> Bool { false }
}

/// A video node's player state (Texture's `ASVideoNodePlayerState`).
public enum ASVideoNodePlayerState: Int, Sendable {
    /// Not known.
    case unknown
    /// Ready to play.
    case initialLoading
    /// Ready to play.
    case readyToPlay
    /// Playback likely to keep up.
    case playbackLikelyToKeepUpButNotPlaying
    /// Playing.
    case playing
    /// Loading.
    case loading
    /// Paused.
    case paused
    /// Finished.
    case finished
}

/// What a video node tells its delegate (Texture's `ASVideoNodeDelegate`): nothing plays while a
/// fixture is drawn, so none is called; every method is optional.
public protocol ASVideoNodeDelegate: ASNetworkImageNodeDelegate {
    /// The player's state will change.
    func videoNode(_ videoNode: ASVideoNode, willChange state: ASVideoNodePlayerState, to toState: ASVideoNodePlayerState)
    /// The video played to its end.
    func videoDidPlay(toEnd videoNode: ASVideoNode)
    /// The video node was tapped.
    func didTap(_ videoNode: ASVideoNode)
    /// The video played to `timeInterval`.
    func videoNode(_ videoNode: ASVideoNode, didPlayToTimeInterval timeInterval: TimeInterval)
}

extension ASVideoNodeDelegate {
    /// Does nothing.
    public func videoNode(_ videoNode: ASVideoNode, willChange state: ASVideoNodePlayerState, to toState: ASVideoNodePlayerState) {}
    /// Does nothing.
    public func videoDidPlay(toEnd videoNode: ASVideoNode) {}
    /// Does nothing.
    public func didTap(_ videoNode: ASVideoNode) {}
    /// Does nothing.
    public func videoNode(_ videoNode: ASVideoNode, didPlayToTimeInterval timeInterval: TimeInterval) {}
}

/// A map as a node (Texture's `ASMapNode`): drawn as layoutlab's map placeholder.
open class ASMapNode: ASImageNode {
    override func makeNode() -> DisplayNode { MapNode() }

    /// A map node.
    public override init() { super.init() }

    /// Whether the map is live (accepted).
    open var isLiveMap = false
    /// Whether the map shows annotations (accepted).
    open var showAnnotationsOptions = 0
}
