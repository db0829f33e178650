/// One element's explanation as `layoutlab explain --json` prints it and the report's "Why this
/// size" panel reads it: where it is, what it was offered and by whom, its style, and the steps
/// that sized and placed it. Numbers are points.
public struct ExplainedElement: Codable, Sendable, Equatable {
    /// The element's kind (`stack`, `text`, …).
    public var kind: String
    /// Its debugName, when set.
    public var debugName: String?
    /// Its path, as the structural diff writes it.
    public var path: String
    /// `[x, y, w, h]` in the fixture root's coordinates; nil when it received no frame.
    public var frame: [Double]?
    /// The style values that differ from the defaults, as fixture files write them.
    public var style: String
    /// The range its last measurement was offered, `[[minW, minH], [maxW, maxH]]`.
    public var offered: [[Double]]?
    /// Who offered that range, and how.
    public var offeredBy: String?
    /// Every step, in the order the explanation reads: its parent's, its own, its placement.
    public var steps: [ExplainedStep]

    /// Creates an element.
    public init(kind: String, debugName: String?, path: String, frame: [Double]?, style: String, offered: [[Double]]?,
                offeredBy: String?, steps: [ExplainedStep]) {
        self.kind = kind
        self.debugName = debugName
        self.path = path
        self.frame = frame
        self.style = style
        self.offered = offered
        self.offeredBy = offeredBy
        self.steps = steps
    }
}

/// One step of an explanation: what it did, the rule and Texture function behind it, a sentence
/// with the numbers, and the size or position it left.
public struct ExplainedStep: Codable, Sendable, Equatable {
    /// The step's kind (`grew`, `positioned`, …).
    public var kind: String
    /// The deviation id and/or stack step.
    public var rule: String
    /// The Texture function that performs it.
    public var texture: String
    /// The sentence.
    public var text: String
    /// `[w, h]` after the step, for a step about size.
    public var size: [Double]?
    /// `[x, y]` in the parent after the step, for a step about position.
    public var position: [Double]?
    /// The terms that add up to a position.
    public var terms: [Term]?

    /// One addend of a position.
    public struct Term: Codable, Sendable, Equatable {
        /// `x` or `y`.
        public var axis: String
        /// Points.
        public var amount: Double
        /// What the amount is.
        public var label: String

        /// Creates a term.
        public init(axis: String, amount: Double, label: String) {
            self.axis = axis
            self.amount = amount
            self.label = label
        }
    }

    /// Creates a step.
    public init(kind: String, rule: String, texture: String, text: String, size: [Double]?, position: [Double]?,
                terms: [Term]?) {
        self.kind = kind
        self.rule = rule
        self.texture = texture
        self.text = text
        self.size = size
        self.position = position
        self.terms = terms
    }
}
