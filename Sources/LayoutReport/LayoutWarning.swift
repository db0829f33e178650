/// A layout that is probably not what its author meant (a lint on the laid-out tree): which
/// node, why, and how to fix it.
public struct LayoutWarning: Codable, Sendable, Equatable {
    /// The kinds of warning, by their stable codes.
    public enum Code: String, Codable, Sendable, CaseIterable {
        /// A node that draws something was laid out zero wide or zero high.
        case zeroSize = "zero-size"
        /// A node with no intrinsic size and no preferredSize was offered an unbounded size.
        case unboundedSize = "unbounded-size"
        /// A style value had no effect (preferredSize overridden, flexGrow without free space,
        /// a percentage of an unknown size).
        case noEffect = "no-effect"
        /// A subnode lies (partly) outside its node's bounds and the node does not clip.
        case overflow
        /// A text node's text was truncated or cut by its frame.
        case textTruncated = "text-truncated"
        /// A frame edge falls between device pixels.
        case offPixelGrid = "off-pixel-grid"
        /// A node in a layout spec is not a subnode of the spec's node, so it never draws.
        case notSubnode = "not-subnode"
    }

    /// What kind of warning.
    public var code: Code
    /// The node, as `kind "debugName"` or its kind.
    public var node: String
    /// Its path in the tree, as the structural diff writes it.
    public var path: String
    /// What is wrong, with the numbers.
    public var reason: String
    /// What to change.
    public var fix: String

    /// Creates a warning.
    public init(code: Code, node: String, path: String, reason: String, fix: String) {
        self.code = code
        self.node = node
        self.path = path
        self.reason = reason
        self.fix = fix
    }

    /// `zero-size: text "title": reason. Fix: fix`.
    public var summary: String { "\(code.rawValue): \(node): \(reason). Fix: \(fix)" }
}
