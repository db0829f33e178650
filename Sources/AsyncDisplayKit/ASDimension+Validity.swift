import Foundation

// The zero values Swift gives Texture's C structs, and ASDimension.h's validity checks.

extension ASDimension {
    /// The zero value of the C struct: automatic.
    public init() { self.init(unit: .auto, value: 0) }
}

extension ASLayoutSize {
    /// The zero value of the C struct: both dimensions automatic.
    public init() { self.init(width: ASDimension(), height: ASDimension()) }
}

extension ASSizeRange {
    /// The zero value of the C struct: exactly zero.
    public init() { self.init(min: .zero, max: .zero) }
}

/// Texture's largest valid layout value: 10,000,000 points (larger counts as invalid).
private let ASLayoutLimit: CGFloat = 10_000_000

/// Whether `points` is a valid layout value: finite, not negative and below Texture's limit.
public func ASPointsValidForLayout(_ points: CGFloat) -> Bool {
    points.isFinite && points >= 0 && points < ASLayoutLimit
}

/// Whether both sides of `size` are valid layout values.
public func ASIsCGSizeValidForLayout(_ size: CGSize) -> Bool {
    ASPointsValidForLayout(size.width) && ASPointsValidForLayout(size.height)
}

/// Whether `points` is a valid size: not negative and finite (∞ is a valid maximum).
public func ASPointsValidForSize(_ points: CGFloat) -> Bool {
    !points.isNaN && points >= 0 && points < ASLayoutLimit
}

/// Whether both sides of `size` are valid sizes.
public func ASIsCGSizeValidForSize(_ size: CGSize) -> Bool {
    ASPointsValidForSize(size.width) && ASPointsValidForSize(size.height)
}

/// Whether `points` is a valid position: finite and within Texture's limit either way.
public func ASIsCGPositionPointsValidForLayout(_ points: CGFloat) -> Bool {
    points.isFinite && abs(points) < ASLayoutLimit
}

/// Whether both coordinates of `point` are valid positions.
public func ASIsCGPositionValidForLayout(_ point: CGPoint) -> Bool {
    ASIsCGPositionPointsValidForLayout(point.x) && ASIsCGPositionPointsValidForLayout(point.y)
}

/// Whether `rect`'s origin is a valid position and its size a valid layout size.
public func ASIsCGRectValidForLayout(_ rect: CGRect) -> Bool {
    ASIsCGPositionValidForLayout(rect.origin) && ASIsCGSizeValidForLayout(rect.size)
}

/// `size` resolved against `parentSize`, automatic dimensions taking `autoSize`'s.
public func ASLayoutSizeResolveSize(_ size: ASLayoutSize, _ parentSize: CGSize, _ autoSize: CGSize) -> CGSize {
    CGSize(width: ASDimensionResolve(size.width, parentSize.width, autoSize.width),
           height: ASDimensionResolve(size.height, parentSize.height, autoSize.height))
}

/// Whether every entry of `t` is a number (not NaN): a transform with a NaN entry is refused.
public func ASIsTransformValidForLayout(_ t: CATransform3D) -> Bool {
    !t.entries.contains { $0.isNaN }
}
