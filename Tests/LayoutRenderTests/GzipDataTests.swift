import Foundation
import LayoutLabTestSupport
import LayoutRender
import Testing

/// Baseline explanations are kept gzip-compressed: they read back as written, `gzip -d` reads
/// them, and a file that is not one whole member of a bounded size is refused, never inflated.
@Suite("gzip files")
struct GzipDataTests {
    static let text = [UInt8]((0..<4000).map { "{\"kind\":\"stack\",\"path\":\"node[\($0)]\",\"steps\":[]}" }.joined().utf8)

    @Test func whatIsWrittenReadsBackAndIsSmall() throws {
        let file = GzipData.compress(Self.text)
        #expect(GzipData.decompress(file) == Self.text)
        #expect(file.count * 10 < Self.text.count, "\(file.count) of \(Self.text.count) bytes")
        #expect(GzipData.decompress(GzipData.compress([])) == [])
    }

    @Test func gzipReadsIt() throws {
        let temporary = try TemporaryDirectory("gzip")
        defer { temporary.remove() }
        let dir = temporary.url
        try Data(GzipData.compress(Self.text)).write(to: dir.appendingPathComponent("e.json.gz"))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/gzip")
        process.arguments = ["-dc", dir.appendingPathComponent("e.json.gz").path]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0 && [UInt8](data) == Self.text)
    }

    @Test func filesThatAreNotOneWholeBoundedMemberAreRefused() {
        let file = GzipData.compress(Self.text)
        #expect(GzipData.decompress(Array(file.dropLast(7))) == nil, "cut short")
        #expect(GzipData.decompress(file + [0]) == nil, "trailing bytes")
        #expect(GzipData.decompress(file + file) == nil, "two members")
        #expect(GzipData.decompress(Array(Self.text.prefix(64))) == nil, "not gzip")
        var corrupt = file
        corrupt[corrupt.count / 2] ^= 0xFF
        #expect(GzipData.decompress(corrupt) == nil, "corrupt data")
        // A trailer that claims more than the limit is refused before anything is allocated.
        var claims = file
        let huge = UInt32(GzipData.maxUncompressed + 1)
        for k in 0..<4 { claims[claims.count - 4 + k] = UInt8(truncatingIfNeeded: huge >> (8 * UInt32(k))) }
        #expect(GzipData.decompress(claims) == nil)
        // A bomb: 100 MB of zeros in about 100 KB.
        let bomb = GzipData.compress([UInt8](repeating: 0, count: 100 << 20))
        #expect(bomb.count < 200_000 && GzipData.decompress(bomb) == nil)
    }
}
