import Foundation
import LayoutFile
import Testing
@testable import LayoutReport

@Suite("Layout files for the report")
struct LayoutFileReaderTests {
    private func encode(_ object: Any) throws -> Data { try JSONSerialization.data(withJSONObject: object) }

    @Test func flattensInTreeOrderWithParentsAndEnrichedKeys() throws {
        let data = try SampleReport.layoutFile(name: "c", size: [60, 40], scale: 2, root: SampleReport.cardLayout(name: "c", avatarX: 4))
        let layout = try LayoutFileReader.read(data, fixtureName: "c")
        #expect(layout.size == [60, 40] && layout.scale == 2 && layout.total == 8)
        #expect(layout.nodes.map(\.kind) == ["inset", "stack", "image", "text", "control", "button", "image", "image"])
        #expect(layout.nodes.map(\.parent) == [-1, 0, 1, 1, 1, 1, 1, 1])
        #expect(layout.nodes.map(\.isSpec) == [true, true, false, false, false, false, false, false])
        #expect(layout.nodes[0].insets == [4, 4, 4, 4] && layout.nodes[0].debugName == nil && layout.nodes[0].style == nil)
        #expect(layout.nodes[1].debugName == "card" && layout.nodes[1].frame == [4, 4, 52, 32])
        #expect(layout.nodes[2].imageScale == [2, 2] && layout.nodes[2].imagePixels == [64, 64])
        #expect(layout.nodes[3].text == "Hello <b>" && layout.nodes[3].style == "flexGrow: 1")
        #expect(layout.nodes[4].hitArea?.area == [20, 14, 28, 18] && layout.nodes[4].hitArea?.slop == [-4, -4, -4, -4])
    }

    @Test func aNodeWithNoTouchAreaLeftKeepsAnExplicitNull() throws {
        let root = SampleReport.element("control", "gone", [0, 0, 10, 10], extra: ["hitArea": ["area": NSNull(), "slop": [20, 20, 20, 20]]])
        let layout = try LayoutFileReader.read(try encode(["name": "n", "size": [10, 10], "root": root]), fixtureName: "n")
        var json = ScriptJSONWriter()
        layout.nodes[0].write(to: &json)
        #expect(json.text.contains("\"ha\":{\"a\":null,\"sl\":[20,20,20,20]}"))
    }

    @Test func aWholeDocumentIsReadByFixtureName() throws {
        let doc: [String: Any] = ["fixtures": [
            ["name": "a", "size": [1, 1], "root": SampleReport.element("node", "first", [0, 0, 1, 1])],
            ["name": "b", "size": [1, 1], "root": SampleReport.element("node", "second", [0, 0, 1, 1])],
        ]]
        #expect(try LayoutFileReader.read(try encode(doc), fixtureName: "b").nodes.first?.debugName == "second")
        #expect(try LayoutFileReader.read(try encode(doc), fixtureName: "zzz").nodes.first?.debugName == "first")
    }

    @Test func malformedValuesAreDroppedNotTrusted() throws {
        let root: [String: Any] = ["kind": 7, "debugName": ["x"], "frame": [1, 2, "3", 4], "children": "none", "insets": [1, 2],
                                   "image": ["scaleFactor": [1]], "style": ""]
        let layout = try LayoutFileReader.read(try encode(["root": root]), fixtureName: "x")
        #expect(layout.nodes.count == 1)
        let node = layout.nodes[0]
        #expect(node.kind == "?" && node.debugName == nil && node.frame == nil && node.insets == nil && node.imageScale == nil && node.style == nil)
        #expect(layout.size == nil && layout.scale == nil)
    }

    @Test func unreadableFilesSayWhy() {
        #expect(throws: LayoutFileReader.Failure.self) { try LayoutFileReader.read(Data("{not json".utf8), fixtureName: "x") }
        do {
            _ = try LayoutFileReader.read(Data("[1, 2]".utf8), fixtureName: "x")
            Issue.record("an array was accepted")
        } catch {
            #expect(error.message == "expected a JSON object at the top")
        }
        do {
            _ = try LayoutFileReader.read(Data("{\"name\": \"x\"}".utf8), fixtureName: "x")
            Issue.record("a file without a root was accepted")
        } catch {
            #expect(error.message == "expected an object at `root`")
        }
    }

    @Test func hugeLayoutsAreCappedAndCounted() throws {
        let children = (0..<(HTMLReportLimits.nodes + 500)).map { SampleReport.element("node", nil, [Double($0), 0, 1, 1]) }
        let layout = try LayoutFileReader.read(try encode(["root": SampleReport.element("stack", nil, [0, 0, 1, 1], children: children)]),
                                               fixtureName: "x")
        #expect(layout.nodes.count == HTMLReportLimits.nodes)
        #expect(layout.total == HTMLReportLimits.nodes + 501)
        #expect(layout.nodes.last?.frame?[0] == Double(HTMLReportLimits.nodes - 2))
    }

    @Test func deepNestingIsFlattenedWithoutRecursion() throws {
        var element = SampleReport.element("node", "leaf", [0, 0, 1, 1])
        for _ in 0..<200 { element = SampleReport.element("wrapper", nil, [0, 0, 1, 1], children: [element]) }
        let layout = try LayoutFileReader.read(try encode(["root": element]), fixtureName: "x")
        #expect(layout.nodes.count == 201)
        #expect(layout.nodes.last?.debugName == "leaf" && layout.nodes.last?.parent == 199)
    }

    /// `levels` wrappers around a leaf, written as the layout file writes them.
    private func nested(_ levels: Int) -> Data {
        let wrapper = #"{"kind": "wrapper", "debugName": null, "frame": [0, 0, 1, 1], "style": "", "children": ["#
        let leaf = #"{"kind": "node", "debugName": "leaf", "frame": [0, 0, 1, 1], "style": "", "children": []}"#
        let text = #"{"name": "x", "size": [1, 1], "scale": 2, "root": "# + String(repeating: wrapper, count: levels) + leaf
            + String(repeating: "]}", count: levels) + "}"
        return Data(text.utf8)
    }

    @Test func deepLayoutFilesAreReadThroughTheLayoutFileReader() throws {
        let layout = try LayoutFileReader.read(nested(5_000), fixtureName: "x")
        #expect(layout.total == 5_001 && layout.nodes.count == 5_001)
        #expect(layout.nodes.last?.debugName == "leaf" && layout.nodes.last?.parent == 4_999)
        #expect(layout.nodes.first?.isSpec == true && layout.nodes.last?.isSpec == false)
    }

    @Test func nestingBeyondTheLayoutFileDepthIsAClearFailure() throws {
        do {
            _ = try LayoutFileReader.read(nested(LayoutFileEntry.maxDepth + 1), fixtureName: "x")
            Issue.record("a layout deeper than the layout file's limit was read")
        } catch {
            #expect(error.message.contains("nested deeper than \(LayoutFileEntry.maxDepth) levels"), "\(error.message)")
        }
    }
}
