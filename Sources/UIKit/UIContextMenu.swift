import Foundation

/// Something a view takes part in (UIKit's `UIInteraction`): accepted, it changes no pixel.
public protocol UIInteraction: AnyObject {}

extension UIView {
    /// Adds an interaction (accepted: it changes no pixel).
    public func addInteraction(_ interaction: UIInteraction) {
        interactions.append(interaction)
    }
}

/// A menu's item or submenu (UIKit's `UIMenuElement`).
open class UIMenuElement: NSObject {
    /// The title.
    public let title: String
    /// The image.
    public let image: UIImage?

    init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
    }
}

/// A menu action (UIKit's `UIAction`).
open class UIAction: UIMenuElement {
    /// What the action runs.
    public let handler: (UIAction) -> Void

    /// An action titled `title`.
    public init(title: String = "", image: UIImage? = nil, identifier: String? = nil, handler: @escaping (UIAction) -> Void) {
        self.handler = handler
        super.init(title: title, image: image)
    }
}

/// A menu (UIKit's `UIMenu`).
open class UIMenu: UIMenuElement {
    /// Its items.
    public let children: [UIMenuElement]

    /// A menu of `children`.
    public init(title: String = "", image: UIImage? = nil, children: [UIMenuElement] = []) {
        self.children = children
        super.init(title: title, image: image)
    }
}

/// What a context menu shows (UIKit's `UIContextMenuConfiguration`).
open class UIContextMenuConfiguration: NSObject {
    /// The menu's maker.
    public let actionProvider: (([UIMenuElement]) -> UIMenu?)?

    /// A configuration whose menu `actionProvider` makes.
    public init(identifier: NSCopying? = nil, previewProvider: (() -> AnyObject?)? = nil,
                actionProvider: (([UIMenuElement]) -> UIMenu?)? = nil) {
        self.actionProvider = actionProvider
    }
}

/// Asked for a context menu's configuration (UIKit's `UIContextMenuInteractionDelegate`).
public protocol UIContextMenuInteractionDelegate: AnyObject {
    /// The configuration for a menu at `location`.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration?
}

/// A context menu on a long press (UIKit's `UIContextMenuInteraction`): accepted, no menu opens
/// in a fixture.
open class UIContextMenuInteraction: NSObject, UIInteraction {
    /// The delegate.
    open private(set) weak var delegate: UIContextMenuInteractionDelegate?

    /// An interaction asking `delegate`.
    public init(delegate: UIContextMenuInteractionDelegate) {
        self.delegate = delegate
    }
}
