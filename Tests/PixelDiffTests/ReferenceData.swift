import Foundation
import LayoutBitmap
import LayoutRender

/// The image pairs and pixelmatch's answers recorded by tools/generators/pixelmatch-reference/pixelmatch-reference.py.
struct ReferenceData: Decodable {
    struct Case: Decodable, CustomStringConvertible {
        var name: String
        var a: String
        var b: String
        var premultiplied: Bool
        var aSize: [Int]
        var bSize: [Int]
        var results: [Expectation]
        var diffImage: String?
        var maskImage: String?
        var description: String { name }
    }

    struct Expectation: Decodable {
        var threshold: Double
        var includeAA: Bool
        var checkerboard: Bool
        var diffPixels: Int
        var aaPixels: Int
    }

    var reference: String
    var cases: [Case]

    static let folder: URL = Bundle.module.url(forResource: "Data", withExtension: nil)
        ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Data")

    static func load() throws -> ReferenceData {
        let data = try Data(contentsOf: folder.appendingPathComponent("pixelmatch-reference.json"))
        return try JSONDecoder().decode(ReferenceData.self, from: data)
    }

    /// The cases, for parameterised tests (empty when the data cannot be read; a separate test
    /// fails in that case).
    static var allCases: [Case] { (try? load().cases) ?? [] }

    static func image(_ name: String, premultiplied: Bool = false) throws -> Bitmap {
        var bitmap = try PNGCodec.read(path: folder.appendingPathComponent(name).path)
        bitmap.isPremultiplied = premultiplied
        return bitmap
    }
}
