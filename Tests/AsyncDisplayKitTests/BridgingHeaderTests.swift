import LayoutLabKit
import Testing

@Suite struct BridgingHeaderTests {
    @Test func aFileWithoutImportsCompilesAndLaysOut() throws {
        let result = try NodeFixtureSupport.layout(SwiftFixture("t/bridged", width: 100) { BridgedBadgeNode() })
        #expect(result.tree.size.width > 12 && result.tree.size.height > 4)
        #expect(NodeFixtureSupport.frame("countNode", in: result.tree)?.minX == 6)
    }
}
