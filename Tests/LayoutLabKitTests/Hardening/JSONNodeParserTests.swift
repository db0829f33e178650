@testable import LayoutFixtures
import Foundation
@testable import LayoutLabKit
import LayoutFile
import Testing
import Yams

@Suite("JSON fixture parser")
struct JSONNodeParserTests {
    private func parse(_ text: String, maxDepth: Int = 100) throws -> Node {
        try JSONNodeParser.parse(text, maxDepth: maxDepth)
    }

    private func syntaxError(_ text: String, maxDepth: Int = 100) -> JSONNodeParser.SyntaxError? {
        do {
            _ = try parse(text, maxDepth: maxDepth)
            return nil
        } catch {
            return error as? JSONNodeParser.SyntaxError
        }
    }

    @Test func valuesKeepTheirTextStyleAndPosition() throws {
        let node = try parse("{\n  \"a\": [1, -2.5e3, true, null],\n  \"é\": \"x\\\"\\\\\\/\\b\\f\\n\\r\\t\\u00e9\\ud83d\\ude00\"\n}")
        let pairs = try #require(node.mapping).map { ($0.key, $0.value) }
        #expect(pairs.count == 2)
        let list = try #require(pairs[0].1.sequence).map { $0 }
        #expect(list.map { $0.scalar?.string } == ["1", "-2.5e3", "true", "null"])
        #expect(list.allSatisfy { $0.scalar?.style == .plain })
        #expect(pairs[1].0.scalar?.string == "é")
        #expect(pairs[1].1.scalar?.string == "x\"\\/\u{8}\u{C}\n\r\té😀")
        #expect(pairs[1].1.scalar?.style == .doubleQuoted)
        // Lines and columns (in characters) are 1-based, as libyaml's.
        #expect(node.mark?.line == 1 && node.mark?.column == 1)
        #expect(pairs[0].1.mark?.line == 2 && pairs[0].1.mark?.column == 8)
        #expect(pairs[1].1.mark?.line == 3 && pairs[1].1.mark?.column == 8)
        #expect(list[1].mark?.line == 2 && list[1].mark?.column == 12)
    }

    @Test func theMarkIsYamsMark() {
        // `Mark` is built from two Ints; this fails if Yams changes its layout.
        let mark = JSONNodeParser.mark(line: 12, column: 34)
        #expect(mark?.line == 12 && mark?.column == 34)
        #expect(MemoryLayout<Mark>.size == MemoryLayout<(Int, Int)>.size)
    }

    @Test(arguments: [
        ("", "line 1, column 1: expected a JSON value (an object, array, string, number, true, false or null), found the end of the file"),
        ("{\"a\" 1}", "line 1, column 6: expected : after an object key, found \"1}\""),
        ("{a: 1}", "line 1, column 2: expected a quoted object key, found \"a: 1}\""),
        ("[1, 2", "line 1, column 6: expected , or ] after an array item, found the end of the file"),
        ("[1 2]", "line 1, column 4: expected , or ] after an array item, found \"2]\""),
        ("{\"a\": 1,}", "line 1, column 9: expected a quoted object key, found \"}\""),
        ("\"abc", "line 1, column 5: a string is not closed (expected \")"),
        ("\"a\tb\"", "line 1, column 3: a string contains a raw control character (write it as an escape such as \\n)"),
        ("\"\\q\"", "line 1, column 2: unknown escape \"\\\\q\\\"\" in a string (expected \\\", \\\\, \\/, \\b, \\f, \\n, \\r, \\t or \\uXXXX)"),
        ("\"\\ud800\"", "line 1, column 8: a \\u escape holds half a surrogate pair"),
        ("\"\\udc00\"", "line 1, column 8: a \\u escape holds half a surrogate pair"),
        ("\"\\u12G4\"", "line 1, column 6: expected four hexadecimal digits after \\u"),
        ("01", "line 1, column 1: a number must not start with 0"),
        ("-", "line 1, column 1: expected a JSON value (an object, array, string, number, true, false or null), found \"-\""),
        ("1.", "line 1, column 3: expected digits after the decimal point"),
        ("1e+", "line 1, column 4: expected digits in the exponent"),
        ("tru", "line 1, column 1: expected a JSON value (an object, array, string, number, true, false or null), found \"tru\""),
        ("{}\n{}", "line 2, column 1: expected the end of the file after the JSON value, found \"{}\""),
    ])
    func syntaxErrorsSayWhereAndWhat(text: String, message: String) {
        #expect(syntaxError(text)?.description == message)
    }

    @Test func nestingIsBoundedWithoutRecursion() throws {
        // 100000 levels are refused at the limit, with no stack overflow on this thread.
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let error = try #require(syntaxError(deep, maxDepth: 30_100))
        #expect(error.isTooDeep && error.column == 30_101)
        #expect(error.message == "objects and arrays nest deeper than 30100 levels")
        // The fixture loader says how deep elements may nest.
        guard case .failure(let fixtureError) = FixtureLoader.parse(deep, file: "deep.json") else {
            Issue.record("a fixture nested past the limit was parsed")
            return
        }
        #expect(fixtureError.message == "objects and arrays nest deeper than 30100 levels (elements may nest at most 10000 deep)")
        // Just within the limit parses.
        let within = String(repeating: "[", count: 30_100) + String(repeating: "]", count: 30_100)
        #expect(syntaxError(within, maxDepth: 30_100) == nil)
    }

    @Test func jsonFilesGetTheJSONMessageAndLineNumbers() {
        let r = FixtureLoader.load(text: "{\"name\": \"x\",\n \"size\": [10, 10],\n \"root\": {\"node\": {\"alpha\": 2}}}", file: "f.json")
        #expect(r.errors.map(\.description) == ["f.json:3: root.node.alpha: expected an alpha from 0 to 1, found 2"])
        let broken = FixtureLoader.load(text: "{\"name\": \"x\",\n \"size\": [10, 10]\n \"root\": {}}", file: "f.json")
        #expect(broken.errors.map(\.description) == ["f.json:3: not valid JSON: line 3, column 2: expected , or } after an object member, found \"\\\"root\\\": {}}\""])
        // JSON-looking YAML (flow style, unquoted keys) still reads as YAML.
        let flow = FixtureLoader.load(text: "{name: x, size: [10, 10], root: {node: {}}}", file: "f.yaml")
        #expect(flow.errors.isEmpty && flow.fixtures.count == 1)
    }
}
