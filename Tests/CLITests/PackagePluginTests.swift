import Foundation
import Testing

/// A team's package with no `main.swift`: its executable target uses the `LayoutLabHarness`
/// plugin (which writes the harness's entry point over the fixtures' `catalog`), and
/// `swift package layoutlab VERB` builds and runs it from the package's folder. The scratch
/// package depends on this repository by path and builds it once (a few minutes; the package and
/// its build folder are kept under the temporary folder, so later runs build only what changed).
@Suite("swift package layoutlab", .serialized)
struct PackagePluginTests {
    private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The scratch package: a node in a library with its `catalog`, a harness target holding one
    /// line, and a fixture file.
    private static func makePackage() throws -> URL {
        // Always at the same path, so that a later run builds only what changed.
        let dir = scratch.appendingPathComponent("package")
        try? FileManager.default.removeItem(at: dir)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let identity = repository.lastPathComponent
        let files: [String: String] = [
            "Package.swift": """
                // swift-tools-version:6.0
                import PackageDescription

                let package = Package(
                    name: "MyApp",
                    dependencies: [.package(path: "\(repository.path)")],
                    targets: [
                        .target(name: "MyLayouts", dependencies: [.product(name: "AsyncDisplayKit", package: "\(identity)"),
                                                                  .product(name: "LayoutLabKit", package: "\(identity)")]),
                        .executableTarget(name: "my-layouts",
                                          dependencies: ["MyLayouts", .product(name: "LayoutLabCLI", package: "\(identity)")],
                                          plugins: [.plugin(name: "LayoutLabHarness", package: "\(identity)")]),
                    ]
                )
                """,
            "Sources/MyLayouts/Badge.swift": """
                import AsyncDisplayKit
                import LayoutLabKit

                final class BadgeNode: ASDisplayNode {
                    let label = ASTextNode()
                    init(_ text: String) {
                        super.init()
                        automaticallyManagesSubnodes = true
                        backgroundColor = .systemBlue
                        cornerRadius = 10
                        label.attributedText = NSAttributedString(string: text, attributes: [.font: UIFont.boldSystemFont(ofSize: 13)])
                    }
                    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                        ASInsetLayoutSpec(insets: UIEdgeInsets(top: 2, left: 8, bottom: 2, right: 8), child: label)
                    }
                }

                public let catalog = FixtureCatalog([
                    SwiftFixture("badge/new", width: 80) { BadgeNode("New") },
                ])
                """,
            "Sources/my-layouts/Harness.swift": "@_exported import MyLayouts\n",
            "Fixtures/box.yaml": "name: box\nsize: [40, 40]\nroot:\n  node: {backgroundColor: \"#ff8800\"}\n",
        ]
        for (path, text) in files {
            let url = dir.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return dir
    }

    /// The build folder the scratch packages share, kept between runs.
    private static let scratch = FileManager.default.temporaryDirectory
        .appendingPathComponent("layoutlab-plugin-test" + repository.path.replacingOccurrences(of: "/", with: "-"))

    private static func swiftPackage(_ arguments: [String], in dir: URL) throws -> CLIHarness.Run {
        try CLIHarness.runProgram(URL(fileURLWithPath: "/usr/bin/env"),
                                  ["swift", "package", "--scratch-path", scratch.appendingPathComponent("build").path,
                                   "--allow-writing-to-package-directory"]
                                      + arguments,
                                  in: dir, environment: ["CI": nil, "LAYOUTLAB_RECORD": nil, "GITHUB_ACTIONS": nil])
    }

    /// The fixtures of a report, by name: status, the SHA-256 of the image compared, the approve command.
    private static func outcomes(_ dir: URL) throws -> [String: [String]] {
        let data = try Data(contentsOf: dir.appendingPathComponent("Reports/report.json"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let fixtures = try #require(json["fixtures"] as? [[String: Any]])
        var out: [String: [String]] = [:]
        for fixture in fixtures {
            let name = try #require(fixture["name"] as? String)
            out[name] = [fixture["status"] as? String ?? "", fixture["baselineDigest"] as? String ?? fixture["actualDigest"] as? String ?? "",
                         fixture["approveCommand"] as? String ?? ""]
        }
        return out
    }

    @Test(.timeLimit(.minutes(30)))
    func theVerbsRunThroughThePluginAsThroughTheHarness() throws {
        let dir = try Self.makePackage()

        let record = try Self.swiftPackage(["layoutlab", "check", "--record", "missing"], in: dir)
        #expect(record.status == 0, "\(record.stdout)\n\(record.stderr)")
        #expect(record.stdout.contains("NEW     badge/new: no baseline; recorded Baselines/badge/new.png"), "\(record.stdout)")
        #expect(record.stdout.contains("NEW     box: no baseline; recorded Baselines/box.png"))
        // The approve commands are run the way this check was.
        #expect(try Self.outcomes(dir)["badge/new"]?[2] == "swift package --allow-writing-to-package-directory layoutlab approve badge/new")

        // The same report as the harness itself gives.
        let viaPlugin = try Self.swiftPackage(["layoutlab", "check"], in: dir)
        #expect(viaPlugin.status == 0, "\(viaPlugin.stdout)\n\(viaPlugin.stderr)")
        let pluginOutcomes = try Self.outcomes(dir)
        let harness = Self.scratch.appendingPathComponent("build/debug/my-layouts")
        let direct = try CLIHarness.runProgram(harness, ["check"], in: dir, environment: ["CI": nil, "LAYOUTLAB_RECORD": nil])
        #expect(direct.status == 0, "\(direct.stdout)\n\(direct.stderr)")
        // The same fixtures, results and images (the approve commands say how each was run).
        #expect(try Self.outcomes(dir).mapValues { $0.prefix(2) } == pluginOutcomes.mapValues { $0.prefix(2) })
        #expect(try Self.outcomes(dir)["badge/new"]?[2] == "my-layouts approve badge/new")
        #expect(pluginOutcomes.keys.sorted() == ["badge/new", "box"])
        #expect(pluginOutcomes.values.allSatisfy { $0[0] == "passed" })

        // A failure fails the command.
        try "name: box\nsize: [40, 40]\nroot:\n  node: {backgroundColor: \"#ff0000\"}\n"
            .write(to: dir.appendingPathComponent("Fixtures/box.yaml"), atomically: true, encoding: .utf8)
        let failed = try Self.swiftPackage(["layoutlab", "check"], in: dir)
        #expect(failed.status == 1, "\(failed.stdout)\n\(failed.stderr)")
        #expect(failed.stdout.contains("FAILED  box: 6400 pixels differ"))
        let approve = try Self.swiftPackage(["layoutlab", "approve", "box"], in: dir)
        #expect(approve.status == 0, "\(approve.stdout)\n\(approve.stderr)")
        #expect(try Self.swiftPackage(["layoutlab", "check"], in: dir).status == 0)
        try "name: box\nsize: [40, 40]\nroot: {nope: 1}\n".write(to: dir.appendingPathComponent("Fixtures/box.yaml"), atomically: true, encoding: .utf8)
        // `swift package` ends with 1 whenever a plugin fails; the plugin names the harness's own status.
        let errored = try Self.swiftPackage(["layoutlab", "check"], in: dir)
        #expect(errored.status != 0, "\(errored.stdout)\n\(errored.stderr)")
        #expect(errored.stdout.hasSuffix("my-layouts check ended with exit status 2\n"), "\(errored.stdout)")

        // A harness that is not there is named, with the ones that are.
        let unknown = try Self.swiftPackage(["layoutlab", "--harness", "nope", "check"], in: dir)
        #expect(unknown.status != 0)
        #expect(unknown.stderr.contains("no harness named nope: the package's harnesses are my-layouts"), "\(unknown.stderr)")
    }
}
