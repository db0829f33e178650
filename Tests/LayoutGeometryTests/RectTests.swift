import LayoutGeometry
import Testing

@Suite("Rectangles")
struct RectTests {
    @Test func insetWithNegativeValuesGrows() {
        let r = Rect(x: 10, y: 10, width: 20, height: 20).inset(by: EdgeInsets(all: -5))
        #expect(r == Rect(x: 5, y: 5, width: 30, height: 30))
    }

    @Test func intersectionAndUnion() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10), b = Rect(x: 5, y: 5, width: 10, height: 10)
        #expect(a.intersection(b) == Rect(x: 5, y: 5, width: 5, height: 5))
        #expect(a.union(b) == Rect(x: 0, y: 0, width: 15, height: 15))
        #expect(a.intersection(Rect(x: 20, y: 20, width: 1, height: 1)) == nil)
    }

    @Test func containsIsHalfOpen() {
        let r = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(r.contains(Point(x: 0, y: 0)))
        #expect(!r.contains(Point(x: 10, y: 5)))
    }
}
