import LayoutFixtures
import LayoutLabKit
import ArgumentParser
import Foundation
import LayoutRender

/// `layoutlab render [FILE] [--fixture NAME] -o OUT.png [--overlays …]`: renders fixtures to PNG, from
/// a file or from the harness's Swift fixtures.
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

        With no file, a harness built with LayoutLab.main(catalog:) renders its Swift fixtures \
        instead. Several fixtures need --fixture NAME to pick one, or -o naming a folder (an \
        existing folder, or a path ending in /): every fixture is then written to FOLDER/NAME.png \
        ('/' in names make subfolders). Errors name the file and fixture. Exit status: 0 when \
        every image was written, 2 on any error.
        """
    )

    @Argument(help: "A fixture file (YAML or JSON); none for the harness's Swift fixtures.")
    var file: String?

    @Option(help: "The fixture to render, by name (needed when there are several, unless -o is a folder).")
    var fixture: String?

    @Option(name: [.customShort("o"), .customLong("output")], help: "The PNG to write, or a folder for every fixture.")
    var output: String

    @Option(help: "Overlays to draw over the image, comma-separated: hit-area, pixel-scaling, spec-boundary.")
    var overlays: String?

    @OptionGroup(title: "Swift fixtures")
    var isolation: IsolationArguments

    func validate() throws {
        if let overlays {
            do { _ = try FixtureRender.overlays(parsing: overlays) } catch { throw ValidationError("--overlays: \(error)") }
        }
        if output.isEmpty { throw ValidationError("-o/--output must not be empty") }
        if file == nil && LayoutLab.catalog.fixtures.isEmpty {
            throw ValidationError("give a fixture file (this harness has no Swift fixtures)")
        }
    }

    func run() throws {
        let kinds = try overlays.map(FixtureRender.overlays(parsing:)) ?? []
        var failed = false
        let candidates: [any Fixture]
        let source: String
        if let file {
            let loaded = FixtureLoader.load(file: file)
            for error in loaded.errors { printError(error.description); failed = true }
            candidates = loaded.fixtures
            source = file
        } else {
            candidates = LayoutLab.catalog.sortedFixtures
            source = "the Swift catalog"
        }

        var isFolder: ObjCBool = false
        let toFolder = output.hasSuffix("/")
            || (FileManager.default.fileExists(atPath: output, isDirectory: &isFolder) && isFolder.boolValue)
        let chosen: [any Fixture]
        if let fixture {
            guard let match = candidates.first(where: { $0.name == fixture }) else {
                let names = candidates.map(\.name)
                printError("\(source): no fixture named \"\(fixture)\"" + (names.isEmpty ? "" : " (fixtures: \(names.joined(separator: ", ")))"))
                throw ExitCode(2)
            }
            chosen = [match]
        } else if candidates.count > 1 && !toFolder {
            printError("\(source) holds \(candidates.count) fixtures; pick one with --fixture NAME or give -o a folder: "
                       + candidates.map(\.name).joined(separator: ", "))
            throw ExitCode(2)
        } else {
            chosen = candidates
        }
        if chosen.isEmpty { throw ExitCode(2) }

        let renderer: NodeRenderer
        do { renderer = NodeRenderer(textEngine: try TextEngine()) } catch {
            printError("layoutlab: \(error)")
            throw ExitCode(2)
        }
        if FixtureIsolation.isWorker {
            FixtureWorkerServer.serve { name in
                guard let candidate = chosen.first(where: { $0.name == name }) else {
                    throw SwiftFixtureError(name: name, message: "the harness has no Swift fixture of this name")
                }
                try render(candidate, source: source, toFolder: toFolder, kinds: kinds, renderer: renderer)
                return ""
            }
        }
        let workers = isolation.isolation.map(FixtureWorkerClient.init)
        var last: String?
        for candidate in chosen {
            do {
                if let workers, let fixture = candidate as? SwiftFixture {
                    last = fixture.name
                    do {
                        _ = try workers.perform(fixture.name, limit: fixture.timeLimit)
                    } catch let error as FixtureWorkerError where error.workerEnded {
                        throw SwiftFixtureError(name: fixture.name, message: error.description)
                    }
                } else {
                    try render(candidate, source: source, toFolder: toFolder, kinds: kinds, renderer: renderer)
                }
            } catch {
                printError(String(describing: error)); failed = true
            }
        }
        if let failure = workers?.close(), let last {
            printError(SwiftFixtureError(name: last, message: "after the fixture was drawn, " + failure).description)
            failed = true
        }
        if failed { throw ExitCode(2) }
    }

    /// Renders one fixture and writes its PNG; throws the message for standard error.
    private func render(_ candidate: any Fixture, source: String, toFolder: Bool, kinds: Set<OverlayKind>,
                        renderer: NodeRenderer) throws {
        let path = toFolder ? URL(fileURLWithPath: output).appendingPathComponent(candidate.name + ".png").path : output
        let result = try FixtureRender.render(candidate, renderer: renderer, overlays: kinds)
        do {
            try FileManager.default.createDirectory(at: URL(fileURLWithPath: path).deletingLastPathComponent(),
                                                    withIntermediateDirectories: true)
            try PNGCodec.write(result.composited, to: path)
        } catch {
            throw RenderWriteError(description: "\(source): \(candidate.name): cannot write \(path): \(error)")
        }
    }
}

/// A rendered fixture whose image could not be written.
private struct RenderWriteError: Error, CustomStringConvertible {
    var description: String
}
