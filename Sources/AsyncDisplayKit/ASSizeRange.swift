import Foundation
import LayoutGeometry

/// The sizes an element may take: at least `min`, at most `max` (Texture's `ASSizeRange`).
public struct ASSizeRange: Hashable, Sendable, CustomStringConvertible {
    /// The smallest size.
    public var min: CGSize
    /// The largest size (an axis may be `.infinity`).
    public var max: CGSize

    /// Creates a range.
    public init(min: CGSize, max: CGSize) {
        self.min = min
        self.max = max
    }

    /// A range of exactly `size`.
    public init(exactly size: CGSize) { self.init(min: size, max: size) }

    /// The engine's range.
    public var sizeRange: SizeRange { SizeRange(min: min.layoutSize, max: max.layoutSize) }

    /// A range from the engine's.
    public init(_ range: SizeRange) { self.init(min: CGSize(range.min), max: CGSize(range.max)) }

    /// `{{minW, minH}, {maxW, maxH}}`.
    public var description: String { NSStringFromASSizeRange(self) }
}

/// The range from zero to ∞ on both axes.
public let ASSizeRangeUnconstrained = ASSizeRange(min: .zero, max: CGSize(width: CGFloat.infinity, height: .infinity))

/// The range of exactly zero.
public let ASSizeRangeZero = ASSizeRange(min: .zero, max: .zero)

/// A range from `min` to `max`.
public func ASSizeRangeMake(_ min: CGSize, _ max: CGSize) -> ASSizeRange { ASSizeRange(min: min, max: max) }

/// A range of exactly `exactSize`.
public func ASSizeRangeMake(_ exactSize: CGSize) -> ASSizeRange { ASSizeRange(min: exactSize, max: exactSize) }

/// `size` clamped into the range.
public func ASSizeRangeClamp(_ sizeRange: ASSizeRange, _ size: CGSize) -> CGSize {
    CGSize(sizeRange.sizeRange.clamp(size.layoutSize))
}

/// The intersection of two ranges, as Texture computes it.
public func ASSizeRangeIntersect(_ sizeRange: ASSizeRange, _ otherSizeRange: ASSizeRange) -> ASSizeRange {
    ASSizeRange(sizeRange.sizeRange.intersect(otherSizeRange.sizeRange))
}

/// Whether two ranges are equal.
public func ASSizeRangeEqualToSizeRange(_ lhs: ASSizeRange, _ rhs: ASSizeRange) -> Bool { lhs == rhs }

/// Whether the range's maximum has an area (both sides positive).
public func ASSizeRangeHasSignificantArea(_ sizeRange: ASSizeRange) -> Bool {
    sizeRange.max.width > 0 && sizeRange.max.height > 0
}

/// `{{minW, minH}, {maxW, maxH}}`.
public func NSStringFromASSizeRange(_ sizeRange: ASSizeRange) -> String {
    "{\(NSCoder.string(sizeRange.min)), \(NSCoder.string(sizeRange.max))}"
}

extension NSCoder {
    fileprivate static func string(_ size: CGSize) -> String {
        func f(_ v: CGFloat) -> String {
            v.isInfinite ? "inf" : (v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(Double(v)))
        }
        return "{\(f(size.width)), \(f(size.height))}"
    }
}
