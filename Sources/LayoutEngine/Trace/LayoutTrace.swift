import LayoutGeometry

/// A record of why every element got its size and position, kept while a layout runs with
/// `LayoutContext.trace` set (`layoutlab explain`, the layout warnings).
///
/// Tracing is off unless a trace is set: the engine then checks one optional per measurement and
/// records nothing. With a trace, every measurement that is not answered from the cache becomes a
/// `TraceRecord` (offered range, resolved range, own steps, what happened to the children); a
/// cache hit links the record that produced the cached layout.
public final class LayoutTrace {
    /// The top-level measurements in order: the root's, then those of nodes measured again when
    /// the frames were applied (a node whose frame differs from its layout, or a subnode added by
    /// hand).
    public private(set) var roots: [TraceRecord] = []
    /// The measurements in progress, innermost last.
    private var open: [TraceRecord] = []
    /// The last record of each element measured through its cache (what a cache hit returns).
    private var cached: [ObjectIdentifier: TraceRecord] = [:]

    /// Creates an empty trace.
    public init() {}

    /// The root's measurement, once the layout ran.
    public var root: TraceRecord? { roots.first }

    /// Measures `element` (as `measureUncached` does) and records it.
    func measure(_ element: some LayoutElement, _ range: SizeRange, parentSize: Size, in context: LayoutContext,
                 appliesOwnStyle: Bool) -> Layout {
        let parent = open.last
        let offeredBy: String
        if let parent {
            offeredBy = parent.phase.map { LayoutTrace.label(parent.element) + " " + $0 } ?? LayoutTrace.defaultOffer(by: parent.element, to: element)
        } else if roots.isEmpty {
            offeredBy = "the fixture (its size range; the root's parent size is the range's maximum)"
        } else {
            offeredBy = "frames applied: measured again at its pixel-ceiled frame (LayoutTree apply)"
        }
        let record = TraceRecord(element: element, offered: range, parentSize: parentSize, offeredBy: offeredBy)
        if let parent { parent.events.append(.measured(record)) } else { roots.append(record) }
        open.append(record)
        let resolved = element.resolvedRange(range, parentSize: parentSize, appliesOwnStyle: appliesOwnStyle)
        record.resolved = resolved
        if !resolved.isIdentical(to: range) {
            record.steps.append(TraceStep(
                kind: .ownStyle, rule: "T1", texture: "ASSizeRangeIntersect (-layoutThatFits:parentSize:)",
                text: "own style \(LayoutTrace.describe(element.style.sizeRange(parentSize: parentSize))) "
                    + "∩ offered → \(LayoutTrace.describe(resolved))"))
        }
        var layout = element.calculateLayout(resolved, parentSize: parentSize, in: context)
        layout.position = .zero
        finish(record, layout, context: context)
        return layout
    }

    /// Links the record of `element`'s cached layout, reused without measuring.
    func reused(_ element: some LayoutElement) {
        guard let record = cached[ObjectIdentifier(element)], let parent = open.last else { return }
        parent.events.append(.measured(record))
    }

    /// Names the step the innermost element is in; children measured now were offered their range
    /// by it.
    func phase(_ text: String) {
        open.last?.phase = text
    }

    /// Records a step of the innermost element's own sizing.
    func step(_ step: TraceStep) {
        open.last?.steps.append(step)
    }

    /// Records a step the innermost element applied to its child `child`.
    func step(_ step: TraceStep, for child: any LayoutElement) {
        open.last?.events.append(.step(child, step))
    }

    /// Records a leaf's measurement: the size it wanted and the range it was clamped into.
    func leaf(wanted: Size, in range: SizeRange, source: String, truncated: Bool = false) {
        if truncated { open.last?.truncatesText = true }
        step(TraceStep(kind: .base, rule: source.hasPrefix("no intrinsic") ? "T2" : "", texture: "-calculateSizeThatFits:",
                       text: "base \(LayoutTrace.describe(wanted)) (\(source)\(truncated ? "; the text is truncated" : ""))", size: wanted))
        let clamped = range.clamp(wanted)
        if !clamped.isIdentical(to: wanted) {
            step(TraceStep(kind: .clamped, rule: "T1", texture: "ASSizeRangeClamp",
                           text: "clamped by min/max \(LayoutTrace.describe(range)) → \(LayoutTrace.describe(clamped))",
                           size: clamped))
        }
    }

    /// Closes `record` with the layout it produced: adds the spec's content and children's
    /// positions when the spec did not record them itself, and the pixel rounding.
    private func finish(_ record: TraceRecord, _ layout: Layout, context: LayoutContext) {
        record.size = layout.size
        if !record.steps.contains(where: { $0.kind == .base || $0.kind == .content }) {
            record.steps.append(LayoutTrace.contentStep(of: record, layout))
        }
        if !(record.element is StackLayoutSpec) || layout.sublayouts.isEmpty {
            for sub in layout.sublayouts {
                record.events.append(.step(sub.element, LayoutTrace.positionStep(of: sub, in: record.element, layout,
                                                                                  grid: context.grid)))
            }
        }
        let before = record.steps.last(where: { $0.size != nil })?.size ?? layout.size
        if !before.isIdentical(to: layout.size) {
            let invalid = !before.isValidForSize
            record.steps.append(TraceStep(
                kind: .rounded, rule: "T5", texture: "ASCeilPixelValue (ASLayout init)",
                text: invalid ? "invalid size \(LayoutTrace.describe(before)) (NaN, negative or ≥ 10 000 000) → 0×0"
                              : "rounded up to the pixel grid (scale \(LayoutTrace.number(context.grid.scale))) → "
                                + LayoutTrace.describe(layout.size),
                size: layout.size))
        }
        open.removeLast()
        cached[ObjectIdentifier(record.element)] = record
    }
}
