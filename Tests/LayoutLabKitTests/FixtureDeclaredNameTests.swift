import Foundation
import LayoutFixtures
import Testing

@Suite("Fixture names told without parsing")
struct FixtureDeclaredNameTests {
    private func name(_ text: String) -> String? { FixtureLoader.declaredName(in: Array(text.utf8)) }

    private let body = "size: [10, 10]\nroot:\n  node: {backgroundColor: red}\n"

    @Test func aPlainNameAtTheTopIsTold() {
        #expect(name("name: screens0/screen1\n" + body) == "screens0/screen1")
        #expect(name("# a comment\n\nname: a.b_c-d/e2   \r\n" + body) == "a.b_c-d/e2")
        #expect(name(body + "name: last") == "last")
        #expect(name("size: [10, 10]\nname: middle\nroot:\n  text: {text: \"name: other\"}\n") == "middle")
        // Text inside indented values is not looked at.
        #expect(name("name: one\nroot:\n  text:\n    text: |\n      name: two\n") == "one")
    }

    @Test func anythingElseIsLeftToTheParser() {
        let unsure = [
            "",
            body,  // no name
            "name: one\nname: two\n" + body,  // the parser reports the duplicate
            "name: \"quoted\"\n" + body,
            "name: 'quoted'\n" + body,
            "name: with space\n" + body,
            "name: x # comment\n" + body,
            "name: &anchor x\n" + body,
            "name: *alias\n" + body,
            "name: !!str x\n" + body,
            "name: -x\n" + body,
            "name: x@y\n" + body,
            "name: a//b\n" + body,  // not a fixture name
            "name: x/..\n" + body,
            "name:\n  x\n" + body,
            "name: x\n  continued\n" + body,  // a plain scalar going on
            "name: x\n\n  continued\n" + body,
            "name: x\n# comment\n" + body,
            "  name: x\n  size: [10, 10]\n",  // not at the first column
            "\u{FEFF}name: x\n" + body,
            "name: x\n" + body + "variants:\n  - size: [20, 20]\n",
            "fixtures:\n  - name: x\n",
            "name: x\n---\nname: y\n" + body,
            "%YAML 1.1\n---\nname: x\n" + body,
            "{name: x, size: [10, 10], root: {node: {}}}",
            "{\"name\": \"x\", \"size\": [10, 10], \"root\": {\"node\": {}}}",
            "\"name\": x\n" + body,
            "? name\n: x\n" + body,
            "<<: {name: y}\nname: x\n" + body,
            "a1: [1]\nname: x\n" + body,  // a key that is not all letters
            "\tname: x\n" + body,
            "name: x\rroot: {node: {}}\n",  // a lone carriage return breaks a line in YAML
            "name: x\n" + body + "background: \"\u{2028}name: y\"\n",
            "name: x\n" + body + "debug: \"\u{85}\"\n",
            "size: [10, 10]\nroot: \"text\nname: x\n\"\n",  // a line at the first column inside a quoted scalar
        ]
        for text in unsure { #expect(name(text) == nil, "\(text.debugDescription)") }
    }

    @Test func aToldNameIsTheOnlyNameLoadingGives() throws {
        // Every fixture file of the project, and files made to mislead: whenever a name is told,
        // loading the file gives no fixture of another name.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var texts: [(String, String)] = []
        for folder in ["Fixtures", "Examples", "Tests", "tools"] {
            let base = root.appendingPathComponent(folder).path
            guard let walk = FileManager.default.enumerator(atPath: base) else { continue }
            for case let path as String in walk where ["yaml", "yml", "json"].contains((path as NSString).pathExtension) {
                if let text = try? String(contentsOfFile: base + "/" + path, encoding: .utf8) { texts.append((folder + "/" + path, text)) }
            }
        }
        #expect(texts.count > 50)
        texts += [
            ("quoted-line.yaml", "size: [10, 10]\nbackground: \"red\nname: x\nroot: a\"\n"),
            ("flow-line.yaml", "size: [10, 10]\nroot: {node: {}, a: [\nname: x\nb: 1]}\n"),
            ("unknown-key.yaml", "name: x\ncolour: red\n" + body),
            ("bad-root.yaml", "name: x\nsize: [10, 10]\nroot: {nodes: {}}\n"),
        ]
        var told = 0
        for (file, text) in texts {
            guard let declared = name(text) else { continue }
            told += 1
            let names = FixtureLoader.load(text: text, file: file).fixtures.map(\.name)
            #expect(names.allSatisfy { $0 == declared } && names.count <= 1, "\(file): told \(declared), loaded \(names)")
        }
        #expect(told >= 4)
    }
}
