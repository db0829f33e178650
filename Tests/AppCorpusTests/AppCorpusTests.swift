import AsyncDisplayKit
import Foundation
import LayoutLabKit
import LayoutBitmap
import LayoutLabTestSupport
import LayoutRender
import Testing
@testable import AppCorpus_alexiscn_wechatswift
@testable import AppCorpus_antonhse_githuber
@testable import AppCorpus_kiethandsome_loustagram
@testable import AppCorpus_remirobert_note_app
@testable import AppCorpus_themuzzleflare_provenance
@testable import AppCorpus_xzya_hacker_news_ios_client

/// The app corpus (Tests/AppCorpus): real node files from public apps compile unchanged (this
/// target builds them through the TextureSourceAdapter plugin), and every node their samples
/// build is laid out and drawn as a fixture at an iPhone's width with no error. The apps' own
/// images are not in the corpus: each image a node asks for by name is stood in for by a grey
/// 24-point square in an image folder of the test's (as a team points `imageFolders` at its asset
/// catalog), so a fixture fails only for what layoutlab lacks.
@Suite("Real app node files lay out and draw")
struct AppCorpusTests {
    /// Each app's sample nodes.
    static let apps: [(name: String, make: () -> [(String, ASDisplayNode)])] = [
        ("alexiscn-wechatswift", { AppCorpus_alexiscn_wechatswift.makeCorpusNodes() }),
        ("antonhse-githuber", { AppCorpus_antonhse_githuber.makeCorpusNodes() }),
        ("kiethandsome-loustagram", { AppCorpus_kiethandsome_loustagram.makeCorpusNodes() }),
        ("remirobert-note-app", { AppCorpus_remirobert_note_app.makeCorpusNodes() }),
        ("themuzzleflare-provenance", { AppCorpus_themuzzleflare_provenance.makeCorpusNodes() }),
        ("xzya-hacker-news-ios-client", { AppCorpus_xzya_hacker_news_ios_client.makeCorpusNodes() }),
    ]

    static var names: [String] {
        apps.flatMap { app in UIKitEnvironment.withValue(UIKitEnvironment.defaults) { _ in app.make().map(\.0) } }
    }

    @Test(arguments: AppCorpusTests.names)
    func drawsWithoutError(name: String) throws {
        let app = try #require(Self.apps.first { name.hasPrefix($0.name + "/") })
        let temporary = try TemporaryDirectory("app-corpus")
        defer { temporary.remove() }
        let images = temporary.url
        let renderer = NodeRenderer(textEngine: try TextEngine())
        var standIns: [String] = []
        for attempt in 0..<12 {
            // A folder of its own each time: image folders are indexed once.
            let folder = images.appendingPathComponent("\(attempt)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for image in standIns {
                let grey = Bitmap(width: 48, height: 48, fill: RGBA8(r: 160, g: 160, b: 160))
                try PNGCodec.write(grey, to: folder.appendingPathComponent(image + "@2x.png").path)
            }
            var environment = UIKitEnvironment.defaults
            environment.imageFolders = [folder.path]
            let fixture = SwiftFixture("corpus/" + name, width: 375, environment: environment) {
                app.make().first { $0.0 == name }!.1
            }
            do {
                let result = try FixtureRender.render(fixture, renderer: renderer, overlays: [])
                #expect(result.composited.width == 750 && result.composited.height > 0, "\(name)")
                return
            } catch {
                let message = "\(error)"
                let missing = Self.missingImages(in: message).filter { !standIns.contains($0) }
                guard !missing.isEmpty else {
                    Issue.record("\(name): \(message) [stood in for: \(standIns); folder: \((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])]")
                    return
                }
                standIns += missing
            }
        }
        Issue.record("\(name): still failing after standing in for \(standIns)")
    }

    /// The image names in the "… found no image" messages of `UIImage(named:)`,
    /// `UIImage.as_imageNamed` and `#imageLiteral`.
    static func missingImages(in message: String) -> [String] {
        var names: [String] = []
        for call in ["UIImage(named: \"", "UIImage.as_imageNamed(\"", "#imageLiteral(resourceName: \""] {
            var rest = Substring(message)
            while let start = rest.range(of: call) {
                rest = rest[start.upperBound...]
                guard let end = rest.range(of: "\") found no image") else { break }
                names.append(String(rest[..<end.lowerBound]))
                rest = rest[end.upperBound...]
            }
        }
        return names
    }
}
