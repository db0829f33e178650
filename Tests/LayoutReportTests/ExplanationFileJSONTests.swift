import Foundation
import LayoutLabTestSupport
@testable import LayoutReport
import Testing

/// The explanation file's own writer and reader agree with `JSONEncoder` and `JSONDecoder`.
@Suite struct ExplanationFileJSONTests {
    /// Strings with everything a writer must escape or keep: quotes, backslashes, every control
    /// character, a slash, accents, an emoji, U+2028 and DEL.
    static let pieces = ["a", "Why", " ", "\"", "\\", "/", "\n", "\r", "\t", "\u{8}", "\u{C}", "\u{0}", "\u{1}", "\u{1F}",
                         "\u{7F}", "é", "e\u{301}", "😀", "\u{2028}", "<\u{2F}script>", "&", "ÿ", "\u{FFFF}", "中"]

    static func text(_ rng: inout FuzzRandom) -> String {
        (0..<rng.below(6)).map { _ in pieces[rng.below(pieces.count)] }.joined()
    }

    static func number(_ rng: inout FuzzRandom) -> Double {
        switch rng.below(9) {
        case 0: return Double(bitPattern: rng.next())
        case 1: return [.infinity, -.infinity, .nan, 0, -0.0, 1e15, -1e15, 1e16, 9_007_199_254_740_993, 5e-324][rng.below(10)]
        case 2: return Double(Int(truncatingIfNeeded: rng.next()) >> rng.below(64))
        case 3: return Double(rng.below(2_000_001) - 1_000_000) / 3
        case 4: return Double(rng.below(100_000)) / 8
        case 5: return (Double(rng.below(1 << 30)) + 0.5) * 1e6
        default: return Double(rng.below(800)) / Double(1 + rng.below(7))
        }
    }

    static func numbers(_ rng: inout FuzzRandom, _ count: Int) -> [Double] { (0..<count).map { _ in number(&rng) } }

    static func maybe<T>(_ rng: inout FuzzRandom, _ make: (inout FuzzRandom) -> T) -> T? { rng.below(3) == 0 ? nil : make(&rng) }

    static func file(_ rng: inout FuzzRandom) -> LayoutExplanationFile {
        let count = rng.below(6)
        let elements = (0..<count).map { _ in
            ExplainedElement(kind: text(&rng), debugName: maybe(&rng, text), path: text(&rng), frame: maybe(&rng) { numbers(&$0, 4) },
                             style: text(&rng), offered: maybe(&rng) { r in [numbers(&r, 2), numbers(&r, 2)] },
                             offeredBy: maybe(&rng, text), steps: (0..<rng.below(4)).map { _ in
                                 ExplainedStep(kind: text(&rng), rule: text(&rng), texture: text(&rng), text: text(&rng),
                                               size: maybe(&rng) { numbers(&$0, 2) }, position: maybe(&rng) { numbers(&$0, 2) },
                                               terms: maybe(&rng) { r in (0..<r.below(3)).map { _ in
                                                   ExplainedStep.Term(axis: text(&r), amount: number(&r), label: text(&r)) } })
                             })
        }
        return LayoutExplanationFile(fixture: text(&rng), layout: maybe(&rng, text), scale: number(&rng),
                                     parents: (0..<count).map { _ in rng.below(4) == 0 ? nil : rng.below(1000) - 10 },
                                     elements: elements)
    }

    static func decodedByFoundation(_ data: Data) throws -> LayoutExplanationFile {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return try decoder.decode(LayoutExplanationFile.self, from: data)
    }

    /// Two files' values compared through `JSONEncoder`'s bytes (NaN is not equal to itself).
    static func same(_ a: LayoutExplanationFile, _ b: LayoutExplanationFile) -> Bool {
        LayoutExplanationFile.encode(a, pretty: false) == LayoutExplanationFile.encode(b, pretty: false)
    }

    @Test func writesTheBytesJSONEncoderWritesAndReadsThemBack() throws {
        var rng = FuzzRandom(seed: 0x5EED_E7A1)
        for round in 0..<3000 {
            let file = Self.file(&rng)
            let data = file.data
            let expected = LayoutExplanationFile.encode(file, pretty: false)
            #expect(data == expected, "round \(round): \(String(decoding: data, as: UTF8.self))\n\(String(decoding: expected, as: UTF8.self))")
            guard data == expected else { return }
            let read = try LayoutExplanationFile.read(data)
            #expect(Self.same(read, file), "round \(round)")
            #expect(Self.same(read, try Self.decodedByFoundation(data)), "round \(round)")
        }
    }

    @Test func readsPrettyFilesAndSkipsUnknownMembers() throws {
        var rng = FuzzRandom(seed: 77)
        for round in 0..<300 {
            let file = Self.file(&rng)
            #expect(Self.same(try LayoutExplanationFile.read(LayoutExplanationFile.encode(file, pretty: true)), file), "round \(round)")
            // Unknown members of every kind, nested, before the known ones of each object.
            let unknown = #""x-later":{"a":[1,-2.5e3,{"b":[[],{}]},"s\"}",true,false,null],"c":{}},"#
            let text = String(decoding: file.data, as: UTF8.self).replacingOccurrences(of: "{\"", with: "{" + unknown + "\"")
            let data = Data(text.utf8)
            #expect(Self.same(try LayoutExplanationFile.read(data), file), "round \(round)")
            #expect(Self.same(try Self.decodedByFoundation(data), file), "round \(round)")
        }
    }

    @Test func acceptsNothingJSONDecoderRefusesAndReadsTheSameValues() throws {
        var rng = FuzzRandom(seed: 4242)
        var refused = 0, accepted = 0, leftToDecoder = 0, round = 0
        let deadline = FuzzBudget.deadline()
        while FuzzBudget.continues(round, minimum: 4000, deadline: deadline) {
            defer { round += 1 }
            var bytes = [UInt8](Self.file(&rng).data)
            switch round % 4 {
            case 0: bytes = Array(bytes.prefix(rng.below(bytes.count)))
            case 1: FuzzRandom.flipBits(&bytes, &rng)
            case 2: FuzzRandom.setInterestingBytes(&bytes, &rng)
            default: FuzzRandom.splice(&bytes, [UInt8](Self.file(&rng).data), &rng)
            }
            let data = Data(bytes)
            let ours = try? ExplanationJSONReader.read(data)
            let theirs = try? Self.decodedByFoundation(data)
            // What the file reader gives (the byte reader, else JSONDecoder) is JSONDecoder's.
            let read = try? LayoutExplanationFile.read(data)
            #expect((read == nil) == (theirs == nil) && (read == nil || Self.same(read!, theirs!)), "round \(round)")
            switch (ours, theirs) {
            case (nil, nil): refused += 1
            case let (ours?, theirs?):
                accepted += 1
                #expect(Self.same(ours, theirs), "round \(round): \(String(decoding: bytes, as: UTF8.self))")
            case (_?, nil):
                let text = String(decoding: bytes, as: UTF8.self)
                Issue.record("round \(round): the byte reader accepted what JSONDecoder refused: \(text)")
            case (nil, _?):
                // Left to JSONDecoder by `LayoutExplanationFile.read` (checked above); rare.
                leftToDecoder += 1
            }
        }
        // Both outcomes were exercised, and the byte reader decided nearly every file itself.
        #expect(refused > 1000 && accepted > 20, "\(refused) refused, \(accepted) accepted")
        #expect(leftToDecoder * 100 <= round, "\(leftToDecoder) of \(round) left to JSONDecoder")
    }

    @Test func aMissingOrMistypedMemberIsRefusedWithWhereItWas() throws {
        let good = #"{"elements":[],"fixture":"f","parents":[],"scale":2}"#
        #expect(try LayoutExplanationFile.read(Data(good.utf8)).scale == 2)
        // A comma before a closing bracket, which JSONDecoder accepts, and a repeated key, whose
        // first value it takes.
        let lenient = #"{"elements":[],"fixture":"f","parents":[1,],"scale":2,"scale":"x",}"#
        #expect(try LayoutExplanationFile.read(Data(lenient.utf8)).parents == [1])
        #expect(try Self.decodedByFoundation(Data(lenient.utf8)).parents == [1])
        for bad in [#"{"elements":[],"fixture":"f","parents":[]}"#,
                    #"{"elements":[],"fixture":"f","parents":[],"scale":null}"#,
                    #"{"elements":[],"fixture":3,"parents":[],"scale":2}"#,
                    #"{"elements":[{}],"fixture":"f","parents":[null],"scale":2}"#,
                    #"{"elements":[],"fixture":"f","parents":[1.5],"scale":2}"#,
                    #"{"elements":[],"fixture":"f","parents":[],"scale":"big"}"#,
                    #"{"elements":[],"fixture":"f","parents":[],"scale":2} x"#,
                    #"{"elements":[],"fixture":"f","parents":[,],"scale":2}"#,
                    #"{"elements":[],"fixture":"f","parents":[1,,],"scale":2}"#,
                    #"{"elements":[],"fixture":"f\u0","parents":[],"scale":2}"#,
                    #"{"elements":[],"fixture":"\ud800","parents":[],"scale":2}"#] {
            #expect(throws: (any Error).self, "\(bad)") { try LayoutExplanationFile.read(Data(bad.utf8)) }
            #expect(throws: (any Error).self, "\(bad)") { try Self.decodedByFoundation(Data(bad.utf8)) }
        }
        let error = #expect(throws: ExplanationJSONReader.Failure.self) {
            try ExplanationJSONReader.read(Data(#"{"elements":[],"fixture":"f","parents":[],"scale":"big"}"#.utf8))
        }
        #expect(error?.description == "byte 50: expected a number, found '\"'")
    }

    @Test func edgesOfJSONDecoderAreKept() throws {
        let body = #"{"elements":[],"fixture":"f","parents":[2],"scale":"inf"}"#
        // A byte order mark and white space around the value.
        for text in [" " + body, "\n\t" + body + " \n", "\u{FEFF}" + body] {
            #expect(try ExplanationJSONReader.read(Data(text.utf8)).scale == .infinity, "\(text.debugDescription)")
        }
        // UTF-16 is left to JSONDecoder.
        let utf16 = try #require(body.data(using: .utf16LittleEndian))
        #expect(throws: (any Error).self) { try ExplanationJSONReader.read(utf16) }
        #expect(try LayoutExplanationFile.read(utf16).parents == [2])
        // "inf" only as written; an integer only within what it can be.
        for bad in [body.replacingOccurrences(of: #""inf""#, with: #""\u0069nf""#),
                    body.replacingOccurrences(of: "[2]", with: "[-9223372036854775809]"),
                    body.replacingOccurrences(of: "[2]", with: "[9223372036854775808.0]"),
                    body.replacingOccurrences(of: #""f","#, with: #""f","x":"a\u12b","#)] {
            #expect(throws: (any Error).self, "\(bad)") { try ExplanationJSONReader.read(Data(bad.utf8)) }
            #expect(throws: (any Error).self, "\(bad)") { try Self.decodedByFoundation(Data(bad.utf8)) }
        }
        #expect(try ExplanationJSONReader.read(Data(body.replacingOccurrences(of: "[2]", with: "[2.0, 1e2]").utf8)).parents == [2, 100])
    }

    @Test func nestingIsLimitedWhereJSONDecoderLimitsIt() {
        for depth in 505...515 {
            let nested = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
            let text = #"{"elements":[],"fixture":"f","x":"# + nested + #","parents":[],"scale":1}"#
            let ours = try? ExplanationJSONReader.read(Data(text.utf8))
            let theirs = try? Self.decodedByFoundation(Data(text.utf8))
            #expect((ours == nil) == (theirs == nil), "an unknown member nested \(depth) deep")
            if depth == 505 { #expect(ours != nil) }
            if depth == 515 { #expect(ours == nil) }
        }
    }

    @Test func manyUnknownMembersAreSkippedOnceEach() throws {
        // 200 000 members of other names in one object: each is skipped, none remembered.
        var text = #"{"elements":[],"fixture":"f","parents":[],"scale":1"#
        for i in 0..<200_000 { text += ",\"k\(i)\":0" }
        text += "}"
        #expect(try ExplanationJSONReader.read(Data(text.utf8)).fixture == "f")
        #expect(try ExplanationJSONReader.layoutDigest(Data(text.utf8)) == nil)
    }

    @Test func aFileIsTiedToItsLayoutByItsLayoutMemberAlone() {
        // A file that names the layout but whose elements cannot be read still explains it (the
        // report then says it cannot be read), as a decoder of that one member found.
        let broken = Data(#"{"elements":5,"fixture":"f","layout":"abc","parents":[],"scale":1}"#.utf8)
        #expect(LayoutExplanationFile.explains(broken, layoutDigest: "abc"))
        #expect(throws: (any Error).self) { try LayoutExplanationFile.read(broken) }
        #expect(!LayoutExplanationFile.explains(Data(#"{"layout":"abc"} x"#.utf8), layoutDigest: "abc"))
    }

    @Test func tellsWhichLayoutFileAnExplanationExplains() {
        let file = LayoutExplanationFile(fixture: "f", layout: "abc", scale: 1, parents: [], elements: [])
        #expect(LayoutExplanationFile.explains(file.data, layoutDigest: "abc"))
        #expect(!LayoutExplanationFile.explains(file.data, layoutDigest: "abd"))
        #expect(!LayoutExplanationFile.explains(Data(file.data.dropLast()), layoutDigest: "abc"))
    }
}
