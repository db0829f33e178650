import LayoutEngine
import LayoutGeometry
import Testing

/// UIKit's flow layout and plain table as Texture fills them: each case gives the sizes the cells
/// measured and the frames UIKit places them at (worked out from `UICollectionViewFlowLayout`'s
/// and `UITableView`'s rules, with Texture's `ASCollectionView`/`ASTableView` sizes).
struct FlowCase: Sendable, CustomTestStringConvertible {
    var name: String
    var extent: Double
    var horizontal = false
    var sections: [FlowArrangement.Section]
    var items: [[Rect]]
    var headers: [Rect?] = []
    var footers: [Rect?] = []
    var contentSize: Size

    var testDescription: String { name }

    static func size(_ w: Double, _ h: Double) -> Size { Size(width: w, height: h) }
    static func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }

    static let all: [FlowCase] = [
        FlowCase(name: "three items fill one line exactly", extent: 320,
                 sections: [.init(items: Array(repeating: size(100, 50), count: 3))],
                 items: [[rect(0, 0, 100, 50), rect(110, 0, 100, 50), rect(220, 0, 100, 50)]],
                 contentSize: size(320, 50)),
        FlowCase(name: "a fourth item wraps and a line of one is centred", extent: 320,
                 sections: [.init(items: Array(repeating: size(100, 50), count: 4))],
                 items: [[rect(0, 0, 100, 50), rect(110, 0, 100, 50), rect(220, 0, 100, 50), rect(110, 60, 100, 50)]],
                 contentSize: size(320, 110)),
        FlowCase(name: "a line is justified inside the section inset, items centred on the line", extent: 320,
                 sections: [.init(items: [size(100, 50), size(100, 30)], inset: EdgeInsets(top: 10, left: 20, bottom: 10, right: 20))],
                 items: [[rect(20, 10, 100, 50), rect(200, 20, 100, 30)]],
                 contentSize: size(320, 70)),
        FlowCase(name: "header and footer span the width outside the section inset", extent: 320,
                 sections: [.init(header: size(320, 40), footer: size(320, 30), items: [size(100, 50)],
                                  inset: EdgeInsets(top: 5, left: 0, bottom: 5, right: 0))],
                 items: [[rect(110, 45, 100, 50)]], headers: [rect(0, 0, 320, 40)], footers: [rect(0, 100, 320, 30)],
                 contentSize: size(320, 130)),
        FlowCase(name: "sections stack; the interitem spacing is a minimum", extent: 320,
                 sections: [.init(items: [size(150, 40), size(150, 40)], interitemSpacing: 20),
                            .init(items: [size(200, 20)])],
                 items: [[rect(0, 0, 150, 40), rect(170, 0, 150, 40)], [rect(60, 40, 200, 20)]],
                 headers: [nil, nil], footers: [nil, nil], contentSize: size(320, 60)),
        FlowCase(name: "items that do not fit with the spacing wrap", extent: 300,
                 sections: [.init(items: [size(150, 40), size(150, 40)], lineSpacing: 8, interitemSpacing: 1)],
                 items: [[rect(75, 0, 150, 40), rect(75, 48, 150, 40)]], contentSize: size(300, 88)),
        FlowCase(name: "an empty section keeps its insets", extent: 320,
                 sections: [.init(items: [], inset: EdgeInsets(top: 10, left: 0, bottom: 15, right: 0)), .init(items: [size(320, 10)])],
                 items: [[], [rect(0, 25, 320, 10)]], contentSize: size(320, 35)),
        FlowCase(name: "horizontal: columns top to bottom, sections left to right", extent: 200, horizontal: true,
                 sections: [.init(items: Array(repeating: size(50, 90), count: 3))],
                 items: [[rect(0, 0, 50, 90), rect(0, 110, 50, 90), rect(60, 55, 50, 90)]],
                 contentSize: size(110, 200)),
        FlowCase(name: "horizontal: the header is a column as tall as the collection", extent: 200, horizontal: true,
                 sections: [.init(header: size(30, 200), items: [size(50, 200)], inset: EdgeInsets(top: 0, left: 4, bottom: 0, right: 6))],
                 items: [[rect(34, 0, 50, 200)]], headers: [rect(0, 0, 30, 200)], contentSize: size(90, 200)),
    ]
}

struct TableCase: Sendable, CustomTestStringConvertible {
    var name: String
    var width: Double
    var separator: Double
    var sections: [TableArrangement.Section]
    var rows: [[Rect]]
    var separators: [[Rect?]]
    var headers: [Rect?]
    var contentHeight: Double

    var testDescription: String { name }

    static func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }

    static let all: [TableCase] = [
        TableCase(name: "rows stack, each followed by a one-pixel separator (3x)", width: 393, separator: 1.0 / 3,
                  sections: [.init(rowHeights: [44, 60])],
                  rows: [[rect(0, 0, 393, 44), rect(0, 44 + 1.0 / 3, 393, 60)]],
                  separators: [[rect(0, 44, 393, 1.0 / 3), rect(0, 104 + 1.0 / 3, 393, 1.0 / 3)]],
                  headers: [nil], contentHeight: 104 + 2.0 / 3),
        TableCase(name: "headers and footers are gaps; no separators", width: 320, separator: 0,
                  sections: [.init(headerHeight: 28, footerHeight: 10, rowHeights: [50]), .init(headerHeight: 28, rowHeights: [20, 20])],
                  rows: [[rect(0, 28, 320, 50)], [rect(0, 116, 320, 20), rect(0, 136, 320, 20)]],
                  separators: [[nil], [nil, nil]], headers: [rect(0, 0, 320, 28), rect(0, 88, 320, 28)], contentHeight: 156),
    ]
}

@Suite("List arrangements")
struct ListArrangementTests {
    @Test("flow layout frames", arguments: FlowCase.all)
    func flow(_ c: FlowCase) {
        let result = FlowArrangement.arrange(c.sections, extent: c.extent, horizontal: c.horizontal)
        #expect(result.items == c.items)
        if !c.headers.isEmpty { #expect(result.headers == c.headers) }
        if !c.footers.isEmpty { #expect(result.footers == c.footers) }
        #expect(result.contentSize == c.contentSize)
    }

    @Test("table frames", arguments: TableCase.all)
    func table(_ c: TableCase) {
        let result = TableArrangement.arrange(c.sections, width: c.width, separator: c.separator)
        #expect(result.rows.count == c.rows.count)
        for (got, want) in zip(result.rows.joined(), c.rows.joined()) { #expect(close(got, want), "\(got) ≠ \(want)") }
        for (got, want) in zip(result.separators.joined(), c.separators.joined()) {
            #expect((got == nil) == (want == nil))
            if let got, let want { #expect(close(got, want), "\(got) ≠ \(want)") }
        }
        #expect(result.headers == c.headers)
        #expect(abs(result.contentSize.height - c.contentHeight) < 1e-9)
    }

    @Test("a grouped table's sections: rows inset by the margin, one card per section, header limits at each section's end")
    func tableCardsAndLimits() {
        let result = TableArrangement.arrange([.init(headerHeight: 35, footerHeight: 18, rowHeights: [44, 44]),
                                                .init(headerHeight: 18, rowHeights: [])],
                                               width: 393, separator: 0.5, margin: 16)
        #expect(result.rows[0] == [Rect(x: 16, y: 35, width: 361, height: 44), Rect(x: 16, y: 79.5, width: 361, height: 44)])
        #expect(result.separators[0][1] == Rect(x: 16, y: 123.5, width: 361, height: 0.5))
        #expect(result.cards == [Rect(x: 16, y: 35, width: 361, height: 89), nil])
        #expect(result.headers[1] == Rect(x: 0, y: 142, width: 393, height: 18))
        #expect(result.headerLimits == [142, 160])
    }

    @Test("a flow section's header limit is its last line and bottom inset, above its footer")
    func flowLimits() {
        let result = FlowArrangement.arrange([.init(header: Size(width: 0, height: 30), footer: Size(width: 0, height: 20),
                                                    items: [Size(width: 100, height: 50)], inset: EdgeInsets(top: 5, left: 0, bottom: 7, right: 0))],
                                             extent: 300)
        #expect(result.headerLimits == [30 + 5 + 50 + 7])
        #expect(result.contentSize.height == 30 + 5 + 50 + 7 + 20)
    }

    @Test("a pinned header: in place until the visible area passes it, then at its start, then pushed up by its section's end")
    func sticky() {
        let header = Rect(x: 0, y: 100, width: 320, height: 30)
        #expect(StickyHeaders.pinned(header, limit: 400, visibleStart: 50) == header)
        #expect(StickyHeaders.pinned(header, limit: 400, visibleStart: 250).minY == 250)
        #expect(StickyHeaders.pinned(header, limit: 400, visibleStart: 390).minY == 370)
        let across = StickyHeaders.pinned(Rect(x: 100, y: 0, width: 30, height: 200), limit: 400, visibleStart: 250, horizontal: true)
        #expect(across == Rect(x: 250, y: 0, width: 30, height: 200))
    }

    private func close(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
    }
}
