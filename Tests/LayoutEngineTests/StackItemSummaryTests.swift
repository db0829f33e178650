@testable import LayoutEngine
import LayoutGeometry
import Testing

/// What a stack's pass gathers of its items as it captures them, which the steps then read
/// instead of sweeping the items again: the sums must be the ones a sweep would take, to the
/// bit, and a flag may only spare a sweep that has nothing to do.
@Suite("Stack item summary")
struct StackItemSummaryTests {
    /// The items a horizontal stack with `alignItems` captures of `nodes`.
    private func items(_ nodes: [DisplayNode], alignItems: StackAlignItems = .start) -> [StackItem] {
        nodes.map { StackItem(StackChild($0), reading: $0, direction: .horizontal, alignItems: alignItems) }
    }

    private func summary(_ items: [StackItem], spacing: Double) -> StackItemSummary {
        var summary = StackItemSummary(count: items.count, spacing: spacing)
        for item in items { summary.add(item) }
        return summary
    }

    private func node(before: Double = 0, after: Double = 0, grow: Double = 0, shrink: Double = 0,
                      alignSelf: AlignSelf = .auto) -> DisplayNode {
        let node = DisplayNode()
        node.style.spacingBefore = before
        node.style.spacingAfter = after
        node.style.flexGrow = grow
        node.style.flexShrink = shrink
        node.style.alignSelf = alignSelf
        return node
    }

    @Test func sumsAreTakenInTheItemsOrderFromTheSpacing() {
        let nodes = [node(before: 0.1, after: 0.2, grow: 0.1, shrink: 1e16),
                     node(before: 0.3, grow: 0.2, shrink: 1),
                     node(after: 1e-17, grow: 0.3, shrink: -1e16)]
        let s = summary(items(nodes), spacing: 0.7)
        // The same additions in the same order as a sweep of the line (not a reassociated sum).
        #expect(s.marginSum.bitPattern == (0.7 * 2 + 0.1 + 0.2 + 0.3 + 0 + 0 + 1e-17).bitPattern)
        #expect(s.growSum.bitPattern == (0 + 0.1 + 0.2 + 0.3).bitPattern)
        #expect(s.shrinkSum.bitPattern == (0 + 1e16 + 1 + -1e16).bitPattern)
        #expect(s.shrinkSum == 0)   // reassociated, (1 + 1e16 − 1e16) would give 2
    }

    @Test func anEmptyOrSingleItemLineHasNoSpacing() {
        #expect(summary([], spacing: 5).marginSum == 0)
        #expect(summary(items([node()]), spacing: 5).marginSum == 0)
        // −0 spacing times no gaps is −0, and adding the item's +0 margins makes it +0, as a sweep does.
        #expect(summary(items([node()]), spacing: -0.0).marginSum.bitPattern == (0.0).bitPattern)
    }

    @Test func onlyPositiveZeroMarginsCountAsNone() {
        #expect(summary(items([node(), node()]), spacing: 3).hasNoMargins)
        #expect(!summary(items([node(), node(after: -0.0)]), spacing: 0).hasNoMargins)
        #expect(!summary(items([node(before: 2), node()]), spacing: 0).hasNoMargins)
        #expect(!summary(items([node(), node(after: .nan)]), spacing: 0).hasNoMargins)
    }

    @Test func itemsFlexibleBothWaysAreCountedUpToTwo() {
        #expect(summary(items([node(grow: 1), node(shrink: 1)]), spacing: 0).flexibleInBothDirections == 0)
        #expect(summary(items([node(grow: 1, shrink: 1), node(grow: 1)]), spacing: 0).flexibleInBothDirections == 1)
        let many = (0..<300).map { _ in node(grow: 1, shrink: 1) }
        #expect(summary(items(many), spacing: 0).flexibleInBothDirections == 2)
    }

    @Test func alignmentsSetTheFlagsOfTheStepsThatReadThem() {
        let plain = summary(items([node(), node()], alignItems: .start), spacing: 0)
        #expect(!plain.hasStretchItems && !plain.hasBaselineItems && !plain.hasCrossOffsets)

        let stretch = summary(items([node(), node(alignSelf: .stretch)]), spacing: 0)
        #expect(stretch.hasStretchItems && !stretch.hasBaselineItems && !stretch.hasCrossOffsets)
        // alignItems counts where alignSelf is not set.
        #expect(summary(items([node()], alignItems: .stretch), spacing: 0).hasStretchItems)

        for alignSelf in [AlignSelf.end, .center] {
            let s = summary(items([node(alignSelf: alignSelf), node()]), spacing: 0)
            #expect(s.hasCrossOffsets && !s.hasBaselineItems && !s.hasStretchItems)
        }
        // Baseline alignment comes from the stack's alignItems; an item's alignSelf overrides it.
        for alignItems in [StackAlignItems.baselineFirst, .baselineLast] {
            let s = summary(items([node(alignSelf: .start), node()], alignItems: alignItems), spacing: 0)
            #expect(s.hasCrossOffsets && s.hasBaselineItems && !s.hasStretchItems)
            let none = summary(items([node(alignSelf: .start)], alignItems: alignItems), spacing: 0)
            #expect(!none.hasCrossOffsets && !none.hasBaselineItems)
        }
    }
}
