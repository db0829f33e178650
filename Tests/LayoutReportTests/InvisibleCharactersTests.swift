import Foundation
import LayoutLabTestSupport
import Testing
@testable import LayoutReport

/// The page's script and the Swift escaping reveal the same characters: the regular expressions
/// in the assembled script, read back here by a parser of their own, match exactly the characters
/// `MarkupEscaper` reveals, for every UTF-16 code unit.
@Suite("Invisible characters")
struct InvisibleCharactersTests {
    @Test(arguments: [("INVISIBLE", true), ("INVISIBLE_ALL", false)])
    func theScriptMatchesExactlyTheCharactersSwiftReveals(constant: String, keepLineBreaks: Bool) throws {
        let script = try ReportAssets.bundled().script
        let matched = try Self.characterClass(declaredAs: constant, in: script)
        for unit in UInt32(0)...0xFFFF {
            guard let scalar = Unicode.Scalar(unit) else {
                #expect(!matched.contains(unit), "the script matches the surrogate \(Self.hex(unit))")
                continue
            }
            #expect(matched.contains(unit) == MarkupEscaper.isInvisible(scalar, keepLineBreaks: keepLineBreaks),
                    "\(constant) and MarkupEscaper disagree on \(Self.hex(unit))")
        }
    }

    @Test func everyCharacterOfTheTableIsOneUTF16CodeUnit() {
        for range in InvisibleCharacters.ranges {
            #expect(range.upperBound <= 0xFFFF && !range.overlaps(0xD800...0xDFFF), "\(range)")
        }
        for scalar: Unicode.Scalar in ["\u{1F600}", "\u{E0001}", "\u{E007F}", "\u{10FFFF}"] {
            #expect(!MarkupEscaper.isInvisible(scalar, keepLineBreaks: false))
        }
    }

    @Test func theScriptHoldsTheTableOnlyWhereItIsFilledIn() throws {
        let script = try ReportAssets.bundled().script
        #expect(script.ranges(of: "/[\\u0000-").count == 2)
        for name in ReportAssets.scriptFiles {
            let text = try String(contentsOf: ReportAssets.bundledDirectory.appendingPathComponent(name), encoding: .utf8)
            #expect(!text.contains("\\u200B") && !text.contains("\\u202E"), "\(name) holds characters of the table itself")
        }
    }

    @Test func aPlaceholderMissingFromTheScriptIsAnError() throws {
        let dir = try Self.copyOfTheAssets("placeholder-missing")
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.edit(dir, "report-core.js") { $0.replacing("{{INVISIBLE}}", with: "/x/g") }
        let error = #expect(throws: ReportAssetError.self) { try ReportAssets.read(from: dir) }
        #expect(error?.reason == "the script holds {{INVISIBLE}} 0 times instead of once")
    }

    @Test func anUnknownPlaceholderIsAnError() throws {
        let dir = try Self.copyOfTheAssets("placeholder-unknown")
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.edit(dir, "report-list.js") { $0 + "const X = {{INVISIBLE_TABLE}};\n" }
        let error = #expect(throws: ReportAssetError.self) { try ReportAssets.read(from: dir) }
        #expect(error?.reason == "the script holds an unknown placeholder {{INVISIBLE_TABLE}}")
    }

    /// The code units of the bracketed class of the regular expression literal assigned to
    /// `const <name> = /[...]/g;`: every member written as `\uXXXX` or `\uXXXX-\uXXXX`.
    static func characterClass(declaredAs name: String, in script: String) throws -> Set<UInt32> {
        let prefix = "\nconst \(name) = /["
        let start = try #require(script.range(of: prefix), "no \(name) in the script")
        let end = try #require(script.range(of: "]/g;\n", range: start.upperBound..<script.endIndex))
        var members = Substring(script[start.upperBound..<end.lowerBound])
        var units = Set<UInt32>()
        func unit() throws -> UInt32 {
            try #require(members.hasPrefix("\\u") && members.count >= 6, "unexpected \(members.prefix(8)) in \(name)")
            let value = try #require(UInt32(members.dropFirst(2).prefix(4), radix: 16), "unexpected \(members.prefix(6)) in \(name)")
            members = members.dropFirst(6)
            return value
        }
        while !members.isEmpty {
            let first = try unit()
            var last = first
            if members.hasPrefix("-") {
                members = members.dropFirst()
                last = try unit()
            }
            try #require(first <= last)
            units.formUnion(first...last)
        }
        return units
    }

    static func hex(_ v: UInt32) -> String { "U+" + String(v, radix: 16, uppercase: true) }

    static func copyOfTheAssets(_ label: String) throws -> URL {
        let dir = try TemporaryDirectory("report-" + label).url
        for name in [ReportAssets.styleFile] + ReportAssets.scriptFiles {
            try FileManager.default.copyItem(at: ReportAssets.bundledDirectory.appendingPathComponent(name),
                                             to: dir.appendingPathComponent(name))
        }
        return dir
    }

    static func edit(_ dir: URL, _ name: String, _ change: (String) -> String) throws {
        let url = dir.appendingPathComponent(name)
        try Data(change(try String(contentsOf: url, encoding: .utf8)).utf8).write(to: url)
    }
}
