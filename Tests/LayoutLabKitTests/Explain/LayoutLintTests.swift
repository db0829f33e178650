import LayoutEngine
import LayoutFixtures
import LayoutGeometry
import LayoutLabKit
import LayoutLabTestSupport
import LayoutReport
import Testing

/// Each layout warning: a layout that triggers it and a near one that must not.
@Suite("Layout warnings")
struct LayoutLintTests {
    /// The warnings of the one fixture in `yaml`.
    private func warnings(_ yaml: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [LayoutWarning] {
        let loaded = FixtureLoader.load(text: yaml, file: "lint.yaml")
        #expect(loaded.errors.isEmpty, "\(loaded.errors)", sourceLocation: sourceLocation)
        let document = try #require(loaded.fixtures.first, sourceLocation: sourceLocation)
        let result = try FixtureLayout.compute(document, textMeasurer: GlyphBoxMeasurer(), traced: true)
        return LayoutLint.warnings(result, scale: document.scale)
    }

    /// The warnings of a tree built in Swift, laid out in `range` at scale 2.
    private func warnings(_ root: any LayoutElement, in range: SizeRange) -> [LayoutWarning] {
        let result = FixtureLayout.compute(root: root, range: range, scale: 2, direction: .ltr,
                                           textMeasurer: GlyphBoxMeasurer(), traced: true)
        return LayoutLint.warnings(result, scale: 2)
    }

    private func codes(_ w: [LayoutWarning], for node: String) -> [LayoutWarning.Code] {
        w.filter { $0.node == node }.map(\.code)
    }

    @Test("A node that draws but is zero high, offered an unbounded height: zero-size and unbounded-size")
    func zeroSizeAndUnbounded() throws {
        let bad = try warnings("""
            name: t
            size: [200, auto]
            root: {stack: {direction: vertical, children: [{node: {debugName: bar, backgroundColor: red}}]}}
            """)
        #expect(codes(bad, for: "node \"bar\"") == [.zeroSize, .unboundedSize])
        let zero = try #require(bad.first { $0.code == .zeroSize })
        #expect(zero.reason.contains("laid out 200 × 0 but draws a background"), "\(zero.reason)")
        let unbounded = try #require(bad.first { $0.code == .unboundedSize })
        #expect(unbounded.reason.contains("Cannot calculate size of node"))
        #expect(unbounded.fix.contains("height"))
        let good = try warnings("""
            name: t
            size: [200, auto]
            root: {stack: {direction: vertical, children: [{node: {debugName: bar, backgroundColor: red, style: {height: 2}}}]}}
            """)
        #expect(good.isEmpty, "\(good.map(\.summary))")
    }

    @Test("A zero-size node that draws nothing is not a warning")
    func zeroSizeWithoutDrawing() throws {
        let quiet = try warnings("""
            name: t
            size: [200, 40]
            root: {stack: {children: [{node: {debugName: empty, style: {width: 0}}}, {node: {debugName: fill, style: {flexGrow: 1}}}]}}
            """)
        #expect(!quiet.contains { $0.code == .zeroSize }, "\(quiet.map(\.summary))")
    }

    @Test("preferredSize overridden by flexGrow, and an inset's own width, have no effect")
    func preferredSizeOverridden() throws {
        let bad = try warnings("""
            name: t
            size: [200, 40]
            root:
              stack:
                children:
                  - node: {debugName: grown, style: {width: 20, flexGrow: 1}}
                  - inset: {debugName: padded, insets: 2, style: {width: 50}, child: {node: {debugName: inner, style: {width: 10}}}}
            """)
        let grown = try #require(bad.first { $0.node == "node \"grown\"" && $0.code == .noEffect })
        #expect(grown.reason.contains("preferredSize width 20 was overridden: it is 186"), "\(grown.reason)")
        #expect(grown.reason.contains("grown by flexGrow"))
        let inset = try #require(bad.first { $0.node == "inset \"padded\"" })
        #expect(inset.reason.contains("T19"))
        let good = try warnings("""
            name: t
            size: [200, 40]
            root: {stack: {children: [{node: {debugName: fixed, style: {width: 20}}}]}}
            """)
        #expect(good.isEmpty, "\(good.map(\.summary))")
    }

    @Test("flexGrow in a stack of unbounded length grows nothing; in a bounded one it grows")
    func flexGrowWithoutFreeSpace() throws {
        let yaml = { (size: String) in """
            name: t
            size: \(size)
            root: {stack: {direction: vertical, children: [{node: {debugName: body, style: {height: 10, flexGrow: 1}}}]}}
            """ }
        let bad = try warnings(yaml("[200, auto]"))
        let w = try #require(bad.first { $0.code == .noEffect && $0.reason.hasPrefix("flexGrow") })
        #expect(w.reason.contains("the stack's height is unbounded"), "\(w.reason)")
        let good = try warnings(yaml("[200, 100]"))
        #expect(!good.contains { $0.reason.hasPrefix("flexGrow") }, "\(good.map(\.summary))")
    }

    @Test("A percentage of an undefined parent size is auto (T3); of a defined one it is not a warning")
    func percentageOfUnbounded() throws {
        let bad = try warnings("""
            name: t
            size: [200, auto]
            root: {stack: {direction: vertical, children: [{node: {debugName: half, style: {height: 50%, width: 50%}}}]}}
            """)
        let w = bad.filter { $0.code == .noEffect && $0.reason.contains("%") }
        #expect(w.count == 1, "\(bad.map(\.summary))")
        #expect(w.first?.reason.contains("height 50% of an undefined parent size") == true)
    }

    @Test("A subnode past its node's bounds overflows unless the node clips")
    func overflow() throws {
        let yaml = { (clips: Bool) in """
            name: t
            size: [100, 40]
            root:
              node:
                debugName: row
                clipsToBounds: \(clips)
                layout: {stack: {children: [{node: {debugName: wide, backgroundColor: blue, style: {width: 130}}}]}}
            """ }
        let bad = try warnings(yaml(false))
        let w = try #require(bad.first { $0.code == .overflow })
        #expect(w.node == "node \"wide\"")
        #expect(w.reason.contains("30 past the right edge of node \"row\""), "\(w.reason)")
        let good = try warnings(yaml(true))
        #expect(!good.contains { $0.code == .overflow }, "\(good.map(\.summary))")
    }

    @Test("Text cut by maximumNumberOfLines is truncated; text that fits is not")
    func textTruncated() throws {
        let yaml = { (text: String) in """
            name: t
            size: [60, auto]
            root: {stack: {direction: vertical, children: [{text: {debugName: label, text: "\(text)", maximumNumberOfLines: 1}}]}}
            """ }
        let bad = try warnings(yaml("a rather long line of text that cannot fit"))
        let w = try #require(bad.first { $0.code == .textTruncated })
        #expect(w.reason.contains("maximumNumberOfLines 1"), "\(w.reason)")
        let good = try warnings(yaml("ok"))
        #expect(good.isEmpty, "\(good.map(\.summary))")
    }

    /// A node that places its one subnode by hand in `layout()`.
    private final class HandPlaced: DisplayNode {
        let sub = DisplayNode()
        let x: Double
        init(x: Double) {
            self.x = x
            super.init()
            sub.debugName = "sub"
            sub.backgroundColor = .black
            addSubnode(sub)
        }
        override func layout() { sub.frame = Rect(x: x, y: 0, width: 10, height: 10) }
    }

    @Test("A frame set off the pixel grid is blurry; on the grid (half points at 2x) it is not")
    func offPixelGrid() {
        let bad = warnings(HandPlaced(x: 0.3), in: SizeRange(exactly: Size(width: 50, height: 50)))
        #expect(bad.map(\.code) == [.offPixelGrid], "\(bad.map(\.summary))")
        #expect(bad.first?.reason.contains("left edge 0.3") == true)
        let good = warnings(HandPlaced(x: 0.5), in: SizeRange(exactly: Size(width: 50, height: 50)))
        #expect(good.isEmpty, "\(good.map(\.summary))")
    }

    @Test("A node in a spec that is not a subnode never draws (automaticallyManagesSubnodes off)")
    func notSubnode() {
        func owner(adds: Bool) -> DisplayNode {
            let child = DisplayNode()
            child.debugName = "child"
            child.style.width = .points(10)
            let node = DisplayNode()
            node.debugName = "owner"
            node.layoutSpecBlock = { _, _ in StackLayoutSpec(children: [child]) }
            if adds { node.addSubnode(child) }
            return node
        }
        let range = SizeRange(exactly: Size(width: 50, height: 20))
        let bad = warnings(owner(adds: false), in: range)
        #expect(bad.map(\.code) == [.notSubnode], "\(bad.map(\.summary))")
        #expect(bad.first?.fix.contains("addSubnode") == true)
        #expect(warnings(owner(adds: true), in: range).isEmpty)
    }
}
