import Foundation
import PackagePlugin

/// Makes an executable target a layoutlab harness without a `main.swift`: it writes the target's
/// `main.swift`, which runs layoutlab's command line (`check`, `approve`, `review`, …) over the
/// Swift fixtures the target and the package's targets it depends on declare as a top-level
/// `catalog` (`public let catalog = FixtureCatalog([...])`; `public` in a dependency).
///
/// The target depends on `LayoutLabCLI`; with no `catalog` anywhere, the harness checks the
/// fixture files alone (and says so when built).
@main
struct LayoutLabHarnessPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let source = target as? SourceModuleTarget, source.kind == .executable else {
            Diagnostics.error("LayoutLabHarness makes an executable target a harness; \(target.name) is not one")
            return []
        }
        if source.sourceFiles.contains(where: { $0.url.lastPathComponent == "main.swift" }) {
            Diagnostics.error("\(target.name) has its own main.swift: remove it or the LayoutLabHarness plugin (it writes one)")
            return []
        }
        if !Self.dependsOnCLI(target) {
            Diagnostics.error("\(target.name) uses the LayoutLabHarness plugin but does not depend on LayoutLabCLI: "
                              + "add .product(name: \"LayoutLabCLI\", package: \"layoutlab\") to its dependencies "
                              + "(with the identity of layoutlab's package: its folder's name for a path dependency)")
        }
        let modules = Self.catalogModules(of: source)
        if modules.isEmpty {
            Diagnostics.warning("no top-level `catalog` in \(target.name) or the targets it depends on: the harness checks fixture files only")
        }
        let folder = context.pluginWorkDirectoryURL.appendingPathComponent("main")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let text = Self.main(modules: modules, own: source.moduleName)
        let file = folder.appendingPathComponent("main.swift")
        // Written only when it changes, so an unchanged harness is not compiled again.
        if (try? String(contentsOf: file, encoding: .utf8)) != text {
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        return [.prebuildCommand(displayName: "Harness main for \(target.name)", executable: URL(fileURLWithPath: "/usr/bin/env"),
                                 arguments: ["true"], outputFilesDirectory: folder)]
    }

    /// The generated `main.swift`.
    static func main(modules: [String], own: String) -> String {
        var lines = ["// The harness's entry point, written by layoutlab's LayoutLabHarness plugin.", "import LayoutLabCLI", "import LayoutLabKit"]
        lines += modules.filter { $0 != own }.map { "import \($0)" }
        // One catalog is named unqualified: a module may hold a type of its own name.
        let catalogs = modules.map { "\($0).catalog" }
        switch catalogs.count {
        case 0: lines.append("LayoutLab.main(catalog: FixtureCatalog())")
        case 1: lines.append("LayoutLab.main(catalog: catalog)")
        default: lines.append("LayoutLab.main(catalog: FixtureCatalog([\(catalogs.joined(separator: ", "))].flatMap(\\.fixtures)))")
        }
        return lines.joined(separator: "\n") + "\n"
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

    /// The modules, among `target` and the package's targets it depends on, whose sources declare
    /// a top-level `catalog` (`public` outside `target`), in dependency order, `target` last.
    static func catalogModules(of target: SourceModuleTarget) -> [String] {
        var ordered: [String] = []
        var seen = Set<String>()
        func visit(_ module: SourceModuleTarget, own: Bool) {
            guard seen.insert(module.id).inserted else { return }
            for case .target(let inner) in module.dependencies {
                if let inner = inner as? SourceModuleTarget { visit(inner, own: false) }
            }
            if declaresCatalog(module, publicly: !own) { ordered.append(module.moduleName) }
        }
        visit(target, own: true)
        return ordered
    }

    /// True when a Swift file of `module` declares `let catalog` or `var catalog` at the start of a
    /// line (a top-level declaration), `public` when `publicly`.
    static func declaresCatalog(_ module: SourceModuleTarget, publicly: Bool) -> Bool {
        // Attributes may come first (`@MainActor public let catalog`).
        let attributes = #"(@\w+(\([^)\n]*\))?\s+)*"#
        let pattern = publicly ? #"(?m)^"# + attributes + #"public\s+(let|var)\s+catalog\b"#
            : #"(?m)^"# + attributes + #"((public|internal)\s+)?(let|var)\s+catalog\b"#
        return module.sourceFiles(withSuffix: "swift").contains { file in
            guard let text = try? String(contentsOf: file.url, encoding: .utf8) else { return false }
            return text.range(of: pattern, options: .regularExpression) != nil
        }
    }
}
