import LayoutFixtures
import Foundation
import LayoutLabKit
import Testing

/// How deep a fixture may nest follows the stack of the thread reading it: a thread that could
/// only have a small stack refuses deep fixtures with a message instead of overflowing.
@Suite struct ThreadStackDepthTests {
    private static func nested(_ levels: Int) -> String {
        var e = "{\"node\": {\"style\": {\"width\": 1, \"height\": 1}}}"
        for _ in 1..<levels { e = "{\"inset\": {\"insets\": 0, \"child\": \(e)}}" }
        return "{\"name\": \"deep\", \"size\": [4, 4], \"scale\": 1, \"root\": \(e)}"
    }

    @Test func aSmallStackReadsShallowerFixtures() {
        let text = Self.nested(2_000)
        let small = DeepStack.run(stackSize: 16 << 20) { FixtureLoader.load(text: text, file: "/tmp/deep.json").errors.map(\.description) }
        #expect(small.contains { $0.contains("the most this thread's stack of 16 MiB holds") }, "\(small)")
        let full = DeepStack.run { FixtureLoader.load(text: text, file: "/tmp/deep.json") }
        #expect(full.errors.isEmpty && full.fixtures.first?.depth == 2_000)
    }
}
