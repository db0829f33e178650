import LayoutEngine
import LayoutGeometry
import Testing

/// The center spec (§7), as Texture's `ASCenterLayoutSpecSnapshotTests` runs it: a 70×100 node in
/// range `{100,120}-{320,160}`, over a 0×0-styled background.
@Suite struct CenterLayoutSpecTests {
    static func layout(_ centering: CenterLayoutCentering, _ sizing: CenterLayoutSizing = .default) -> LayoutTree {
        let background = styledNode("background", 0, 0)
        let foreground = styledNode("foreground", 70, 100)
        let spec = BackgroundLayoutSpec(
            child: CenterLayoutSpec(centeringOptions: centering, sizingOptions: sizing, child: foreground),
            background: background)
        return hostLayout(spec, range: range(100, 120, 320, 160), subnodes: [background, foreground])
    }

    @Test func centeredWithMinimumSizingShrinksToTheChild() {
        expectFrames(Self.layout(.xy, .minimumXY), ["host": rect(0, 0, 100, 120), "foreground": rect(15, 10, 70, 100)])
    }

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
