import CCairo
import Foundation

/// One element of a path: what it does and its points (`points[0…]`: a line's end; a quadratic
/// curve's control point and end; a cubic curve's two control points and end).
enum PathElement: Equatable {
    case move(CGPoint)
    case line(CGPoint)
    case quad(CGPoint, CGPoint)
    case cubic(CGPoint, CGPoint, CGPoint)
    case close
}

/// An immutable path (Core Graphics' `CGPath`): subpaths of lines and Bézier curves, in the
/// coordinates they were given in (points). Arcs, ellipses and rounded corners are stored as cubic
/// Bézier curves of at most a quarter turn each, as Core Graphics stores them.
///
/// The `transform` parameters exist so that iOS code passing `nil` compiles; no transform can be
/// given.
public class CGPath: Hashable, @unchecked Sendable {
    var elements: [PathElement]

    init(elements: [PathElement]) {
        self.elements = elements
    }

    /// A closed rectangle through the corners (minX, minY), (maxX, minY), (maxX, maxY),
    /// (minX, maxY), in that order.
    public convenience init(rect: CGRect, transform: UnsafePointer<Never>?) {
        var b = PathBuilder()
        b.addRect(rect)
        self.init(elements: b.elements)
    }

    /// A closed ellipse inscribed in `rect`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<Never>?) {
        var b = PathBuilder()
        b.addEllipse(in: rect)
        self.init(elements: b.elements)
    }

    /// A closed rectangle with elliptical corners of `cornerWidth` × `cornerHeight` (each clamped
    /// to half the rectangle's side it runs along).
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<Never>?) {
        var b = PathBuilder()
        b.addRoundedRect(rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight)
        self.init(elements: b.elements)
    }

    /// True when the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The smallest rectangle holding every point of the path, Bézier control points included
    /// (`.null` for an empty path).
    public var boundingBox: CGRect {
        var box = BoxAccumulator()
        for element in elements {
            switch element {
            case .move(let p), .line(let p): box.add(p)
            case .quad(let c, let p): box.add(c); box.add(p)
            case .cubic(let c1, let c2, let p): box.add(c1); box.add(c2); box.add(p)
            case .close: break
            }
        }
        return box.rect
    }

    /// The smallest rectangle holding the path as drawn: curves' extremes, not their control
    /// points (`.null` for an empty path).
    public var boundingBoxOfPath: CGRect {
        var box = BoxAccumulator()
        var current = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p), .line(let p):
                box.add(p)
                current = p
            case .quad(let c, let p):
                let (c1, c2) = PathBuilder.cubicControls(from: current, quad: c, to: p)
                box.addCurve(current, c1, c2, p)
                current = p
            case .cubic(let c1, let c2, let p):
                box.addCurve(current, c1, c2, p)
                current = p
            case .close: break
            }
        }
        return box.rect
    }

    /// Where the path ends: the last point given, or the start of the last subpath once it is
    /// closed (`.zero` for an empty path).
    public var currentPoint: CGPoint { PathBuilder(elements: elements).currentPoint ?? .zero }

    /// True when `point` is inside the path under `rule`.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding) -> Bool {
        guard !elements.isEmpty, let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1) else { return false }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { return false }
        defer { cairo_destroy(cr) }
        PathBuilder.replay(elements, on: cr)
        cairo_set_fill_rule(cr, rule.cairo)
        return cairo_in_fill(cr, Double(point.x), Double(point.y)) != 0
    }

    /// An immutable copy (this path itself: paths are values).
    public func copy() -> CGPath? { CGPath(elements: elements) }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: elements) }

    /// Paths with the same elements are equal.
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.elements == rhs.elements }

    /// Hashes the element count and bounding box.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(elements.count)
        let box = boundingBox
        if !box.isNull {
            hasher.combine(box.minX); hasher.combine(box.minY); hasher.combine(box.width); hasher.combine(box.height)
        }
    }
}

/// A path that can be added to (Core Graphics' `CGMutablePath`).
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path.
    public init() {
        super.init(elements: [])
    }

    override init(elements: [PathElement]) {
        super.init(elements: elements)
    }

    private func build(_ change: (inout PathBuilder) -> Void) {
        var b = PathBuilder(elements: elements)
        change(&b)
        elements = b.elements
    }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) { build { $0.move(to: point) } }

    /// A straight line from the current point to `point` (a move when there is no current point).
    public func addLine(to point: CGPoint) { build { $0.addLine(to: point) } }

    /// Lines joining `points` in order, starting a new subpath at the first.
    public func addLines(between points: [CGPoint]) { build { $0.addLines(between: points) } }

    /// A closed rectangle as its own subpath.
    public func addRect(_ rect: CGRect) { build { $0.addRect(rect) } }

    /// Closed rectangles, each its own subpath.
    public func addRects(_ rects: [CGRect]) { build { b in rects.forEach { b.addRect($0) } } }

    /// A closed ellipse inscribed in `rect`, as its own subpath.
    public func addEllipse(in rect: CGRect) { build { $0.addEllipse(in: rect) } }

    /// A closed rectangle with elliptical corners of `cornerWidth` × `cornerHeight`, as its own
    /// subpath.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat) {
        build { $0.addRoundedRect(rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight) }
    }

    /// A circular arc from `startAngle` to `endAngle` (radians, measured from the x axis towards
    /// the y axis), joined to the current point by a line when there is one. `clockwise` is in
    /// Core Graphics' y-up sense: true runs towards smaller angles, which in UIKit's y-down
    /// coordinates turns counter-clockwise on screen (`UIBezierPath`'s flag is the opposite).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        build { $0.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, increasing: !clockwise) }
    }

    /// A cubic Bézier curve from the current point to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        build { $0.addCurve(to: end, control1: control1, control2: control2) }
    }

    /// A quadratic Bézier curve from the current point to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        build { $0.addQuadCurve(to: end, control: control) }
    }

    /// Every element of `path`, appended.
    public func addPath(_ path: CGPath) { elements += path.elements }

    /// Closes the current subpath with a line back to its start.
    public func closeSubpath() { build { $0.close() } }
}

/// Builds path elements with Core Graphics' rules for current points and arcs.
struct PathBuilder {
    var elements: [PathElement] = []
    private(set) var currentPoint: CGPoint?
    private var subpathStart: CGPoint?

    init() {}

    init(elements: [PathElement]) {
        self.elements = elements
        for element in elements { track(element) }
    }

    private mutating func track(_ element: PathElement) {
        switch element {
        case .move(let p):
            currentPoint = p
            subpathStart = p
        case .line(let p), .quad(_, let p), .cubic(_, _, let p):
            currentPoint = p
        case .close:
            currentPoint = subpathStart
        }
    }

    private mutating func append(_ element: PathElement) {
        elements.append(element)
        track(element)
    }

    mutating func move(to p: CGPoint) { append(.move(p)) }

    mutating func addLine(to p: CGPoint) { append(currentPoint == nil ? .move(p) : .line(p)) }

    mutating func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }

    mutating func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint) {
        if currentPoint == nil { move(to: control1) }
        append(.cubic(control1, control2, p))
    }

    mutating func addQuadCurve(to p: CGPoint, control: CGPoint) {
        if currentPoint == nil { move(to: control) }
        append(.quad(control, p))
    }

    mutating func close() {
        guard currentPoint != nil else { return }
        if case .close? = elements.last { return }
        append(.close)
    }

    mutating func addRect(_ rect: CGRect) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY))
        addLine(to: CGPoint(x: r.minX, y: r.maxY))
        close()
    }

    mutating func addEllipse(in rect: CGRect) {
        let r = rect.standardized
        let center = CGPoint(x: r.midX, y: r.midY)
        move(to: CGPoint(x: r.maxX, y: r.midY))
        addEllipticArc(center: center, rx: r.width / 2, ry: r.height / 2, start: 0, sweep: 2 * .pi)
        close()
    }

    mutating func addRoundedRect(_ rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat) {
        let r = rect.standardized
        let rx = max(0, min(cornerWidth, r.width / 2)), ry = max(0, min(cornerHeight, r.height / 2))
        guard rx > 0, ry > 0 else { return addRect(r) }
        addRoundedRect(r, radii: [(rx, ry), (rx, ry), (rx, ry), (rx, ry)])
    }

    /// A closed rectangle starting on its top edge and running clockwise on screen (y down),
    /// with the corners top-left, top-right, bottom-right, bottom-left rounded by `radii`.
    mutating func addRoundedRect(_ r: CGRect, radii: [(CGFloat, CGFloat)]) {
        let (tl, tr, br, bl) = (radii[0], radii[1], radii[2], radii[3])
        move(to: CGPoint(x: r.minX + tl.0, y: r.minY))
        addLine(to: CGPoint(x: r.maxX - tr.0, y: r.minY))
        if tr.0 > 0, tr.1 > 0 {
            addEllipticArc(center: CGPoint(x: r.maxX - tr.0, y: r.minY + tr.1), rx: tr.0, ry: tr.1, start: -.pi / 2, sweep: .pi / 2)
        }
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - br.1))
        if br.0 > 0, br.1 > 0 {
            addEllipticArc(center: CGPoint(x: r.maxX - br.0, y: r.maxY - br.1), rx: br.0, ry: br.1, start: 0, sweep: .pi / 2)
        }
        addLine(to: CGPoint(x: r.minX + bl.0, y: r.maxY))
        if bl.0 > 0, bl.1 > 0 {
            addEllipticArc(center: CGPoint(x: r.minX + bl.0, y: r.maxY - bl.1), rx: bl.0, ry: bl.1, start: .pi / 2, sweep: .pi / 2)
        }
        addLine(to: CGPoint(x: r.minX, y: r.minY + tl.1))
        if tl.0 > 0, tl.1 > 0 {
            addEllipticArc(center: CGPoint(x: r.minX + tl.0, y: r.minY + tl.1), rx: tl.0, ry: tl.1, start: .pi, sweep: .pi / 2)
        }
        close()
    }

    /// A circular arc; `increasing` runs from `startAngle` towards larger angles. A sweep of a
    /// full turn or more draws one full circle.
    mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, increasing: Bool) {
        let full = 2 * CGFloat.pi
        guard startAngle.isFinite, endAngle.isFinite, radius.isFinite else { return }
        var sweep = endAngle - startAngle
        if increasing {
            if sweep >= full { sweep = full } else if sweep < 0 {
                let r = sweep.truncatingRemainder(dividingBy: full)
                sweep = r == 0 ? 0 : r + full
            }
        } else {
            if sweep <= -full { sweep = -full } else if sweep > 0 {
                let r = sweep.truncatingRemainder(dividingBy: full)
                sweep = r == 0 ? 0 : r - full
            }
        }
        let start = CGPoint(x: center.x + radius * Self.cosine(startAngle), y: center.y + radius * Self.sine(startAngle))
        if currentPoint == nil { move(to: start) } else { append(.line(start)) }
        addEllipticArc(center: center, rx: radius, ry: radius, start: startAngle, sweep: sweep)
    }

    /// Cubic segments of at most a quarter turn along an axis-aligned ellipse, from the point at
    /// `start` (which must be the current point).
    mutating func addEllipticArc(center: CGPoint, rx: CGFloat, ry: CGFloat, start: CGFloat, sweep: CGFloat) {
        guard sweep != 0 else { return }
        let count = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / CGFloat(count)
        let k = 4 / 3 * tan(step / 4)
        func point(_ t: CGFloat) -> CGPoint { CGPoint(x: center.x + rx * Self.cosine(t), y: center.y + ry * Self.sine(t)) }
        func tangent(_ t: CGFloat) -> CGPoint { CGPoint(x: -rx * Self.sine(t), y: ry * Self.cosine(t)) }
        var a = start
        for i in 0..<count {
            let b = i == count - 1 ? start + sweep : a + step
            let p0 = point(a), p3 = point(b), d0 = tangent(a), d3 = tangent(b)
            append(.cubic(CGPoint(x: p0.x + k * d0.x, y: p0.y + k * d0.y),
                          CGPoint(x: p3.x - k * d3.x, y: p3.y - k * d3.y), p3))
            a = b
        }
    }

    /// The cosine, exact at multiples of a quarter turn (so arcs meet straight edges exactly).
    static func cosine(_ t: CGFloat) -> CGFloat { sine(t + .pi / 2) }

    /// The sine, exact at multiples of a quarter turn.
    static func sine(_ t: CGFloat) -> CGFloat {
        let quarters = t / (.pi / 2)
        let nearest = quarters.rounded()
        guard abs(nearest) < 1e9, abs(quarters - nearest) < 1e-12 else { return sin(t) }
        let q = ((Int(nearest) % 4) + 4) % 4
        return [0, 1, 0, -1][q]
    }

    /// The cubic control points equal to a quadratic curve.
    static func cubicControls(from p0: CGPoint, quad c: CGPoint, to p: CGPoint) -> (CGPoint, CGPoint) {
        (CGPoint(x: p0.x + 2 / 3 * (c.x - p0.x), y: p0.y + 2 / 3 * (c.y - p0.y)),
         CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y)))
    }

    /// Adds `elements` to `cr`'s current path (in its user space).
    static func replay(_ elements: [PathElement], on cr: OpaquePointer) {
        for element in elements {
            switch element {
            case .move(let p): cairo_move_to(cr, Double(p.x), Double(p.y))
            case .line(let p): cairo_line_to(cr, Double(p.x), Double(p.y))
            case .quad(let c, let p):
                var x = 0.0, y = 0.0
                if cairo_has_current_point(cr) != 0 { cairo_get_current_point(cr, &x, &y) } else { x = Double(c.x); y = Double(c.y) }
                let (c1, c2) = cubicControls(from: CGPoint(x: x, y: y), quad: c, to: p)
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
            case .cubic(let c1, let c2, let p):
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
            case .close: cairo_close_path(cr)
            }
        }
    }
}

/// The bounding box of points and cubic curves.
struct BoxAccumulator {
    private var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity

    mutating func add(_ p: CGPoint) {
        minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
    }

    /// Adds a cubic curve's end points and the extremes between them.
    mutating func addCurve(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) {
        add(p0); add(p3)
        for t in Self.extremes(p0.x, p1.x, p2.x, p3.x) + Self.extremes(p0.y, p1.y, p2.y, p3.y) {
            let u = 1 - t
            let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
            add(CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y))
        }
    }

    /// Parameters in (0, 1) where one coordinate of a cubic curve turns.
    private static func extremes(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> [CGFloat] {
        // Derivative / 3: qa t² + qb t + qc.
        let qa = -a + 3 * b - 3 * c + d, qb = 2 * (a - 2 * b + c), qc = b - a
        var roots: [CGFloat] = []
        if abs(qa) < 1e-12 {
            if abs(qb) > 1e-12 { roots.append(-qc / qb) }
        } else {
            let disc = qb * qb - 4 * qa * qc
            if disc >= 0 {
                let s = disc.squareRoot()
                roots += [(-qb + s) / (2 * qa), (-qb - s) / (2 * qa)]
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }

    var rect: CGRect {
        guard minX <= maxX else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
