import LayoutEngine
import LayoutGeometry
import Testing

/// The ratio spec: its kind and debug output. Its frames are conformance cases (`ratio/…` in
/// `Cases/ported`).
@Suite struct RatioLayoutSpecTests {
    @Test func asciiNameAndKind() {
        let spec = RatioLayoutSpec(ratio: 1.5, child: plainNode("c"))
        #expect(spec.kindName == "ratio")
        // The row "|  DisplayNode (c)  |" is exactly as long as the title, so the title fills the
        // top rule without dashes (Texture widens a box only when the title is longer).
        #expect(spec.asciiArtString() == "RatioLayoutSpec (1.5)\n|  DisplayNode (c)  |\n---------------------")
    }
}
