@testable import LayoutEngine
import Testing

/// A stack pass keeps its items and lines in temporary storage that is let go without being
/// deinitialized: they must hold nothing that needs releasing (plain values, and the child by an
/// unowned reference), or every stack layout would leak what they hold.
@Suite("Stack pass storage")
struct StackPassStorageTests {
    @Test func itemsAndLinesAreTriviallyDestroyed() {
        #expect(_isPOD(StackItem.self))
        #expect(_isPOD(StackLine.self))
    }
}
