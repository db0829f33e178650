import CCairo
import Foundation

extension CGContext {
    // MARK: Building the current path

    /// Empties the current path.
    public func beginPath() { cairo_new_path(cr) }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) { cairo_move_to(cr, Double(point.x), Double(point.y)) }

    /// A straight line from the current point to `point` (a move when there is no current point).
    public func addLine(to point: CGPoint) { cairo_line_to(cr, Double(point.x), Double(point.y)) }

    /// Lines joining `points` in order, starting a new subpath at the first.
    public func addLines(between points: [CGPoint]) { add { $0.addLines(between: points) } }

    /// A closed rectangle as its own subpath.
    public func addRect(_ rect: CGRect) { add { $0.addRect(rect) } }

    /// Closed rectangles, each its own subpath.
    public func addRects(_ rects: [CGRect]) { add { b in rects.forEach { b.addRect($0) } } }

    /// A closed ellipse inscribed in `rect`, as its own subpath.
    public func addEllipse(in rect: CGRect) { add { $0.addEllipse(in: rect) } }

    /// A circular arc from `startAngle` to `endAngle` (radians, from the x axis towards the y
    /// axis), joined to the current point by a line when there is one. `clockwise` is in Core
    /// Graphics' y-up sense: true runs towards smaller angles, which in this y-down context turns
    /// counter-clockwise on screen, exactly as in an iOS image context.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        add { $0.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, increasing: !clockwise) }
    }

    /// A cubic Bézier curve from the current point to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        add { $0.addCurve(to: end, control1: control1, control2: control2) }
    }

    /// A quadratic Bézier curve from the current point to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) { add { $0.addQuadCurve(to: end, control: control) } }

    /// Closes the current subpath with a line back to its start.
    public func closePath() { cairo_close_path(cr) }

    /// Every element of `path`, in the current user space.
    public func addPath(_ path: CGPath) { PathBuilder.replay(path.elements, on: cr) }

    /// True when the current path has no elements.
    public var isPathEmpty: Bool {
        guard let path = cairo_copy_path(cr) else { return true }
        defer { cairo_path_destroy(path) }
        return path.pointee.num_data == 0
    }

    /// The current point of the path (`.zero` without one).
    public var currentPointOfPath: CGPoint {
        guard cairo_has_current_point(cr) != 0 else { return .zero }
        var x = 0.0, y = 0.0
        cairo_get_current_point(cr, &x, &y)
        return CGPoint(x: x, y: y)
    }

    /// The bounds of the current path in user space.
    public var boundingBoxOfPath: CGRect {
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_path_extents(cr, &x0, &y0, &x1, &y1)
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Adds what `build` makes, starting from the current point.
    private func add(_ build: (inout PathBuilder) -> Void) {
        var builder = PathBuilder()
        if cairo_has_current_point(cr) != 0 {
            var x = 0.0, y = 0.0
            cairo_get_current_point(cr, &x, &y)
            builder = PathBuilder(elements: [.move(CGPoint(x: x, y: y))])
        }
        let skip = builder.elements.count
        build(&builder)
        PathBuilder.replay(Array(builder.elements.dropFirst(skip)), on: cr)
    }

    // MARK: Painting the current path

    /// Fills the current path with the fill colour under `rule`, then empties the path.
    public func fillPath(using rule: CGPathFillRule = .winding) { fillCurrentPath(rule) }

    /// Strokes the current path with the stroke colour and line style, then empties the path.
    public func strokePath() { strokeCurrentPath() }

    /// Fills and/or strokes the current path, then empties it.
    public func drawPath(using mode: CGPathDrawingMode) {
        switch mode {
        case .fill: fillCurrentPath(.winding)
        case .eoFill: fillCurrentPath(.evenOdd)
        case .stroke: strokeCurrentPath()
        case .fillStroke:
            fillCurrentPath(.winding, preserve: true)
            strokeCurrentPath()
        case .eoFillStroke:
            fillCurrentPath(.evenOdd, preserve: true)
            strokeCurrentPath()
        }
    }

    /// Narrows the clip to the inside of the current path under `rule`, then empties the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        cairo_set_fill_rule(cr, rule.cairo)
        cairo_clip(cr)
    }

    /// Narrows the clip to `rect` (the current path is emptied).
    public func clip(to rect: CGRect) { clip(to: [rect]) }

    /// Narrows the clip to the union of `rects` (the current path is emptied).
    public func clip(to rects: [CGRect]) {
        cairo_new_path(cr)
        for r in rects { appendRect(r) }
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        cairo_clip(cr)
    }

    // MARK: Painting shapes directly (the current path is emptied)

    /// Fills `rect` with the fill colour.
    public func fill(_ rect: CGRect) { fill([rect]) }

    /// Fills each of `rects` with the fill colour (overlaps are painted once).
    public func fill(_ rects: [CGRect]) {
        cairo_new_path(cr)
        for r in rects { appendRect(r) }
        fillCurrentPath(.winding)
    }

    /// Strokes `rect`'s outline with the stroke colour and line style (the line centred on it).
    public func stroke(_ rect: CGRect) {
        cairo_new_path(cr)
        appendRect(rect)
        strokeCurrentPath()
    }

    /// Strokes `rect`'s outline `width` wide, leaving the line width setting as it was.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        let old = cairo_get_line_width(cr)
        cairo_set_line_width(cr, Double(max(0, width)))
        stroke(rect)
        cairo_set_line_width(cr, old)
    }

    /// Fills the ellipse inscribed in `rect`.
    public func fillEllipse(in rect: CGRect) {
        cairo_new_path(cr)
        addEllipse(in: rect)
        fillCurrentPath(.winding)
    }

    /// Strokes the ellipse inscribed in `rect`.
    public func strokeEllipse(in rect: CGRect) {
        cairo_new_path(cr)
        addEllipse(in: rect)
        strokeCurrentPath()
    }

    /// Strokes a line for each pair of `points` (0–1, 2–3, …).
    public func strokeLineSegments(between points: [CGPoint]) {
        cairo_new_path(cr)
        var i = 0
        while i + 1 < points.count {
            move(to: points[i])
            addLine(to: points[i + 1])
            i += 2
        }
        strokeCurrentPath()
    }

    /// Makes `rect` transparent (black in an opaque context), whatever the blend mode and alpha.
    public func clear(_ rect: CGRect) {
        cairo_save(cr)
        cairo_new_path(cr)
        appendRect(rect)
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        cairo_fill(cr)
        cairo_restore(cr)
    }

    /// Appends a closed rectangle to Cairo's path (standardized, so negative sizes work).
    func appendRect(_ rect: CGRect) {
        let r = rect.standardized
        guard !r.isNull, r.width.isFinite, r.height.isFinite else { return }
        cairo_rectangle(cr, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
    }
}
