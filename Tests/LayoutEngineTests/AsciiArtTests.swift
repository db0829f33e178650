import LayoutEngine
import LayoutGeometry
import Testing

/// Named as Texture's classes so that the example from Texture's layout guide can be reproduced.
private final class ASImageNode: DisplayNode {}

/// A stand-in for a stack: draws its children side by side or top to bottom.
private final class ASStackLayoutSpec: LayoutSpec, AsciiArtCustomizing {
    let vertical: Bool

    init(vertical: Bool, children: [any LayoutElement], debugName: String? = nil) {
        self.vertical = vertical
        super.init(children: children, debugName: debugName)
    }

    var asciiArtArrangement: AsciiArtArrangement { vertical ? .vertical : .horizontal }
}

private func named(_ name: String) -> DisplayNode {
    let node = DisplayNode()
    node.debugName = name
    return node
}

/// `asciiArtString()` (Texture's `ASAsciiArtBoxCreator`): exact strings.
@Suite struct AsciiArtTests {
    @Test func textureLayoutGuideExample() {
        let left = ASStackLayoutSpec(vertical: true, children: [ASImageNode(), ASImageNode()])
        let right = ASStackLayoutSpec(vertical: true, children: [ASImageNode(), ASImageNode()])
        let stack = ASStackLayoutSpec(vertical: false, children: [left, right])
        let expected = [
            "-----------------------ASStackLayoutSpec----------------------",
            "|  -----ASStackLayoutSpec-----  -----ASStackLayoutSpec-----  |",
            "|  |       ASImageNode       |  |       ASImageNode       |  |",
            "|  |       ASImageNode       |  |       ASImageNode       |  |",
            "|  ---------------------------  ---------------------------  |",
            "--------------------------------------------------------------",
        ].joined(separator: "\n")
        #expect(stack.asciiArtString() == expected)
    }

    @Test func leavesAreTheirBareNames() {
        #expect(DisplayNode().asciiArtString() == "DisplayNode")
        #expect(named("avatar").asciiArtString() == "DisplayNode (avatar)")
        #expect(TextNode("Hello").asciiArtString() == "TextNode")
        #expect(LayoutSpec().asciiArtString() == "LayoutSpec")
    }

    @Test func singleChildSpec() {
        let spec = InsetLayoutSpec(insets: EdgeInsets(all: 4), child: named("a"))
        #expect(spec.asciiArtString() == [
            "---InsetLayoutSpec---",
            "|  DisplayNode (a)  |",
            "---------------------",
        ].joined(separator: "\n"))
    }

    @Test func titleLongerThanTheContentWidensTheBox() {
        let spec = CenterLayoutSpec(centeringOptions: .xy, child: DisplayNode(), debugName: "centred")
        #expect(spec.asciiArtString() == [
            "--CenterLayoutSpec (centred)--",
            "|         DisplayNode        |",
            "------------------------------",
        ].joined(separator: "\n"))
    }

    @Test func backgroundListsChildThenBackground() {
        let spec = BackgroundLayoutSpec(child: named("child"), background: named("bg"))
        #expect(spec.asciiArtString() == [
            "------------BackgroundLayoutSpec-----------",
            "|  DisplayNode (child)  DisplayNode (bg)  |",
            "-------------------------------------------",
        ].joined(separator: "\n"))
    }

    @Test func aNodeWithASpecShowsItInside() {
        let host = named("host")
        let child = named("a")
        host.layoutSpecBlock = { _, _ in InsetLayoutSpec(insets: .zero, child: child) }
        let expected = [
            "-----DisplayNode (host)----",
            "|  ---InsetLayoutSpec---  |",
            "|  |  DisplayNode (a)  |  |",
            "|  ---------------------  |",
            "---------------------------",
        ].joined(separator: "\n")
        // Before layout: the spec for an unconstrained range; after: the spec that was measured.
        #expect(host.asciiArtString() == expected)
        _ = LayoutTree.compute(root: host, range: range(0, 0, 100, 100), in: specContext())
        #expect(host.measuredLayoutSpec is InsetLayoutSpec)
        #expect(host.asciiArtString() == expected)
    }

    @Test func shorterChildrenAreCentredVerticallyExtraLineOnTop() {
        let wrapper = WrapperLayoutSpec(children: [InsetLayoutSpec(insets: .zero, child: named("a")), named("b")])
        #expect(wrapper.asciiArtString() == [
            "--------------WrapperLayoutSpec-------------",
            "|  ---InsetLayoutSpec---                   |",
            "|  |  DisplayNode (a)  |  DisplayNode (b)  |",
            "|  ---------------------                   |",
            "--------------------------------------------",
        ].joined(separator: "\n"))
        let column = ASStackLayoutSpec(vertical: true, children: [ASImageNode(), ASImageNode()])
        let row = ASStackLayoutSpec(vertical: false, children: [column, named("c")])
        // Four lines against one: two blank lines above, one below.
        #expect(row.asciiArtString() == [
            "-----------------ASStackLayoutSpec----------------",
            "|  -----ASStackLayoutSpec-----                   |",
            "|  |       ASImageNode       |                   |",
            "|  |       ASImageNode       |  DisplayNode (c)  |",
            "|  ---------------------------                   |",
            "--------------------------------------------------",
        ].joined(separator: "\n"))
    }

    @Test func verticalChildrenAreCentredExtraSpaceOnTheLeft() {
        let column = ASStackLayoutSpec(vertical: true, children: [named("a"), TextNode("x")], debugName: "a long vertical title")
        #expect(column.asciiArtString() == [
            "-----ASStackLayoutSpec (a long vertical title)-----",
            "|                 DisplayNode (a)                 |",
            "|                     TextNode                    |",
            "---------------------------------------------------",
        ].joined(separator: "\n"))
    }

    @Test func cornerAndRatioTitles() {
        let corner = CornerLayoutSpec(child: named("c"), corner: named("k"), location: .topRight, debugName: "badge")
        #expect(corner.asciiArtString() == [
            "-------CornerLayoutSpec (badge)-------",
            "|  DisplayNode (c)  DisplayNode (k)  |",
            "--------------------------------------",
        ].joined(separator: "\n"))
        // The ratio spec is titled with its ratio to one decimal (printf's %.1f: 0.25 → 0.2) and,
        // as in Texture, without its debug name.
        #expect(RatioLayoutSpec(ratio: 0.25, child: DisplayNode(), debugName: "ignored").asciiArtString() == [
            "--RatioLayoutSpec (0.2)--",
            "|      DisplayNode      |",
            "-------------------------",
        ].joined(separator: "\n"))
    }
}
