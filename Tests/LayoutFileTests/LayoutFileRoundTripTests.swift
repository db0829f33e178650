import Foundation
import LayoutFile
import Testing

@Suite("Layout file schema, writer and reader")
struct LayoutFileRoundTripTests {
    private let entry = LayoutFileEntry(
        name: "card", size: [60, 40.5], scale: 2,
        root: LayoutFileElement(kind: "inset", frame: [0, 0, 60, 40.5], insets: .resolved([4, 4, 4, 4]), children: [
            LayoutFileElement(kind: "stack", debugName: "row \"1\"", frame: [4, 4, 52, 32.5], style: "flexGrow: 1", children: [
                LayoutFileElement(kind: "control", frame: [4, 4, 10, 10], hitArea: .init(area: nil, slop: [-4, -4, -4, -4])),
                LayoutFileElement(kind: "image", frame: [14, 4, 32, 32], image: .init(pixelSize: [64, 64], scaleFactor: [1, 1])),
                LayoutFileElement(kind: "text", frame: nil, text: "Hello\n<b>"),
                LayoutFileElement(kind: "inset", frame: nil, insets: .unresolved),
            ]),
        ]))

    @Test func writesTheFileFormatKeyOrder() {
        let json = entry.root.children[0].children[2].json
        #expect(json == #"{"kind": "text", "debugName": null, "frame": null, "style": "", "text": "Hello\n<b>", "children": []}"#)
        #expect(entry.root.children[0].children[3].json.contains(#""insets": null, "children""#))
        #expect(entry.root.children[0].children[0].json.contains(#""hitArea": {"area": null, "slop": [-4, -4, -4, -4]}"#))
        #expect(entry.json.hasPrefix(#"{"name": "card", "size": [60, 40.5], "scale": 2, "root": {"kind": "inset""#))
        #expect(LayoutFileJSON.document([entry.json, entry.json]).hasPrefix(#"{"fixtures": [{"name""#))
    }

    @Test func readsBackWhatItWrites() throws {
        let data = Data(entry.json.utf8)
        #expect(try LayoutFileEntry.read(data, mode: .strict) == entry)
        #expect(try LayoutFileEntry.read(data, mode: .lenient(fixtureName: "card")) == entry)
        let document = Data(LayoutFileJSON.document([entry.json]).utf8)
        #expect(try LayoutFileEntry.read(document, mode: .strict) == entry)
    }

    @Test func insetsAreAbsentNullOrResolved() throws {
        let read = try LayoutFileEntry.read(Data(entry.json.utf8), mode: .strict).root
        #expect(read.insets == .resolved([4, 4, 4, 4]))
        #expect(read.children[0].insets == nil)
        #expect(read.children[0].children[3].insets == .unresolved)
    }

    @Test func strictReadingNamesTheFirstProblem() {
        let text = #"{"root": {"kind": "stack", "frame": null, "children": [{"kind": "node", "frame": [1, 2]}]}}"#
        #expect(throws: LayoutFileError(keyPath: "root.children[0].frame", message: "expected [x, y, w, h] or null")) {
            try LayoutFileEntry.read(Data(text.utf8), mode: .strict)
        }
        #expect(throws: LayoutFileError(keyPath: "fixtures[0].root", message: "missing")) {
            try LayoutFileEntry.read(Data(#"{"fixtures": [{"name": "x"}]}"#.utf8), mode: .strict)
        }
    }

    @Test func specKindsAreTheArrangingKinds() {
        #expect(LayoutFileElement(kind: "stack", frame: nil).isSpec)
        #expect(!LayoutFileElement(kind: "text", frame: nil).isSpec)
    }
}
