import AsyncDisplayKit
import Foundation
import LayoutEngine
import LayoutGeometry
import LayoutLabKit
import Testing

/// A profile screen: three rows under a header node set as the table's header view, and a
/// footer view.
final class ProfileTableController: ASDKViewController<ASTableNode>, ASTableDataSource {
    let headerNode = ASDisplayNode()

    init(headerHeight: CGFloat, footer: UIView?) {
        super.init(node: ASTableNode())
        node.dataSource = self
        headerNode.backgroundColor = .blue
        headerNode.debugName = "profileHeader"
        headerNode.frame = CGRect(x: 0, y: 0, width: 393, height: headerHeight)
        node.view.tableHeaderView = headerNode.view
        node.view.tableFooterView = footer
    }

    required init?(coder: NSCoder) { nil }

    func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableNode(_ tableNode: ASTableNode, nodeForRowAt indexPath: IndexPath) -> ASCellNode { FixedCell(height: 44) }
}

/// A table's header and footer views (UIKit's `tableHeaderView`, `tableFooterView`) sit above the
/// first row and below the last, as tall as their frames, as wide as the table.
@Suite struct TableHeaderViewTests {
    private func layout(_ make: @escaping @Sendable () -> UIViewController) throws -> LayoutTree {
        try NodeFixtureSupport.layout(SwiftFixture("screens/profile", screen: .iPhone15, content: .top, build: make)).tree
    }

    private func rows(_ tree: LayoutTree) -> [Rect] {
        tree.root.flattened.filter { ($0.element.debugName ?? "").hasPrefix("row[") }.map(\.frame)
    }

    @Test func aHeaderNodeSitsAboveTheRowsAndMovesThemDown() throws {
        let tree = try layout { ProfileTableController(headerHeight: 120, footer: nil) }
        // Below the safe area (59): the header, then the rows.
        #expect(NodeFixtureSupport.frame("profileHeader", in: tree) == Rect(x: 0, y: 59, width: 393, height: 120))
        #expect(rows(tree).first == Rect(x: 0, y: 179, width: 393, height: 44))
        let plain = try layout { RowsViewController(rows: 3, height: 44) }
        #expect(rows(plain).first == Rect(x: 0, y: 59, width: 393, height: 44))
    }

    @Test func aPlainFooterViewIsAPlaceholderBelowTheLastRow() throws {
        let footer = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 40))
        let tree = try layout { ProfileTableController(headerHeight: 100, footer: footer) }
        let last = try #require(rows(tree).last)
        let placeholder = try #require(tree.root.flattened.first {
            ($0.element as? DisplayNode)?.placeholderViewClassName == "UIView"
        })
        // As wide as the table, 40 tall, right after the last row and its separator.
        #expect(placeholder.frame.width == 393 && placeholder.frame.height == 40)
        #expect(placeholder.frame.minY >= last.maxY && placeholder.frame.minY - last.maxY < 0.34)
    }
}
