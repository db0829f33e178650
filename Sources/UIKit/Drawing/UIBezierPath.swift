import Foundation

/// A path with its line style, drawn into the current context (UIKit's `UIBezierPath`). Points
/// are in the coordinates of the context it is drawn into (points, y down).
///
/// Rounded rectangles have circular corners. iOS draws `init(roundedRect:cornerRadius:)` with
/// continuous ("squircle") corners, which differ from circular ones by a fraction of a pixel near
/// each corner.
open class UIBezierPath {
    private var path: CGMutablePath

    /// The width of stroked lines, in points (default 1).
    open var lineWidth: CGFloat = 1
    /// How stroked lines end (default `butt`).
    open var lineCapStyle: CGLineCap = .butt
    /// How stroked corners join (default `miter`).
    open var lineJoinStyle: CGLineJoin = .miter
    /// The miter limit (default 10).
    open var miterLimit: CGFloat = 10
    /// Accepted for source compatibility (default 0.6); curves are always drawn smooth.
    open var flatness: CGFloat = 0.6
    /// Whether `fill()` and `addClip()` use the even-odd rule instead of non-zero winding.
    open var usesEvenOddFillRule = false
    private var dashPattern: [CGFloat] = []
    private var dashPhase: CGFloat = 0

    /// An empty path.
    public init() {
        path = CGMutablePath()
    }

    /// A closed rectangle.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// A closed ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// A closed rectangle with circular corners of `cornerRadius`, clamped to half the shorter
    /// side (so a large radius makes a capsule or circle).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(roundedRect: rect, byRoundingCorners: .allCorners,
                  cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// A closed rectangle with the `corners` rounded by circular arcs of `cornerRadii.width`
    /// (clamped to half the shorter side). Like iOS, `cornerRadii.height` is not used.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        let radius = max(0, min(cornerRadii.width, min(r.width, r.height) / 2))
        func corner(_ c: UIRectCorner) -> (CGFloat, CGFloat) { corners.contains(c) ? (radius, radius) : (0, 0) }
        var b = PathBuilder()
        b.addRoundedRect(r, radii: [corner(.topLeft), corner(.topRight), corner(.bottomRight), corner(.bottomLeft)])
        path = CGMutablePath(elements: b.elements)
    }

    /// A circular arc. `clockwise` is as seen on screen (y down): true runs towards larger angles.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                            clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// The elements of `cgPath`.
    public convenience init(cgPath: CGPath) {
        self.init()
        path = CGMutablePath(elements: cgPath.elements)
    }

    /// The path (a copy: changing this object later does not change it).
    open var cgPath: CGPath {
        get { CGPath(elements: path.elements) }
        set { path = CGMutablePath(elements: newValue.elements) }
    }

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) { path.move(to: point) }

    /// A straight line from the current point to `point`.
    open func addLine(to point: CGPoint) { path.addLine(to: point) }

    /// A cubic Bézier curve from the current point to `endPoint`.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// A quadratic Bézier curve from the current point to `endPoint`.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// A circular arc, joined to the current point by a line when there is one. `clockwise` is as
    /// seen on screen (y down): true runs towards larger angles.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                     clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }

    /// Closes the current subpath with a line back to its start.
    open func close() { path.closeSubpath() }

    /// Appends the elements of `bezierPath` (not its line style).
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }

    /// Removes every element.
    open func removeAllPoints() { path = CGMutablePath() }

    /// Dashes for strokes: `count` alternating on and off lengths from `pattern`, starting `phase`
    /// into them; nil or zero count draws solid lines.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        if let pattern, count > 0 {
            dashPattern = Array(UnsafeBufferPointer(start: pattern, count: count))
        } else {
            dashPattern = []
        }
        dashPhase = phase
    }

    /// The smallest rectangle holding every point of the path, control points included (`.null`
    /// when empty).
    open var bounds: CGRect { path.boundingBox }

    /// True when the path has no elements.
    open var isEmpty: Bool { path.isEmpty }

    /// Where the path ends (`.zero` when empty).
    open var currentPoint: CGPoint { path.currentPoint }

    /// True when `point` is inside the path under its fill rule.
    open func contains(_ point: CGPoint) -> Bool {
        path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Fills the path in the current context with its fill colour.
    open func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        fill(in: context)
        context.restoreGState()
    }

    /// Fills the path in the current context with its fill colour, in `blendMode` at `alpha`.
    open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        fill(in: context)
        context.restoreGState()
    }

    /// Strokes the path in the current context with its stroke colour and this path's line style.
    open func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        stroke(in: context)
        context.restoreGState()
    }

    /// Strokes the path in the current context with its stroke colour, in `blendMode` at `alpha`.
    open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        stroke(in: context)
        context.restoreGState()
    }

    /// Narrows the current context's clip to the inside of the path (under its fill rule).
    open func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.beginPath()
        context.addPath(path)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    private func fill(in context: CGContext) {
        context.beginPath()
        context.addPath(path)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    private func stroke(in context: CGContext) {
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.setLineDash(phase: dashPhase, lengths: dashPattern)
        context.beginPath()
        context.addPath(path)
        context.strokePath()
    }
}
