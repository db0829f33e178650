@testable import LayoutFixtures
import LayoutLabTestSupport
import Testing

@Suite("Fixture key paths")
struct FixtureKeyPathTests {
    /// A key path spelled out step by step as text: `.key` joined and the whole shortened, `[i]`
    /// and other text appended as they are.
    private struct TextPath {
        var text = ""
        func key(_ key: String) -> TextPath { TextPath(text: FixtureReader.shortened(text.isEmpty ? key : text + "." + key)) }
        func index(_ index: Int) -> TextPath { TextPath(text: "\(text)[\(index)]") }
        func appending(_ more: String) -> TextPath { TextPath(text: text + more) }
    }

    @Test func spellsOutWhatTheTextTakenStepByStepSays() {
        #expect(FixtureKeyPath.root.description == "")
        #expect(FixtureKeyPath.root.key("root").key("stack").key("children").index(2).key("text").description
                == "root.stack.children[2].text")
        #expect(FixtureKeyPath.root.key("documents").index(1).key("fixtures").index(0).key("name").description
                == "documents[1].fixtures[0].name")
        #expect(FixtureKeyPath.root.key("size").index(0).description == "size[0]")
        #expect(FixtureKeyPath("root.button").appending(".images.normal").appending(".image").description
                == "root.button.images.normal.image")
        #expect(FixtureKeyPath("").key("name").description == "name")
    }

    @Test func longPathsAreShortenedAtTheSameStepsAsText() {
        // Random walks down and across, with keys long and short, ASCII and not, and paths kept
        // whole (`anchored`) or not; at every step the path spells out what the text says.
        var random = FuzzRandom(seed: 35)
        let keys = ["root", "stack", "children", "inset", "child", "x", "ключ", "名前", "a-much-longer-key-than-most-files-use", "é"]
        for _ in 0..<200 {
            var path = FixtureKeyPath.root, text = TextPath()
            for _ in 0..<(1 + random.below(160)) {
                switch random.below(10) {
                case 0..<6:
                    let key = keys[random.below(keys.count)]
                    (path, text) = (path.key(key), text.key(key))
                case 6..<9:
                    let index = random.below(1000)
                    (path, text) = (path.index(index), text.index(index))
                default:
                    (path, text) = (path.appending(".image"), text.appending(".image"))
                }
                if random.below(3) == 0 { path = path.anchored }
                #expect(path.description == text.text)
            }
        }
    }

    @Test func errorsOfDeepElementsNameTheirPathAsText() throws {
        // 100 levels: a path of more than 300 characters, shortened several times on the way down.
        var element = "{node: {alpha: 2}}"
        for _ in 0..<100 { element = "{stack: {children: [{spacer: {}}, \(element)]}}" }
        let result = FixtureLoader.load(text: "name: deep\nsize: [10, 10]\nroot: \(element)\n", file: "deep.yaml")
        var text = TextPath().key("root")
        for _ in 0..<100 { text = text.key("stack").key("children").index(1) }
        text = text.key("node").key("alpha")
        #expect(result.errors.map(\.keyPath) == [text.text])
        #expect(text.text.contains("…"))
    }
}
