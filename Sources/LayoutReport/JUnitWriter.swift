/// Writes a check report as JUnit XML (`junit.xml`), the format CI systems read.
///
/// One `<testsuite name="layoutlab">` holds a `<testcase>` per fixture; its `classname` is the
/// fixture's folder with `/` as `.` (`layoutlab` for fixtures without one). Failed fixtures
/// carry a `<failure type="failed">`, renderer drift a `<failure type="renderer-drift">` naming
/// the libraries that changed (in `<system-out>` when accepted), new fixtures without a recorded baseline a
/// `<failure type="new">`, errored fixtures an `<error>`; recorded baselines and layout-only
/// changes are noted in `<system-out>`. Run warnings go to the suite's `<system-err>`. With
/// `--fail-on-orphans` and orphaned baselines, a test case `orphaned baselines` fails too.
/// Every string is escaped; characters XML 1.0 cannot hold are written as `\u{…}`.
public enum JUnitWriter {
    /// The XML document for `report`, ending with a newline.
    public static func xml(_ report: CheckReport) -> String {
        let orphans = report.orphansFail ? 1 : 0
        let failures = report.fixtures.filter(\.failsRun).count + orphans
        let errors = report.summary.error
        let tests = report.fixtures.count + orphans
        let counts = "tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"0\""
        let time = seconds(report.durationSeconds)
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"layoutlab\" \(counts) time=\"\(time)\">\n"
        out += "  <testsuite name=\"layoutlab\" \(counts) time=\"\(time)\" timestamp=\"\(MarkupEscaper.xml.attribute(report.startedAt))\">\n"
        for fixture in report.fixtures { out += testcase(fixture, drift: report.rendererDrift) }
        if report.orphansFail, let files = report.orphanedBaselines {
            // --fail-on-orphans: the orphans fail the run, so they fail a test case too.
            let message = "\(files.count) baseline file\(files.count == 1 ? "" : "s") no fixture produces (--fail-on-orphans); "
                + "`layoutlab prune` removes them"
            out += "    <testcase classname=\"layoutlab\" name=\"orphaned baselines\" time=\"0.000\">\n"
            out += "      " + element("failure", type: "orphaned", message: message,
                                  details: files.map { report.settings.baselineDirectory + "/" + $0 }.joined(separator: "\n")) + "\n"
            out += "    </testcase>\n"
        }
        if !report.warnings.isEmpty {
            out += "    <system-err>\(MarkupEscaper.xml.text(report.warnings.joined(separator: "\n")))</system-err>\n"
        }
        out += "  </testsuite>\n</testsuites>\n"
        return out
    }

    /// The `<testcase>` element of one fixture.
    static func testcase(_ f: FixtureOutcome, drift: RendererDriftReport? = nil) -> String {
        var out = "    <testcase classname=\"\(MarkupEscaper.xml.attribute(className(f.name)))\" name=\"\(MarkupEscaper.xml.attribute(f.name))\" "
            + "time=\"\(seconds(f.durationMilliseconds / 1000))\""
        var body: [String] = []
        switch f.status {
        case .passed:
            if f.layoutOnlyChange {
                body.append(systemOut((["layout changed, pixels passed:"] + f.layoutChanges.map(\.summary)).joined(separator: "\n")))
            }
        case .failed where f.isRendererDrift:
            let why = "renderer drift: pixels alone changed, no frame moved"
                + (drift.map { " (libraries differ from the baselines': \($0.librariesPhrase))" } ?? "")
            if f.rendererDriftAccepted == true {
                body.append(systemOut(why + "; accepted (acceptRendererDrift)\n" + details(f)))
            } else {
                body.append(element("failure", type: "renderer-drift", message: why + "; " + (f.message ?? "pixels differ"),
                                    details: details(f)))
            }
        case .failed:
            body.append(element("failure", type: "failed", message: f.message ?? "pixels differ from the baseline", details: details(f)))
        case .new:
            if f.recorded {
                body.append(systemOut("no baseline existed; recorded one from this run"))
            } else {
                body.append(element("failure", type: "new", message: f.message ?? "no baseline", details: details(f)))
            }
        case .error:
            body.append(element("error", type: "error", message: f.message ?? "the fixture could not be checked", details: f.sourceFile.map { "fixture file: \($0)" } ?? ""))
        }
        if body.isEmpty { return out + "/>\n" }
        out += ">\n"
        for line in body { out += "      " + line + "\n" }
        return out + "    </testcase>\n"
    }

    /// The fixture's folder in dotted form, or `layoutlab` for a top-level fixture.
    static func className(_ name: String) -> String {
        guard let slash = name.lastIndex(of: "/") else { return "layoutlab" }
        return name[..<slash].split(separator: "/", omittingEmptySubsequences: false).joined(separator: ".")
    }

    /// What a reader needs to look into a failure: the images and the layout changes.
    static func details(_ f: FixtureOutcome) -> String {
        var lines: [String] = []
        if let message = f.message { lines.append(message) }
        // The message names files as the shell sees them; these are the report's own copies.
        let files = [("baseline", f.images.baseline), ("actual", f.images.actual), ("diff", f.images.diff)]
            .compactMap { label, path in path.map { "\(label) \($0)" } }
        if !files.isEmpty { lines.append("in the report directory: " + files.joined(separator: ", ")) }
        if !f.layoutChanges.isEmpty {
            lines.append("layout changes:")
            lines += f.layoutChanges.map { "  \($0.summary)" }
        }
        if let source = f.sourceFile { lines.append("fixture file: \(source)") }
        if !f.approveCommand.isEmpty { lines.append("approve with: \(f.approveCommand)") }
        return lines.joined(separator: "\n")
    }

    private static func element(_ name: String, type: String, message: String, details: String) -> String {
        "<\(name) type=\"\(type)\" message=\"\(MarkupEscaper.xml.attribute(message))\">\(MarkupEscaper.xml.text(details))</\(name)>"
    }

    private static func systemOut(_ content: String) -> String {
        "<system-out>\(MarkupEscaper.xml.text(content))</system-out>"
    }

    /// `value` seconds with three decimals, independent of locale.
    static func seconds(_ value: Double) -> String {
        guard value.isFinite, value > 0 else { return "0.000" }
        // Whole milliseconds in an Int up to about 290 million years; longer is not a duration.
        guard value < 1e12 else { return "1000000000000.000" }
        let millis = Int((value * 1000).rounded())
        let fraction = String(millis % 1000)
        return "\(millis / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
    }
}
