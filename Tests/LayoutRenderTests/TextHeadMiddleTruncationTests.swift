import LayoutEngine
import LayoutGeometry
import LayoutRender
import Testing

/// One-line text cut at its head or in its middle, as UIKit's truncating line-break modes cut it.
@Suite struct TextHeadMiddleTruncationTests {
    private let string = "abcdefghijklmnopqrstuvwxyz0123456789"

    private func shown(_ mode: TruncationMode, width: Double = 80) throws -> String {
        var text = AttributedText(string, font: "Sans 12")
        text.maximumNumberOfLines = 1
        text.truncationMode = mode
        let engine = try TextEngine()
        let shown = engine.displayedText(text, maxSize: Size(width: width, height: .infinity)).string
        #expect(engine.measure(text, maxSize: Size(width: width, height: .infinity)).lineCount == 1)
        return shown
    }

    @Test func headKeepsTheEnd() throws {
        let s = try shown(.head)
        #expect(s.hasPrefix("\u{2026}") && s.hasSuffix("789") && s.count < string.count)
        #expect(string.hasSuffix(String(s.dropFirst())))
    }

    @Test func middleKeepsBothEnds() throws {
        let s = try shown(.middle)
        let parts = s.split(separator: "\u{2026}", omittingEmptySubsequences: false)
        #expect(parts.count == 2 && string.hasPrefix(String(parts[0])) && string.hasSuffix(String(parts[1])))
        #expect(parts[0].count >= 2 && parts[1].count >= 2 && abs(parts[0].count - parts[1].count) <= 1)
    }

    @Test func tailIsUnchangedAndFittingTextIsNotCut() throws {
        let s = try shown(.tail)
        #expect(s.hasSuffix("\u{2026}") && string.hasPrefix(String(s.dropLast())))
        #expect(try shown(.head, width: 1000) == string)
    }
}
