import Foundation

extension UIColor {
    /// Makes the colour the fill and stroke colour of the current context.
    public func set() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setFillColor(cgColor)
        context.setStrokeColor(cgColor)
    }

    /// Makes the colour the fill colour of the current context.
    public func setFill() {
        UIGraphicsGetCurrentContext()?.setFillColor(cgColor)
    }

    /// Makes the colour the stroke colour of the current context.
    public func setStroke() {
        UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor)
    }
}
