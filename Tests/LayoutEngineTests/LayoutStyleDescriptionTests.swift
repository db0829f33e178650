import LayoutEngine
import LayoutGeometry
import Testing

/// `LayoutStyle.sizeDescription` and `description`, in Texture's notation.
@Suite struct LayoutStyleDescriptionTests {
    @Test func defaultStyle() {
        let style = LayoutStyle()
        #expect(style.sizeDescription == "Layout Size = min {Auto, Auto} <= preferred {Auto, Auto} <= max {Auto, Auto}")
        #expect(style.description == "<LayoutStyle>")
    }

    @Test func textureLayoutGuideExample() {
        var style = LayoutStyle()
        style.minSize = Size(width: 414, height: 414)
        style.width = .fraction(0.2)
        style.height = .fraction(0.5)
        style.maxSize = Size(width: 414, height: 414)
        #expect(style.sizeDescription == "Layout Size = min {414pt, 414pt} <= preferred {20%, 50%} <= max {414pt, 414pt}")
    }

    @Test func fractionalValuesKeepFourDecimals() {
        var style = LayoutStyle()
        style.width = .points(12.5)
        style.height = .fraction(1.0 / 3.0)
        #expect(style.sizeDescription == "Layout Size = min {Auto, Auto} <= preferred {12.5pt, 33.3333%} <= max {Auto, Auto}")
    }

    @Test func descriptionListsTheNonDefaultPropertiesInTexturesOrder() {
        var style = LayoutStyle()
        style.spacingBefore = -4
        style.layoutPosition = Point(x: 10, y: 20.5)
        style.flexShrink = 0.5
        style.minWidth = .points(10)
        style.height = .fraction(0.5)
        style.maxWidth = .points(12.5)
        style.alignSelf = .stretch
        style.ascender = 3
        style.descender = -1
        style.flexBasis = .fraction(0.25)
        style.flexGrow = 1
        style.spacingAfter = 2
        #expect(style.description == "<LayoutStyle; minLayoutSize = {10pt, Auto}; preferredSize = {Auto, 50%}; "
            + "maxLayoutSize = {12.5pt, Auto}; alignSelf = stretch; ascender = 3; descender = -1; flexBasis = 25%; "
            + "flexGrow = 1; flexShrink = 0.5; spacingAfter = 2; spacingBefore = -4; layoutPosition = {10, 20.5}>")
    }

    @Test func onlyWhatIsSetIsListed() {
        var style = LayoutStyle()
        style.flexGrow = 2
        #expect(style.description == "<LayoutStyle; flexGrow = 2>")
        #expect("\(style)" == "<LayoutStyle; flexGrow = 2>")
    }
}
