import LayoutEngine
import LayoutGeometry
import LayoutLabKit
import LayoutRender
import Testing

/// Laying out and rendering a Swift fixture outside a check run, as `layout` and `render` do.
@Suite("Swift fixtures laid out and rendered on their own")
struct SwiftFixtureRenderTests {
    private struct Offline: Error, CustomStringConvertible {
        var description: String { "offline" }
    }

    @Test func rendersAtTheFixturesSizeAndScale() throws {
        let fixture = SwiftFixture("box", width: 30, height: 20, scale: 3, background: .black) {
            let node = DisplayNode()
            node.backgroundColor = .red
            node.style.width = .points(10)
            node.style.height = .points(10)
            return InsetLayoutSpec(insets: EdgeInsets(all: 5), child: StackLayoutSpec(children: [node]))
        }
        let result = try FixtureRender.render(fixture, renderer: NodeRenderer(textEngine: try TextEngine()))
        #expect(result.composited.width == 90 && result.composited.height == 60)
        #expect(result.layout.tree.size == Size(width: 30, height: 20))
    }

    @Test func buildFailuresAndBadSettingsNameTheFixture() throws {
        let renderer = NodeRenderer(textEngine: try TextEngine())
        let throwing = SwiftFixture("offline", width: 10) { throw Offline() }
        #expect(throws: SwiftFixtureError(name: "offline", message: "building the layout failed: offline")) {
            try FixtureRender.render(throwing, renderer: renderer)
        }
        let badScale = SwiftFixture("odd", width: 10, scale: 4) { DisplayNode() }
        #expect(throws: SwiftFixtureError(name: "odd", message: "expected a scale of 1, 2 or 3, found 4")) {
            try FixtureRender.render(badScale, renderer: renderer)
        }
        #expect(SwiftFixtureError(name: "odd", message: "m").description == "Swift fixture \"odd\": m")
    }
}
