import Foundation
import LayoutEngine
import LayoutFixtures
import LayoutGeometry
import LayoutRender
import Testing
@testable import LayoutLabKit

/// File and Swift fixtures take one path through layout, drawing and checking.
@Suite struct FixtureTests {
    private func document() throws -> FixtureDocument {
        let loaded = FixtureLoader.load(text: """
        name: t/box
        size: [40, 30]
        scale: 1
        root: {node: {debugName: box, backgroundColor: "#FF0000"}}
        """, file: "/tmp/box.yaml")
        return try #require(loaded.fixtures.first)
    }

    @Test func aFileAndASwiftFixtureOfOneTreeLayOutAndDrawAlike() throws {
        let swift = SwiftFixture("t/box", width: 40, height: 30, scale: 1) {
            let node = DisplayNode()
            node.debugName = "box"
            node.backgroundColor = Color(red: 1, green: 0, blue: 0)
            return node
        }
        let renderer = NodeRenderer(textEngine: try TextEngine())
        let fixtures: [any Fixture] = [try document(), swift]
        let frames = try fixtures.map { try FixtureLayout.compute($0, textMeasurer: renderer.textEngine).tree.root.frame }
        #expect(frames[0] == frames[1] && frames[0] == Rect(x: 0, y: 0, width: 40, height: 30))
        let images = try fixtures.map { try FixtureRender.render($0, renderer: renderer).composited }
        #expect(images[0] == images[1])
        #expect(fixtures.map { $0.drawingScale(for: Size(width: 40, height: 30)) } == [1, 1])
    }

    @Test func aFileNestedDeeperThanThisThreadHoldsFailsNamingTheFile() throws {
        var deep = try document()
        deep.depth = FixtureReader.depthLimit() + 1
        #expect(deep.problem?.hasPrefix("elements nest \(deep.depth) levels, more than the") == true)
        let error = #expect(throws: FixtureError.self) {
            try FixtureRender.render(deep, renderer: NodeRenderer(textEngine: try TextEngine()))
        }
        #expect(error?.description.hasPrefix("/tmp/box.yaml: t/box: elements nest") == true)
        #expect(try document().problem == nil)
    }

    @Test func aSourceThatDidNotLoadHasNoFixtureToLayOut() throws {
        let invalid = CheckFixture.Source.invalid(message: "bad.yaml:3: root: expected a map")
        #expect(invalid.fixture == nil)
        let error = #expect(throws: CheckError.self) { try invalid.checkable() }
        #expect(error?.description == "bad.yaml:3: root: expected a map")
        #expect(CheckFixture.Source.file(try document()).fixture?.name == "t/box")
    }
}
