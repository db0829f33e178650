import Foundation

/// A method to call by name (Objective-C's `Selector`), for target–action.
///
/// Swift on Linux has no Objective-C runtime, so a name alone cannot find a method. The
/// `TextureSourceAdapter` build plugin turns `#selector(didTap(_:))` into
/// `Selector("didTap(_:)", Self.didTap(_:))`, which carries the method itself: `perform` then
/// calls it on the target, with the sender (and event) when the method takes them. A selector
/// made from a name alone (`Selector("didTap")`, `NSSelectorFromString`) names a method but
/// cannot call it.
public struct Selector: Hashable, ExpressibleByStringLiteral, CustomStringConvertible, @unchecked Sendable {
    /// The method's name as written in `#selector(…)`.
    public let name: String
    private let call: ((AnyObject, Any?, Any?) -> Bool)?

    /// A selector that names a method and cannot call it.
    public init(_ name: String) {
        self.name = name
        call = nil
    }

    /// A selector from a string literal.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// A selector of a method that takes no argument.
    public init<Target: AnyObject, Result>(_ name: String, _ method: @escaping (Target) -> () -> Result) {
        self.name = name
        call = { target, _, _ in
            guard let target = target as? Target else { return false }
            _ = method(target)()
            return true
        }
    }

    /// A selector of a method that takes the sender.
    public init<Target: AnyObject, Sender, Result>(_ name: String, _ method: @escaping (Target) -> (Sender) -> Result) {
        self.name = name
        call = { target, sender, _ in
            guard let target = target as? Target, let sender = sender as? Sender else { return false }
            _ = method(target)(sender)
            return true
        }
    }

    /// A selector of a method that takes the sender and the event.
    public init<Target: AnyObject, Sender, Event, Result>(_ name: String,
                                                         _ method: @escaping (Target) -> (Sender, Event) -> Result) {
        self.name = name
        call = { target, sender, event in
            guard let target = target as? Target, let sender = sender as? Sender, let event = event as? Event else { return false }
            _ = method(target)(sender, event)
            return true
        }
    }

    /// True when the selector carries its method (it came from `#selector`).
    public var canPerform: Bool { call != nil }

    /// Calls the method on `target` with `sender` and `event` as far as it takes them; false
    /// when it could not (a selector made from a name, or a target or sender of another type).
    @discardableResult
    public func perform(on target: AnyObject, sender: Any?, event: Any? = nil) -> Bool {
        call?(target, sender, event) ?? false
    }

    /// The name.
    public var description: String { name }

    /// Selectors are equal when their names are.
    public static func == (lhs: Selector, rhs: Selector) -> Bool { lhs.name == rhs.name }

    /// Hashes the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// A selector naming `name` (it cannot call the method: see `Selector`).
public func NSSelectorFromString(_ name: String) -> Selector { Selector(name) }

/// The name of `selector`.
public func NSStringFromSelector(_ selector: Selector) -> String { selector.name }
