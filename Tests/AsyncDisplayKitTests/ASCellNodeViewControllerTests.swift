import AsyncDisplayKit
import Foundation
import LayoutEngine
import LayoutGeometry
import LayoutLabKit
import Testing

/// A cell that hosts a view controller, against Texture.
@Suite struct ASCellNodeViewControllerTests {
    // MARK: ASCellNode(viewControllerBlock:didLoad:)

    /// ASCellNode.mm `didLoad` adds a node backed by the controller's view (or an
    /// ASDKViewController's node) and runs the did-load block; `layout` sizes it to the bounds.
    @Test func aCellHostsItsViewControllerAtItsBounds() throws {
        var loads = 0
        let cell = ASCellNode(viewControllerBlock: { UIViewController() }, didLoad: { _ in loads += 1 })
        cell.style.height = ASDimensionMake(50)
        _ = try NodeFixtureSupport.layout(SwiftFixture("t/vc-cell", width: 300) { cell })
        #expect(loads == 1)
        #expect(cell.frame.size == CGSize(width: 300, height: 50))
        let hosted = try #require(cell.subnodes?.first)
        #expect(hosted.isViewBacked && hosted.frame == CGRect(x: 0, y: 0, width: 300, height: 50))
        #expect(cell.viewController != nil)

        let content = ASDisplayNode()
        let nodeCell = ASTextCellNode(viewControllerBlock: { ASDKViewController(node: content) }, didLoad: nil)
        nodeCell.style.height = ASDimensionMake(40)
        _ = try NodeFixtureSupport.layout(SwiftFixture("t/vc-node-cell", width: 200) { nodeCell })
        #expect(content.supernode === nodeCell)
        #expect(content.frame == CGRect(x: 0, y: 0, width: 200, height: 40))
    }
}
