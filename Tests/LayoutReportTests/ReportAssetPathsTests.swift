import Foundation
import LayoutLabTestSupport
import Testing
@testable import LayoutReport

@Suite("Report asset paths")
struct ReportAssetPathsTests {
    @Test func pathsThatLeaveTheReportAreRefused() {
        for path in ["", "/etc/passwd", "../x.png", "a/../../b.png", "a//b.png", "./a.png", "a/.", "a\\..\\b", "a\u{0}b"] {
            #expect(ReportAssetPaths.components(path) == nil, "\(path)")
            #expect(ReportAssetPaths.url(path) == nil, "\(path)")
        }
        #expect(ReportAssetPaths.components("actual/cards/profile.png") == ["actual", "cards", "profile.png"])
    }

    @Test func urlsArePercentEncodedAndDecodeToThePath() throws {
        let path = "actual/\(Hostile.attribute) #?%:é\u{202E}.png"
        let url = try #require(ReportAssetPaths.url(path))
        #expect(url.hasPrefix("actual/%22%27%3E%3Cimg%20src%3Dx%20onerror%3Dalert%281%29%3E%20%23%3F%25%3A%C3%A9"))
        for forbidden in ["\"", "'", "<", ">", " ", "#", "?", ":"] { #expect(!url.contains(forbidden)) }
        #expect(url.removingPercentEncoding == path)
        #expect(ReportAssetPaths.url("javascript:alert(1)") == "javascript%3Aalert%281%29")
    }

    @Test func pngSizeComesFromTheHeader() throws {
        let temporary = try TemporaryDirectory("report-png")
        defer { temporary.remove() }
        let dir = temporary.url
        let png = dir.appendingPathComponent("a.png")
        try TinyPNG.encode(width: 7, height: 3) { _, _ in (0, 0, 0, 255) }.write(to: png)
        #expect(ReportAssetPaths.pngSize(png.path).map { [$0.width, $0.height] } == [7, 3])
        let junk = dir.appendingPathComponent("junk.png")
        try Data("not a png at all, but long enough".utf8).write(to: junk)
        #expect(ReportAssetPaths.pngSize(junk.path) == nil)
        #expect(ReportAssetPaths.pngSize(dir.appendingPathComponent("missing.png").path) == nil)
    }

    @Test func theBaselineFolderFromTheReportAsABrowserResolvesIt() throws {
        #expect(ReportAssetPaths.folderURL(of: "Baselines", from: "Reports") == "../Baselines/")
        #expect(ReportAssetPaths.folderURL(of: "./Baselines/", from: "out//R") == "../../Baselines/")
        #expect(ReportAssetPaths.folderURL(of: "/srv/a b/#B", from: "/srv/c/../R") == "../a%20b/%23B/")
        // A report folder reached through a link: `..` is taken from the path as given, as a
        // browser opening that path takes it, never from where the link points.
        let temporary = try TemporaryDirectory("report-links")
        defer { temporary.remove() }
        let dir = temporary.url
        let deep = dir.appendingPathComponent("x/y/z/R")
        try FileManager.default.createDirectory(at: deep, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("RL").path, withDestinationPath: deep.path)
        #expect(ReportAssetPaths.folderURL(of: dir.appendingPathComponent("Baselines").path,
                                           from: dir.appendingPathComponent("RL").path) == "../Baselines/")
    }
}
