import Foundation

/// The old spelling of `UIView.ContentMode`.
public typealias UIViewContentMode = UIView.ContentMode

/// A control (UIKit's `UIControl`): the base of the switches, sliders and text fields a
/// view-backed node wraps, with its states and target–action (see `Selector`).
open class UIControl: UIView {
    /// A control's state; the empty set is `normal`.
    public struct State: OptionSet, Hashable, Sendable {
        /// The raw bits (UIKit's values).
        public let rawValue: UInt
        /// Creates a state from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// At rest.
        public static let normal = State([])
        /// Touched.
        public static let highlighted = State(rawValue: 1 << 0)
        /// Disabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected.
        public static let selected = State(rawValue: 1 << 2)
        /// Focused.
        public static let focused = State(rawValue: 1 << 3)
    }

    /// What a control reports to its targets.
    public struct Event: OptionSet, Hashable, Sendable {
        /// The raw bits (UIKit's values).
        public let rawValue: UInt
        /// Creates an event set from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A touch began.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated touch began.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A touch moved inside.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A touch moved outside.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A touch ended inside: a tap.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A touch ended outside.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// A touch was cancelled.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The value changed.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// Primary action.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// Whether the control is enabled.
    open var isEnabled = true
    /// Whether the control is selected.
    open var isSelected = false
    /// Whether the control is highlighted.
    open var isHighlighted = false

    /// The state as UIKit names it.
    open var state: State {
        var state = State.normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    private var targets = TargetActions<Event>()

    /// Calls `action` on `target` when one of `events` happens.
    open func addTarget(_ target: AnyObject?, action: Selector, for events: Event) {
        targets.add(target, action: action, events: events)
    }

    /// Stops calling `action` (any action when nil) on `target` (any target when nil) for `events`.
    open func removeTarget(_ target: AnyObject?, action: Selector?, for events: Event) {
        targets.remove(target, action: action, events: events)
    }

    /// Calls the actions registered for any of `events`, as a touch would.
    open func sendActions(for events: Event) {
        targets.send(events, sender: self, event: nil)
    }
}

/// The targets and actions of a control, for events of type `Events`: targets are held weakly,
/// as UIKit and Texture hold them.
public struct TargetActions<Events: OptionSet> {
    private struct Entry {
        weak var target: AnyObject?
        let action: Selector
        let events: Events
    }

    private var entries: [Entry] = []

    /// No targets.
    public init() {}

    /// Registers `action` on `target` for `events`.
    public mutating func add(_ target: AnyObject?, action: Selector, events: Events) {
        entries.append(Entry(target: target, action: action, events: events))
    }

    /// Removes the registrations of `target` (all when nil) with `action` (all when nil) for `events`.
    public mutating func remove(_ target: AnyObject?, action: Selector?, events: Events) {
        entries.removeAll { entry in
            (target == nil || entry.target === target) && (action == nil || entry.action == action)
                && !entry.events.isDisjoint(with: events)
        }
    }

    /// The targets registered (those still alive).
    public var targets: [AnyObject] { entries.compactMap(\.target) }

    /// Calls each action registered for any of `events` on its target, with `sender` and `event`.
    public func send(_ events: Events, sender: Any, event: Any?) {
        for entry in entries where !entry.events.isDisjoint(with: events) {
            guard let target = entry.target else { continue }
            entry.action.perform(on: target, sender: sender, event: event)
        }
    }
}

/// A touch event (UIKit's `UIEvent`): none happens in a snapshot; tests pass nil.
open class UIEvent {
    /// An event.
    public init() {}
}

/// The traits an image or colour is resolved with: one appearance here (light, the screen's scale).
open class UITraitCollection {
    /// Light or dark.
    public enum UserInterfaceStyle: Int, Sendable {
        /// Not specified.
        case unspecified
        /// Light (always, here).
        case light
        /// Dark.
        case dark
    }

    /// Always light.
    public let userInterfaceStyle: UserInterfaceStyle = .light
    /// The screen's scale.
    public let displayScale: CGFloat

    /// The traits of the current screen.
    public init() {
        displayScale = UIKitEnvironment.current.screenScale
    }

    /// The traits of the current screen.
    public class var current: UITraitCollection { UITraitCollection() }
}

/// A namespace for the table cell settings `ASCellNode` accepts (tables are Texture's).
open class UITableViewCell {
    /// How a table shows a selected row.
    public enum SelectionStyle: Int, Sendable {
        /// No selection.
        case none
        /// Blue (grey since iOS 7).
        case blue
        /// Grey.
        case gray
        /// The default.
        case `default`
    }

    /// The accessory at the end of a row.
    public enum AccessoryType: Int, Sendable {
        /// None.
        case none
        /// A chevron.
        case disclosureIndicator
        /// An info button and a chevron.
        case detailDisclosureButton
        /// A check mark.
        case checkmark
        /// An info button.
        case detailButton
    }

    private init() {}
}

/// The corners a layer's (and a node's) corner radius rounds (Core Animation's `CACornerMask`),
/// in UIKit's top-left-origin coordinates.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    /// Core Animation's bits.
    public let rawValue: UInt
    /// Creates a mask from bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Top left.
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// Top right.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// Bottom left.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// Bottom right.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}
