import LayoutEngine
import LayoutGeometry
import Testing

/// The absolute spec: its values. Its frames are conformance cases (`absolute/…` in
/// `Cases/ported`).
@Suite struct AbsoluteLayoutSpecTests {
    @Test func kindAndValueNames() {
        let spec = AbsoluteLayoutSpec(children: [])
        #expect(spec.kindName == "absolute")
        #expect(spec.sizing == .default)
        #expect(AbsoluteLayoutSizing.allCases.map(\.rawValue) == ["default", "sizeToFit"])
    }
}
