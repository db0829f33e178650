import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import LayoutReport
import Testing

/// Collects the elements of an XML document with their attributes and text.
private final class XMLCollector: NSObject, XMLParserDelegate {
    struct Element { var name: String; var attributes: [String: String]; var text: String }
    var elements: [Element] = []
    private var open: [Int] = []

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        elements.append(Element(name: name, attributes: attributes, text: ""))
        open.append(elements.count - 1)
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let last = open.last { elements[last].text += string }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        open.removeLast()
    }

    static func parse(_ xml: String) throws -> [Element] {
        let parser = XMLParser(data: Data(xml.utf8))
        let collector = XMLCollector()
        parser.delegate = collector
        guard parser.parse() else { throw parser.parserError ?? CocoaError(.coderReadCorrupt) }
        return collector.elements
    }
}

@Suite("JUnit XML")
struct JUnitWriterTests {
    @Test func absurdDurationsFromMergedShardsDoNotTrap() throws {
        var report = ReportSamples.report([ReportSamples.outcome("slow", .passed, ms: 1e300)])
        report.durationSeconds = 1e20
        let elements = try XMLCollector.parse(JUnitWriter.xml(report))
        #expect(elements.first { $0.name == "testsuite" }?.attributes["time"] == "1000000000000.000")
    }

    @Test func countsAndOneCasePerFixture() throws {
        let report = ReportSamples.report([
            ReportSamples.outcome("a/ok", .passed),
            ReportSamples.outcome("a/b/broken", .failed, message: "120 pixels differ (1.5 %)"),
            ReportSamples.outcome("fresh", .new, message: "no baseline"),
            ReportSamples.outcome("recorded", .new, recorded: true),
            ReportSamples.outcome("bad", .error, message: "size: expected [w, h]"),
        ])
        let elements = try XMLCollector.parse(JUnitWriter.xml(report))
        let suite = try #require(elements.first { $0.name == "testsuite" })
        #expect(suite.attributes["tests"] == "5")
        #expect(suite.attributes["failures"] == "2")
        #expect(suite.attributes["errors"] == "1")
        #expect(suite.attributes["time"] == "1.235")
        #expect(suite.attributes["timestamp"] == "2024-05-01T10:00:00.250Z")
        let cases = elements.filter { $0.name == "testcase" }
        #expect(cases.map { $0.attributes["name"] } == ["a/ok", "a/b/broken", "fresh", "recorded", "bad"])
        #expect(cases.map { $0.attributes["classname"] } == ["a", "a.b", "layoutlab", "layoutlab", "layoutlab"])
        #expect(cases[0].attributes["time"] == "0.013")
        let failures = elements.filter { $0.name == "failure" }
        #expect(failures.map { $0.attributes["type"] } == ["failed", "new"])
        #expect(failures[0].attributes["message"] == "120 pixels differ (1.5 %)")
        #expect(failures[0].text.contains("in the report directory: baseline baseline/a/b/broken.png, actual actual/a/b/broken.png, diff diff/a/b/broken.png"))
        #expect(failures[0].text.contains("approve with: layoutlab approve 'a/b/broken'"))
        let error = try #require(elements.first { $0.name == "error" })
        #expect(error.attributes["message"] == "size: expected [w, h]")
        #expect(elements.filter { $0.name == "system-out" }.map(\.text) == ["no baseline existed; recorded one from this run"])
    }

    @Test func passedCaseIsEmptyUnlessTheLayoutChanged() throws {
        var moved = ReportSamples.outcome("card", .passed)
        moved.layoutOnlyChange = true
        moved.layoutChanges = [LayoutChange(path: "stack/text", debugName: "title", elementKind: "text", change: .moved,
                                            before: [0, 0, 10, 10], after: [4, 0, 10, 10], summary: "title: x 0 → 4 (+4pt)")]
        let xml = JUnitWriter.xml(ReportSamples.report([ReportSamples.outcome("plain", .passed), moved]))
        #expect(xml.contains("<testcase classname=\"layoutlab\" name=\"plain\" time=\"0.013\"/>"))
        let out = try #require(try XMLCollector.parse(xml).first { $0.name == "system-out" })
        #expect(out.text == "layout changed, pixels passed:\ntitle: x 0 → 4 (+4pt)")
    }

    @Test func hostileStringsStayText() throws {
        let name = "x/<script>alert(\"1\")</script> & 'q'"
        let message = "bad \u{1B}[31mred\u{0} line\nnext ]]> <!-- \u{FFFE}"
        let report = ReportSamples.report([ReportSamples.outcome(name, .failed, message: message)],
                                          warnings: ["manifest: <b>cairo</b> differs"])
        let xml = JUnitWriter.xml(report)
        #expect(!xml.contains("<script>"))
        #expect(!xml.contains("\u{1B}") && !xml.contains("\u{0}") && !xml.contains("\u{FFFE}"))
        let elements = try XMLCollector.parse(xml)
        let testcase = try #require(elements.first { $0.name == "testcase" })
        #expect(testcase.attributes["name"] == name)
        let failure = try #require(elements.first { $0.name == "failure" })
        #expect(failure.attributes["message"] == "bad \\u{1B}[31mred\\u{0} line\nnext ]]> <!-- \\u{FFFE}")
        #expect(elements.first { $0.name == "system-err" }?.text == "manifest: <b>cairo</b> differs")
        #expect(!elements.contains { $0.name == "script" || $0.name == "b" })
    }

    @Test func bidiOverridesAndInvisiblesAreShownAsTheTerminalShowsThem() throws {
        let name = "feed/\u{202E}gnp.exe"
        let message = "the title \u{202E}txet\u{202C} and a\u{200B}zero-width space"
        let xml = JUnitWriter.xml(ReportSamples.report([ReportSamples.outcome(name, .failed, message: message)]))
        #expect(!xml.contains("\u{202E}") && !xml.contains("\u{200B}") && !xml.contains("\u{202C}"))
        let elements = try XMLCollector.parse(xml)
        #expect(elements.first { $0.name == "testcase" }?.attributes["name"] == "feed/\\u{202E}gnp.exe")
        #expect(elements.first { $0.name == "failure" }?.attributes["message"]
                == "the title \\u{202E}txet\\u{202C} and a\\u{200B}zero-width space")
    }

    @Test func sameReportSameBytes() {
        let report = ReportSamples.report((0..<50).map { ReportSamples.outcome("f\($0)", $0 % 3 == 0 ? .failed : .passed, ms: Double($0)) })
        #expect(JUnitWriter.xml(report) == JUnitWriter.xml(report))
        #expect(JUnitWriter.xml(report).hasSuffix("</testsuites>\n"))
    }
}
