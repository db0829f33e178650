/// Which measurement produced the layout each element kept, found by walking a finished trace
/// from the root: a child's record is the last measurement its parent's kept record made of it,
/// and a node measured again when the frames were applied takes that later record.
public struct TraceIndex {
    /// An element's kept record and the record of the element that measured it (nil for a root).
    public struct Entry {
        /// The measurement whose layout the element kept.
        public let record: TraceRecord
        /// The measurement of its parent element, whose steps placed it.
        public let parent: TraceRecord?

        /// The steps its parent applied to it, in order (a stack's first pass, flexing,
        /// stretching, and every parent's placement).
        public var parentSteps: [TraceStep] {
            parent?.events(for: record.element).compactMap { if case .step(_, let s) = $0 { s } else { nil } } ?? []
        }
    }

    private var entries: [ObjectIdentifier: Entry] = [:]

    /// Indexes `trace`.
    public init(_ trace: LayoutTrace) {
        for (i, root) in trace.roots.enumerated() {
            // A node measured again when frames were applied keeps the parent it had.
            let parent = i == 0 ? nil : entries[ObjectIdentifier(root.element)]?.parent
            index(root, parent: parent)
        }
    }

    /// The entry for `element`, or nil when it was never measured (inside an unmeasured
    /// placeholder).
    public subscript(element: any LayoutElement) -> Entry? {
        entries[ObjectIdentifier(element)]
    }

    private mutating func index(_ root: TraceRecord, parent: TraceRecord?) {
        // An explicit stack: traces may be deeper than the thread's stack allows recursion.
        var pending: [(TraceRecord, TraceRecord?)] = [(root, parent)]
        while let (record, parent) = pending.popLast() {
            entries[ObjectIdentifier(record.element)] = Entry(record: record, parent: parent)
            var seen = Set<ObjectIdentifier>()
            for event in record.events {
                guard case .measured(let child) = event, seen.insert(ObjectIdentifier(child.element)).inserted,
                      let kept = record.finalRecord(of: child.element) else { continue }
                pending.append((kept, record))
            }
        }
    }
}
