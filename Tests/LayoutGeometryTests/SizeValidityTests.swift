import LayoutGeometry
import Testing

/// Texture's "valid for size" rule, which decides whether a layout keeps its size or becomes 0×0.
@Suite("Size validity")
struct SizeValidityTests {
    @Test func validMeansFiniteNotNegativeAndBelowTenMillion() {
        let values: [Double] = [0, -0.0, .leastNonzeroMagnitude, 1, 9_999_999.999, 10_000_000, 10_000_000.5,
                                .greatestFiniteMagnitude, .infinity, -.infinity, .nan, -.nan, .signalingNaN,
                                -.leastNonzeroMagnitude, -1, -10_000_000]
        for v in values {
            let expected = v.isFinite && v >= 0 && v < 10_000_000
            #expect(LayoutMath.isValidForSize(v) == expected, "\(v)")
        }
        #expect(Size(width: 1, height: .infinity).isValidForSize == false)
        #expect(PixelGrid(scale: 3).layoutSize(Size(width: .nan, height: 4)) == .zero)
        #expect(PixelGrid(scale: 3).layoutSize(Size(width: 10.1, height: 4)) == Size(width: 31.0 / 3, height: 4))
    }
}
