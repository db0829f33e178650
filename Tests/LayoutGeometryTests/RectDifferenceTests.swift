import LayoutGeometry
import Testing

@Suite struct RectDifferenceTests {
    private func area(_ rects: [Rect]) -> Double { rects.reduce(0) { $0 + $1.width * $1.height } }

    @Test func aHoleLeavesFourBands() {
        let outer = Rect(x: 0, y: 0, width: 10, height: 10)
        let parts = outer.subtracting(Rect(x: 2, y: 3, width: 4, height: 5))
        #expect(parts == [Rect(x: 0, y: 0, width: 10, height: 3), Rect(x: 0, y: 8, width: 10, height: 2),
                          Rect(x: 0, y: 3, width: 2, height: 5), Rect(x: 6, y: 3, width: 4, height: 5)])
        #expect(area(parts) == 100 - 20)
    }

    @Test func coveredAndDisjointRectangles() {
        let r = Rect(x: 5, y: 5, width: 10, height: 10)
        #expect(r.subtracting(Rect(x: 0, y: 0, width: 20, height: 20)).isEmpty)
        #expect(r.subtracting(Rect(x: 30, y: 30, width: 5, height: 5)) == [r])
        #expect(r.subtracting(Rect(x: 10, y: 0, width: 20, height: 20)) == [Rect(x: 5, y: 5, width: 5, height: 10)])
    }
}
