import LayoutFixtures
import LayoutLabKit
import ArgumentParser
import Foundation
import LayoutEngine
import LayoutRender

/// `layoutlab layout [FILE...] [--json | --ascii] [--filter GLOB]`: prints the computed layout of
/// every fixture in the files, or of the harness's Swift fixtures when no file is given.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Print the computed layout of every fixture in the given files, or of the harness's Swift fixtures.",
        discussion: """
        Prints each fixture's name and every element's kind, debugName and frame [x, y, w, h], \
        indented by depth; --json and --ascii print other forms. Frames are in points in the \
        fixture root's coordinates. With no file, a harness built with LayoutLab.main(catalog:) \
        lays out its Swift fixtures instead. Errors in a file are printed to standard error with \
        the file, line and key path; the other files and fixtures still print. Exit status: 0 when \
        every fixture was laid out; 2 when a file had errors, a Swift fixture could not be built, \
        or the arguments are wrong (--json with --ascii, or no file for a harness without Swift \
        fixtures).
        """
    )

    @Argument(help: "Fixture files (YAML or JSON); none for the harness's Swift fixtures.")
    var files: [String] = []

    @Flag(help: "Print one JSON document, in the format docs/fixture-format.md specifies.")
    var json = false

    @Flag(help: "Print each layout as ASCII art.")
    var ascii = false

    @Option(help: "Only fixtures whose name matches this glob.")
    var filter: String?

    @OptionGroup(title: "Swift fixtures")
    var isolation: IsolationArguments

    func validate() throws {
        if json && ascii { throw ValidationError("--json and --ascii cannot be combined") }
        if files.isEmpty && LayoutLab.catalog.fixtures.isEmpty {
            throw ValidationError("give one or more fixture files (this harness has no Swift fixtures)")
        }
    }

    func run() throws {
        let measurer: TextEngine
        do { measurer = try TextEngine() } catch {
            printError("layoutlab: \(error)")
            throw ExitCode(2)
        }
        if FixtureIsolation.isWorker {
            FixtureWorkerServer.serve { name in
                guard let fixture = LayoutLab.catalog.fixture(named: name) else {
                    throw SwiftFixtureError(name: name, message: "the harness has no Swift fixture of this name")
                }
                return try laidOut(fixture, measurer: measurer)
            }
        }
        var hadErrors = false
        var entries: [String] = []
        func emit(_ text: String) {
            if json { entries.append(text) } else { printOut(text, terminator: "") }
        }
        func wanted(_ name: String) -> Bool { filter.map { Glob.matches($0, name) } ?? true }

        if files.isEmpty {
            let workers = isolation.isolation.map(FixtureWorkerClient.init)
            var last: String?
            defer {
                if let failure = workers?.close(), let last {
                    printError(SwiftFixtureError(name: last, message: "after the fixture was laid out, " + failure).description)
                    hadErrors = true
                }
            }
            for fixture in LayoutLab.catalog.sortedFixtures where wanted(fixture.name) {
                if let problem = fixture.problem {
                    printError(SwiftFixtureError(name: fixture.name, message: problem).description); hadErrors = true
                    continue
                }
                do {
                    if let workers {
                        last = fixture.name
                        emit(try workers.perform(fixture.name, limit: fixture.timeLimit))
                    } else {
                        emit(try laidOut(fixture, measurer: measurer))
                    }
                } catch let error as FixtureWorkerError where error.workerEnded {
                    printError(SwiftFixtureError(name: fixture.name, message: error.description).description); hadErrors = true
                } catch {
                    printError("\(error)"); hadErrors = true
                }
            }
        }
        for file in files {
            let loaded = FixtureLoader.load(file: file)
            for error in loaded.errors { printError(error.description); hadErrors = true }
            for document in loaded.fixtures where wanted(document.name) {
                do {
                    emit(try laidOut(document, measurer: measurer))
                } catch let error as FixtureError {
                    printError(error.description); hadErrors = true
                } catch {
                    printError("\(file): \(document.name): \(error)"); hadErrors = true
                }
            }
        }
        // JSON escapes control characters itself.
        if json { print(LayoutJSON.document(entries)) }
        if hadErrors { throw ExitCode(2) }
    }

    /// Lays `fixture` out and returns what is printed for it, at the scale it is drawn at (as its
    /// layout file in a check says).
    private func laidOut(_ fixture: some Fixture, measurer: TextEngine) throws -> String {
        let result = try FixtureLayout.compute(fixture, textMeasurer: measurer)
        return text(fixture.name, result, scale: fixture.drawingScale(for: result.tree.size))
    }

    /// What is printed for one fixture: its JSON entry, its ASCII art or its frames, each ending
    /// in a line break (a JSON entry without one).
    private func text(_ name: String, _ result: FixtureLayout.Result, scale: Double) -> String {
        if json { return LayoutJSON.fixture(name: name, tree: result.tree, scale: scale) }
        if ascii {
            let art = LayoutText.asciiArt(result.root, placed: result.tree.root)
                ?? "(no ASCII art: the layout has more than \(LayoutText.asciiArtMaxElements) elements or nests deeper "
                   + "than \(LayoutText.asciiArtMaxDepth) levels; use --json)"
            return "\(name) (\(LayoutJSON.num(result.tree.size.width))×\(LayoutJSON.num(result.tree.size.height)))\n\(art)\n"
        }
        return name + "\n" + LayoutText.frames(result.tree.root)
    }
}
