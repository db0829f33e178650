import Foundation
@testable import LayoutLabKit
import LayoutLabTestSupport
import Testing

@Suite("Baseline store")
struct BaselineStoreTests {
    @Test func writesAndReadsBackAtomically() throws {
        let temporary = try TemporaryDirectory("baselines")
        defer { temporary.remove() }
        let dir = temporary.path
        let store = BaselineStore(directory: dir + "/Baselines")
        #expect(try store.read("group/card") == nil)
        try store.write("group/card", png: [1, 2, 3], layout: "{}")
        let baseline = try #require(try store.read("group/card"))
        #expect(baseline.png == [1, 2, 3] && baseline.layout == Array("{}".utf8))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir + "/Baselines/group")
        #expect(leftovers.sorted() == ["card.layout.json", "card.png"])
    }

    @Test func refusesToReadThroughALinkThatLeavesTheDirectory() throws {
        let temporary = try TemporaryDirectory("baselines")
        defer { temporary.remove() }
        let dir = temporary.path
        let store = BaselineStore(directory: dir + "/Baselines")
        try FileManager.default.createDirectory(atPath: dir + "/Baselines", withIntermediateDirectories: true)
        try Data([9, 9]).write(to: URL(fileURLWithPath: dir + "/secret.png"))
        try FileManager.default.createSymbolicLink(atPath: dir + "/Baselines/leak.png", withDestinationPath: dir + "/secret.png")
        #expect(throws: BaselineError.self) { try store.read("leak") }
        // A dangling link is refused too, never read as "no baseline".
        try FileManager.default.createSymbolicLink(atPath: dir + "/Baselines/gone.png", withDestinationPath: dir + "/nothing.png")
        #expect(throws: BaselineError.self) { try store.read("gone") }
        // A link that stays inside is fine.
        try Data([7]).write(to: URL(fileURLWithPath: dir + "/Baselines/real.png"))
        try FileManager.default.createSymbolicLink(atPath: dir + "/Baselines/alias.png", withDestinationPath: dir + "/Baselines/real.png")
        #expect(try store.read("alias")?.png == [7])
    }

    @Test func refusesToWriteThroughALinkedFolder() throws {
        let temporary = try TemporaryDirectory("baselines")
        defer { temporary.remove() }
        let dir = temporary.path
        try FileManager.default.createDirectory(atPath: dir + "/Baselines", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: dir + "/outside", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: dir + "/Baselines/group", withDestinationPath: dir + "/outside")
        let store = BaselineStore(directory: dir + "/Baselines")
        #expect(throws: BaselineError.self) { try store.write("group/card", png: [1], layout: "{}") }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/outside").isEmpty)
        // Nothing there: no baseline. Something there, outside: refused.
        #expect(try store.read("group/card") == nil)
        try Data([1]).write(to: URL(fileURLWithPath: dir + "/outside/card.png"))
        #expect(throws: BaselineError.self) { try store.read("group/card") }
    }
}
