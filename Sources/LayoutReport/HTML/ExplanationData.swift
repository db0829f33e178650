/// A layout explanation as the "Why this size" panel reads it: the explanation file's elements
/// and their parents, with no fixture name, digest or scale, and empty styles and rules left out.
struct ExplanationData: ReportPageValue {
    /// Each element's parent index, null for the root.
    var parents: [Int?]
    /// The elements, in the order of the actual layout's nodes.
    var elements: [ExplainedElementData]

    /// The page's form of `file`.
    init(_ file: LayoutExplanationFile) {
        parents = file.parents
        elements = file.elements.map(ExplainedElementData.init)
    }
}

/// One element's explanation (`ExplainedElement`).
struct ExplainedElementData: ReportPageValue {
    /// Kind (`stack`, `text`, …).
    var kind: String
    /// debugName.
    var debugName: String?
    /// Path in the tree.
    var path: String
    /// Frame `[x, y, w, h]`.
    var frame: [Double]?
    /// Non-default style.
    @OmittedWhenEmpty var style: String
    /// The size range offered, `[[minW, minH], [maxW, maxH]]` (an unbounded maximum is null).
    var offered: [[Double]]?
    /// Who offered it.
    var offeredBy: String?
    /// What the engine did, in order.
    var steps: [ExplainedStepData]

    init(_ element: ExplainedElement) {
        kind = element.kind
        debugName = element.debugName
        path = element.path
        frame = element.frame
        style = element.style
        offered = element.offered
        offeredBy = element.offeredBy
        steps = element.steps.map(ExplainedStepData.init)
    }
}

/// One step of an element's explanation (`ExplainedStep`).
struct ExplainedStepData: ReportPageValue {
    /// What kind of step.
    var kind: String
    /// The rule applied, by id.
    @OmittedWhenEmpty var rule: String
    /// Texture's source it follows.
    var texture: String
    /// The sentence.
    var text: String
    /// The size it left.
    var size: [Double]?
    /// The position it left.
    var position: [Double]?
    /// The terms of a sum.
    var terms: [ExplainedStep.Term]?

    init(_ step: ExplainedStep) {
        kind = step.kind
        rule = step.rule
        texture = step.texture
        text = step.text
        size = step.size
        position = step.position
        terms = step.terms
    }
}
