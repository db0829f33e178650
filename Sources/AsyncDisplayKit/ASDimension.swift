import Foundation
import LayoutGeometry

/// The unit of an `ASDimension`.
public enum ASDimensionUnit: Int, Sendable {
    /// No value: the element decides.
    case auto
    /// Points.
    case points
    /// A fraction of the parent's size (0.5 is half).
    case fraction
}

/// A length that is automatic, in points, or a fraction of the parent (Texture's `ASDimension`).
public struct ASDimension: Hashable, Sendable, CustomStringConvertible {
    /// The unit.
    public var unit: ASDimensionUnit
    /// The value in that unit (0 for auto).
    public var value: CGFloat

    /// Creates a dimension.
    public init(unit: ASDimensionUnit, value: CGFloat) {
        self.unit = unit
        self.value = unit == .auto ? 0 : value
    }

    /// The engine's dimension.
    public var dimension: LayoutGeometry.Dimension {
        switch unit {
        case .auto: return .auto
        case .points: return .points(Double(value))
        case .fraction: return .fraction(Double(value))
        }
    }

    /// A dimension from the engine's.
    public init(_ dimension: LayoutGeometry.Dimension) {
        switch dimension {
        case .auto: self.init(unit: .auto, value: 0)
        case .points(let v): self.init(unit: .points, value: CGFloat(v))
        case .fraction(let v): self.init(unit: .fraction, value: CGFloat(v))
        }
    }

    /// `auto`, `10pt` or `50%`, as Texture prints dimensions.
    public var description: String { NSStringFromASDimension(self) }
}

/// Automatic (Texture's `ASDimensionAuto`).
public let ASDimensionAuto = ASDimension(unit: .auto, value: 0)

/// A dimension of `unit` and `value`.
public func ASDimensionMake(_ unit: ASDimensionUnit, _ value: CGFloat) -> ASDimension {
    ASDimension(unit: unit, value: value)
}

/// A dimension in points.
public func ASDimensionMake(_ points: CGFloat) -> ASDimension { ASDimension(unit: .points, value: points) }

/// A dimension from text: `"50%"` is a fraction of 0.5, `"10pt"` 10 points, `"auto"` automatic.
/// Any other text stops the program, as Texture's assertion does, naming the text.
public func ASDimensionMake(_ dimension: String) -> ASDimension {
    let text = dimension.trimmingCharacters(in: .whitespaces)
    if text.isEmpty || text == "auto" { return ASDimensionAuto }
    if text.hasSuffix("%"), let v = Double(text.dropLast()) { return ASDimension(unit: .fraction, value: CGFloat(v / 100)) }
    if text.hasSuffix("pt"), let v = Double(text.dropLast(2)) { return ASDimension(unit: .points, value: CGFloat(v)) }
    fatalError("ASDimensionMake(\"\(dimension)\"): expected \"auto\", a number with \"pt\" or a number with \"%\"")
}

/// A dimension in points.
public func ASDimensionMakeWithPoints(_ points: CGFloat) -> ASDimension { ASDimension(unit: .points, value: points) }

/// A dimension as a fraction of the parent (0.5 is half).
public func ASDimensionMakeWithFraction(_ fraction: CGFloat) -> ASDimension {
    ASDimension(unit: .fraction, value: fraction)
}

/// Whether two dimensions are equal.
public func ASDimensionEqualToDimension(_ lhs: ASDimension, _ rhs: ASDimension) -> Bool { lhs == rhs }

/// The dimension resolved against `parentSize`, or `autoSize` when automatic.
public func ASDimensionResolve(_ dimension: ASDimension, _ parentSize: CGFloat, _ autoSize: CGFloat) -> CGFloat {
    CGFloat(dimension.dimension.resolve(parent: Double(parentSize), auto: Double(autoSize)))
}

/// `auto`, `10pt` or `50%`.
public func NSStringFromASDimension(_ dimension: ASDimension) -> String {
    switch dimension.unit {
    case .auto: return "auto"
    case .points: return "\(format(dimension.value))pt"
    case .fraction: return "\(format(dimension.value * 100))%"
    }
}

private func format(_ v: CGFloat) -> String {
    v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(Double(v))
}

/// A width and a height, each an `ASDimension` (Texture's `ASLayoutSize`).
public struct ASLayoutSize: Hashable, Sendable {
    /// Width.
    public var width: ASDimension
    /// Height.
    public var height: ASDimension

    /// Creates a layout size.
    public init(width: ASDimension, height: ASDimension) {
        self.width = width
        self.height = height
    }
}

/// Automatic width and height.
public let ASLayoutSizeAuto = ASLayoutSize(width: ASDimensionAuto, height: ASDimensionAuto)

/// A layout size of `width` and `height`.
public func ASLayoutSizeMake(_ width: ASDimension, _ height: ASDimension) -> ASLayoutSize {
    ASLayoutSize(width: width, height: height)
}

/// `{width, height}`.
public func NSStringFromASLayoutSize(_ size: ASLayoutSize) -> String {
    "{\(NSStringFromASDimension(size.width)), \(NSStringFromASDimension(size.height))}"
}
