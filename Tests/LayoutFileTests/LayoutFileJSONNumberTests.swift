@testable import LayoutFile
import LayoutGeometry
import LayoutLabTestSupport
import Testing

/// The layout file's numbers, written as bytes, are the text `LayoutFormat` gives: whole numbers
/// without a fraction, others rounded to four decimals, huge ones whole, and `null` for what is
/// not finite.
@Suite("Layout file numbers")
struct LayoutFileJSONNumberTests {
    private static func written(_ v: Double) -> String {
        var out: [UInt8] = []
        LayoutFileJSON.append(number: v, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    private static func expected(_ v: Double) -> String {
        v.isFinite ? LayoutFormat.number(v, maxDecimals: 4) : "null"
    }

    @Test func edgeValuesAreWrittenAsLayoutFormatWritesThem() {
        let values: [Double] = [0, -0.0, 1, -1, 0.5, -0.5, 1 / 3, 2 / 3, 0.00004, 0.00005, -0.00005, 0.99995, 123.45675,
                                1e15 - 1, 1e15, -1e15, 1e15 + 0.5, 9.99e14 + 0.25, 1e300, -1e300, .ulpOfOne,
                                .leastNonzeroMagnitude, .greatestFiniteMagnitude, .infinity, -.infinity, .nan,
                                Double(Int64.max), Double(Int64.min), 4_503_599_627_370_496.5]
        for v in values {
            #expect(LayoutFileJSONNumberTests.written(v) == LayoutFileJSONNumberTests.expected(v), "\(v)")
        }
    }

    @Test func randomValuesAreWrittenAsLayoutFormatWritesThem() {
        var rng = FuzzRandom(seed: 0x4C46_4E55)
        for _ in 0..<20_000 {
            let v = Double(bitPattern: rng.next())
            let w = Double(Int64(bitPattern: rng.next()) % 10_000_000) / Double(1 << rng.below(12))
            for x in [v, w, -w] {
                #expect(LayoutFileJSONNumberTests.written(x) == LayoutFileJSONNumberTests.expected(x), "\(x)")
            }
        }
    }

    @Test func listsAndStringsAreWrittenAsTheirTextForms() {
        var out: [UInt8] = []
        LayoutFileJSON.append(numbers: [1, 0.25, -3.5, .nan], to: &out)
        #expect(String(decoding: out, as: UTF8.self) == "[1, 0.25, -3.5, null]")
        #expect(LayoutFileJSON.numbers(nil) == "null")
        #expect(LayoutFileJSON.string("a\"b\\c\n\u{1}\u{7F}\u{2028}é😀") == "\"a\\\"b\\\\c\\n\\u0001\\u007f\\u2028é😀\"")
    }
}

/// A number read back without its text is the number its text reads back as.
@Suite("Layout file numbers read back")
struct LayoutFileReadBackNumberTests {
    @Test func readingBackWithoutTheTextGivesWhatTheTextGives() {
        var rng = FuzzRandom(seed: 0x5242_4E55)
        var values: [Double] = [0, -0.0, 0.00004, -0.00004, 0.00005, -0.00005, 1e15, -1e15, 1e15 - 0.5, 1e300,
                                .leastNonzeroMagnitude, .greatestFiniteMagnitude, 123.45675, -7.99995]
        for _ in 0..<20_000 {
            values.append(Double(bitPattern: rng.next()))
            values.append(Double(Int64(bitPattern: rng.next()) % 100_000_000) / Double(1 << rng.below(20)))
        }
        for v in values where v.isFinite {
            let expected = Double(LayoutFileJSON.number(v))
            let read = LayoutFileEntry.readBack(v)
            #expect(read?.bitPattern == expected?.bitPattern, "\(v)")
        }
        #expect(LayoutFileEntry.readBack(.nan) == nil && LayoutFileEntry.readBack(-.infinity) == nil)
    }
}
