import AsyncDisplayKit
import LayoutLabKit
import Testing

/// (Serialized: the cards write one log.) Hooks overridden in extensions behave as on iOS: a subclass that overrides the hook in its body
/// and calls `super` gets the extension's implementation there, and nothing runs twice.
@Suite("Extension hooks and subclasses", .serialized)
struct ExtensionHookSubclassTests {
    @Test func aSubclassWrapsItsSuperclassesExtensionSpec() throws {
        cardLayoutLog = []
        let card = Card()
        let result = try NodeFixtureSupport.layout(SwiftFixture("card", width: 200) { card })
        // iOS: the subclass's insets (49, 10) around the extension's (1): the title at x 50.
        #expect(card.title.frame.minX == 50)
        #expect(card.title.frame.minY == 10)
        #expect(result.tree.size.height == Double(card.title.frame.height) + 20)
        #expect(cardLayoutLog == ["card before", "base", "card after"])
    }

    @Test func theSuperclassAloneUsesItsExtensionSpecOnce() throws {
        cardLayoutLog = []
        let base = CardBase()
        _ = try NodeFixtureSupport.layout(SwiftFixture("base", width: 200) { base })
        #expect(base.title.frame.minX == 1 && base.title.frame.minY == 0)
        #expect(cardLayoutLog == ["base"])
    }

    @Test func aNestedTypesExtensionIsAdapted() throws {
        let row = Feed.Row()
        _ = try NodeFixtureSupport.layout(SwiftFixture("row", width: 100) { row })
        #expect(row.label.frame.minX == 7 && row.label.frame.minY == 3)
    }
}
