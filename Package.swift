// swift-tools-version:6.2
import Foundation
import PackageDescription

// The layout engine rounds sizes to the pixel grid at every measurement. On x86-64 it and its
// geometry are compiled for SSE4.2 processors (Intel Nehalem, AMD Bulldozer and later), whose
// rounding instruction replaces a call to libm's ceil and floor: 5–10 % fewer instructions per
// layout pass, the same results (rounding is exact; docs/rendering-log.md, "2026-11-29: the stack
// pass, the inset and SSE4.2 rounding"). The command line checks the processor before any layout
// (`ProcessorCheck`). SwiftPM accepts such a flag in a dependency taken by version only from a
// package of tools version 6.2 or later, hence this manifest's.
#if arch(x86_64)
let engineSettings: [SwiftSetting] = [.unsafeFlags(["-target-cpu", "nehalem"])]
#else
let engineSettings: [SwiftSetting] = []
#endif

let package = Package(
    name: "layoutlab",
    products: [
        .executable(name: "layoutlab", targets: ["layoutlab"]),
        .library(name: "LayoutLabKit", targets: ["LayoutLabKit"]),
        .library(name: "LayoutLabCLI", targets: ["LayoutLabCLI"]),
        .library(name: "LayoutFixtures", targets: ["LayoutFixtures"]),
        .library(name: "LayoutLabTesting", targets: ["LayoutLabTesting"]),
        .library(name: "LayoutEngine", targets: ["LayoutEngine"]),
        .library(name: "AsyncDisplayKit", targets: ["AsyncDisplayKit"]),
        .library(name: "UIKit", targets: ["UIKit"]),
        .plugin(name: "TextureSourceAdapter", targets: ["TextureSourceAdapter"]),
        .plugin(name: "LayoutLabHarness", targets: ["LayoutLabHarness"]),
        .plugin(name: "LayoutLabCommand", targets: ["LayoutLabCommand"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        // The review server's HTTP: small, no dependencies of its own (docs/architecture.md has its build cost).
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    ],
    targets: [
        // Geometry and the pure-Swift layout engine: no rendering, no C (bitmaps only for the
        // image modification hook).
        .target(name: "LayoutGeometry", swiftSettings: engineSettings),
        .target(name: "LayoutEngine", dependencies: ["LayoutGeometry", "LayoutBitmap"], swiftSettings: engineSettings),

        // Pixels: a plain RGBA bitmap shared by the renderer and the differ.
        .target(name: "LayoutBitmap"),
        // What every other module shares: atomic, durable file writes and SHA-256 digests (libcrypto).
        .target(name: "LayoutSupport", dependencies: ["CCrypto"]),
        .target(name: "PixelDiff", dependencies: ["LayoutBitmap"]),

        // System libraries (Debian: libcairo2-dev, libpango1.0-dev, libspng-dev, libturbojpeg0-dev).
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CPangoCairo", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev"])]),
        .systemLibrary(name: "CSpng", pkgConfig: "spng", providers: [.apt(["libspng-dev"])]),
        .systemLibrary(name: "CTurboJPEG", pkgConfig: "libturbojpeg", providers: [.apt(["libturbojpeg0-dev"])]),
        // Baseline PNGs: libdeflate compresses them; XXH3 digests their pixels (libdeflate-dev, libxxhash-dev).
        .systemLibrary(name: "CDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),
        .systemLibrary(name: "CCrypto", pkgConfig: "libcrypto", providers: [.apt(["libssl-dev"])]),
        .systemLibrary(name: "CXXHash", pkgConfig: "libxxhash", providers: [.apt(["libxxhash-dev"])]),

        // Cairo/Pango rendering, pinned fonts, PNG input and output.
        .target(
            name: "LayoutRender",
            dependencies: ["LayoutEngine", "LayoutBitmap", "LayoutSupport", "CCairo", "CPangoCairo", "CSpng", "CTurboJPEG",
                           "CDeflate", "CXXHash"],
            resources: [.copy("Fonts")]
        ),

        // The layout file (`layoutlab layout --json`, `.layout.json`): its schema, writer and reader.
        .target(name: "LayoutFile", dependencies: ["LayoutGeometry", .product(name: "Yams", package: "Yams")]),

        // Report model and HTML writer; the page's style sheet and script are resources (Assets).
        .target(name: "LayoutReport", dependencies: ["LayoutSupport", "LayoutFile"], resources: [.copy("Assets")]),

        // Fixture files: YAML and JSON read into element trees, every problem named by file and key path.
        .target(
            name: "LayoutFixtures",
            dependencies: [
                "LayoutFile", "LayoutGeometry", "LayoutEngine", "LayoutBitmap", "LayoutRender", "LayoutSupport", "PixelDiff",
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        // The harness: check, approve, prune, snapshot, merge.
        .target(
            name: "LayoutLabKit",
            dependencies: [
                "LayoutFixtures", "LayoutFile", "LayoutGeometry", "LayoutEngine", "LayoutBitmap", "LayoutRender", "PixelDiff",
                "LayoutReport", "LayoutSupport", .product(name: "Yams", package: "Yams"),
            ]
        ),
        // `layoutlab review`: the report served on loopback, re-checked on save, approved from the page.
        // The only module that links the HTTP server.
        .target(
            name: "LayoutReview",
            dependencies: ["LayoutLabKit", "LayoutReport", "LayoutSupport", .product(name: "FlyingFox", package: "FlyingFox")]
        ),
        // The command line: thin commands over the harness.
        .target(
            name: "LayoutLabCLI",
            dependencies: [
                "LayoutLabKit", "LayoutReview", "LayoutFixtures", "LayoutGeometry", "LayoutEngine", "LayoutBitmap", "LayoutRender", "PixelDiff",
                "LayoutReport", "LayoutSupport", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "layoutlab", dependencies: ["LayoutLabCLI"]),

        // The bundled catalog: every layout of Texture's guides, written against the engine.
        .target(name: "LayoutLabCatalog", dependencies: ["LayoutEngine", "LayoutGeometry"]),

        // Texture's API on Linux: the subset of UIKit that layout code touches (drawing backed by
        // Cairo) and AsyncDisplayKit's nodes and specs over the engine, so node files written for
        // Texture compile unchanged. Built in the Swift 5 language mode, as app code is.
        .target(name: "UIKit", dependencies: ["LayoutGeometry", "LayoutEngine", "LayoutBitmap", "LayoutRender", "CCairo",
                                              "_Testing_UIKit"],
                swiftSettings: [.swiftLanguageMode(.v5)]),
        // Node files whose hook overrides sit in extensions, compiled through an adapter (the files on
        // disk unchanged): Swift on Linux overrides from extensions only for Objective-C methods.
        .executableTarget(name: "texture-source-adapter"),
        .plugin(name: "TextureSourceAdapter", capability: .buildTool(), dependencies: ["texture-source-adapter"]),

        // A harness package without a main.swift: `LayoutLabHarness` writes an executable target's
        // entry point over its `catalog`; `swift package layoutlab VERB` builds and runs the harness.
        .plugin(name: "LayoutLabHarness", capability: .buildTool()),
        .plugin(name: "LayoutLabCommand", capability: .command(
            intent: .custom(verb: "layoutlab", description: "Check, approve and review layouts: layoutlab's verbs over the package's harness"),
            permissions: [.writeToPackageDirectory(reason: "layoutlab writes the approved baselines (Baselines/) and the report (Reports/) in the package's folder")])),

        // `import CoreGraphics` and `import QuartzCore` in node files: what layoutlab has of them is UIKit's.
        .target(name: "CoreGraphics", dependencies: ["UIKit"], swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(name: "QuartzCore", dependencies: ["UIKit"], swiftSettings: [.swiftLanguageMode(.v5)]),
        // AVFoundation's assets and players as far as a video node's code touches them (nothing plays).
        .target(name: "AVFoundation", swiftSettings: [.swiftLanguageMode(.v5)]),

        // Swift Testing's UIKit cross-import overlay, which the Linux toolchain names but lacks.
        .target(name: "_Testing_UIKit"),
        .target(name: "AsyncDisplayKit",
                dependencies: ["UIKit", "CoreGraphics", "QuartzCore", "AVFoundation", "LayoutGeometry", "LayoutEngine", "LayoutBitmap", "LayoutRender", "LayoutLabKit",
                               "LayoutFixtures"],
                swiftSettings: [.swiftLanguageMode(.v5)]),

        // assertLayoutSnapshot for a team's tests (Swift Testing and XCTest).
        .target(name: "LayoutLabTesting", dependencies: ["LayoutLabKit", "LayoutFixtures", "LayoutEngine", "LayoutGeometry"]),

        // An example harness: a team's own Swift fixtures behind the whole command line.
        .executableTarget(name: "layoutlab-example",
                          dependencies: ["LayoutLabCLI", "LayoutLabKit", "LayoutFixtures", "LayoutEngine", "LayoutGeometry",
                                         "AsyncDisplayKit"],
                          path: "Examples/LayoutLabExample"),
        // A harness whose node code traps, recurses, blocks, exits and builds cycles (Tests/CLITests).
        .executableTarget(name: "layoutlab-misbehaving-harness",
                          dependencies: ["LayoutLabCLI", "LayoutLabKit", "AsyncDisplayKit"],
                          path: "Tests/MisbehavingHarness", swiftSettings: [.swiftLanguageMode(.v5)]),
        .executableTarget(
            name: "layoutlab-bench",
            dependencies: ["LayoutEngine", "LayoutBitmap", "LayoutRender", "PixelDiff", "LayoutLabKit", "LayoutFixtures", "LayoutSupport", "LayoutReport",
                           "AsyncDisplayKit", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),

        .target(name: "LayoutLabTestSupport", dependencies: ["LayoutEngine"], path: "Tests/LayoutLabTestSupport",
                exclude: ["FuzzCorpus"]),
        .testTarget(name: "LayoutGeometryTests", dependencies: ["LayoutGeometry"]),
        .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine", "LayoutLabTestSupport", "LayoutLabKit", "LayoutFixtures"],
                    resources: [.copy("Cases")]),
        .testTarget(name: "LayoutRenderTests", dependencies: ["LayoutRender", "LayoutBitmap", "LayoutEngine", "LayoutLabTestSupport"]),
        .testTarget(name: "PixelDiffTests", dependencies: ["PixelDiff", "LayoutBitmap", "LayoutRender"],
                    resources: [.copy("Data")]),
        .testTarget(name: "LayoutFileTests", dependencies: ["LayoutFile", "LayoutGeometry", "LayoutLabTestSupport"]),
        .testTarget(name: "LayoutReportTests", dependencies: ["LayoutReport", "LayoutFile", "LayoutSupport", "LayoutLabTestSupport"]),
        .testTarget(name: "LayoutLabKitTests",
                    dependencies: ["LayoutLabKit", "LayoutFixtures", "LayoutFile", "LayoutEngine", "LayoutGeometry", "LayoutReport",
                                   "LayoutSupport", "LayoutLabTestSupport"]),
        .testTarget(name: "LayoutLabCLITests", dependencies: ["LayoutLabCLI", "LayoutLabKit", "LayoutEngine", "LayoutReview", "LayoutLabTestSupport",
                                                              .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        .testTarget(name: "LayoutLabTestingTests",
                    dependencies: ["LayoutLabTesting", "LayoutLabKit", "LayoutFixtures", "LayoutEngine", "LayoutGeometry", "LayoutReport",
                                   "LayoutLabTestSupport"]),
        .testTarget(name: "UIKitTests", dependencies: ["UIKit", "LayoutBitmap", "LayoutRender"],
                    swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "AsyncDisplayKitTests",
                    dependencies: ["AsyncDisplayKit", "UIKit", "LayoutLabKit", "LayoutFixtures", "LayoutLabTesting", "LayoutEngine", "LayoutGeometry",
                                   "LayoutRender", "LayoutBitmap", "LayoutLabTestSupport", "LayoutFile"],
                    exclude: ["TextureExamples/LICENSE", "TextureExamples/README.md", "TextureReferences",
                              // compiled through the TextureSourceAdapter plugin (overrides in extensions)
                              "TextureExamples/LayoutExampleNode+Layouts.swift",
                              // compiled through the plugin too (#selector, @objc)
                              "TargetActionNode.swift", "ExtensionHookSubclassNodes.swift"], resources: [.copy("Fixtures"), .copy("Images")],
                    // As an app's bridging header does: every file sees AsyncDisplayKit without importing it.
                    swiftSettings: [.swiftLanguageMode(.v5),
                                    .unsafeFlags(["-Xfrontend", "-import-module", "-Xfrontend", "AsyncDisplayKit"])],
                    plugins: ["TextureSourceAdapter"]),
        .testTarget(name: "CLITests", dependencies: ["LayoutBitmap", "LayoutRender", "LayoutReport", "LayoutSupport",
                                                     "LayoutLabTestSupport"]),
        .testTarget(name: "LayoutLabCatalogTests",
                    dependencies: ["LayoutLabCatalog", "LayoutLabKit", "LayoutFixtures", "LayoutLabTesting", "LayoutRender", "LayoutEngine", "LayoutGeometry",
                                   "LayoutLabTestSupport"]),
    ]
)

// The app corpus (Tests/AppCorpus): real node files from public apps, unchanged, each app its own
// module with its stand-ins (Stubs/); every node file is compiled through the TextureSourceAdapter
// plugin, as a team's target is set up (docs/texture-code.md).
let corpusApps: [(folder: String, pods: [String])] = [
    ("alexiscn-wechatswift", []),
    ("antonhse-githuber", []),
    ("kiethandsome-loustagram", []),
    ("remirobert-note-app", []),
    ("themuzzleflare-provenance", ["BonMot"]),
    ("xzya-hacker-news-ios-client", []),
]
for app in corpusApps {
    let folder = "Tests/AppCorpus/" + app.folder
    let nodeFiles = ((try? FileManager.default.contentsOfDirectory(atPath: Context.packageDirectory + "/" + folder)) ?? [])
        .filter { $0.hasSuffix(".swift") }.sorted()
    package.targets.append(.target(
        name: "AppCorpus_" + app.folder.replacingOccurrences(of: "-", with: "_"),
        dependencies: ["AsyncDisplayKit"] + app.pods.map { Target.Dependency(stringLiteral: $0) },
        path: folder, exclude: ["LICENSE", "SOURCE.md"] + nodeFiles,
        swiftSettings: [.swiftLanguageMode(.v5)], plugins: ["TextureSourceAdapter"]))
}
// The pods the corpus files import, as empty modules (their stand-ins are in each app's Stubs/).
package.targets += ["BonMot"].map { .target(name: $0, path: "Tests/AppCorpusPods/" + $0) }
package.targets.append(.testTarget(
    name: "AppCorpusTests",
    dependencies: ["AsyncDisplayKit", "LayoutLabKit", "LayoutFixtures", "LayoutRender", "LayoutEngine", "LayoutBitmap", "LayoutLabTestSupport"]
        + corpusApps.map { Target.Dependency(stringLiteral: "AppCorpus_" + $0.folder.replacingOccurrences(of: "-", with: "_")) },
    swiftSettings: [.swiftLanguageMode(.v5)]))

// libFuzzer targets, only when tools/hardening/fuzz builds them (with -sanitize=fuzzer, in their own
// build folder): a plain `swift build` never sees them.
if ProcessInfo.processInfo.environment["LAYOUTLAB_FUZZ"] == "1" {
    package.targets += [
        .executableTarget(name: "fixture-fuzzer", dependencies: ["LayoutLabKit", "LayoutFixtures", "LayoutRender"],
                          path: "Fuzz/fixture-fuzzer"),
        .executableTarget(name: "png-fuzzer", dependencies: ["LayoutRender"], path: "Fuzz/png-fuzzer"),
    ]
}
