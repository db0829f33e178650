@testable import LayoutReview
import Testing

/// `--host`'s value read as an address: localhost is loopback, wildcards and names are refused,
/// any address outside loopback is warned about.
@Suite("Review addresses")
struct ReviewAddressTests {
    @Test func addressesAreResolvedAndTold() throws {
        #expect(try ReviewAddress("localhost") == ReviewAddress(numeric: "127.0.0.1", isLoopback: true))
        #expect(try ReviewAddress("LOCALHOST").numeric == "127.0.0.1")
        #expect(try ReviewAddress("127.0.0.2").isLoopback)
        #expect(try ReviewAddress("[::1]") == ReviewAddress(numeric: "::1", isLoopback: true))
        #expect(try !ReviewAddress("192.0.2.7").isLoopback)
        #expect(try ReviewAddress("192.0.2.7").warning != nil)
        #expect(try ReviewAddress("127.0.0.1").warning == nil)
        #expect(throws: ReviewAddressError.self) { try ReviewAddress("0.0.0.0") }
        #expect(throws: ReviewAddressError.self) { try ReviewAddress("::") }
        #expect(throws: ReviewAddressError.self) { try ReviewAddress("::ffff:0.0.0.0") }
        #expect(try ReviewAddress("::ffff:127.0.0.1").isLoopback)
        #expect(throws: ReviewAddressError.self) { try ReviewAddress("example.com") }
        #expect(throws: ReviewAddressError.self) { try ReviewAddress("") }
        #expect(throws: ReviewAddressError.self) { try ReviewAddress("127.0.0.1:80") }
    }
}
