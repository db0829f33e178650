import LayoutEngine
import LayoutGeometry
import Testing

/// horizontalAlignment / verticalAlignment: shorthands that overwrite justifyContent or
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

}
