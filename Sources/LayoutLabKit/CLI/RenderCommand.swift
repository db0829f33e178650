import ArgumentParser
import Foundation
import LayoutRender

/// `layoutlab render FILE [--fixture NAME] -o OUT.png [--overlays …]`: renders fixtures to PNG.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a fixture to a PNG image, with debugging overlays when asked.",
        discussion: """
        The fixture is laid out with Pango-measured text at its size and scale, drawn over its \
        background, and written atomically. With --overlays, the chosen layers are drawn over the \
        image: hit-area (every control's effective touch area: green inside the frame, blue where a \
        negative hitTestSlop adds, hatched red where a positive one removes), pixel-scaling (each \
        image node's pixel ÷ point ratio in red at its bottom-right, when not 1) and spec-boundary \
        (every layout spec outlined dashed and named, inset specs' insets shaded).

        A file with several fixtures needs --fixture NAME to pick one, or -o naming a folder \
        (an existing folder, or a path ending in /): every fixture is then written to \
        FOLDER/NAME.png ('/' in names make subfolders). Errors name the file and fixture. Exit \
        status: 0 when every image was written, 2 on any error.
        """
    )

    @Argument(help: "A fixture file (YAML or JSON).")
    var file: String

    @Option(help: "The fixture to render, by name (needed when the file holds several, unless -o is a folder).")
    var fixture: String?

    @Option(name: [.customShort("o"), .customLong("output")], help: "The PNG to write, or a folder for every fixture.")
    var output: String

    @Option(help: "Overlays to draw over the image, comma-separated: hit-area, pixel-scaling, spec-boundary.")
    var overlays: String?

    func validate() throws {
        if let overlays {
            do { _ = try FixtureRender.overlays(parsing: overlays) } catch { throw ValidationError("--overlays: \(error)") }
        }
        if output.isEmpty { throw ValidationError("-o/--output must not be empty") }
    }

    func run() throws {
        let kinds = try overlays.map(FixtureRender.overlays(parsing:)) ?? []
        let loaded = FixtureLoader.load(file: file)
        var failed = false
        for error in loaded.errors { printError(error.description); failed = true }

        var isFolder: ObjCBool = false
        let toFolder = output.hasSuffix("/")
            || (FileManager.default.fileExists(atPath: output, isDirectory: &isFolder) && isFolder.boolValue)
        let chosen: [FixtureDocument]
        if let fixture {
            guard let match = loaded.fixtures.first(where: { $0.name == fixture }) else {
                let names = loaded.fixtures.map(\.name)
                printError("\(file): no fixture named \"\(fixture)\"" + (names.isEmpty ? "" : " (fixtures: \(names.joined(separator: ", ")))"))
                throw ExitCode(2)
            }
            chosen = [match]
        } else if loaded.fixtures.count > 1 && !toFolder {
            printError("\(file) holds \(loaded.fixtures.count) fixtures; pick one with --fixture NAME or give -o a folder: "
                       + loaded.fixtures.map(\.name).joined(separator: ", "))
            throw ExitCode(2)
        } else {
            chosen = loaded.fixtures
        }
        if chosen.isEmpty { throw ExitCode(2) }

        let renderer: NodeRenderer
        do { renderer = NodeRenderer(textEngine: try TextEngine()) } catch {
            printError("layoutlab: \(error)")
            throw ExitCode(2)
        }
        for document in chosen {
            let path = toFolder ? URL(fileURLWithPath: output).appendingPathComponent(document.name + ".png").path : output
            do {
                let result = try FixtureRender.render(document, renderer: renderer, overlays: kinds)
                try FileManager.default.createDirectory(at: URL(fileURLWithPath: path).deletingLastPathComponent(),
                                                        withIntermediateDirectories: true)
                try PNGCodec.write(result.composited, to: path)
            } catch let error as FixtureError {
                printError(error.description); failed = true
            } catch {
                printError("\(file): \(document.name): cannot write \(path): \(error)"); failed = true
            }
        }
        if failed { throw ExitCode(2) }
    }
}
