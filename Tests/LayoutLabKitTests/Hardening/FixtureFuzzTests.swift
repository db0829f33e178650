import LayoutFixtures
import Foundation
import LayoutEngine
import LayoutLabKit
import LayoutLabTestSupport
import LayoutRender
import Testing

/// Seeded fuzzing of the fixture loader and everything after it: files mutated from the bundled
/// fixtures (bytes damaged, keys swapped, values made extreme, elements nested or repeated,
/// aliases added, written as YAML or JSON) either load, lay out, write their layout JSON and
/// render, or are refused with errors that name the file and say what is wrong. Nothing crashes
/// or hangs. `LAYOUTLAB_FUZZ_SECONDS` runs the loop for that long instead of the fixed count.
@Suite("Fixture loader fuzzing")
struct FixtureFuzzTests {
    /// The repository's bundled fixture files, with their paths (images resolve beside them).
    static func seeds() throws -> [(path: String, text: String)] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")
        let files = try FixtureDiscovery.fixtureFiles(roots: [root.path], required: true).files
        return try files.map { ($0, try String(contentsOfFile: $0, encoding: .utf8)) }
    }

    /// What went against the rules when loading, laying out and (when `render`) drawing `text`.
    static func violations(_ text: String, file: String, renderer: NodeRenderer, render: Bool) -> [String] {
        var problems: [String] = []
        let loaded = FixtureLoader.load(text: text, file: file)
        if loaded.errors.count > 51 { problems.append("\(loaded.errors.count) errors kept") }
        // YAML ends lines at LF, CR or CR LF.
        let lines = max(text.utf8.filter { $0 == 0x0A }.count, text.utf8.filter { $0 == 0x0D }.count) + 1
        for error in loaded.errors {
            if error.file != file || error.message.isEmpty { problems.append("an error without its file or message: \(error)") }
            if let line = error.line, line < 1 || line > lines + 1 { problems.append("line \(line) of \(lines): \(error)") }
        }
        for document in loaded.fixtures {
            if let problem = FixtureName.problem(document.name) { problems.append("loaded a bad name: \(problem)") }
            do {
                let layout = try FixtureLayout.compute(document, textMeasurer: renderer.textEngine)
                let json = LayoutJSON.fixture(name: document.name, tree: layout.tree, scale: document.scale)
                do {
                    _ = try LayoutSnapshot.read(Data(json.utf8), file: "layout.json")
                } catch {
                    problems.append("\(document.name): its layout JSON does not read back: \(error)")
                }
                if render { _ = try FixtureRender.render(document, renderer: renderer) }
            } catch let error as FixtureError {
                if error.file != document.sourceFile || error.message.isEmpty { problems.append("a bad error: \(error)") }
            } catch {
                problems.append("\(document.name): an error that is not a FixtureError: \(error)")
            }
        }
        return problems
    }

    @Test func mutatedFixturesLoadOrAreRefusedWithReasons() throws {
        let seeds = try FixtureFuzzTests.seeds()
        #expect(seeds.count >= 10)
        let summary = DeepStack.run { () -> (problems: [String], inputs: Int, loaded: Int, refused: Int, aliased: Int) in
            guard let renderer = try? NodeRenderer(textEngine: TextEngine()) else { return (["no text engine"], 0, 0, 0, 0) }
            var rng = FuzzRandom(seed: 0xF1C5_7E5)
            var problems: [String] = []
            var iteration = 0, loaded = 0, refused = 0, aliased = 0
            let deadline = FuzzBudget.deadline()
            while FuzzBudget.continues(iteration, minimum: 700, deadline: deadline) {
                iteration += 1
                let seed = seeds[rng.below(seeds.count)]
                let text = FixtureMutator.mutate(seed.text, with: &rng)
                let found = FixtureFuzzTests.violations(text, file: seed.path, renderer: renderer, render: iteration % 8 == 0)
                problems += found.map { "input \(iteration) from \(seed.path): \($0)" }
                if FixtureLoader.load(text: text, file: seed.path).errors.isEmpty {
                    loaded += 1
                    if text.contains("&a ") && text.contains("*a") { aliased += 1 }
                } else {
                    refused += 1
                }
            }
            return (problems, iteration, loaded, refused, aliased)
        }
        if FuzzBudget.seconds != nil {
            print("Fixture fuzzing: \(summary.inputs) inputs, \(summary.loaded) loaded, \(summary.refused) refused")
        }
        #expect(summary.problems.isEmpty, "\(summary.problems.prefix(5))")
        // The mutations reach both outcomes, aliases included.
        #expect(summary.loaded > summary.inputs / 20 && summary.refused > summary.inputs / 5,
                "loaded \(summary.loaded), refused \(summary.refused)")
        #expect(summary.aliased > 0, "no input with an alias loaded")
    }

    @Test func theCorpusOfNastyFixturesIsHandled() throws {
        let corpus = try FuzzCorpus.files(in: "fixtures")
        #expect(corpus.count >= 10)
        let problems = DeepStack.run { () -> [String] in
            guard let renderer = try? NodeRenderer(textEngine: TextEngine()) else { return ["no text engine"] }
            return corpus.flatMap { name, bytes in
                FixtureFuzzTests.violations(String(decoding: bytes, as: UTF8.self), file: name, renderer: renderer, render: true)
                    .map { "\(name): \($0)" }
            }
        }
        #expect(problems.isEmpty, "\(problems.prefix(5))")
    }
}
