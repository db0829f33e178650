import Foundation
import LayoutBitmap
import LayoutEngine
import LayoutGeometry
import LayoutLabTestSupport
@testable import LayoutLabKit
@testable import LayoutRender
import LayoutReport
import LayoutSupport
import Testing

/// The verification cache: a baseline's pixel digest is trusted for the exact bytes that were
/// decoded and found to carry the digests of their pixels, and for no others.
@Suite("Verified baselines")
struct VerifiedBaselinesTests {
    private let temporary = TemporaryDirectory(reserving: "verified")
    private var dir: String { temporary.path }
    private var cachePath: String { dir + "/cache/verified-baselines" }

    private var catalog: FixtureCatalog {
        FixtureCatalog([
            SwiftFixture("cache/box", width: 30, height: 20, scale: 2) {
                let node = DisplayNode()
                node.backgroundColor = Color(red: 1, green: 0.5, blue: 0)
                node.style.width = .points(10)
                node.style.height = .points(10)
                return InsetLayoutSpec(insets: EdgeInsets(all: 4), child: node)
            },
        ])
    }

    private func run(_ record: RecordMode = .never, cache: VerifiedBaselines? = nil) throws -> FixtureOutcome {
        var settings = CheckSettings(fixtureRoots: [dir + "/Fixtures"], baselineDirectory: dir + "/Baselines",
                                     reportDirectory: dir + "/Reports", record: record, jobs: 1)
        settings.verifiedBaselines = cache ?? VerifiedBaselines(path: cachePath)
        let result = try CheckRun.run(settings: settings, catalog: catalog, console: CheckConsole(showsProgress: false))
        return try #require(result.report.fixtures.first)
    }

    private var baselinePath: String { dir + "/Baselines/cache/box.png" }

    @Test func aVerifiedBaselineIsRecordedByItsBytesDigest() throws {
        defer { temporary.remove() }
        _ = try run(.missing)
        #expect(VerifiedBaselines.read(cachePath).isEmpty, "recording verifies nothing")
        let first = try run()
        #expect(first.status == .passed)
        let digest = try #require(first.baselineDigest)
        #expect(VerifiedBaselines.read(cachePath) == [digest], "the first check decoded the baseline and recorded its SHA-256")
        // The next run trusts those bytes and verifies nothing again.
        let warm = VerifiedBaselines(path: cachePath)
        #expect(try run(cache: warm).status == .passed)
        #expect(warm.addedCount == 0)
    }

    @Test func anEntryVouchesForItsBytesAlone() throws {
        defer { temporary.remove() }
        _ = try run(.missing)
        _ = try run()
        // The baseline replaced by a forgery claiming the render's pixels: its bytes are new, so it
        // is decoded, and its digest is found not to be its pixels'.
        let original = [UInt8](try Data(contentsOf: URL(fileURLWithPath: baselinePath)))
        var pixels = try PNGCodec.decode(original)
        for x in 0..<pixels.width { pixels[x, 0] = RGBA8(r: 0, g: 0, b: 0) }
        let forged = BaselineForgery.claiming(original, for: try PNGCodec.encode(pixels))
        try Data(forged).write(to: URL(fileURLWithPath: baselinePath))
        let outcome = try run()
        #expect(outcome.status == .failed, "\(outcome.message ?? "")")
        #expect(outcome.message?.contains("not the digest of its decoded pixels") == true, "\(outcome.message ?? "")")
        #expect(!VerifiedBaselines.read(cachePath).contains(SHA256.hexDigest(forged)), "a forgery is never recorded")
    }

    @Test func theFileKeepsWellFormedEntriesUnderItsHeader() throws {
        defer { temporary.remove() }
        let a = String(repeating: "a", count: 64), b = String(repeating: "b", count: 64)
        try FileManager.default.createDirectory(atPath: dir + "/cache", withIntermediateDirectories: true)
        try Data((VerifiedBaselines.header + "\n\(a)\nnot a digest\n\(a.uppercased())\n").utf8)
            .write(to: URL(fileURLWithPath: cachePath))
        let cache = VerifiedBaselines(path: cachePath)
        #expect(cache.contains(a) && !cache.contains(a.uppercased()))
        // Another run wrote the file meanwhile: both runs' entries are kept.
        let c = String(repeating: "c", count: 64)
        try Data((VerifiedBaselines.header + "\n\(c)\n").utf8).write(to: URL(fileURLWithPath: cachePath))
        cache.insert(b)
        cache.insert("short")
        try cache.save()
        #expect(VerifiedBaselines.read(cachePath) == [a, b, c])
        // A file of another format vouches for nothing.
        try Data("\(a)\n".utf8).write(to: URL(fileURLWithPath: cachePath))
        #expect(!VerifiedBaselines(path: cachePath).contains(a))
        // Nor does a file with a carriage return anywhere: a check never writes one, so the
        // file was damaged, and no line of it is trusted (not even well-formed ones).
        for damaged in ["\(a)\r\n\(b)\n", "\r\n\(a)\n\(b)\n", "\(a)\n\r\(b)\n", "\(a)\n\(b)\n\r"] {
            try Data((VerifiedBaselines.header + "\n" + damaged).utf8).write(to: URL(fileURLWithPath: cachePath))
            #expect(VerifiedBaselines.read(cachePath).isEmpty, "\(damaged.debugDescription)")
        }
    }
}
