import LayoutEngine
import LayoutGeometry
import Testing

/// The corner spec, as Texture's `ASCornerLayoutSpecSnapshotTests` runs it: a 60×60 base node with
/// a 20×20 corner node, in range `{0,0}-{120,120}`, over a 0×0-styled background. The offsets move
/// the corner by half its size inward ("inner") or outward ("outer"). The expected sizes match the
/// reference images (60, 70 or 80 points square).
@Suite struct CornerLayoutSpecTests {
    enum Offset: String, CaseIterable { case center, inner, outer }

    struct Case: CustomStringConvertible, Sendable {
        let location: CornerLayoutLocation
        let offset: Offset
        let wraps: Bool
        /// Expected spec size (square), base origin and corner origin.
        let size: Double
        let base: Point
        let corner: Point
        var description: String { "\(location.rawValue)_\(offset.rawValue)_\(wraps ? "fullSize" : "childSize")" }
    }

    static func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

    static let cases: [Case] = [
        // Centred on the corner: 10 points stick out; wrapping grows the spec to 70 and shifts.
        Case(location: .topLeft, offset: .center, wraps: false, size: 60, base: p(0, 0), corner: p(-10, -10)),
        Case(location: .topLeft, offset: .center, wraps: true, size: 70, base: p(10, 10), corner: p(0, 0)),
        Case(location: .topRight, offset: .center, wraps: false, size: 60, base: p(0, 0), corner: p(50, -10)),
        Case(location: .topRight, offset: .center, wraps: true, size: 70, base: p(0, 10), corner: p(50, 0)),
        Case(location: .bottomLeft, offset: .center, wraps: false, size: 60, base: p(0, 0), corner: p(-10, 50)),
        Case(location: .bottomLeft, offset: .center, wraps: true, size: 70, base: p(10, 0), corner: p(0, 50)),
        Case(location: .bottomRight, offset: .center, wraps: false, size: 60, base: p(0, 0), corner: p(50, 50)),
        Case(location: .bottomRight, offset: .center, wraps: true, size: 70, base: p(0, 0), corner: p(50, 50)),
        // Inner: the corner lies inside the base; wrapping changes nothing.
        Case(location: .topLeft, offset: .inner, wraps: false, size: 60, base: p(0, 0), corner: p(0, 0)),
        Case(location: .topLeft, offset: .inner, wraps: true, size: 60, base: p(0, 0), corner: p(0, 0)),
        Case(location: .topRight, offset: .inner, wraps: false, size: 60, base: p(0, 0), corner: p(40, 0)),
        Case(location: .topRight, offset: .inner, wraps: true, size: 60, base: p(0, 0), corner: p(40, 0)),
        Case(location: .bottomLeft, offset: .inner, wraps: false, size: 60, base: p(0, 0), corner: p(0, 40)),
        Case(location: .bottomLeft, offset: .inner, wraps: true, size: 60, base: p(0, 0), corner: p(0, 40)),
        Case(location: .bottomRight, offset: .inner, wraps: false, size: 60, base: p(0, 0), corner: p(40, 40)),
        Case(location: .bottomRight, offset: .inner, wraps: true, size: 60, base: p(0, 0), corner: p(40, 40)),
        // Outer: the corner lies entirely outside; wrapping grows the spec to 80.
        Case(location: .topLeft, offset: .outer, wraps: false, size: 60, base: p(0, 0), corner: p(-20, -20)),
        Case(location: .topLeft, offset: .outer, wraps: true, size: 80, base: p(20, 20), corner: p(0, 0)),
        Case(location: .topRight, offset: .outer, wraps: false, size: 60, base: p(0, 0), corner: p(60, -20)),
        Case(location: .topRight, offset: .outer, wraps: true, size: 80, base: p(0, 20), corner: p(60, 0)),
        Case(location: .bottomLeft, offset: .outer, wraps: false, size: 60, base: p(0, 0), corner: p(-20, 60)),
        Case(location: .bottomLeft, offset: .outer, wraps: true, size: 80, base: p(20, 0), corner: p(0, 60)),
        Case(location: .bottomRight, offset: .outer, wraps: false, size: 60, base: p(0, 0), corner: p(60, 60)),
        Case(location: .bottomRight, offset: .outer, wraps: true, size: 80, base: p(0, 0), corner: p(60, 60)),
    ]

    /// The offset Texture's test uses: half the corner size, signed inward or outward.
    static func offset(_ option: Offset, _ location: CornerLayoutLocation) -> Point {
        let inward: Point
        switch location {
        case .topLeft: inward = p(10, 10)
        case .topRight: inward = p(-10, 10)
        case .bottomLeft: inward = p(10, -10)
        case .bottomRight: inward = p(-10, -10)
        }
        switch option {
        case .center: return .zero
        case .inner: return inward
        case .outer: return p(-inward.x, -inward.y)
        }
    }

    @Test("Texture's corner snapshot cases", arguments: cases)
    func snapshotCase(_ c: Case) {
        let base = styledNode("base", 60, 60)
        let corner = styledNode("corner", 20, 20)
        let box = styledNode("box", 0, 0)
        // Texture's test sets this too; only an absolute spec reads it.
        base.style.layoutPosition = Self.p(30, 30)
        let cornerSpec = CornerLayoutSpec(child: base, corner: corner, location: c.location,
                                          offset: Self.offset(c.offset, c.location), wrapsCorner: c.wraps)
        let spec = BackgroundLayoutSpec(child: cornerSpec, background: box)
        let tree = hostLayout(spec, range: range(0, 0, 120, 120), subnodes: [box, base, corner])
        expectFrames(tree, [
            "host": rect(0, 0, c.size, c.size),
            "box": rect(0, 0, c.size, c.size),
            "base": Rect(origin: c.base, size: Size(width: 60, height: 60)),
            "corner": Rect(origin: c.corner, size: Size(width: 20, height: 20)),
        ])
        #expect(tree.nodeNames == ["host", "box", "base", "corner"])
    }

    @Test func wrappedSizeIsClampedToTheRange() {
        let base = styledNode("base", 60, 60)
        let corner = styledNode("corner", 20, 20)
        let spec = CornerLayoutSpec(child: base, corner: corner, location: .topLeft, wrapsCorner: true)
        spec.debugName = "corner spec"
        let tree = hostLayout(spec, range: range(0, 0, 65, 120))
        // Union (-10,-10, 70,70) is clamped to 65 wide; both are still shifted by 10.
        expectFrames(tree, ["corner spec": rect(0, 0, 65, 70), "base": rect(10, 10, 60, 60), "corner": rect(0, 0, 20, 20)])
    }

    @Test func bothElementsAreMeasuredWithTheSpecsRange() {
        let base = plainNode("base")
        let corner = plainNode("corner")
        corner.style.width = .fraction(0.1)
        corner.style.height = .fraction(0.1)
        let spec = CornerLayoutSpec(child: base, corner: corner, location: .bottomRight)
        let tree = hostLayout(spec, range: range(0, 0, 200, 100))
        // The unsized base fills the range; the corner is 10% of the range's maximum.
        expectFrames(tree, ["host": rect(0, 0, 200, 100), "base": rect(0, 0, 200, 100), "corner": rect(190, 95, 20, 10)])
    }

    @Test func halfPointCentresArePixelCeiledWhenFlattened() {
        let base = styledNode("base", 61, 61)
        let corner = styledNode("corner", 21, 21)
        let spec = CornerLayoutSpec(child: base, corner: corner, location: .topRight)
        let tree = hostLayout(spec, range: range(0, 0, 120, 120))
        // 61 − 10.5 = 50.5 and −10.5 stay on the half-point grid; an odd 20.5 would not: see below.
        expectFrames(tree, ["corner": rect(50.5, -10.5, 21, 21)])
        let odd = styledNode("odd", 20.5, 20.5)
        let oddSpec = CornerLayoutSpec(child: styledNode("b", 60, 60), corner: odd, location: .topLeft)
        // −10.25 is ceiled to −10.
        expectFrames(hostLayout(oddSpec, range: range(0, 0, 120, 120)), ["odd": rect(-10, -10, 20.5, 20.5)])
    }

    @Test func kindAndValueNames() {
        let spec = CornerLayoutSpec(child: plainNode("child"), corner: plainNode("corner"), location: .topLeft)
        #expect(spec.kindName == "corner")
        #expect(spec.offset == .zero && spec.wrapsCorner == false)
        #expect(spec.layoutChildren.map { $0.debugName } == ["child", "corner"])
        #expect(CornerLayoutLocation.allCases.map(\.rawValue) == ["topLeft", "topRight", "bottomLeft", "bottomRight"])
    }
}
