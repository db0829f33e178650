import Foundation
import LayoutLabTestSupport
import Testing

/// `texture-source-adapter`, which the TextureSourceAdapter plugin runs on node files whose hook
/// overrides sit inside extensions: only those overrides change, every line stays where it was.
@Suite struct TextureSourceAdapterTests {
    private func adapt(_ source: String) throws -> (status: Int32, text: String, stderr: String) {
        let temporary = try TemporaryDirectory("cli")
        defer { temporary.remove() }
        let dir = temporary.url
        let input = dir.appendingPathComponent("Node.swift"), output = dir.appendingPathComponent("Out.swift")
        try Data(source.utf8).write(to: input)
        let run = try CLIHarness.run([input.path, output.path], executable: "texture-source-adapter")
        let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        return (run.status, text, run.stderr)
    }

    @Test func overridesInExtensionsBecomeAdaptedHooks() throws {
        let source = """
        import AsyncDisplayKit

        class Card: ASDisplayNode {
          override func layout() { super.layout() }
        }

        extension Card {
          override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
            // override func didLoad() in a comment stays
            let s = "override func calculateSizeThatFits(" + \"\"\"
              override func layout()
            \"\"\"
            return ASLayoutSpec()
          }
          public override func calculateSizeThatFits(_ size: CGSize) -> CGSize { size }
          override var description: String { "card" }
          func helper() {}
        }
        """
        let result = try adapt(source)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.text.components(separatedBy: "\n")
        #expect(lines.first?.hasPrefix("#sourceLocation(file: \"") == true)
        let body = Array(lines.dropFirst())
        let original = source.components(separatedBy: "\n")
        // Every original line keeps its place; only the two hook overrides in the extension change.
        #expect(body[3] == original[3])
        #expect(body[7] == "           func _asExtension_layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {")
        #expect(body[8] == original[8] && body[10] == original[10])
        #expect(body[14] == "  public          func _asExtension_calculateSizeThatFits(_ size: CGSize) -> CGSize { size }")
        #expect(body[15] == original[15])
        #expect(result.text.contains("extension Card: _ASExtension_layoutSpecThatFits {}\n"))
        #expect(result.text.contains("extension Card: _ASExtension_calculateSizeThatFits {}\n"))
        #expect(!result.text.contains("_ASExtension_layout {}"))
    }

    @Test func aSubclassOverridingInAnExtensionWhatItsSuperclassDoesIsRefusedAtItsLine() throws {
        let source = """
        import AsyncDisplayKit

        extension FancyCard {
          override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
            super.layoutSpecThatFits(constrainedSize)
          }
        }
        class Card: ASDisplayNode {}
        final class FancyCard: Card {}
        extension Card {
          override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec { ASLayoutSpec() }
          override func layout() { super.layout() }
        }
        extension FancyCard {
          override func layout() { super.layout() }
        }
        """
        let result = try adapt(source)
        #expect(result.status == 0, "\(result.stderr)")
        let body = Array(result.text.components(separatedBy: "\n").dropFirst())
        let original = source.components(separatedBy: "\n")
        // FancyCard's overrides stay as written; Card's are adapted.
        #expect(body[3] == original[3] && body[14] == original[14])
        #expect(body[10].contains("func _asExtension_layoutSpecThatFits(") && body[11].contains("func _asExtension_layout("))
        #expect(result.text.contains("extension Card: _ASExtension_layoutSpecThatFits {}\n"))
        #expect(result.text.contains("extension Card: _ASExtension_layout {}\n"))
        #expect(!result.text.contains("extension FancyCard: _ASExtension_"))
        // One error at each refused override's line, saying what to do.
        for line in [4, 15] {
            let location = "line: \(line))\n#error(\""
            #expect(result.text.contains(location), "an #error at line \(line):\n\(result.text)")
        }
        #expect(result.text.contains("#error(\"FancyCard overrides layoutSpecThatFits in an extension, and so does its superclass Card: "
                                     + "Swift on Linux cannot chain overrides made in extensions"))
        #expect(result.text.contains("move FancyCard's override into the body of class FancyCard\")"))
    }

    @Test func theModulesOtherFilesTellTheClassHierarchy() throws {
        let temporary = try TemporaryDirectory("cli")
        defer { temporary.remove() }
        let dir = temporary.url
        // The base class and its extension override in two other files of the module.
        let base = dir.appendingPathComponent("Card.swift"), extras = dir.appendingPathComponent("Card+Layout.swift")
        try Data("class Card: ASDisplayNode {}\nclass FancyCard: Card {}\n".utf8).write(to: base)
        try Data("extension Card {\n  override func layout() { super.layout() }\n}\n".utf8).write(to: extras)
        let input = dir.appendingPathComponent("FancyCard+Layout.swift"), output = dir.appendingPathComponent("Out.swift")
        let source = "import AsyncDisplayKit\n\nextension FancyCard {\n  override func layout() { super.layout() }\n}\n"
        try Data(source.utf8).write(to: input)
        let run = try CLIHarness.run([input.path, output.path, base.path, extras.path], executable: "texture-source-adapter")
        #expect(run.status == 0, "\(run.stderr)")
        let text = try String(contentsOf: output, encoding: .utf8)
        #expect(text.contains("line: 4)\n#error(\"FancyCard overrides layout in an extension, and so does its superclass Card"), "\(text)")
        #expect(!text.contains("_asExtension_") && !text.contains("_ASExtension_"))
        // Without the context the file is adapted as before (the compiler then finds the clash).
        let alone = try CLIHarness.run([input.path, output.path], executable: "texture-source-adapter")
        #expect(alone.status == 0)
        #expect(try String(contentsOf: output, encoding: .utf8).contains("extension FancyCard: _ASExtension_layout {}"))
        // Run again with the same result, the output file is not written again.
        let before = try FileManager.default.attributesOfItem(atPath: output.path)[.modificationDate] as? Date
        usleep(20_000)
        _ = try CLIHarness.run([input.path, output.path], executable: "texture-source-adapter")
        #expect(try FileManager.default.attributesOfItem(atPath: output.path)[.modificationDate] as? Date == before)
    }

    @Test func regexLiteralsNestedTypesAndTheConformancesLines() throws {
        let source = """
        import AsyncDisplayKit

        let quote = /a"b/
        let ratio = width / 2 / height
        extension Feed.Row {
          override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
            let q = /"/
            return ASLayoutSpec()
          }
          override func didLoad() { super.didLoad() }
        }
        """
        let result = try adapt(source)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.text.components(separatedBy: "\n")
        #expect(lines[6].contains("func _asExtension_layoutSpecThatFits("))
        #expect(lines[10].contains("func _asExtension_didLoad()"))
        #expect(lines[3] == "let quote = /a\"b/" && lines[4] == "let ratio = width / 2 / height")
        // Each conformance is told at its override's line, so a diagnostic about it points there.
        let tail = Array(lines.dropFirst(1 + source.components(separatedBy: "\n").count))
        #expect(tail.contains { $0.hasPrefix("#sourceLocation(file: \"") && $0.hasSuffix("\", line: 6)") })
        #expect(tail.contains("extension Feed.Row: _ASExtension_layoutSpecThatFits {}"))
        #expect(tail.contains { $0.hasSuffix("\", line: 10)") })
        #expect(tail.contains("extension Feed.Row: _ASExtension_didLoad {}"))
    }

    @Test func selectorsOverSeveralLinesGenericExtensionsAndSpacedObjcNames() throws {
        let source = """
        let a = #selector(
            refresh)
        let b = #selector(didTap(_:
                                 event:))
        @objc (tapped) func c() {}
        extension Box where T: Equatable {
          override func layout() {}
        }
        """
        let result = try adapt(source)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = Array(result.text.components(separatedBy: "\n").dropFirst())
        // Every line stays where it was.
        #expect(lines[0] == "let a = Selector(#\"refresh\"#, Self.refresh)" && lines[1] == "")
        #expect(lines[2] == "let b = Selector(#\"didTap(_:event:)\"#, Self.didTap(_:event:))" && lines[3] == "")
        #expect(lines[4] == String(repeating: " ", count: "@objc (tapped)".count) + " func c() {}")
        #expect(lines[6].contains("func _asExtension_layout()"))
        #expect(result.text.contains("extension Box: _ASExtension_layout where T: Equatable {}"))
    }

    @Test func aFileWithoutSuchOverridesIsCopiedAsItIs() throws {
        let source = "class A: ASDisplayNode {\n  override func layoutSpecThatFits(_ c: ASSizeRange) -> ASLayoutSpec { ASLayoutSpec() }\n}\n"
        let result = try adapt(source)
        #expect(result.status == 0)
        #expect(result.text.components(separatedBy: "\n").dropFirst().joined(separator: "\n") == source)
    }

    @Test func unreadableInputFailsNamingIt() throws {
        let run = try CLIHarness.run(["/no/such/file.swift", "/tmp/out.swift"], executable: "texture-source-adapter")
        #expect(run.status == 1)
        #expect(run.stderr.contains("/no/such/file.swift"))
    }
}

/// Target–action: `#selector` becomes a `Selector` that carries the method, `@objc` is blanked,
/// and no line moves.
@Suite struct TargetActionAdapterTests {
    private func adapt(_ source: String) throws -> [String] {
        let temporary = try TemporaryDirectory("cli")
        defer { temporary.remove() }
        let dir = temporary.url
        let input = dir.appendingPathComponent("Node.swift"), output = dir.appendingPathComponent("Out.swift")
        try Data(source.utf8).write(to: input)
        let run = try CLIHarness.run([input.path, output.path], executable: "texture-source-adapter")
        #expect(run.status == 0, "\(run.stderr)")
        return Array(((try? String(contentsOf: output, encoding: .utf8)) ?? "").components(separatedBy: "\n").dropFirst())
    }

    @Test func selectorsCarryTheirMethodAndObjcIsBlanked() throws {
        let source = """
        final class Row: ASCellNode {
          @objc(tapped:) private func didTap(_ sender: ASButtonNode) {}
          @objc func refresh() {}
          func wire() {
            button.addTarget(self, action: #selector(didTap(_:)), forControlEvents: .touchUpInside)
            button.addTarget(self, action: #selector( self.refresh ), forControlEvents: .touchUpInside)
            other.addTarget(target, action: #selector(Row.refresh), forControlEvents: .valueChanged)
            let s = "#selector(notCode) @objc"  // #selector(commented)
            let g = #selector(getter: Row.title)
          }
        }
        @objcMembers class Plain {}
        """
        let lines = try adapt(source)
        let original = source.components(separatedBy: "\n")
        #expect(lines.count >= original.count)
        #expect(lines[1] == "  " + String(repeating: " ", count: "@objc(tapped:)".count) + " private func didTap(_ sender: ASButtonNode) {}")
        #expect(lines[2] == "        func refresh() {}")
        #expect(lines[4].contains("action: Selector(#\"didTap(_:)\"#, Self.didTap(_:)), forControlEvents"))
        #expect(lines[5].contains("action: Selector(#\"self.refresh\"#, Self.refresh), forControlEvents"))
        #expect(lines[6].contains("action: Selector(#\"Row.refresh\"#, Row.refresh), forControlEvents"))
        #expect(lines[7] == original[7])
        #expect(lines[8].contains("Selector(#\"getter: Row.title\"#)"))
        #expect(lines[11] == "             class Plain {}")
    }
}
