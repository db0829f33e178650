import Foundation
import LayoutLabTestSupport
import LayoutSupport
import LayoutReport
import Testing

@Suite("SHA-256")
struct SHA256Tests {
    @Test func emptyMessage() {
        #expect(SHA256.hex([UInt8]()) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex("") == SHA256.hex([UInt8]()))
    }

    @Test func abc() {
        #expect(SHA256.hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    @Test func twoBlockMessage() {
        // FIPS 180-4 example: 56 bytes, so the padding needs a second block.
        #expect(SHA256.hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    @Test func lengthsAroundTheBlockBoundary() {
        // Known digests of runs of "a" of lengths 55, 56, 63, 64 and 65 bytes.
        let expected: [Int: String] = [
            55: "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318",
            56: "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a",
            63: "7d3e74a05d7db15bce4ad9ec0658ea98e3f06eeecf16b4c6fff2da457ddc2f34",
            64: "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb",
            65: "635361c48bb9eab14198e76ea8ab7f1a41685d6ad62aa9146d301d4f17eb0ae0",
        ]
        for (count, digest) in expected {
            #expect(SHA256.hex(String(repeating: "a", count: count)) == digest, "length \(count)")
        }
    }

    @Test func collectionsAndBuffersAgree() {
        let text = "The quick brown fox jumps over the lazy dog"
        let expected = "d7a8fbb307d7809469ca9abcb0082e4f8d5651e46d3cdb762d02d0bf37c9e592"
        #expect(SHA256.hexDigest(Array(text.utf8)) == expected)
        #expect(SHA256.hexDigest(text.utf8) == expected)
        #expect(SHA256.hexDigest(Array(text.utf8)[...]) == expected)
        #expect(Array(text.utf8).withUnsafeBytes { SHA256.hexString(SHA256.digest($0)) } == expected)
        #expect(SHA256.digest(Array(text.utf8)).count == 32)
    }

    @Test func oneMillionAs() {
        let bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)
        #expect(SHA256.hex(bytes) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test func pieceByPieceEqualsWhole() {
        var bytes: [UInt8] = []
        var seed: UInt32 = 12345
        for _ in 0..<(1 << 20) {
            seed = seed &* 1_103_515_245 &+ 12345
            bytes.append(UInt8(truncatingIfNeeded: seed >> 16))
        }
        let whole = SHA256.hex(bytes)
        var hash = SHA256()
        var offset = 0
        var step = 1
        while offset < bytes.count {
            let end = min(bytes.count, offset + step)
            hash.update(Array(bytes[offset..<end]))
            offset = end
            step = step * 3 % 997 + 1
        }
        #expect(SHA256.hexString(hash.finalize()) == whole)
        #expect(whole != SHA256.hex(Array(bytes.dropLast())))
    }

    @Test func fileDigestMatchesBufferDigest() throws {
        let temporary = try TemporaryDirectory("sha")
        defer { temporary.remove() }
        let path = temporary.path + "/data"
        let bytes = [UInt8]((0..<(3 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 31 >> 3) })
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        #expect(try SHA256.hex(ofFileAt: path) == SHA256.hex(bytes))
        #expect(throws: (any Error).self) { try SHA256.hex(ofFileAt: path + ".missing") }
    }
}
