import CXXHash
@testable import LayoutRender
import Testing

/// The digests hash through xxHash's dispatching entry point, which picks the CPU's widest vector
/// unit; XXH3 promises the same digest on every path, and baselines recorded on one machine are
/// checked on others. This holds the dispatched streaming hash to the library's plain one-shot
/// function, over lengths that end inside and across its internal blocks.
@Suite("Pixel digest hashing")
struct PixelDigestVectorTests {
    @Test func theDispatchedHashIsTheLibrarysPlainHash() {
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        let bytes = (0..<3_000_017).map { _ -> UInt8 in
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: seed >> 56)
        }
        for length in [0, 1, 17, 240, 241, 1024, 65_536, 1_000_003, bytes.count] {
            for piece in [length, 4500, 64] where piece > 0 || length == 0 {
                let streamed = PixelDigest.xxh3 { state in
                    bytes.withUnsafeBytes { raw in
                        var start = 0
                        while start < length {
                            let end = min(length, start + piece)
                            _ = layoutlab_XXH3_128bits_update(state, raw.baseAddress! + start, end - start)
                            start = end
                        }
                    }
                }
                let plain = bytes.withUnsafeBytes { raw in XXH3_128bits(raw.baseAddress, length) }
                var canonical = XXH128_canonical_t()
                XXH128_canonicalFromHash(&canonical, plain)
                let expected = withUnsafeBytes(of: &canonical.digest) { Array($0) }
                #expect(streamed == PixelDigest(bytes: expected), "\(length) bytes in pieces of \(piece)")
            }
        }
    }
}
