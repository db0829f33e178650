import Foundation

/// An alert or action sheet (UIKit's `UIAlertController`): made and presented by app code in
/// response to taps, which a fixture never makes; accepted, never drawn.
open class UIAlertController: UIViewController {
    /// An alert's style.
    public enum Style: Int, Sendable {
        case actionSheet, alert
    }

    /// The message.
    open var message: String?
    /// The style.
    public let preferredStyle: Style
    /// The actions.
    open private(set) var actions: [UIAlertAction] = []
    /// The text fields (none).
    open var textFields: [UITextField]? { nil }

    /// An alert.
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init()
        self.title = title
    }

    /// Not supported.
    public required init?(coder: NSCoder) { return nil }

    /// Adds an action.
    open func addAction(_ action: UIAlertAction) { actions.append(action) }
    /// Adds a text field (accepted).
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {}
}

/// An alert's button (UIKit's `UIAlertAction`; accepted).
open class UIAlertAction: NSObject {
    /// An action's style.
    public enum Style: Int, Sendable {
        case `default`, cancel, destructive
    }

    /// The title.
    public let title: String?
    /// The style.
    public let style: Style
    /// Whether it is enabled.
    open var isEnabled = true

    /// An action.
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        super.init()
    }
}
