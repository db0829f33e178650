import LayoutEngine
import LayoutGeometry

/// Why one element has its frame: the range it was offered and by whom, its style, and the steps
/// that sized and placed it, in Texture's terms.
public struct ElementExplanation {
    /// `stack "header"` or `text`.
    public var label: String
    /// The element's kind (`stack`, `text`, …).
    public var kind: String
    /// Its debugName, when set.
    public var debugName: String?
    /// Its path, as the structural diff writes it (`node "card"/stack[0]/text "title"`).
    public var path: String
    /// The style values that differ from the defaults, as fixture files write them.
    public var style: String
    /// The range its last measurement was offered; nil when it was never measured.
    public var offered: SizeRange?
    /// Who offered that range, and how.
    public var offeredBy: String?
    /// What its parent did to it before that measurement (a stack's first pass, flexing,
    /// stretching).
    public var parentSteps: [TraceStep]
    /// The steps of its own measurement (style range, base size, clamp, content, rounding).
    public var ownSteps: [TraceStep]
    /// How its parent placed it.
    public var placement: [TraceStep]
    /// Its frame in the fixture root's coordinates; nil when it received none.
    public var frame: Rect?

    /// Every step in the order the explanation reads: the parent's, its own, then its placement.
    public var steps: [TraceStep] { parentSteps + ownSteps + placement }

    /// The explanation of `placed`, reached at `path`, from the trace indexed by `index`.
    init(_ placed: PlacedElement, path: String, index: TraceIndex) {
        let element = placed.element
        label = LayoutTrace.label(element)
        kind = element.kindName
        debugName = element.debugName
        self.path = path
        style = element.style.fixtureDescription
        frame = placed.isUnplaced ? nil : placed.frame
        let entry = index[element]
        offered = entry?.record.offered
        offeredBy = entry?.record.offeredBy
        ownSteps = entry?.record.steps ?? []
        var before: [TraceStep] = [], after: [TraceStep] = []
        for step in entry?.parentSteps ?? [] {
            if step.kind == .positioned { after.append(step) } else { before.append(step) }
        }
        parentSteps = before
        placement = after
        if entry == nil {
            ownSteps = [TraceStep(kind: .measured, rule: "T12", texture: "ASStackUnpositionedLayout",
                                  text: "never measured: it is inside the unmeasured 0×0 placeholder that optimized "
                                    + "flexing left, so it has no frame")]
        }
    }
}
