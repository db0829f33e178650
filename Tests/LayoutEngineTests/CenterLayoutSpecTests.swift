import LayoutEngine
import LayoutGeometry
import Testing

/// The center spec as a relative spec. Its frames are conformance cases (`center/…` in
/// `Cases/ported`).
@Suite struct CenterLayoutSpecTests {
    @Test func isARelativeSpec() {
        let spec = CenterLayoutSpec(centeringOptions: .x, sizingOptions: .minimumY, child: plainNode("c"))
        #expect(spec.kindName == "center")
        #expect(spec.horizontalPosition == .center && spec.verticalPosition == .none)
        #expect(spec.sizingOption == .minimumHeight)
        spec.centeringOptions = .y
        spec.sizingOptions = .minimumXY
        #expect(spec.horizontalPosition == .none && spec.verticalPosition == .center)
        #expect(spec.sizingOption == .minimumSize)
        let defaults = CenterLayoutSpec(child: plainNode("d"))
        #expect(defaults.centeringOptions == .none && defaults.sizingOptions == .default)
        #expect(CenterLayoutCentering.allCases.map(\.rawValue) == ["none", "x", "y", "xy"])
        #expect(CenterLayoutSizing.allCases.map(\.rawValue) == ["default", "minimumX", "minimumY", "minimumXY"])
    }
}
