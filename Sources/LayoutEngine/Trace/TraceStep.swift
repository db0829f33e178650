import LayoutGeometry

/// One thing that happened to an element's size or position during layout, in Texture's terms:
/// what it was (`kind`), the rule it follows (a deviation id from docs/semantics.md or the stack
/// step), the Texture function that does it, a sentence with the numbers, and the size or
/// position it left.
public struct TraceStep: Sendable, Equatable {
    /// What a step did.
    public enum Kind: String, Sendable, CaseIterable {
        /// A size range was offered to the element.
        case offered
        /// The element's own style range was intersected with the offered range.
        case ownStyle
        /// The size the element measured as (content, intrinsic size, or the range it fills).
        case base
        /// The base size was clamped into the range.
        case clamped
        /// The size was ceiled to the pixel grid (T5).
        case rounded
        /// A spec computed its size from its children.
        case content
        /// A stack's first pass measured the child (step 1).
        case measured
        /// The child grew by its flexGrow share (step 3).
        case grew
        /// The child shrank by its flexShrink share (step 3).
        case shrank
        /// The child was stretched to its line's cross size (step 5).
        case stretched
        /// The child was placed inside its parent.
        case positioned
        /// The node's frame was applied and the position rounded (T6).
        case placed
    }

    /// What the step did.
    public var kind: Kind
    /// The rule: a deviation id (`T10`) and/or the stack step (`stack step 3`).
    public var rule: String
    /// The Texture function (or method) that performs the step.
    public var texture: String
    /// One sentence with the numbers.
    public var text: String
    /// The element's size after the step, when the step is about size.
    public var size: Size?
    /// The element's position in its parent after the step, when the step is about position.
    public var position: Point?
    /// For a position: the terms that add up to it, per axis (`x`, `y`), each with a label.
    public var terms: [PositionTerm]

    /// Creates a step.
    public init(kind: Kind, rule: String, texture: String, text: String, size: Size? = nil, position: Point? = nil,
                terms: [PositionTerm] = []) {
        self.kind = kind
        self.rule = rule
        self.texture = texture
        self.text = text
        self.size = size
        self.position = position
        self.terms = terms
    }
}

/// One addend of a position: an axis, an amount and what it is.
public struct PositionTerm: Sendable, Equatable {
    /// `x` or `y`.
    public var axis: Axis
    /// Points.
    public var amount: Double
    /// What the amount is (`justifyContent center offset`, `spacing`, `preceding items`).
    public var label: String

    /// The two axes.
    public enum Axis: String, Sendable { case x, y }

    /// Creates a term.
    public init(axis: Axis, amount: Double, label: String) {
        self.axis = axis
        self.amount = amount
        self.label = label
    }
}
