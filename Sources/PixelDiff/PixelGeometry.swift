/// The width and height of an image, in pixels.
public struct PixelSize: Hashable, Sendable, CustomStringConvertible {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int

    /// Creates a size.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Number of pixels (`width × height`).
    public var area: Int { width * height }

    /// `"W×H"`.
    public var description: String { "\(width)×\(height)" }
}

/// An axis-aligned rectangle of whole pixels: columns `x ..< x + width`, rows `y ..< y + height`.
public struct PixelRect: Hashable, Sendable, CustomStringConvertible {
    /// Left column.
    public var x: Int
    /// Top row.
    public var y: Int
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int

    /// Creates a rectangle.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Number of pixels covered.
    public var area: Int { width * height }

    /// One past the right-most column.
    public var maxX: Int { x + width }

    /// One past the bottom row.
    public var maxY: Int { y + height }

    /// `"x,y W×H"`.
    public var description: String { "\(x),\(y) \(width)×\(height)" }
}
