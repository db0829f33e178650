/// Which corners a node's `cornerRadius` rounds (Core Animation's `maskedCorners`).
public struct RoundedCorners: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt8
    /// Creates a set from bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Top left.
    public static let topLeft = RoundedCorners(rawValue: 1 << 0)
    /// Top right.
    public static let topRight = RoundedCorners(rawValue: 1 << 1)
    /// Bottom left.
    public static let bottomLeft = RoundedCorners(rawValue: 1 << 2)
    /// Bottom right.
    public static let bottomRight = RoundedCorners(rawValue: 1 << 3)
    /// All four (the default).
    public static let all: RoundedCorners = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}
