import Foundation

/// Attributed text that a layout manager lays out (UIKit's `NSTextStorage`): a mutable attributed
/// string that tells whoever shows it when it changes.
open class NSTextStorage: NSMutableAttributedString {
    /// Called after each change of the characters or attributes.
    public var onChange: (() -> Void)?
    /// The layout managers that lay the text out.
    open private(set) var layoutManagers: [NSLayoutManager] = []

    /// Adds a layout manager that lays the text out.
    open func addLayoutManager(_ layoutManager: NSLayoutManager) {
        layoutManagers.append(layoutManager)
        layoutManager.textStorage = self
    }

    /// Replaces the characters in `range` with `str`.
    open override func replaceCharacters(in range: NSRange, with str: String) {
        super.replaceCharacters(in: range, with: str)
        onChange?()
    }

    /// Sets the attributes of `range`.
    open override func setAttributes(_ attrs: [NSAttributedString.Key: Any]?, range: NSRange) {
        super.setAttributes(attrs, range: range)
        onChange?()
    }
}

/// The region text is laid out in (UIKit's `NSTextContainer`).
open class NSTextContainer: NSObject {
    /// The container's size (0 or `.greatestFiniteMagnitude` on an axis: unbounded).
    open var size: CGSize
    /// Space at each end of every line (5 points, as UIKit's).
    open var lineFragmentPadding: CGFloat = 5
    /// At most this many lines (0: no limit).
    open var maximumNumberOfLines: Int = 0
    /// How the last line is cut.
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping
    /// Paths the text flows around.
    open var exclusionPaths: [UIBezierPath] = []
    /// Whether the container follows its text view's width.
    open var widthTracksTextView = false
    /// Whether the container follows its text view's height.
    open var heightTracksTextView = false

    /// A container of `size`.
    public init(size: CGSize) {
        self.size = size
        super.init()
    }

    /// An unbounded container.
    public override convenience init() { self.init(size: .zero) }
}

/// Lays the text of a text storage out in its text containers (UIKit's `NSLayoutManager`).
open class NSLayoutManager: NSObject {
    /// The containers, in order.
    open private(set) var textContainers: [NSTextContainer] = []
    /// The storage laid out.
    open weak var textStorage: NSTextStorage?

    /// A layout manager without containers.
    public override init() { super.init() }

    /// Adds a container.
    open func addTextContainer(_ container: NSTextContainer) { textContainers.append(container) }
}
