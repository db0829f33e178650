import LayoutGeometry
import Testing

@Suite("Number formatting")
struct LayoutFormatTests {
    @Test func roundsToDecimalsWithoutOverflowing() {
        #expect(LayoutFormat.number(12.345678, maxDecimals: 4) == "12.3457")
        #expect(LayoutFormat.number(-0.00001, maxDecimals: 4) == "0" || LayoutFormat.number(-0.00001, maxDecimals: 4) == "-0")
        #expect(LayoutFormat.number(42, maxDecimals: 4) == "42")
        // Scaling 1e308 by 10⁴ overflows: the number is written as it is, never as `inf`.
        #expect(LayoutFormat.number(1e308, maxDecimals: 4) == "1e+308")
        #expect(LayoutFormat.number(-1.7e305, maxDecimals: 4) == "-1.7e+305")
        #expect(LayoutFormat.number(1e15 + 0.5, maxDecimals: 4) == "\(1e15 + 0.5)")
        #expect(LayoutFormat.number(.infinity, maxDecimals: 4) == "inf")
    }
}
