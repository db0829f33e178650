import Foundation

/// A view (UIKit's `UIView`), as far as node code touches one: a node backed by a view
/// (`setViewBlock`) is laid out as a node and drawn as a placeholder labelled with the view's
/// class, and a node's `view` stands for the node. Setting a property of a node's own view is
/// reported (it would not show): set the node's property instead.
open class UIView {
    /// How content fills a view's or node's bounds.
    public enum ContentMode: Int, Sendable {
        /// Stretched to the bounds.
        case scaleToFill
        /// Scaled to fit inside, aspect ratio kept.
        case scaleAspectFit
        /// Scaled to cover, aspect ratio kept.
        case scaleAspectFill
        /// Redrawn at the new size (drawn as scale-to-fill).
        case redraw
        /// Centred, not scaled.
        case center
        /// Top edge centred.
        case top
        /// Bottom edge centred.
        case bottom
        /// Left edge centred.
        case left
        /// Right edge centred.
        case right
        /// Top-left corner.
        case topLeft
        /// Top-right corner.
        case topRight
        /// Bottom-left corner.
        case bottomLeft
        /// Bottom-right corner.
        case bottomRight
    }

    /// The safe area: a view controller's view has the screen's, other views none.
    open internal(set) var safeAreaInsets: UIEdgeInsets = .zero

    /// Called with a property's name when one is set; a node's own view reports it.
    public var onChange: ((String) -> Void)?

    /// A view with an empty frame.
    public init() { frame = .zero }

    /// A view with `frame`.
    public init(frame: CGRect) { self.frame = frame }

    /// The frame (set by layout for a view-backed node).
    open var frame: CGRect
    /// Origin zero, the frame's size.
    open var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
    /// Background colour.
    open var backgroundColor: UIColor? { didSet { onChange?("backgroundColor") } }
    /// Opacity.
    open var alpha: CGFloat = 1 { didSet { onChange?("alpha") } }
    /// Whether the view is hidden.
    open var isHidden = false { didSet { onChange?("isHidden") } }
    /// Tint colour.
    open var tintColor: UIColor? { didSet { onChange?("tintColor") } }
    /// Whether the view clips its subviews.
    open var clipsToBounds = false { didSet { onChange?("clipsToBounds") } }
    /// Whether the view takes touches.
    open var isUserInteractionEnabled = true { didSet { onChange?("isUserInteractionEnabled") } }
    /// How content fills the bounds.
    open var contentMode: ContentMode = .scaleToFill { didSet { onChange?("contentMode") } }
    /// The view's layer: its properties are the view's, reported like the view's own when set.
    open private(set) lazy var layer: CALayer = {
        let layer = CALayer()
        layer.onChange = { [weak self] name in self?.onChange?("layer.\(name)") }
        return layer
    }()
    /// The view's accessibility label (accepted).
    open var accessibilityLabel: String?
    /// The view's accessibility hint (accepted).
    open var accessibilityHint: String?
    /// The view's accessibility value (accepted).
    open var accessibilityValue: String?
    /// The view's accessibility identifier (accepted).
    open var accessibilityIdentifier: String?
    /// Whether the view is an accessibility element (accepted).
    open var isAccessibilityElement = false
    /// A number that identifies the view (accepted).
    open var tag = 0
    /// The gesture recognizers attached (accepted).
    open var gestureRecognizers: [UIGestureRecognizer]?
    /// The interactions added (accepted).
    open var interactions: [UIInteraction] = []
    /// How the view resizes with its superview (accepted).
    open var autoresizingMask: AutoresizingMask = []
    /// Whether the autoresizing mask becomes constraints (accepted).
    open var translatesAutoresizingMaskIntoConstraints = true
    /// The subviews (a view-backed node draws as a placeholder: subviews are not drawn).
    open private(set) var subviews: [UIView] = []
    /// The view this one is a subview of.
    open private(set) weak var superview: UIView?

    /// Adds a subview (not drawn: a view-backed node draws as a placeholder).
    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
        onChange?("subviews")
    }

    /// Removes the view from its superview.
    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }
    /// Whether the view is opaque (accepted).
    open var isOpaque = true
    /// Whether touches on several fingers reach the view (accepted).
    open var isMultipleTouchEnabled = false
    /// Whether the view is exclusive for touches (accepted).
    open var isExclusiveTouch = false
}

/// A spinner (UIKit's `UIActivityIndicatorView`), drawn as a placeholder.
open class UIActivityIndicatorView: UIView {
    /// The spinner's look.
    public enum Style: Int, Sendable {
        /// Large white (deprecated on iOS).
        case whiteLarge
        /// White (deprecated on iOS).
        case white
        /// Grey (deprecated on iOS).
        case gray
        /// Medium.
        case medium = 100
        /// Large.
        case large = 101
    }

    /// The look.
    open var style: Style
    /// Colour of the spinner.
    open var color: UIColor?
    /// Whether it hides when stopped.
    open var hidesWhenStopped = true
    /// Whether it spins.
    open private(set) var isAnimating = false

    /// A spinner of `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// A medium spinner (UIKit's default).
    public convenience override init() {
        self.init(style: .medium)
    }

    /// Starts spinning.
    open func startAnimating() { isAnimating = true }
    /// Stops spinning.
    open func stopAnimating() { isAnimating = false }
}

/// A switch (UIKit's `UISwitch`), drawn as a placeholder.
open class UISwitch: UIControl {
    /// Whether it is on.
    open var isOn = false
    /// Tint when on.
    open var onTintColor: UIColor?
    /// Sets the state.
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }
}

/// A slider (UIKit's `UISlider`), drawn as a placeholder.
open class UISlider: UIControl {
    /// The value.
    open var value: Float = 0
    /// The smallest value.
    open var minimumValue: Float = 0
    /// The largest value.
    open var maximumValue: Float = 1
}

/// A progress bar (UIKit's `UIProgressView`), drawn as a placeholder.
open class UIProgressView: UIView {
    /// The bar's look.
    public enum Style: Int, Sendable {
        /// The default bar.
        case `default`
        /// A toolbar's bar.
        case bar
    }

    /// Progress, 0…1.
    open var progress: Float = 0
    /// Tint of the progress.
    open var progressTintColor: UIColor?
    /// A bar of `style`.
    public init(progressViewStyle style: Style) { super.init() }
    /// A default bar.
    public override init() { super.init() }
}

/// A one-line text field (UIKit's `UITextField`), drawn as a placeholder.
open class UITextField: UIControl {
    /// The border's look.
    public enum BorderStyle: Int, Sendable {
        /// None.
        case none
        /// A line.
        case line
        /// A bezel.
        case bezel
        /// Rounded.
        case roundedRect
    }

    /// The text.
    open var text: String?
    /// The placeholder.
    open var placeholder: String?
    /// The font.
    open var font: UIFont?
    /// The text colour.
    open var textColor: UIColor?
    /// The border.
    open var borderStyle: BorderStyle = .none
}
