import LayoutEngine
import LayoutGeometry
import Testing

/// The relative spec: its values. Its frames are conformance cases (`relative/…` in
/// `Cases/ported`).
@Suite struct RelativeLayoutSpecTests {
    @Test func kindAndValueNames() {
        let spec = RelativeLayoutSpec(child: plainNode("c"))
        #expect(spec.kindName == "relative")
        #expect(spec.horizontalPosition == .none && spec.verticalPosition == .none && spec.sizingOption == .default)
        #expect(RelativeLayoutPosition.allCases.map(\.rawValue) == ["none", "start", "center", "end"])
        #expect(RelativeLayoutSizing.allCases.map(\.rawValue) == ["default", "minimumWidth", "minimumHeight", "minimumSize"])
        #expect(RelativeLayoutSizing(rawValue: "minimumSize") == .minimumSize)
    }
}
