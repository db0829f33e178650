import Foundation

extension UIImage {
    /// `UIImage(named:)` (Texture's cached lookup).
    public class func as_imageNamed(_ imageName: String) -> UIImage? {
        UIImage._image(named: imageName, call: "UIImage.as_imageNamed(\"\(imageName)\")")
    }

    /// `UIImage(named:)`; the traits are not consulted.
    public class func as_imageNamed(_ imageName: String, compatibleWith traitCollection: UITraitCollection?) -> UIImage? {
        UIImage._image(named: imageName, call: "UIImage.as_imageNamed(\"\(imageName)\")")
    }

    /// A stretchable rounded rectangle: `fillColor` with corners of `cornerRadius`, the area
    /// outside the corners in `cornerColor` (clear when nil), at the screen's scale.
    public class func as_resizableRoundedImage(withCornerRadius cornerRadius: CGFloat, cornerColor: UIColor?,
                                               fill fillColor: UIColor) -> UIImage {
        as_resizableRoundedImage(withCornerRadius: cornerRadius, cornerColor: cornerColor, fill: fillColor, borderColor: nil,
                                 borderWidth: 1, roundedCorners: .allCorners, scale: 0)
    }

    /// The same, with a border drawn inside the edge.
    public class func as_resizableRoundedImage(withCornerRadius cornerRadius: CGFloat, cornerColor: UIColor?,
                                               fill fillColor: UIColor, borderColor: UIColor?,
                                               borderWidth: CGFloat) -> UIImage {
        as_resizableRoundedImage(withCornerRadius: cornerRadius, cornerColor: cornerColor, fill: fillColor,
                                 borderColor: borderColor, borderWidth: borderWidth, roundedCorners: .allCorners, scale: 0)
    }

    /// The same, with only `roundedCorners` rounded, at `scale` (0: the screen's).
    public class func as_resizableRoundedImage(withCornerRadius cornerRadius: CGFloat, cornerColor: UIColor?,
                                               fill fillColor: UIColor, borderColor: UIColor?, borderWidth: CGFloat,
                                               roundedCorners: UIRectCorner, scale: CGFloat) -> UIImage {
        let corner = cornerColor == .clear ? nil : cornerColor
        let dimension = cornerRadius * 2 + 1
        let bounds = CGRect(x: 0, y: 0, width: dimension, height: dimension)
        let radii = CGSize(width: cornerRadius, height: cornerRadius)
        UIGraphicsBeginImageContextWithOptions(bounds.size, corner != nil, scale)
        defer { UIGraphicsEndImageContext() }
        if let corner {
            corner.setFill()
            UIGraphicsGetCurrentContext()?.setBlendMode(.copy)
            UIRectFill(bounds)
            UIGraphicsGetCurrentContext()?.setBlendMode(.normal)
        }
        fillColor.setFill()
        UIBezierPath(roundedRect: bounds, byRoundingCorners: roundedCorners, cornerRadii: radii)
            .fill(with: corner == nil || fillColor.alphaComponent == 1 ? .copy : .normal, alpha: 1)
        if let borderColor {
            borderColor.setStroke()
            let stroke = UIBezierPath(roundedRect: bounds.insetBy(dx: borderWidth / 2, dy: borderWidth / 2),
                                      byRoundingCorners: roundedCorners, cornerRadii: radii)
            stroke.lineWidth = borderWidth
            stroke.stroke(with: borderColor.alphaComponent == 1 ? .copy : .normal, alpha: 1)
        }
        let image = UIGraphicsGetImageFromCurrentImageContext() ?? UIImage()
        let caps = UIEdgeInsets(top: cornerRadius, left: cornerRadius, bottom: cornerRadius, right: cornerRadius)
        return image.resizableImage(withCapInsets: caps, resizingMode: .stretch)
    }
}
