/// Writes an explanation file's compact JSON directly as bytes: the same bytes `JSONEncoder`
/// gives with sorted keys, no escaped slashes and non-finite numbers as `"inf"`, `"-inf"` and
/// `"nan"` (`LayoutExplanationFile.encode(_:pretty: false)`), about six times faster: a
/// failing screen's 75 KB file took 1.9 ms through `JSONEncoder` and takes 0.3 ms here
/// (`layoutlab-bench failing --explanation`, release, median of 20). Keys are written in sorted order by hand, absent optionals left out, a
/// number as its `description` without a trailing `.0`, and a string with `"`, `\` and control
/// characters escaped as `JSONEncoder` escapes them.
struct ExplanationJSONWriter {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int) { bytes.reserveCapacity(capacity) }

    mutating func file(_ file: LayoutExplanationFile) {
        append("{\"elements\":[")
        for (index, element) in file.elements.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            self.element(element)
        }
        append("],\"fixture\":")
        string(file.fixture)
        if let layout = file.layout {
            append(",\"layout\":")
            string(layout)
        }
        append(",\"parents\":[")
        for (index, parent) in file.parents.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            if let parent { append(String(parent)) } else { append("null") }
        }
        append("],\"scale\":")
        number(file.scale)
        bytes.append(UInt8(ascii: "}"))
    }

    private mutating func element(_ element: ExplainedElement) {
        bytes.append(UInt8(ascii: "{"))
        var first = true
        if let debugName = element.debugName { member("debugName", &first); string(debugName) }
        if let frame = element.frame { member("frame", &first); numbers(frame) }
        member("kind", &first)
        string(element.kind)
        if let offered = element.offered {
            member("offered", &first)
            bytes.append(UInt8(ascii: "["))
            for (index, pair) in offered.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                numbers(pair)
            }
            bytes.append(UInt8(ascii: "]"))
        }
        if let offeredBy = element.offeredBy { member("offeredBy", &first); string(offeredBy) }
        member("path", &first)
        string(element.path)
        member("steps", &first)
        bytes.append(UInt8(ascii: "["))
        for (index, step) in element.steps.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            self.step(step)
        }
        bytes.append(UInt8(ascii: "]"))
        member("style", &first)
        string(element.style)
        bytes.append(UInt8(ascii: "}"))
    }

    private mutating func step(_ step: ExplainedStep) {
        append("{\"kind\":")
        string(step.kind)
        if let position = step.position { append(",\"position\":"); numbers(position) }
        append(",\"rule\":")
        string(step.rule)
        if let size = step.size { append(",\"size\":"); numbers(size) }
        if let terms = step.terms {
            append(",\"terms\":[")
            for (index, term) in terms.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                append("{\"amount\":")
                number(term.amount)
                append(",\"axis\":")
                string(term.axis)
                append(",\"label\":")
                string(term.label)
                bytes.append(UInt8(ascii: "}"))
            }
            bytes.append(UInt8(ascii: "]"))
        }
        append(",\"text\":")
        string(step.text)
        append(",\"texture\":")
        string(step.texture)
        bytes.append(UInt8(ascii: "}"))
    }

    private mutating func member(_ key: StaticString, _ first: inout Bool) {
        if !first { bytes.append(UInt8(ascii: ",")) }
        first = false
        bytes.append(UInt8(ascii: "\""))
        key.withUTF8Buffer { bytes.append(contentsOf: $0) }
        append("\":")
    }

    private mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    private mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    private mutating func numbers(_ list: [Double]) {
        bytes.append(UInt8(ascii: "["))
        for (index, value) in list.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            number(value)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    private mutating func number(_ value: Double) {
        if value.isNaN { append("\"nan\""); return }
        if value.isInfinite { append(value < 0 ? "\"-inf\"" : "\"inf\""); return }
        if value == value.rounded(.towardZero), abs(value) < 1e15 {
            // A whole number's description is its digits and ".0" (the sign of -0 kept).
            if value == 0 { append(value.sign == .minus ? "-0" : "0") } else { append(String(Int64(value))) }
            return
        }
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        append(text)
    }

    private mutating func string(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): append("\\\"")
            case UInt8(ascii: "\\"): append("\\\\")
            case 0x0A: append("\\n")
            case 0x0D: append("\\r")
            case 0x09: append("\\t")
            case 0x08: append("\\b")
            case 0x0C: append("\\f")
            case 0x00..<0x20:
                let hex: StaticString = "0123456789abcdef"
                append("\\u00")
                hex.withUTF8Buffer { bytes.append(contentsOf: [$0[Int(byte >> 4)], $0[Int(byte & 15)]]) }
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
