import Foundation
import PackagePlugin

/// `swift package layoutlab VERB …`: layoutlab's command line (`check`, `approve`, `review`,
/// `prune`, `layout`, `render`, `diff`, `merge-reports`) in a package, from the package's folder.
///
/// It builds the package's harness (the executable product whose target depends on
/// `LayoutLabCLI`; `--harness NAME` picks one of several) and runs it with the arguments that
/// follow, so the Swift fixtures compiled into it are checked with the fixture files. A package
/// with no harness gets layoutlab's own executable, for fixture files alone. `--release` builds
/// the harness optimised. The harness's exit status is the command's.
@main
struct LayoutLabCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var arguments = arguments
        var harness: String?
        var configuration = PackageManager.BuildConfiguration.debug
        // The plugin's own options come before the verb.
        while let first = arguments.first, first.hasPrefix("--") {
            if first == "--release" {
                configuration = .release
                arguments.removeFirst()
            } else if first == "--harness", arguments.count > 1 {
                harness = arguments[1]
                arguments.removeFirst(2)
            } else {
                break
            }
        }
        let executable = try harnessExecutable(context: context, named: harness, configuration: configuration)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        var environment = ProcessInfo.processInfo.environment
        // The commands the report suggests are run the way this one was.
        environment["LAYOUTLAB_COMMAND"] = "swift package --allow-writing-to-package-directory layoutlab"
            + (harness.map { " --harness \($0)" } ?? "")
        // The harness ends as an interrupted run when this plugin is gone (killed with `swift package`).
        environment["LAYOUTLAB_PARENT"] = String(getpid())
        process.environment = environment
        // Ctrl-C and a cancelled job reach the harness (it runs in a process group of its own).
        signal(SIGINT, SIG_IGN)
        signal(SIGTERM, SIG_IGN)
        let forwards = [SIGINT, SIGTERM].map { number -> DispatchSourceSignal in
            let source = DispatchSource.makeSignalSource(signal: number)
            source.setEventHandler { if process.isRunning { kill(process.processIdentifier, number) } }
            source.resume()
            return source
        }
        try process.run()
        process.waitUntilExit()
        withExtendedLifetime(forwards) {}
        let status = process.terminationStatus
        if status != 0 {
            // `swift package` ends with status 1 whenever a plugin fails: this line keeps the
            // harness's own status, written after its output on the same stream.
            print("\(executable.lastPathComponent) \(arguments.first ?? "") ended with exit status \(status)")
            fflush(nil)
            exit(status)
        }
    }

    /// The harness to run: built from the package, or layoutlab's own executable when the package
    /// has none.
    private func harnessExecutable(context: PluginContext, named name: String?,
                                   configuration: PackageManager.BuildConfiguration) throws -> URL {
        let harnesses = context.package.products.compactMap { $0 as? ExecutableProduct }
            .filter { product in Self.dependsOnCLI(product.mainTarget) }
        let chosen: String
        if let name {
            guard let product = harnesses.first(where: { $0.name == name }) else {
                throw PluginError("no harness named \(name): the package's harnesses are \(Self.list(harnesses))")
            }
            chosen = product.name
        } else if harnesses.count == 1 {
            chosen = harnesses[0].name
        } else if harnesses.isEmpty {
            // Fixture files alone: layoutlab's own executable, built like the package's products.
            chosen = "layoutlab"
        } else {
            throw PluginError("the package has several harnesses (\(Self.list(harnesses))): pick one with --harness NAME")
        }
        let result = try packageManager.build(.product(chosen), parameters: .init(configuration: configuration, logging: .concise))
        guard result.succeeded else {
            throw PluginError("building \(chosen) failed:\n\(result.logText)")
        }
        guard let built = result.builtArtifacts.first(where: { $0.kind == .executable }) else {
            throw PluginError("building \(chosen) gave no executable")
        }
        return built.url
    }

    private static func list(_ products: [ExecutableProduct]) -> String {
        products.isEmpty ? "none" : products.map(\.name).sorted().joined(separator: ", ")
    }

    /// True when `target` depends on the `LayoutLabCLI` product, directly or through the
    /// package's own targets.
    static func dependsOnCLI(_ target: Target) -> Bool {
        var seen = Set<String>()
        var queue = [target]
        while let next = queue.popLast() {
            guard seen.insert(next.id).inserted else { continue }
            for dependency in next.dependencies {
                switch dependency {
                case .product(let product) where product.name == "LayoutLabCLI": return true
                case .target(let inner): queue.append(inner)
                default: break
                }
            }
        }
        return false
    }
}

/// A failure of the plugin itself, as `swift package` prints it.
struct PluginError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
