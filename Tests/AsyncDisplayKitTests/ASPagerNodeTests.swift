import AsyncDisplayKit
import Foundation
import LayoutBitmap
import LayoutEngine
import LayoutGeometry
import LayoutLabKit
import LayoutRender
import Testing

/// An onboarding pager: three pages, each a cell filled with its own colour.
final class OnboardingPager: ASDisplayNode, ASPagerDataSource {
    static let colours: [UIColor] = [.red, .green, .blue]
    let pager = ASPagerNode()
    private(set) var madePages: [ASCellNode] = []

    init(page: Int = 0, inset: UIEdgeInsets = .zero) {
        super.init()
        automaticallyManagesSubnodes = true
        pager.setDataSource(self)
        pager.contentInset = inset
        if page > 0 { pager.scrollToPage(at: page, animated: false) }
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        ASWrapperLayoutSpec(layoutElement: pager)
    }

    func numberOfPages(in pagerNode: ASPagerNode) -> Int { Self.colours.count }

    func pagerNode(_ pagerNode: ASPagerNode, nodeAt index: Int) -> ASCellNode {
        let cell = ASCellNode()
        cell.backgroundColor = Self.colours[index]
        cell.debugName = "page\(index)"
        madePages.append(cell)
        return cell
    }
}

/// Pages made by blocks, each a cell with a text.
final class BlockPages: ASPagerDataSource {
    func numberOfPages(in pagerNode: ASPagerNode) -> Int { 2 }
    func pagerNode(_ pagerNode: ASPagerNode, nodeBlockAt index: Int) -> ASCellNodeBlock {
        {
            let cell = ASTextCellNode()
            cell.text = "Page \(index + 1)"
            return cell
        }
    }
}

/// Pagers (Texture's `ASPagerNode`): pages side by side at the pager's size, one showing.
@Suite struct ASPagerNodeTests {
    static func fixture(_ build: @escaping @Sendable () -> ASDisplayNode) -> SwiftFixture {
        SwiftFixture("t/pager", size: ASSizeRangeMake(CGSize(width: 300, height: 200), CGSize(width: 300, height: 200)),
                     build: build)
    }

    static func render(_ build: @escaping @Sendable () -> ASDisplayNode) throws -> Bitmap {
        let renderer = NodeRenderer(textEngine: try NodeFixtureSupport.textEngine())
        return try FixtureRender.render(fixture(build), renderer: renderer).rendered.image.straightAlpha()
    }

    @Test func theFirstPageFillsThePagerAndShows() throws {
        let tree = try NodeFixtureSupport.layout(Self.fixture { OnboardingPager() }).tree
        // Texture: each page is ASSizeRangeMake(pageSize), the pager's bounds less the top and bottom inset.
        #expect(NodeFixtureSupport.frame("page0", in: tree) == Rect(x: 0, y: 0, width: 300, height: 200))
        // Only what shows is laid out: the next page starts past the pager's right edge.
        #expect(NodeFixtureSupport.frame("page1", in: tree) == nil)
        let image = try Self.render { OnboardingPager() }
        #expect(image[10, 10] == RGBA8(r: 255, g: 0, b: 0) && image[590, 390] == RGBA8(r: 255, g: 0, b: 0))
    }

    @Test func scrollingToAPageShowsIt() throws {
        let image = try Self.render { OnboardingPager(page: 2) }
        #expect(image[10, 10] == RGBA8(r: 0, g: 0, b: 255) && image[590, 390] == RGBA8(r: 0, g: 0, b: 255))
        let tree = try NodeFixtureSupport.layout(Self.fixture { OnboardingPager(page: 2) }).tree
        #expect(NodeFixtureSupport.frame("page2", in: tree) == Rect(x: 0, y: 0, width: 300, height: 200))
    }

    @Test func pagesAreThePagerLessItsTopAndBottomInset() throws {
        let tree = try NodeFixtureSupport.layout(Self.fixture {
            OnboardingPager(inset: UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 0))
        }).tree
        #expect(NodeFixtureSupport.frame("page0", in: tree) == Rect(x: 0, y: 20, width: 300, height: 150))
    }

    @Test func pagesAreFoundByIndexAndNode() throws {
        let screen = OnboardingPager()
        let pager = screen.pager
        #expect(pager.currentPageIndex == 0)
        _ = try NodeFixtureSupport.layout(Self.fixture { screen })
        let first = pager.nodeForPage(at: 0)
        #expect(first.backgroundColor == .red && pager.indexOfPage(with: first) == 0)
        #expect(pager.indexOfPage(with: ASCellNode()) == NSNotFound)
        pager.scrollToPage(at: 1, animated: true)
        #expect(pager.currentPageIndex == 1)
        #expect((pager.collectionViewLayout as? UICollectionViewFlowLayout)?.scrollDirection == .horizontal)
    }

    @Test func pagesFromBlocks() throws {
        let source = BlockPages()
        let holder = ASDisplayNode()
        let pager = ASPagerNode()
        pager.setDataSource(source)
        holder.automaticallyManagesSubnodes = true
        holder.layoutSpecBlock = { _, _ in ASWrapperLayoutSpec(layoutElement: pager) }
        _ = try NodeFixtureSupport.layout(Self.fixture { holder })
        #expect((pager.nodeForPage(at: 1) as? ASTextCellNode)?.text == "Page 2")
        #expect(pager.nodeForPage(at: 0).frame.size == CGSize(width: 300, height: 200))
        withExtendedLifetime(source) {}
    }
}
