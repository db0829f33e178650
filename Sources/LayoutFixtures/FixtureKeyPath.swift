/// Where a value is in a fixture file, e.g. `root.stack.children[2].style.flexGrow`: the steps
/// that lead to it, spelled out (`description`) only when an error or a reader asks for the text.
/// Taking a step costs no text, and a path shares its steps with the path it was taken from, so
/// every element can keep its own at the cost of a step or two.
public struct FixtureKeyPath: Sendable, CustomStringConvertible {
    /// One step from the path before it.
    enum Component: Sendable {
        /// `.key`, the whole path then shortened by `FixtureReader.shortened(_:)`.
        case key(String)
        /// `[index]`.
        case index(Int)
        /// Text appended as it is.
        case text(String)
    }

    /// A step kept for paths taken from it: its component and the step before.
    final class Step: Sendable {
        let parent: Step?
        let component: Component

        init(parent: Step?, component: Component) {
            self.parent = parent
            self.component = component
        }
    }

    /// The steps before `last`.
    private let parent: Step?
    /// The last step; nil when the path is `parent`'s whole.
    private let last: Component?

    private init(parent: Step?, last: Component?) {
        self.parent = parent
        self.last = last
    }

    /// The empty path: the file's top.
    public static let root = FixtureKeyPath(parent: nil, last: nil)

    /// A path that is `text` as it is.
    public init(_ text: String) {
        self = text.isEmpty ? .root : FixtureKeyPath.root.appending(text)
    }

    /// The path's steps as one kept step, so that paths taken from it share it.
    private var step: Step? {
        guard let last else { return parent }
        return Step(parent: parent, component: last)
    }

    /// The same path, kept whole: paths taken from it then take no step of their own for it
    /// (worth it for a path many others are taken from, an element's).
    var anchored: FixtureKeyPath { last == nil ? self : FixtureKeyPath(parent: step, last: nil) }

    /// `path.key` (just `key` at the top), shortened by `FixtureReader.shortened(_:)`.
    func key(_ key: String) -> FixtureKeyPath { FixtureKeyPath(parent: step, last: .key(key)) }

    /// `path[index]`.
    func index(_ index: Int) -> FixtureKeyPath { FixtureKeyPath(parent: step, last: .index(index)) }

    /// `path` followed by `text` as it is.
    func appending(_ text: String) -> FixtureKeyPath { FixtureKeyPath(parent: step, last: .text(text)) }

    /// The path as text, each step applied to the text of the steps before it.
    public var description: String {
        var components: [Component] = []
        if let last { components.append(last) }
        var step = parent
        while let s = step {
            components.append(s.component)
            step = s.parent
        }
        var text = ""
        for component in components.reversed() {
            switch component {
            case .key(let key): text = FixtureReader.shortened(text.isEmpty ? key : text + "." + key)
            case .index(let index): text += "[\(index)]"
            case .text(let more): text += more
            }
        }
        return text
    }
}
