import Foundation
import PackagePlugin

/// Compiles node files written for Texture on iOS whose overrides of node hooks sit inside
/// extensions (which Swift on Linux cannot compile as they are).
///
/// Apply it to a target and `exclude:` the files that need it: every `.swift` file under the
/// target's folder that is not one of its sources is compiled through `texture-source-adapter`,
/// which turns `override func layoutSpecThatFits(` (and `calculateSizeThatFits`, `layout`,
/// `didLoad`) inside an extension into a method `AsyncDisplayKit` calls in its place. The files
/// on disk are not changed; diagnostics point at them.
@main
struct TextureSourceAdapterPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let sourceTarget = target as? SourceModuleTarget else { return [] }
        let tool = try context.tool(named: "texture-source-adapter")
        let compiled = Set(sourceTarget.sourceFiles.map { $0.url.standardizedFileURL.path })
        let root = sourceTarget.directoryURL
        var commands: [Command] = []
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        let sorted = files.sorted(by: { $0.path < $1.path })
        for file in sorted where !compiled.contains(file.standardizedFileURL.path) {
            // Another name than the original's, so the two never claim the same #fileID.
            let output = context.pluginWorkDirectoryURL
                .appendingPathComponent(file.deletingPathExtension().lastPathComponent + ".adapted.swift")
            // The target's other files tell the adapter its class hierarchy.
            let others = sorted.filter { $0 != file }
            commands.append(.buildCommand(displayName: "Adapting \(file.lastPathComponent) for Linux",
                                          executable: tool.url, arguments: [file.path, output.path] + others.map(\.path),
                                          inputFiles: [file] + others, outputFiles: [output]))
        }
        return commands
    }
}
