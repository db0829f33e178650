import LayoutEngine
import LayoutGeometry
import Testing

/// horizontalAlignment / verticalAlignment (§10.1): shorthands that overwrite justifyContent or
/// alignItems according to the direction.
@Suite("Stack: alignment shorthands")
struct StackAlignmentShorthandTests {
    // Deviation T16: alignContent defaults to start.
    @Test func defaultsAreTexturesInit() {
        let stack = StackLayoutSpec()
        #expect(stack.direction == .horizontal)
        #expect(stack.alignItems == .stretch)
        #expect(stack.justifyContent == .start)
        #expect(stack.flexWrap == .noWrap)
        #expect(stack.alignContent == .start)
        #expect(stack.spacing == 0 && stack.lineSpacing == 0)
        #expect(stack.horizontalAlignment == .none && stack.verticalAlignment == .none)
        #expect(stack.kindName == "stack")
        #expect(StackLayoutSpec.vertical().alignItems == .stretch)
    }

    @Test func rawValuesAreTheFixtureNames() {
        #expect(StackDirection(rawValue: "vertical") == .vertical)
        #expect(StackJustifyContent(rawValue: "spaceAround") == .spaceAround)
        #expect(StackAlignItems(rawValue: "baselineLast") == .baselineLast)
        #expect(StackAlignItems(rawValue: "notSet") == .notSet)
        #expect(StackFlexWrap(rawValue: "wrap") == .wrap)
        #expect(StackAlignContent(rawValue: "stretch") == .stretch)
        #expect(StackHorizontalAlignment(rawValue: "middle") == .middle)
        #expect(StackVerticalAlignment(rawValue: "bottom") == .bottom)
        #expect(StackVerticalAlignment(rawValue: "middle") == .middle)
    }

    @Test func directionChangeReappliesTheShorthands() {
        let stack = StackLayoutSpec()
        stack.horizontalAlignment = .right
        stack.verticalAlignment = .middle
        #expect(stack.alignItems == .center)
        #expect(stack.justifyContent == .end)
        stack.direction = .vertical
        #expect(stack.alignItems == .end)
        #expect(stack.justifyContent == .center)
    }

    @Test func noneLeavesTheCurrentValues() {
        let stack = StackLayoutSpec()
        stack.horizontalAlignment = .middle
        stack.verticalAlignment = .middle
        stack.horizontalAlignment = .none
        stack.verticalAlignment = .none
        #expect(stack.alignItems == .center)
        #expect(stack.justifyContent == .center)
        stack.alignItems = .end
        stack.justifyContent = .end
        #expect(stack.alignItems == .end)
        #expect(stack.justifyContent == .end)
    }

    private func expectShorthand(_ direction: StackDirection, _ horizontal: StackHorizontalAlignment,
                                 _ vertical: StackVerticalAlignment, frames: [Rect],
                                 sourceLocation: SourceLocation = #_sourceLocation) {
        let items = ["red", "blue", "green"].map { box($0, 50, 50) }
        let stack = StackLayoutSpec()
        stack.direction = direction
        stack.children = items
        stack.horizontalAlignment = horizontal
        stack.verticalAlignment = vertical
        let range = sizeRange(200, 200, 200, 200)
        expectFrames(layOut(stack, in: range), size: Size(width: 200, height: 200),
                     items.indices.map { (items[$0], frames[$0]) }, input: stack, range: range,
                     sourceLocation: sourceLocation)
    }

    @Test func shorthandsPlaceChildrenInBothDirections() {
        expectShorthand(.horizontal, .left, .top, frames: [rect(0, 0, 50, 50), rect(50, 0, 50, 50), rect(100, 0, 50, 50)])
        expectShorthand(.horizontal, .middle, .middle, frames: [rect(25, 75, 50, 50), rect(75, 75, 50, 50), rect(125, 75, 50, 50)])
        expectShorthand(.horizontal, .right, .bottom, frames: [rect(50, 150, 50, 50), rect(100, 150, 50, 50), rect(150, 150, 50, 50)])
        expectShorthand(.vertical, .left, .top, frames: [rect(0, 0, 50, 50), rect(0, 50, 50, 50), rect(0, 100, 50, 50)])
        expectShorthand(.vertical, .middle, .middle, frames: [rect(75, 25, 50, 50), rect(75, 75, 50, 50), rect(75, 125, 50, 50)])
        expectShorthand(.vertical, .right, .bottom, frames: [rect(150, 50, 50, 50), rect(150, 100, 50, 50), rect(150, 150, 50, 50)])
    }
}
