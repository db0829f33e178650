import LayoutLabTestSupport
import LayoutSupport
import Foundation
import LayoutLabKit
import Testing

@Suite("contained paths")
struct ContainedPathTests {
    @Test func textualRules() {
        #expect(ContainedPath.problem("a/b.png") == nil)
        #expect(ContainedPath.problem("a/.b.png") == nil)
        for bad in ["", "/etc/passwd", "a/../b", "../b", "a//b", "./a", "a/", "a\\b", "a\u{0}b"] {
            #expect(ContainedPath.problem(bad) != nil, "\(bad.debugDescription)")
        }
    }

    @Test func linksInsideAreFineLinksOutAreNot() throws {
        let temporary = TemporaryDirectory(reserving: "contained")
        defer { temporary.remove() }
        let base = temporary.path
        let root = base + "/root", outside = base + "/outside"
        let fm = FileManager.default
        try fm.createDirectory(atPath: root + "/real", withIntermediateDirectories: true)
        try fm.createDirectory(atPath: outside, withIntermediateDirectories: true)
        try fm.createSymbolicLink(atPath: root + "/inside", withDestinationPath: root + "/real")
        try fm.createSymbolicLink(atPath: root + "/out", withDestinationPath: outside)
        try fm.createSymbolicLink(atPath: root + "/dangling", withDestinationPath: base + "/nothing")
        try fm.createSymbolicLink(atPath: root + "/file.png", withDestinationPath: "../outside/x.png")

        #expect(try ContainedPath.resolve("new/deep/a.png", in: root) == root + "/new/deep/a.png")
        #expect(try ContainedPath.resolve("inside/a.png", in: root) == root + "/inside/a.png")
        #expect(throws: ContainedPathError.self) { try ContainedPath.resolve("out/a.png", in: root) }
        #expect(throws: ContainedPathError.self) { try ContainedPath.resolve("out/deeper/a.png", in: root) }
        #expect(throws: ContainedPathError.self) { try ContainedPath.resolve("dangling", in: root) }
        #expect(throws: ContainedPathError.self) { try ContainedPath.resolve("file.png", in: root) }
        #expect(throws: ContainedPathError.self) { try ContainedPath.resolve("../outside/a.png", in: root) }
        // A root that does not exist yet has nothing under it to follow.
        #expect(try ContainedPath.resolve("a.png", in: base + "/later") == base + "/later/a.png")
        // The root itself may be a link.
        try fm.createSymbolicLink(atPath: base + "/alias", withDestinationPath: root)
        #expect(try ContainedPath.resolve("inside/a.png", in: base + "/alias") == base + "/alias/inside/a.png")
    }
}
