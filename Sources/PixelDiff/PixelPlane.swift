/// A read-only view of RGBA8 pixels (straight alpha) with a row stride, so that the overlap of
/// two differently sized images can be compared in place.
///
/// It holds a raw pointer: it is valid only inside the `withUnsafeBytes` call that produced it.
struct PixelPlane: @unchecked Sendable {
    /// First byte of the top-left pixel.
    let base: UnsafeRawPointer
    /// Bytes from one row to the next.
    let rowBytes: Int
    /// Columns in the view.
    let width: Int
    /// Rows in the view.
    let height: Int

    /// The pixel at (x, y) as `r | g << 8 | b << 16 | a << 24`.
    @inline(__always)
    func pixel(_ x: Int, _ y: Int) -> UInt32 {
        UInt32(littleEndian: base.loadUnaligned(fromByteOffset: y &* rowBytes &+ x &* 4, as: UInt32.self))
    }

    /// First byte of row `y`.
    @inline(__always)
    func row(_ y: Int) -> UnsafeRawPointer { base + y &* rowBytes }
}

/// A writable RGBA8 canvas for the diff image, shared by the row bands that each write their own
/// rows.
struct MutablePixelPlane: @unchecked Sendable {
    /// First byte of the top-left pixel.
    let base: UnsafeMutableRawPointer
    /// Bytes from one row to the next.
    let rowBytes: Int

    /// Stores a pixel given as `r | g << 8 | b << 16 | a << 24`.
    @inline(__always)
    func set(_ x: Int, _ y: Int, _ value: UInt32) {
        base.storeBytes(of: value.littleEndian, toByteOffset: y &* rowBytes &+ x &* 4, as: UInt32.self)
    }
}
