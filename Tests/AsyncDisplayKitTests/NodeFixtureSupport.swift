import LayoutFixtures
import AsyncDisplayKit
import Foundation
import LayoutEngine
import LayoutGeometry
import LayoutLabKit
import LayoutRender

/// Laying out node fixtures and fixture files, and describing their placed trees.
enum NodeFixtureSupport {
    /// This test target's folder.
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path

    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    /// One text engine for the tests of this thread.
    static func textEngine() throws -> TextEngine {
        let key = "AsyncDisplayKitTests.TextEngine"
        if let engine = Thread.current.threadDictionary[key] as? TextEngine { return engine }
        let engine = try TextEngine()
        Thread.current.threadDictionary[key] = engine
        return engine
    }

    /// The fixture laid out as `check` lays it out.
    static func layout(_ fixture: SwiftFixture) throws -> FixtureLayout.Result {
        try FixtureLayout.compute(fixture, textMeasurer: textEngine())
    }

    /// The fixture `name` of the file at `path` (relative to this folder), laid out.
    static func layoutFile(_ path: String, fixture name: String) throws -> FixtureLayout.Result {
        let loaded = FixtureLoader.load(file: testsFolder + "/" + path)
        if let error = loaded.errors.first { throw Failure("\(path): \(error.description)") }
        guard let document = loaded.fixtures.first(where: { $0.name == name }) else {
            throw Failure("\(path) has no fixture named \(name)")
        }
        return try FixtureLayout.compute(document, textMeasurer: textEngine())
    }

    /// The first fixture of a fixture file's text, laid out.
    static func layoutYAML(_ text: String) throws -> FixtureLayout.Result {
        let loaded = FixtureLoader.load(text: text, file: "/tmp/fixture.yaml")
        if let error = loaded.errors.first { throw Failure(error.description) }
        guard let document = loaded.fixtures.first else { throw Failure("no fixture in the text") }
        return try FixtureLayout.compute(document, textMeasurer: textEngine())
    }

    /// One line per placed element: depth, kind, name and frame.
    static func lines(_ tree: LayoutTree) -> [String] {
        var out: [String] = []
        tree.root.forEach { element, depth in
            let f = element.frame
            let name = element.element.debugName ?? "-"
            out.append("\(String(repeating: "  ", count: depth))\(element.element.kindName) \(name) "
                       + "(\(LayoutFormat.number(f.minX)), \(LayoutFormat.number(f.minY)), "
                       + "\(LayoutFormat.number(f.width)), \(LayoutFormat.number(f.height)))")
        }
        return out
    }

    /// The frame of the element named `name`, or nil.
    static func frame(_ name: String, in tree: LayoutTree) -> Rect? {
        tree.root.flattened.first { $0.element.debugName == name }?.frame
    }
}
