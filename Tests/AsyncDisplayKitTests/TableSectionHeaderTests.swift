import AsyncDisplayKit
import Foundation
import LayoutBitmap
import LayoutEngine
import LayoutGeometry
import LayoutLabKit
import LayoutRender
import Testing

/// A table of 44-point rows in sections, its section headers and footers from its delegate's
/// views and heights and its data source's titles.
final class SectionedTableController: ASDKViewController<ASTableNode>, ASTableDataSource, ASTableDelegate {
    let counts: [Int]
    /// Header and footer views by section (nodes' views are kept alive by `keptNodes`).
    var headerViews: [Int: UIView] = [:], footerViews: [Int: UIView] = [:]
    /// Heights the delegate gives by section; others are the table's default.
    var headerHeights: [Int: CGFloat] = [:], footerHeights: [Int: CGFloat] = [:]
    var headerTitles: [Int: String] = [:], footerTitles: [Int: String] = [:]
    var keptNodes: [ASDisplayNode] = []

    init(counts: [Int], style: UITableView.Style = .plain) {
        self.counts = counts
        super.init(node: ASTableNode(style: style))
        node.dataSource = self
        node.delegate = self
    }

    required init?(coder: NSCoder) { nil }

    /// A coloured node as `section`'s header (or footer) view, `height` tall when given (else
    /// its own size decides).
    @discardableResult
    func nodeView(_ section: Int, header: Bool = true, height: CGFloat? = nil) -> ASDisplayNode {
        let made = ASDisplayNode()
        made.backgroundColor = .orange
        if let height { made.style.height = ASDimension(unit: .points, value: height) }
        keptNodes.append(made)
        if header { headerViews[section] = made.view } else { footerViews[section] = made.view }
        return made
    }

    func numberOfSections(in tableNode: ASTableNode) -> Int { counts.count }
    func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int { counts[section] }
    func tableNode(_ tableNode: ASTableNode, nodeForRowAt indexPath: IndexPath) -> ASCellNode { FixedCell(height: 44) }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { headerTitles[section] }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { footerTitles[section] }
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { headerViews[section] }
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { footerViews[section] }
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        headerHeights[section] ?? tableView.sectionHeaderHeight
    }
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        footerHeights[section] ?? tableView.sectionFooterHeight
    }
}

/// Section headers and footers of tables (views, titles, heights), the grouped styles, and
/// headers pinned while their section scrolls, on an iPhone 15 (393 × 852 at 3×, safe area 59
/// above): rows are 44 points and a one-pixel (⅓-point) separator.
@Suite("Table section headers")
struct TableSectionHeaderTests {
    static let pitch = 44 + 1.0 / 3

    private func layout(_ content: ScreenContent = .top, _ make: @escaping @Sendable () -> UIViewController) throws -> LayoutTree {
        try NodeFixtureSupport.layout(SwiftFixture("screens/sections", screen: .iPhone15, content: content, build: make)).tree
    }

    private func element(_ name: String, _ tree: LayoutTree) -> PlacedElement? {
        tree.root.flattened.first { $0.element.debugName == name }
    }

    private func close(_ a: Rect?, _ b: Rect) -> Bool {
        guard let a else { return false }
        return abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.width - b.width) < 1e-6 && abs(a.height - b.height) < 1e-6
    }

    @Test("header and footer views: a node at the delegate's height or its own, another view a placeholder as tall as its frame")
    func views() throws {
        let tree = try layout {
            let controller = SectionedTableController(counts: [2, 2])
            controller.nodeView(0)
            controller.headerHeights[0] = 40
            controller.nodeView(1, height: 30)  // automatic: the node's own height
            controller.footerViews[0] = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 24))
            return controller
        }
        let sectionEnd = 59 + 40 + 2 * Self.pitch
        #expect(close(element("header[0]", tree)?.frame, Rect(x: 0, y: 59, width: 393, height: 40)))
        #expect(close(element("row[0][0]", tree)?.frame, Rect(x: 0, y: 99, width: 393, height: 44)))
        let footer = try #require(element("footer[0]", tree))
        #expect((footer.element as? DisplayNode)?.placeholderViewClassName == "UIView")
        #expect(close(footer.frame, Rect(x: 0, y: sectionEnd, width: 393, height: 24)))
        #expect(close(element("header[1]", tree)?.frame, Rect(x: 0, y: sectionEnd + 24, width: 393, height: 30)))
        #expect(close(element("row[1][0]", tree)?.frame, Rect(x: 0, y: sectionEnd + 54, width: 393, height: 44)))
    }

    @Test("a gap of the delegate's height without a view or title; none by default in a plain table")
    func gaps() throws {
        let tree = try layout {
            let controller = SectionedTableController(counts: [1, 1])
            controller.headerHeights[1] = 20
            return controller
        }
        #expect(element("header[0]", tree) == nil && element("header[1]", tree) == nil)
        #expect(close(element("row[0][0]", tree)?.frame, Rect(x: 0, y: 59, width: 393, height: 44)))
        #expect(close(element("row[1][0]", tree)?.frame, Rect(x: 0, y: 59 + Self.pitch + 20, width: 393, height: 44)))
    }

    @Test("a plain table's title header: the headline text 4 points inside at the layout margin, rows below it")
    func plainTitle() throws {
        let tree = try layout {
            let controller = SectionedTableController(counts: [1])
            controller.headerTitles[0] = "Fruit"
            controller.footerTitles[0] = "One kind"
            return controller
        }
        let header = try #require(element("header[0]", tree))
        let text = try #require(header.flattened.first { $0.element is TextNode })
        #expect(text.frame.minX == 16 && text.frame.minY == 63)
        #expect(abs(header.frame.height - (text.frame.height + 8)) < 1e-6 && header.frame.width == 393)
        #expect((text.element as? TextNode)?.attributedText.string == "Fruit")
        #expect(close(element("row[0][0]", tree)?.frame, Rect(x: 0, y: header.frame.maxY, width: 393, height: 44)))
        let footer = try #require(element("footer[0]", tree))
        #expect(abs(footer.frame.minY - (header.frame.maxY + Self.pitch)) < 1e-6)
    }

    @Test("a grouped table: UIKit's spacing for empty headers and footers (0 from the delegate too), rows on white cards")
    func grouped() throws {
        let tree = try layout {
            let controller = SectionedTableController(counts: [2, 1], style: .grouped)
            controller.headerHeights[1] = 0
            return controller
        }
        let table = try #require(tree.root.flattened.first { $0.element is ListNode })
        #expect((table.element as? ListNode)?.backgroundColor == UIColor.systemGroupedBackground.layoutColor)
        #expect(close(element("row[0][0]", tree)?.frame, Rect(x: 0, y: 59 + 35, width: 393, height: 44)))
        let end = 59 + 35 + 2 * Self.pitch
        #expect(close(element("section[0]", tree)?.frame, Rect(x: 0, y: 94, width: 393, height: 2 * Self.pitch)))
        #expect((element("section[0]", tree)?.element as? DisplayNode)?.backgroundColor == Color(red: 1, green: 1, blue: 1))
        // Footer 18, next header 18.
        #expect(close(element("row[1][0]", tree)?.frame, Rect(x: 0, y: end + 36, width: 393, height: 44)))
    }

    @Test("a grouped table's title header: footnote text upper-cased, 16 above and 7 below")
    func groupedTitle() throws {
        let tree = try layout {
            let controller = SectionedTableController(counts: [1], style: .grouped)
            controller.headerTitles[0] = "Account"
            return controller
        }
        let header = try #require(element("header[0]", tree))
        let text = try #require(header.flattened.first { $0.element is TextNode })
        #expect((text.element as? TextNode)?.attributedText.string == "ACCOUNT")
        #expect(text.frame.minX == 16 && text.frame.minY == 59 + 16)
        #expect(abs(header.frame.height - (text.frame.height + 23)) < 1e-6)
        #expect(close(element("row[0][0]", tree)?.frame, Rect(x: 0, y: header.frame.maxY, width: 393, height: 44)))
    }

    @Test("an inset-grouped table's sections are inset by the layout margin on cards with rounded corners, no last separator")
    func insetGrouped() throws {
        let tree = try layout { SectionedTableController(counts: [2], style: .insetGrouped) }
        #expect(close(element("row[0][0]", tree)?.frame, Rect(x: 16, y: 94, width: 361, height: 44)))
        let card = try #require(element("section[0]", tree))
        #expect(close(card.frame, Rect(x: 16, y: 94, width: 361, height: 2 * Self.pitch)))
        #expect((card.element as? DisplayNode)?.cornerRadius == 10)
        #expect(close(element("separator[0][0]", tree)?.frame, Rect(x: 16, y: 94 + 44, width: 361, height: 1.0 / 3)))
        #expect(element("separator[0][1]", tree) == nil)
    }

    /// Two sections of ten rows under 28-point header nodes: section 0 ends 28 + 10 × pitch into
    /// the content.
    private func stickyTable(_ content: ScreenContent, style: UITableView.Style = .plain) throws -> LayoutTree {
        try layout(content) {
            let controller = SectionedTableController(counts: [10, 10], style: style)
            for section in 0..<2 {
                controller.nodeView(section)
                controller.headerHeights[section] = 28
            }
            return controller
        }
    }

    @Test("a plain table's header stays at the top while its section scrolls, over the rows")
    func pinned() throws {
        // Scrolled 200: the header's own place is 141 above the screen.
        let tree = try stickyTable(.scrolled(200))
        #expect(close(element("header[0]", tree)?.frame, Rect(x: 0, y: 59, width: 393, height: 28)))
        let table = try #require(tree.root.flattened.first { $0.element is ListNode })
        let names = table.children.map { $0.element.debugName ?? "" }
        let header = try #require(names.firstIndex(of: "header[0]"))
        #expect(names.indices.filter { names[$0].hasPrefix("row[") }.allSatisfy { $0 < header })
    }

    @Test("the next section's header pushes the pinned one up, as UIKit does")
    func pushedUp() throws {
        // Scrolled 460: the visible area starts 460 into the content; section 0 ends at 471⅓, so
        // its header's bottom stops there: top at 443⅓, which is 42⅓ on screen (offset 401).
        let tree = try stickyTable(.scrolled(460))
        let end = 28 + 10 * Self.pitch
        #expect(close(element("header[0]", tree)?.frame, Rect(x: 0, y: end - 28 - 401, width: 393, height: 28)))
        #expect(close(element("header[1]", tree)?.frame, Rect(x: 0, y: end - 401, width: 393, height: 28)))
    }

    @Test("nothing pins in the whole content, nor in a grouped table")
    func notPinned() throws {
        let full = try stickyTable(.full)
        #expect(close(element("header[1]", full)?.frame, Rect(x: 0, y: 59 + 28 + 10 * Self.pitch, width: 393, height: 28)))
        let grouped = try stickyTable(.scrolled(200), style: .grouped)
        #expect(element("header[0]", grouped) == nil)
    }

    @Test("a flow layout pins its headers with sectionHeadersPinToVisibleBounds, pushed up by the next section")
    func collectionPinned() throws {
        func grid(_ content: ScreenContent, pin: Bool) throws -> LayoutTree {
            try layout(content) {
                let layout = UICollectionViewFlowLayout()
                layout.itemSize = CGSize(width: 100, height: 100)
                layout.sectionHeadersPinToVisibleBounds = pin
                let controller = GridViewController(counts: [6, 6], layout: layout)
                controller.headerHeight = 30
                return controller
            }
        }
        // Section 0: header 0…30, two lines of three items (30…130, 140…240).
        #expect(element("header[0]", try grid(.scrolled(100), pin: true))?.frame == Rect(x: 0, y: 59, width: 393, height: 30))
        #expect(element("header[0]", try grid(.scrolled(100), pin: false)) == nil)
        // Scrolled 225 (offset 166): the header's bottom stops at the section's end, 240.
        let pushed = try grid(.scrolled(225), pin: true)
        #expect(element("header[0]", pushed)?.frame == Rect(x: 0, y: 210 - 166, width: 393, height: 30))
        #expect(element("header[1]", pushed)?.frame == Rect(x: 0, y: 240 - 166, width: 393, height: 30))
    }

    @Test("an inset-grouped table draws the grouped background beside its white, rounded cards")
    func insetGroupedDrawing() throws {
        let renderer = NodeRenderer(textEngine: try NodeFixtureSupport.textEngine())
        let fixture = SwiftFixture("screens/inset", screen: .iPhone15) { SectionedTableController(counts: [2], style: .insetGrouped) }
        let image = try FixtureRender.render(fixture, renderer: renderer).rendered.image.straightAlpha()
        let rowMiddle = Int((94 + 22) * 3.0)
        let grey = image[8 * 3, rowMiddle]
        #expect(grey.r == 242 && grey.g == 242 && grey.b == 247)
        // Inside the card, left of the cell's grey title node (at 16 + 12).
        let white = image[20 * 3, rowMiddle]
        #expect(white.r == 255 && white.g == 255 && white.b == 255)
        // The card's top-left corner is rounded away.
        let corner = image[16 * 3, 94 * 3]
        #expect(corner.r == 242 && corner.b == 247)
    }
}
