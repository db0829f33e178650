import Foundation
import LayoutEngine

/// The events a control node reports (Texture's `ASControlNodeEvent`).
public struct ASControlNodeEvent: OptionSet, Hashable, Sendable {
    /// Texture's bits.
    public let rawValue: UInt
    /// Creates events from bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// A touch began.
    public static let touchDown = ASControlNodeEvent(rawValue: 1 << 0)
    /// A repeated touch began.
    public static let touchDownRepeat = ASControlNodeEvent(rawValue: 1 << 1)
    /// A touch moved inside.
    public static let touchDragInside = ASControlNodeEvent(rawValue: 1 << 2)
    /// A touch moved outside.
    public static let touchDragOutside = ASControlNodeEvent(rawValue: 1 << 3)
    /// A touch ended inside: a tap.
    public static let touchUpInside = ASControlNodeEvent(rawValue: 1 << 4)
    /// A touch ended outside.
    public static let touchUpOutside = ASControlNodeEvent(rawValue: 1 << 5)
    /// A touch was cancelled.
    public static let touchCancel = ASControlNodeEvent(rawValue: 1 << 6)
    /// The value changed.
    public static let valueChanged = ASControlNodeEvent(rawValue: 1 << 12)
    /// The primary action.
    public static let primaryActionTriggered = ASControlNodeEvent(rawValue: 1 << 13)
    /// Every event.
    public static let allEvents = ASControlNodeEvent(rawValue: 0xFFFF_FFFF)
}

/// A node that takes touches and reports events (Texture's `ASControlNode`).
///
/// Target–action works as in Texture: `addTarget(self, action: #selector(didTap), forControlEvents:
/// .touchUpInside)` compiles through the `TextureSourceAdapter` build plugin (which turns
/// `#selector` into a `Selector` that carries the method), and `sendActions(forControlEvents:with:)`
/// calls the method. `addTarget(for:action:)` takes a closure instead.
open class ASControlNode: ASDisplayNode {
    private var actions: [(ASControlNodeEvent, (ASControlNode) -> Void)] = []
    private var targetActions = TargetActions<ASControlNodeEvent>()

    override func makeNode() -> DisplayNode { ControlNode() }

    /// Whether the control is enabled (a disabled button draws its disabled state).
    open var isEnabled = true { didSet { stateChanged() } }
    /// Whether the control is selected.
    open var isSelected = false { didSet { stateChanged() } }
    /// Whether the control is highlighted.
    open var isHighlighted = false { didSet { stateChanged() } }
    /// Whether the control is being touched (never, in a snapshot).
    open var isTracking: Bool { false }
    /// Whether a touch is inside (never, in a snapshot).
    open var isTouchInside: Bool { false }

    /// The state as UIKit names it.
    open var state: UIControl.State {
        var state = UIControl.State.normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    func stateChanged() {}

    /// Runs `action` when one of `events` happens (the closure form of Texture's target–action).
    open func addTarget(for events: ASControlNodeEvent, action: @escaping (ASControlNode) -> Void) {
        actions.append((events, action))
    }

    /// Calls `action` on `target` (held weakly) when one of `events` happens.
    open func addTarget(_ target: AnyObject?, action: Selector, forControlEvents events: ASControlNodeEvent) {
        targetActions.add(target, action: action, events: events)
    }

    /// Stops calling `action` (any when nil) on `target` (any when nil) for `events`.
    open func removeTarget(_ target: AnyObject?, action: Selector?, forControlEvents events: ASControlNodeEvent) {
        targetActions.remove(target, action: action, events: events)
    }

    /// The targets registered, those still alive.
    open func allTargets() -> [AnyObject] { targetActions.targets }

    /// Removes every action.
    open func removeAllActions() {
        actions.removeAll()
        targetActions = TargetActions()
    }

    /// Runs the actions registered for any of `events`, as a touch would.
    open func sendActions(for events: ASControlNodeEvent) {
        sendActions(forControlEvents: events, with: nil)
    }

    /// Runs the actions registered for any of `events` with `event` (Texture's
    /// `sendActionsForControlEvents:withEvent:`): closures, then targets' methods.
    open func sendActions(forControlEvents events: ASControlNodeEvent, with event: UIEvent?) {
        for (registered, action) in actions where !registered.isDisjoint(with: events) { action(self) }
        targetActions.send(events, sender: self, event: event)
    }
}
