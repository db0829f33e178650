import ArgumentParser
import Foundation
import LayoutEngine
import LayoutFixtures
import LayoutLabKit
import LayoutRender

/// `layoutlab explain FILE_OR_FIXTURE [NODE] [--json]`: why an element has its frame.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain why an element has its size and position, step by step, and list the layout warnings.",
        discussion: """
        Lays the fixture out with a trace and prints the chain from the root to NODE: for each \
        element the range it was offered and which spec (and Texture function) offered it; for \
        NODE itself its style, the steps that sized it (base size, flexGrow and flexShrink shares, \
        stretching, min/max clamps, pixel rounding) and the step that placed it, each with the \
        deviation id or stack step of docs/semantics.md, then its frame and its warnings. NODE is \
        a debugName (a Swift fixture's nodes are named after their properties), a path as the \
        structural diff writes it (node "card"/stack[0]/text "title"), or the end of one. Without \
        NODE every element is explained. FILE_OR_FIXTURE is a fixture file (every fixture in it, \
        or those --fixture matches) or the name of one of the harness's Swift fixtures. Exit \
        status: 0 when it was explained; 2 when the file, fixture or node was not found, or a \
        fixture could not be laid out.
        """
    )

    @Argument(help: "A fixture file (YAML or JSON) or the name of a Swift fixture of this harness.")
    var target: String

    @Argument(help: "The element: a debugName, a path, or the end of a path. Every element when omitted.")
    var node: String?

    @Option(help: "Only fixtures in the file whose name matches this glob.")
    var fixture: String?

    @Flag(help: "Print one JSON document per fixture (chain, steps and warnings) instead of text.")
    var json = false

    func run() throws {
        let measurer: TextEngine
        do { measurer = try TextEngine() } catch {
            printError("layoutlab: \(error)")
            throw ExitCode(2)
        }
        func explain(_ fixture: some Fixture) throws -> FixtureExplanation {
            let result = try FixtureLayout.compute(fixture, textMeasurer: measurer, traced: true)
            return FixtureExplanation(name: fixture.name, scale: fixture.scale, result: result)
        }
        var explained: [FixtureExplanation] = []
        var failed = false
        if FileManager.default.fileExists(atPath: target) {
            let loaded = FixtureLoader.load(file: target)
            for error in loaded.errors { printError(error.description); failed = true }
            for document in loaded.fixtures where fixture.map({ Glob.matches($0, document.name) }) ?? true {
                do {
                    explained.append(try explain(document))
                } catch {
                    printError("\(error)"); failed = true
                }
            }
        } else if let swiftFixture = LayoutLab.catalog.fixture(named: target) {
            if let problem = swiftFixture.problem {
                printError(SwiftFixtureError(name: swiftFixture.name, message: problem).description); throw ExitCode(2)
            }
            do {
                explained.append(try explain(swiftFixture))
            } catch {
                printError("\(error)"); throw ExitCode(2)
            }
        } else {
            printError("layoutlab explain: no fixture file or Swift fixture named \"\(target)\"")
            throw ExitCode(2)
        }
        if explained.isEmpty {
            if !failed { printError("layoutlab explain: no fixture in \(target)" + (fixture.map { " matches --fixture \"\($0)\"" } ?? "")) }
            throw ExitCode(2)
        }
        var found = node == nil
        for explanation in explained {
            let targets = node.map { explanation.matches($0) }
            if let targets, targets.isEmpty { continue }
            found = true
            if json {
                printOut(String(decoding: explanation.json(targets: targets), as: UTF8.self))
                continue
            }
            printOut("\(explanation.name) (scale \(LayoutTrace.number(explanation.scale)), "
                     + "\(explanation.warnings.count) warning\(explanation.warnings.count == 1 ? "" : "s"))")
            if let targets {
                for i in targets { printOut(explanation.text(for: i), terminator: "") }
            } else {
                printOut(explanation.fullText, terminator: "")
            }
        }
        if !found, let node {
            let names = explained.flatMap { $0.elements.compactMap(\.debugName) }
            printError("layoutlab explain: no element \"\(node)\" in \(target)"
                       + (names.isEmpty ? "" : "; named elements: " + names.prefix(20).joined(separator: ", ")))
            throw ExitCode(2)
        }
        if failed { throw ExitCode(2) }
    }
}
