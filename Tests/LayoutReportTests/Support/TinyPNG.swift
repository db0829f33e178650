import Foundation
import LayoutLabTestSupport

/// PNG test images: 8-bit RGBA, written by the shared `PNGFixtureWriter`.
enum TinyPNG {
    /// Encodes `width × height` pixels given by `pixel(x, y)` as RGBA.
    static func encode(width: Int, height: Int, pixel: (Int, Int) -> (UInt8, UInt8, UInt8, UInt8)) -> Data {
        let rows = (0..<height).map { y in
            (0..<width).flatMap { x -> [UInt8] in
                let (r, g, b, a) = pixel(x, y)
                return [r, g, b, a]
            }
        }
        return Data(PNGFixtureWriter.png(width: width, height: height, bitDepth: 8, colorType: 6, rows: rows))
    }
}
