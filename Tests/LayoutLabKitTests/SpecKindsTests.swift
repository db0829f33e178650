import LayoutEngine
import LayoutFile
import LayoutGeometry
import Testing

/// The layout file's one list of spec kinds (the report draws specs as boundaries, nodes as
/// drawings) names exactly the engine's layout specs.
@Suite struct SpecKindsTests {
    @Test func everyEngineSpecIsASpecKindAndNoNodeIs() {
        let node = DisplayNode()
        let specs: [LayoutSpec] = [
            LayoutSpec(), WrapperLayoutSpec(child: node), StackLayoutSpec(children: [node]),
            InsetLayoutSpec(insets: EdgeInsets(all: 1), child: node),
            OverlayLayoutSpec(child: node, overlay: DisplayNode()), BackgroundLayoutSpec(child: node, background: DisplayNode()),
            CenterLayoutSpec(child: node), RatioLayoutSpec(ratio: 1, child: node), RelativeLayoutSpec(child: node),
            AbsoluteLayoutSpec(children: [node]),
            CornerLayoutSpec(child: node, corner: DisplayNode(), location: .topRight),
        ]
        for spec in specs {
            #expect(LayoutFileElement.specKinds.contains(spec.kindName), "\(spec.kindName)")
        }
        let nodes: [DisplayNode] = [DisplayNode(), TextNode(AttributedText("a")), ImageNode()]
        for node in nodes {
            #expect(!LayoutFileElement.specKinds.contains(node.kindName), "\(node.kindName)")
        }
    }
}
