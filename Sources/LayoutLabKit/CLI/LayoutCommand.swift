import ArgumentParser
import Foundation
import LayoutEngine
import LayoutRender

/// `layoutlab layout FILE... [--json | --ascii]`: prints the computed layout of every fixture.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Print the computed layout of every fixture in the given files.",
        discussion: """
        Frames are in points relative to each fixture's root. Errors in a file are printed to \
        standard error with the file, line and key path; the other files and fixtures still print. \
        Exit status: 0 when every file loaded, 2 when any had errors.
        """
    )

    @Argument(help: "Fixture files (YAML or JSON).")
    var files: [String]

    @Flag(help: "Print JSON as the fixture format page specifies.")
    var json = false

    @Flag(help: "Print each layout as ASCII art.")
    var ascii = false

    @Option(help: "Only fixtures whose name matches this glob.")
    var filter: String?

    func validate() throws {
        if json && ascii { throw ValidationError("--json and --ascii cannot be combined") }
    }

    func run() throws {
        let measurer: TextEngine
        do { measurer = try TextEngine() } catch {
            printError("layoutlab: \(error)")
            throw ExitCode(2)
        }
        var hadErrors = false
        var entries: [String] = []
        for file in files {
            let loaded = FixtureLoader.load(file: file)
            for error in loaded.errors { printError(error.description); hadErrors = true }
            for document in loaded.fixtures where filter.map({ Glob.matches($0, document.name) }) ?? true {
                do {
                    let result = try FixtureLayout.compute(document, textMeasurer: measurer)
                    if json {
                        entries.append(LayoutJSON.fixture(name: document.name, tree: result.tree, scale: document.scale))
                    } else if ascii {
                        print("\(document.name) (\(LayoutJSON.num(result.tree.size.width))×\(LayoutJSON.num(result.tree.size.height)))")
                        print(LayoutText.asciiArt(result.root))
                    } else {
                        print("\(document.name)")
                        print(LayoutText.frames(result.tree.root), terminator: "")
                    }
                } catch let error as FixtureError {
                    printError(error.description); hadErrors = true
                } catch {
                    printError("\(file): \(document.name): \(error)"); hadErrors = true
                }
            }
        }
        if json { print(LayoutJSON.document(entries)) }
        if hadErrors { throw ExitCode(2) }
    }
}
