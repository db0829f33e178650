import LayoutGeometry
import LayoutReport

/// Writes a check report as JUnit XML (`Reports/junit.xml`), the format CI servers show tests in:
/// one test suite, one test case per fixture. A failed fixture and a new one that was not
/// recorded carry a `<failure>`, an errored one an `<error>`; every message is XML-escaped.
public enum JUnitReport {
    /// The XML document for `report`.
    public static func xml(_ report: CheckReport) -> String {
        let failures = report.fixtures.filter(isFailure).count
        let errors = report.fixtures.filter { $0.status == .error }.count
        let time = seconds(report.durationSeconds)
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"layoutlab\" tests=\"\(report.fixtures.count)\" failures=\"\(failures)\" errors=\"\(errors)\" time=\"\(time)\">\n"
        out += "  <testsuite name=\"layoutlab check\" tests=\"\(report.fixtures.count)\" failures=\"\(failures)\" "
            + "errors=\"\(errors)\" skipped=\"0\" time=\"\(time)\" timestamp=\"\(escape(report.startedAt))\">\n"
        for fixture in report.fixtures {
            out += "    <testcase classname=\"\(escape(className(fixture)))\" name=\"\(escape(fixture.name))\" "
                + "time=\"\(seconds(fixture.durationMilliseconds / 1000))\""
            let message = fixture.message ?? fixture.status.rawValue
            if fixture.status == .error {
                out += ">\n      <error type=\"error\" message=\"\(escape(message))\">\(escape(message))</error>\n    </testcase>\n"
            } else if isFailure(fixture) {
                let type = fixture.status == .new ? "new" : "failed"
                out += ">\n      <failure type=\"\(type)\" message=\"\(escape(message))\">\(escape(message))</failure>\n    </testcase>\n"
            } else if let note = fixture.message {
                out += ">\n      <system-out>\(escape(note))</system-out>\n    </testcase>\n"
            } else {
                out += "/>\n"
            }
        }
        out += "  </testsuite>\n</testsuites>\n"
        return out
    }

    /// Failed fixtures, and new ones that were not recorded.
    static func isFailure(_ fixture: FixtureOutcome) -> Bool {
        fixture.status == .failed || (fixture.status == .new && !fixture.recorded)
    }

    /// The fixture's folder, dotted (`buttons.primary` for `buttons/primary/large`), as CI
    /// servers group test classes; `layoutlab` for names without one.
    static func className(_ fixture: FixtureOutcome) -> String {
        guard let slash = fixture.name.lastIndex(of: "/") else { return "layoutlab" }
        return fixture.name[..<slash].replacingOccurrences(of: "/", with: ".")
    }

    /// Text made safe for XML 1.0 content and attribute values: markup characters as entities,
    /// line breaks and tabs as character references, and characters XML cannot hold (other
    /// control characters, U+FFFE, U+FFFF) as U+FFFD.
    public static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            case "\t": out += "&#9;"
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    out += "\u{FFFD}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    private static func seconds(_ value: Double) -> String {
        value.isFinite ? LayoutFormat.number(value, maxDecimals: 3) : "0"
    }
}
