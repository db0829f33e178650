import LayoutFixtures
import LayoutEngine
import LayoutGeometry
import LayoutLabKit
import Testing

@Suite("Fixture files")
struct FixtureLoaderTests {
    private func load(_ text: String) -> FixtureLoader.FileResult { FixtureLoader.load(text: text, file: "t.yaml") }

    @Test func readsADocumentWithEveryTopLevelKey() throws {
        let r = load("""
        name: header/left-right
        size: [320, auto]
        scale: 3
        background: "#000"
        layoutDirection: rtl
        diff: {threshold: 0.2, maxDiffPixels: 4}
        root: {node: {debugName: box, style: {width: "50%", height: 20, flexGrow: 1}}}
        """)
        #expect(r.errors.isEmpty)
        let f = try #require(r.fixtures.first)
        #expect(f.name == "header/left-right")
        #expect(f.size == SizeRange(min: Size(width: 320, height: 0), max: Size(width: 320, height: .infinity)))
        #expect(f.scale == 3 && f.layoutDirection == .rtl && f.background == .black)
        #expect(f.diffPolicy == DiffPolicyOverrides(threshold: 0.2, maxDiffPixels: 4))
        #expect(f.root.style.width == .fraction(0.5) && f.root.style.height == .points(20) && f.root.style.flexGrow == 1)
        #expect(f.root.debugName == "box")
    }

    @Test func jsonIsAccepted() {
        let r = load(#"{"name": "j", "size": {"min": [0, 0], "max": [300, "auto"]}, "root": {"stack": {"children": [{"spacer": {}}]}}}"#)
        #expect(r.errors.isEmpty)
        #expect(r.fixtures.first?.size.max.width == 300)
        #expect(r.fixtures.first?.size.max.height == .infinity)
    }

    @Test func errorsNameTheKeyPathAndTheExpectation() {
        let r = load("""
        name: bad
        size: [320, auto]
        root:
          stack:
            children:
              - node: {}
              - node: {style: {flexGrow: lots}}
              - inset: {insets: 8}
              - node: {backgroundColor: "#12"}
              - frame: {}
        """)
        #expect(r.fixtures.isEmpty)
        let text = r.errors.map(\.description)
        #expect(text.contains { $0.contains("t.yaml:7: root.stack.children[1].node.style.flexGrow: expected a number, found \"lots\"") })
        #expect(text.contains { $0.contains("root.stack.children[2].inset.child: missing") })
        #expect(text.contains { $0.contains("root.stack.children[3].node.backgroundColor: expected a colour") })
        #expect(text.contains { $0.contains("root.stack.children[4].frame: unknown element kind") })
    }

    @Test func unknownKeysAreRejectedWithASuggestion() {
        let r = load("name: x\nsize: [1, 1]\nroot: {node: {style: {widht: 3}}}\nsclae: 2\n")
        let text = r.errors.map(\.description).joined(separator: "\n")
        #expect(text.contains("root.node.style.widht: unknown key for style"))
        #expect(text.contains("did you mean width?"))
        #expect(text.contains("sclae: unknown key for a fixture document"))
    }

    @Test func aBadFixtureDoesNotHideTheGoodOnes() {
        let r = load("""
        fixtures:
          - {name: a, size: [10, 10], root: {node: {}}}
          - {name: b, size: [10, 10], root: {node: {alpha: 3}}}
          - {name: c, size: [10, 10], root: {ratio: {ratio: 0, child: {node: {}}}}}
          - {name: d, size: [10, 10], root: {spacer: {}}}
        """)
        #expect(r.fixtures.map(\.name) == ["a", "d"])
        #expect(r.errors.count == 2)
        #expect(r.errors[0].keyPath == "fixtures[1].root.node.alpha")
        #expect(r.errors[1].keyPath == "fixtures[2].root.ratio.ratio")
    }

    @Test func variantsExpandAndAreNamed() {
        let r = load("""
        name: cell
        size: [320, auto]
        root: {node: {}}
        variants:
          - {name: dark, background: "#000"}
          - {size: [414, auto]}
          - {layoutDirection: rtl}
        """)
        #expect(r.errors.isEmpty)
        #expect(r.fixtures.map(\.name) == ["cell@dark", "cell@414", "cell@rtl"])
        #expect(r.fixtures[0].background == .black && r.fixtures[0].size.max.width == 320)
        #expect(r.fixtures[1].size.max.width == 414 && r.fixtures[1].background == .white)
    }

    @Test func duplicateNamesAndUnsafeNamesAreErrors() {
        let r = load("""
        fixtures:
          - {name: same, size: [1, 1], root: {node: {}}}
          - {name: same, size: [1, 1], root: {node: {}}}
          - {name: ../escape, size: [1, 1], root: {node: {}}}
          - {name: /abs, size: [1, 1], root: {node: {}}}
        """)
        #expect(r.fixtures.map(\.name) == ["same"])
        let text = r.errors.map(\.description).joined(separator: "\n")
        #expect(text.contains("two fixtures are named \"same\""))
        #expect(text.contains(". or .. segments"))
        #expect(text.contains("must not start with /"))
    }

    @Test func syntaxErrorsAreReportedNotThrown() {
        let r = load("name: [unclosed\nsize: 3")
        #expect(r.fixtures.isEmpty)
        #expect(r.errors.first?.message.hasPrefix("not valid YAML or JSON") == true)
    }

    @Test func textLinksBecomeRuns() throws {
        let r = load("name: t\nsize: [100, auto]\nroot: {text: {text: \"Read more here\", links: [more]}}\n")
        let root = try #require(r.fixtures.first).root
        guard let t = root.kind as? TextDescription else { Issue.record("not text"); return }
        #expect(t.properties.text.runs.map(\.text) == ["Read ", "more", " here"])
        #expect(t.properties.text.runs[1].link == "more")
    }

    @Test(arguments: ["#F00", "#FF0000", "#FF0000FF", "red", "Red", " #ff0000 ", "#f00\t"])
    func colours(text: String) {
        #expect(ColorParser.parse(text) == Color.red)
    }

    @Test func hexColoursReadEveryDigitAndRefuseTheRest() {
        #expect(ColorParser.parse("#12345678") == Color(r8: 0x12, g8: 0x34, b8: 0x56, a8: 0x78))
        #expect(ColorParser.parse("#9aBcDe") == Color(r8: 0x9A, g8: 0xBC, b8: 0xDE))
        #expect(ColorParser.parse("#0a7") == Color(r8: 0x00, g8: 0xAA, b8: 0x77))
        for text in ["#12", "#12345", "#1234567", "#GG0000", "#ff00 0", "#", "ff0000", "#ff0000ff0", "#ＦＦ0000"] {
            #expect(ColorParser.parse(text) == nil, "\(text)")
        }
    }
}
