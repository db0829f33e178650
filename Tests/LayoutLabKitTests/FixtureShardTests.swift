import LayoutLabKit
import Testing

@Suite("Shards")
struct FixtureShardTests {
    @Test func parsesOneBasedShards() {
        #expect(FixtureShard("1/1") == FixtureShard("1/1"))
        #expect(FixtureShard("2/3").map { [$0.index, $0.count] } == [2, 3])
        #expect(FixtureShard("2/3")?.description == "2/3")
        for bad in ["0/3", "4/3", "1/0", "-1/2", "1", "1/2/3", "a/b", "", "/2", "1/"] {
            #expect(FixtureShard(bad) == nil, "\(bad)")
        }
    }

    /// Published 64-bit FNV-1a values.
    @Test func hashIsFNV1a() {
        #expect(FixtureShard.fnv1a("") == 0xcbf2_9ce4_8422_2325)
        #expect(FixtureShard.fnv1a("a") == 0xaf63_dc4c_8601_ec8c)
        #expect(FixtureShard.fnv1a("foobar") == 0x8594_4171_f739_67e8)
    }

    @Test func everyNameLandsInExactlyOneShard() throws {
        let names = (0..<500).map { "group\($0 % 7)/fixture-\($0)@\($0 % 3 + 1)x" }
        for count in [1, 2, 3, 8] {
            let shards = try (1...count).map { try #require(FixtureShard("\($0)/\(count)")) }
            var sizes = [Int](repeating: 0, count: count)
            for name in names {
                let owners = shards.filter { $0.contains(name) }
                #expect(owners.count == 1, "\(name) in \(owners.count) shards of \(count)")
                if let owner = owners.first { sizes[owner.index - 1] += 1 }
            }
            // A stable hash spreads names roughly evenly.
            #expect(sizes.allSatisfy { $0 > names.count / count / 2 }, "\(sizes)")
        }
    }
}
