import LayoutGeometry

/// The trace of one measurement of one element (one call of `layoutThatFits` that was not
/// answered from the cache): the range it was offered and by whom, what it resolved to, the
/// steps that sized it, and what happened to its children, in order.
public final class TraceRecord {
    /// The element measured.
    public let element: any LayoutElement
    /// The range its parent offered.
    public let offered: SizeRange
    /// The parent size its percentages resolve against.
    public let parentSize: Size
    /// Who offered the range and how (`stack "header" step 1, layoutItemsAlongUnconstrainedStackDimension`).
    public let offeredBy: String
    /// The range after the element's own style was applied.
    public internal(set) var resolved: SizeRange
    /// The size the measurement gave (pixel-ceiled, as the layout has it).
    public internal(set) var size: Size = .zero
    /// Steps of the element's own measurement (base size, clamp, rounding, a spec's content size).
    public internal(set) var steps: [TraceStep] = []
    /// What the element did to its children, in order: their measurements and the steps it
    /// applied to them.
    public internal(set) var events: [TraceEvent] = [] {
        didSet { byChild = nil }
    }
    /// `events` grouped by child, built when first asked for once recording is over.
    private var byChild: [ObjectIdentifier: [TraceEvent]]?
    /// True when the element is text that did not fit and was truncated (maximumNumberOfLines or
    /// its size).
    public internal(set) var truncatesText = false
    /// The step the element is in while it measures children (read as the `offeredBy` of a child).
    var phase: String?

    init(element: any LayoutElement, offered: SizeRange, parentSize: Size, offeredBy: String) {
        self.element = element
        self.offered = offered
        self.parentSize = parentSize
        self.offeredBy = offeredBy
        self.resolved = offered
    }

    /// The child measurements and steps concerning `child`, in order.
    public func events(for child: any LayoutElement) -> [TraceEvent] {
        if let byChild { return byChild[ObjectIdentifier(child)] ?? [] }
        var grouped: [ObjectIdentifier: [TraceEvent]] = [:]
        for event in events { grouped[ObjectIdentifier(event.element), default: []].append(event) }
        byChild = grouped
        return grouped[ObjectIdentifier(child)] ?? []
    }

    /// The measurement of `child` whose layout this element kept: its last one.
    public func finalRecord(of child: any LayoutElement) -> TraceRecord? {
        for event in events(for: child).reversed() {
            if case .measured(let record) = event { return record }
        }
        return nil
    }
}

/// Something an element did to one of its children.
public enum TraceEvent {
    /// The child was measured (or its cached measurement was reused).
    case measured(TraceRecord)
    /// The parent applied a step to the child (grew, stretched, positioned).
    case step(any LayoutElement, TraceStep)

    /// The child the event is about.
    public var element: any LayoutElement {
        switch self {
        case .measured(let record): return record.element
        case .step(let element, _): return element
        }
    }
}
