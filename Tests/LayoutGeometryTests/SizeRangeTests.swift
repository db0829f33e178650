import LayoutGeometry
import Testing

@Suite("Size ranges")
struct SizeRangeTests {
    private func range(_ lo: Double, _ hi: Double) -> SizeRange {
        SizeRange(min: Size(width: lo, height: lo), max: Size(width: hi, height: hi))
    }

    @Test("intersect keeps the overlap", arguments: [
        ((0.0, 10.0), (7.0, 15.0), (7.0, 10.0)),
        ((0.0, 5.0), (10.0, 15.0), (5.0, 5.0)),
        ((10.0, 15.0), (0.0, 5.0), (10.0, 10.0)),
        ((0.0, 100.0), (20.0, 60.0), (20.0, 60.0)),
    ])
    func intersect(a: (Double, Double), b: (Double, Double), expected: (Double, Double)) {
        let r = range(a.0, a.1).intersect(range(b.0, b.1))
        #expect(r.min.width == expected.0 && r.max.width == expected.1)
        #expect(r.min.height == expected.0 && r.max.height == expected.1)
    }

    @Test func intersectIgnoresNaNInTheOtherRange() {
        let r = range(0, 300).intersect(SizeRange(min: Size(width: .nan, height: 0), max: Size(width: 50, height: .infinity)))
        #expect(r.min.width == 0 && r.max.width == 50)
        #expect(r.max.height == 300)
    }

    @Test func clampLetsMinimumWin() {
        let crossed = SizeRange(min: Size(width: 100, height: 0), max: Size(width: 50, height: 10))
        #expect(crossed.clamp(Size(width: 70, height: 20)) == Size(width: 100, height: 10))
        #expect(range(0, 300).clamp(Size(width: .infinity, height: -5)) == Size(width: 300, height: 0))
    }

    @Test func appleMacrosTreatNaNAsTheCMacrosDo() {
        #expect(LayoutMath.appleMax(3, .nan) == 3)
        #expect(LayoutMath.appleMax(.nan, 3).isNaN)
        #expect(LayoutMath.appleMin(.nan, 3) == 3)
        #expect(LayoutMath.appleMin(3, .nan).isNaN)
    }
}

@Suite("Pixel rounding")
struct PixelGridTests {
    @Test func ceilUsesEpsilon() {
        let g3 = PixelGrid(scale: 3)
        #expect(g3.ceil(100.6666667) == 302.0 / 3)
        let g2 = PixelGrid(scale: 2)
        #expect(g2.ceil(190.909) == 191)
        #expect(g2.ceil(81.818) == 82)
        #expect(g2.ceil(127.27) == 127.5)
        #expect(g2.ceil(25.833) == 26)
        #expect(g2.ceil(229.17) == 229.5)
    }

    @Test func floorAndRound() {
        let g2 = PixelGrid(scale: 2)
        #expect(g2.floor(14.2857) == 14)
        #expect(g2.floor(10.74) == 10.5)
        #expect(g2.round(145) == 145)
        #expect(g2.round(0.25) == 0.5)   // halves away from zero
        #expect(g2.round(-0.25) == -0.5)
    }

    @Test func invalidSizesBecomeZero() {
        let g = PixelGrid(scale: 2)
        #expect(g.layoutSize(Size(width: .infinity, height: 10)) == .zero)
        #expect(g.layoutSize(Size(width: -1, height: 10)) == .zero)
        #expect(g.layoutSize(Size(width: .nan, height: 10)) == .zero)
        #expect(g.layoutSize(Size(width: 1e7, height: 10)) == .zero)
        #expect(g.layoutSize(Size(width: 10.1, height: 10)) == Size(width: 10.5, height: 10))
    }
}

@Suite("Dimensions")
struct DimensionTests {
    @Test func parsing() {
        #expect(Dimension(parsing: "50%") == .fraction(0.5))
        #expect(Dimension(parsing: "12pt") == .points(12))
        #expect(Dimension(parsing: "12") == .points(12))
        #expect(Dimension(parsing: "auto") == .auto)
        #expect(Dimension(parsing: "wide") == nil)
    }

    @Test func resolve() {
        #expect(Dimension.fraction(0.5).resolve(parent: 200, auto: 7) == 100)
        #expect(Dimension.fraction(0.5).resolve(parent: .nan, auto: 7).isNaN)
        #expect(Dimension.fraction(0.5).resolve(parent: .infinity, auto: 7) == .infinity)
        #expect(Dimension.auto.resolve(parent: 200, auto: 7) == 7)
        #expect(Dimension.points(3).resolve(parent: 200, auto: 7) == 3)
    }
}
