/// What a stack's pass knows of all its items at once, gathered while it captures them (the
/// items are being written then anyway), so that the steps which need only these skip a sweep of
/// the items: a stack of many children keeps its items in L2 or beyond, and each sweep reads all
/// of them again.
///
/// The sums are taken in the children's order, as the steps would take them over a line of all
/// the items, so they are the same values to the bit.
struct StackItemSummary {
    /// The spacing between the items plus each item's `spacingBefore` and `spacingAfter`, in
    /// Texture's order (`StackLayoutPass.lineSums` of a line of all the items).
    private(set) var marginSum: Double
    /// The items' grow factors summed in order, from 0.
    private(set) var growSum: Double = 0
    /// The items' shrink factors summed in order, from 0.
    private(set) var shrinkSum: Double = 0
    /// How many items both grow and shrink, counted up to 2 (all that optimized flexing asks).
    private(set) var flexibleInBothDirections: UInt8 = 0
    /// What the items' margins and alignments call for (`Flags`).
    private var flags: Flags = [.hasNoMargins]

    /// True when every item's `spacingBefore` and `spacingAfter` is +0 exactly (a −0 does not
    /// count): a step may then add the constant +0 in their place and take the same sums to the bit.
    var hasNoMargins: Bool { flags.contains(.hasNoMargins) }
    /// True when some item stretches (Step 5 has something to do).
    var hasStretchItems: Bool { flags.contains(.hasStretchItems) }
    /// True when some item is baseline-aligned (Step 4 reads baselines).
    var hasBaselineItems: Bool { flags.contains(.hasBaselineItems) }
    /// True when some item sits off its line's cross start (end, center or baseline alignment).
    var hasCrossOffsets: Bool { flags.contains(.hasCrossOffsets) }

    /// The summary's flags, one byte (the pass is on the stack once per level of a deep tree).
    private struct Flags: OptionSet {
        let rawValue: UInt8
        static let hasNoMargins = Flags(rawValue: 1)
        static let hasStretchItems = Flags(rawValue: 2)
        static let hasBaselineItems = Flags(rawValue: 4)
        static let hasCrossOffsets = Flags(rawValue: 8)
    }

    /// Nothing gathered yet, for `count` items laid out with `spacing` between them.
    @inline(__always)
    init(count: Int, spacing: Double) {
        marginSum = count == 0 ? 0 : spacing * Double(count - 1)
    }

    /// Adds `item`, the next item in order.
    @inline(__always)
    mutating func add(_ item: StackItem) {
        marginSum = marginSum + item.spacingBefore + item.spacingAfter
        growSum = growSum + item.flexGrow
        shrinkSum = shrinkSum + item.flexShrink
        if item.isFlexibleInBothDirections && flexibleInBothDirections < 2 { flexibleInBothDirections += 1 }
        if item.spacingBefore.bitPattern | item.spacingAfter.bitPattern != 0 { flags.remove(.hasNoMargins) }
        switch item.alignment {
        case .stretch: flags.insert(.hasStretchItems)
        case .baselineFirst, .baselineLast: flags.formUnion([.hasBaselineItems, .hasCrossOffsets])
        case .end, .center: flags.insert(.hasCrossOffsets)
        case .start, .notSet: break
        }
    }
}
