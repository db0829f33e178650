import LayoutLabKit
import Testing

@Suite("SHA-256")
struct SHA256Tests {
    /// FIPS 180-4 examples and padding edges (55, 56, 63, 64 bytes), checked against Python's hashlib.
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
         "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
        (String(repeating: "a", count: 55), "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318"),
        (String(repeating: "a", count: 56), "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a"),
        (String(repeating: "a", count: 63), "7d3e74a05d7db15bce4ad9ec0658ea98e3f06eeecf16b4c6fff2da457ddc2f34"),
        (String(repeating: "a", count: 64), "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb"),
    ])
    func knownDigests(message: String, digest: String) {
        #expect(SHA256.hexDigest(Array(message.utf8)) == digest)
    }

    @Test func longAndBinaryInput() {
        #expect(SHA256.hexDigest([UInt8](repeating: 0x61, count: 1_000_000))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
        let bytes = (0..<768).map { UInt8($0 % 256) }
        #expect(SHA256.hexDigest(bytes) == "f3a25aa93aa2fbba28d79260535bbd6a5eb0fc1c24a8b0f04e12b484c1dfe363")
        // A non-contiguous collection gives the same digest as the array.
        #expect(SHA256.hexDigest(bytes.lazy.map { $0 }) == SHA256.hexDigest(bytes))
        #expect(SHA256.digest(bytes).count == 32)
    }
}
