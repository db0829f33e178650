import Foundation
import Testing

/// One `check` over a folder of pathological fixtures beside a good one: the good one is checked
/// as usual, each bad one ends as an `error` with a message naming what is wrong, the run goes on
/// and exits 2.
@Suite("check over pathological fixtures")
struct PathologicalRunTests {
    /// A JSON fixture `levels` elements deep (stacks and insets around a red node).
    static func deepJSON(_ name: String, levels: Int) -> String {
        var e = "{\"node\": {\"debugName\": \"inner\", \"backgroundColor\": \"red\", \"style\": {\"width\": 20, \"height\": 10}}}"
        for i in 1..<levels { e = i % 2 == 0 ? "{\"stack\": {\"children\": [\(e)]}}" : "{\"inset\": {\"insets\": 0, \"child\": \(e)}}" }
        return "{\"name\": \"\(name)\", \"size\": [30, 20], \"scale\": 1, \"root\": \(e)}"
    }

    /// File name → (fixture name in the report, the status, a fragment of its message).
    static let expectations: [(file: String, name: String, status: String, message: String)] = [
        ("good.yaml", "good", "new", "no baseline; recorded Baselines/good.png"),
        ("deep.json", "deep", "new", "no baseline; recorded"),
        ("no-font.yaml", "no-font", "new", "no baseline; recorded"),
        ("nan.yaml", "Fixtures/nan.yaml", "error", "Fixtures/nan.yaml:2: size[0]: expected a finite number, found \".nan\""),
        ("inf.yaml", "Fixtures/inf.yaml", "error", "root.node.style.flexGrow: expected a finite number, found \".inf\""),
        ("huge.yaml", "Fixtures/huge.yaml", "error", "size[1]: expected a finite number, found 1e400"),
        ("negative.yaml", "Fixtures/negative.yaml", "error", "size[0]: expected a number ≥ 0 or auto, found -5"),
        ("ratio.yaml", "Fixtures/ratio.yaml", "error", "root.ratio.ratio: expected a ratio > 0 (height / width), found 0"),
        ("zero.yaml", "zero", "error", "the layout is 0×0 points, less than a pixel on a side at scale 2: nothing to draw"),
        ("wide.yaml", "wide", "error", "the layout is 100000×10 points, 200000×20 pixels at scale 2; layoutlab renders at most 16384 pixels a side"),
        ("missing-image.yaml", "missing-image", "error", "root.image.image: image nothere.png: file does not exist"),
        ("text.json", "Fixtures/text.json", "error", "root.text.text: a string may hold at most 1048576 bytes of UTF-8; this one holds 10485760"),
        ("too-deep.json", "Fixtures/too-deep.json", "error", "elements nest deeper than 10000 levels"),
        ("bomb.yaml", "Fixtures/bomb.yaml", "error", "aliases expand the file to more than 16777216 YAML nodes"),
        ("broken.json", "Fixtures/broken.json", "error", "Fixtures/broken.json:1: not valid JSON: line 1, column 14: expected"),
    ]

    static func write(into p: ScratchProject) throws {
        try p.write(boxFixture("good"), "Fixtures/good.yaml")
        try p.write(deepJSON("deep", levels: 10_000), "Fixtures/deep.json")
        try p.write("name: no-font\nsize: [120, 30]\nroot: {text: {text: Hello, font: \"No Such Family Bold 14\"}}\n", "Fixtures/no-font.yaml")
        try p.write("name: nan\nsize: [.nan, 10]\nroot: {node: {}}\n", "Fixtures/nan.yaml")
        try p.write("name: inf\nsize: [10, 10]\nroot: {node: {style: {flexGrow: .inf}}}\n", "Fixtures/inf.yaml")
        try p.write("name: huge\nsize: [10, 1e400]\nroot: {node: {}}\n", "Fixtures/huge.yaml")
        try p.write("name: negative\nsize: [-5, 10]\nroot: {node: {}}\n", "Fixtures/negative.yaml")
        try p.write("name: ratio\nsize: [10, auto]\nroot: {ratio: {ratio: 0, child: {node: {}}}}\n", "Fixtures/ratio.yaml")
        try p.write("name: zero\nsize: [0, 0]\nroot: {node: {backgroundColor: red}}\n", "Fixtures/zero.yaml")
        try p.write("name: wide\nsize: [100000, 10]\nroot: {node: {backgroundColor: red}}\n", "Fixtures/wide.yaml")
        try p.write("name: missing-image\nsize: [10, 10]\nroot: {image: {image: nothere.png}}\n", "Fixtures/missing-image.yaml")
        let text = String(repeating: "lorem ipsum ", count: 10 * 1024 * 1024 / 12 + 1).prefix(10 * 1024 * 1024)
        try p.write("{\"name\": \"text\", \"size\": [100, 100], \"root\": {\"text\": {\"text\": \"\(text)\"}}}", "Fixtures/text.json")
        try p.write(deepJSON("too-deep", levels: 10_001), "Fixtures/too-deep.json")
        var bomb = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for i in 1...8 { bomb += "a\(i): &a\(i) [\(Array(repeating: "*a\(i - 1)", count: 10).joined(separator: ", "))]\n" }
        try p.write(bomb + "name: bomb\nsize: [10, 10]\nroot: {node: {}}\n", "Fixtures/bomb.yaml")
        try p.write("{\"name\": \"x\" \"size\": [10, 10]}", "Fixtures/broken.json")
    }

    @Test func badFixturesErrorTheRestIsCheckedAndTheRunExitsTwo() throws {
        let p = try ScratchProject()
        try PathologicalRunTests.write(into: p)
        let first = try p.run(["check", "--jobs", "2"])
        #expect(first.status == 2, "\(first.stdout)\(first.stderr)")
        var outcomes = try p.outcomes()
        #expect(outcomes.count == PathologicalRunTests.expectations.count, "\(outcomes.keys.sorted())")
        for expected in PathologicalRunTests.expectations {
            let outcome = outcomes[expected.name]
            #expect(outcome?["status"] as? String == expected.status, "\(expected.file): \(outcome ?? [:])")
            #expect((outcome?["message"] as? String)?.contains(expected.message) == true,
                    "\(expected.file): \(outcome?["message"] as? String ?? "no message")")
            // An error line names its fixture, or the file that did not load, once.
            if expected.status == "error" {
                #expect(first.stdout.contains("ERROR   \(expected.name):") && !first.stdout.contains("\(expected.name): \(expected.name)"))
            }
        }
        #expect(p.exists("Baselines/good.png") && p.exists("Baselines/deep.png") && p.exists("Baselines/deep.layout.json"))

        // Checked again, the good ones pass against what was recorded; the bad ones still error.
        let second = try p.run(["check", "--jobs", "2"])
        #expect(second.status == 2)
        outcomes = try p.outcomes()
        for name in ["good", "deep", "no-font"] { #expect(outcomes[name]?["status"] as? String == "passed", "\(name)") }
        let summary = try #require(try p.report()["summary"] as? [String: Int])
        #expect(summary["passed"] == 3 && summary["error"] == PathologicalRunTests.expectations.count - 3)

        // A change deep inside fails with its structural diff, and approving it reads its layout back.
        try p.write(PathologicalRunTests.deepJSON("deep", levels: 10_000).replacingOccurrences(of: "\"red\"", with: "\"blue\""),
                    "Fixtures/deep.json")
        #expect(try p.run(["check", "--record", "never", "--filter", "deep"]).status == 2)
        #expect(try p.outcomes()["deep"]?["status"] as? String == "failed")
        let approve = try p.run(["approve", "deep"])
        #expect(approve.status == 0, "\(approve.stdout)\(approve.stderr)")
        #expect(try p.run(["check", "--filter", "deep"]).status == 2)
        #expect(try p.outcomes()["deep"]?["status"] as? String == "passed")
    }

    @Test func layoutAndRenderRunDeepFixturesOnTheirMainThread() throws {
        let p = try ScratchProject()
        try p.write(PathologicalRunTests.deepJSON("deep", levels: 10_000), "deep.json")
        let layout = try p.run(["layout", "--json", "deep.json"])
        #expect(layout.status == 0, "\(layout.stderr)")
        #expect(layout.stdout.hasPrefix("{\"fixtures\": [{\"name\": \"deep\", \"size\": [30, 20], \"scale\": 1, \"root\": {\"kind\": "))
        #expect(layout.stdout.components(separatedBy: "\"kind\": ").count - 1 == 10_000)
        let ascii = try p.run(["layout", "--ascii", "deep.json"])
        #expect(ascii.status == 0 && ascii.stdout.contains("(no ASCII art: the layout has more than 2000 elements or nests deeper than 64 levels; use --json)"))
        let render = try p.run(["render", "deep.json", "-o", "deep.png"])
        #expect(render.status == 0, "\(render.stderr)")
        #expect(p.bytes("deep.png")?.prefix(4) == [0x89, 0x50, 0x4E, 0x47])
    }
}
