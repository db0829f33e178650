import Foundation

/// A touch (UIKit's `UITouch`): node code that overrides the touch hooks compiles; no touch
/// happens in a snapshot.
open class UITouch: NSObject {
    /// A touch.
    public override init() {}

    /// Where the touch is in `view`'s coordinates (the origin: no touch happens here).
    open func location(in view: UIView?) -> CGPoint { .zero }
    /// Where the touch was.
    open func previousLocation(in view: UIView?) -> CGPoint { .zero }
    /// Taps so far.
    open var tapCount: Int { 1 }
}

/// A gesture recognizer (UIKit's `UIGestureRecognizer`): added to a node's view it changes no
/// pixel, so it is accepted; it never fires in a snapshot.
open class UIGestureRecognizer: NSObject {
    /// The recognizer's state.
    public enum State: Int, Sendable {
        /// Not recognised yet.
        case possible
        /// Began.
        case began
        /// Changed.
        case changed
        /// Ended.
        case ended
        /// Cancelled.
        case cancelled
        /// Failed.
        case failed
    }

    private var targets = TargetActions<UIControl.Event>()

    /// A recognizer that calls `action` on `target`.
    public init(target: Any?, action: Selector?) {
        super.init()
        if let action { targets.add(target as AnyObject?, action: action, events: .allEvents) }
    }

    /// Adds a target.
    open func addTarget(_ target: Any, action: Selector) {
        targets.add(target as AnyObject, action: action, events: .allEvents)
    }

    /// The state (possible: nothing happens in a snapshot).
    open var state: State { .possible }
    /// Whether it is enabled.
    open var isEnabled = true
    /// Whether touches reach the view while it recognises (accepted).
    open var cancelsTouchesInView = true
    /// The recognizer's delegate (accepted).
    open weak var delegate: AnyObject?
    /// The view it is attached to.
    open internal(set) weak var view: UIView?

    /// Where the gesture is in `view`'s coordinates.
    open func location(in view: UIView?) -> CGPoint { .zero }

    /// Calls the targets' actions with the recognizer as the sender, as a recognised gesture
    /// would (for tests).
    open func sendActions() {
        targets.send(.allEvents, sender: self, event: nil)
    }
}

/// A tap.
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// Taps needed (accepted).
    open var numberOfTapsRequired = 1
    /// Fingers needed (accepted).
    open var numberOfTouchesRequired = 1
}

/// A long press.
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the press lasts (accepted).
    open var minimumPressDuration: TimeInterval = 0.5
}

/// A pan.
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The translation so far (none).
    open func translation(in view: UIView?) -> CGPoint { .zero }
}

/// A swipe.
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The direction of a swipe.
    public struct Direction: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Creates a direction from bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Right.
        public static let right = Direction(rawValue: 1 << 0)
        /// Left.
        public static let left = Direction(rawValue: 1 << 1)
        /// Up.
        public static let up = Direction(rawValue: 1 << 2)
        /// Down.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The direction (accepted).
    open var direction: Direction = .right
}

extension UIView {
    /// Attaches a gesture recognizer (accepted: it changes no pixel).
    public func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        recognizer.view = self
        gestureRecognizers = (gestureRecognizers ?? []) + [recognizer]
    }

    /// Detaches a gesture recognizer.
    public func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        gestureRecognizers?.removeAll { $0 === recognizer }
    }
}
