import LayoutBitmap
import Testing
@testable import PixelDiff

/// The counts agree exactly with pixelmatch 7.2.0 on the recorded pairs, over its checkerboard and
/// over white.
@Suite struct PixelmatchAgreementTests {
    @Test func referenceDataIsPresent() throws {
        let data = try ReferenceData.load()
        #expect(data.reference.hasPrefix("pixelmatch"))
        #expect(data.cases.count >= 10)
        #expect(data.cases.allSatisfy { $0.results.count == 28 })
    }

    @Test(arguments: ReferenceData.allCases)
    func countsMatchPixelmatch(_ reference: ReferenceData.Case) throws {
        let a = try ReferenceData.image(reference.a, premultiplied: reference.premultiplied)
        let b = try ReferenceData.image(reference.b, premultiplied: reference.premultiplied)
        #expect([a.width, a.height] == reference.aSize)
        #expect([b.width, b.height] == reference.bSize)
        for expected in reference.results {
            let options = DiffOptions(threshold: expected.threshold, includeAntiAliased: expected.includeAA,
                                      checkerboard: expected.checkerboard)
            let result = PixelDiff.compare(a, b, options: options)
            #expect(result.diffPixels == expected.diffPixels,
                    "\(reference.name) threshold \(expected.threshold) includeAA \(expected.includeAA) checkerboard \(expected.checkerboard): diffPixels")
            #expect(result.aaPixels == expected.aaPixels,
                    "\(reference.name) threshold \(expected.threshold) includeAA \(expected.includeAA) checkerboard \(expected.checkerboard): aaPixels")
        }
    }

    @Test(arguments: ReferenceData.allCases.filter { $0.diffImage != nil })
    func diffImageMatchesPixelmatch(_ reference: ReferenceData.Case) throws {
        let a = try ReferenceData.image(reference.a)
        let b = try ReferenceData.image(reference.b)
        let expected = try ReferenceData.image(try #require(reference.diffImage))
        let drawn = PixelDiff.compare(a, b, image: DiffImageOptions(outlineColor: nil)).image
        #expect(drawn.width == expected.width && drawn.height == expected.height)
        #expect(mismatchedPixels(drawn, expected) == 0)
    }

    @Test(arguments: ReferenceData.allCases.filter { $0.maskImage != nil })
    func maskImageMatchesPixelmatch(_ reference: ReferenceData.Case) throws {
        let a = try ReferenceData.image(reference.a)
        let b = try ReferenceData.image(reference.b)
        let expected = try ReferenceData.image(try #require(reference.maskImage))
        let drawn = PixelDiff.compare(a, b, image: DiffImageOptions(background: .transparent, outlineColor: nil)).image
        #expect(mismatchedPixels(drawn, expected) == 0)
    }

    @Test func premultipliedInputIsComparedAsStraightAlpha() throws {
        let reference = try #require(ReferenceData.allCases.first { $0.premultiplied })
        let a = try ReferenceData.image(reference.a, premultiplied: true)
        let b = try ReferenceData.image(reference.b, premultiplied: true)
        let asPremultiplied = PixelDiff.compare(a, b)
        let asStraight = PixelDiff.compare(a.straightAlpha(), b.straightAlpha())
        #expect(asPremultiplied == asStraight)
        // Read as straight alpha, the same bytes mean other colours and give another answer.
        var rawA = a, rawB = b
        rawA.isPremultiplied = false
        rawB.isPremultiplied = false
        #expect(PixelDiff.compare(rawA, rawB).diffPixels != asPremultiplied.diffPixels)
    }

    /// Pixels whose RGBA bytes differ.
}
