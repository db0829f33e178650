import AsyncDisplayKit
import LayoutEngine
import LayoutGeometry
import LayoutLabKit
import Testing

/// A cell that measures to a fixed size, or fills the width it is offered at a fixed height.
final class SizedCell: ASCellNode {
    let size: CGSize?
    let height: CGFloat

    init(size: CGSize? = nil, height: CGFloat = 0) {
        self.size = size
        self.height = height
        super.init()
    }

    override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
        size ?? CGSize(width: constrainedSize.width, height: height)
    }
}

/// A grid screen of products: a flow layout, its delegate sizing items and headers.
final class GridViewController: ASDKViewController<ASCollectionNode>, ASCollectionDataSource, ASCollectionDelegateFlowLayout {
    let counts: [Int]
    var itemRange: ASSizeRange?
    var headerHeight: CGFloat = 0
    var headerNodes = true

    init(counts: [Int], layout: UICollectionViewFlowLayout) {
        self.counts = counts
        super.init(node: ASCollectionNode(collectionViewLayout: layout))
        node.dataSource = self
        node.delegate = self
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        if headerNodes { node.registerSupplementaryNode(ofKind: UICollectionView.elementKindSectionHeader) }
    }

    func numberOfSections(in collectionNode: ASCollectionNode) -> Int { counts.count }
    func collectionNode(_ collectionNode: ASCollectionNode, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionNode(_ collectionNode: ASCollectionNode, nodeForItemAt indexPath: IndexPath) -> ASCellNode {
        SizedCell(size: CGSize(width: 100, height: indexPath.item % 2 == 0 ? 100 : 80))
    }
    func collectionNode(_ collectionNode: ASCollectionNode, nodeForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> ASCellNode {
        SizedCell(height: headerHeight)
    }
    func collectionNode(_ collectionNode: ASCollectionNode, constrainedSizeForItemAt indexPath: IndexPath) -> ASSizeRange {
        itemRange ?? ASSizeRangeUnconstrained
    }
    func collectionNode(_ collectionNode: ASCollectionNode, sizeRangeForHeaderInSection section: Int) -> ASSizeRange {
        ASSizeRangeMake(CGSize(width: 0, height: headerHeight))
    }
}

@Suite("Collection screens")
struct CollectionScreenTests {
    private func layout(_ content: ScreenContent = .top, _ make: @escaping @Sendable () -> UIViewController) throws -> LayoutTree {
        try NodeFixtureSupport.layout(SwiftFixture("screens/grid", screen: .iPhone15, content: content, build: make)).tree
    }

    private func frames(_ prefix: String, _ tree: LayoutTree) -> [String: Rect] {
        var out: [String: Rect] = [:]
        for element in tree.root.flattened {
            guard let name = element.element.debugName, name.hasPrefix(prefix) else { continue }
            out[name] = element.frame
        }
        return out
    }

    @Test("self-sizing items flow in justified lines below the safe area, centred on their line")
    func selfSizing() throws {
        let tree = try layout {
            let layout = UICollectionViewFlowLayout()
            layout.sectionInset = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
            return GridViewController(counts: [5], layout: layout)
        }
        let items = frames("item[", tree)
        // Line width 393 − 32 = 361: three items of 100 and two gaps of (361 − 300) / 2 = 30.5;
        // positions are ceiled to the pixel (3×), as every frame is.
        #expect(items["item[0][0]"] == Rect(x: 16, y: 59 + 8, width: 100, height: 100))
        #expect(items["item[0][1]"] == Rect(x: 146 + 2.0 / 3, y: 59 + 8 + 10, width: 100, height: 80))
        #expect(items["item[0][2]"] == Rect(x: 277, y: 59 + 8, width: 100, height: 100))
        // Line two, 10 below: two items justified to the edges.
        #expect(items["item[0][3]"] == Rect(x: 16, y: 59 + 8 + 110 + 10, width: 100, height: 80))
        #expect(items["item[0][4]"] == Rect(x: 277, y: 59 + 8 + 110, width: 100, height: 100))
    }

    @Test("item size, spacing and a header node from the delegate's range, as wide as the collection")
    func itemSizeAndHeader() throws {
        let tree = try layout {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 190, height: 120)
            layout.minimumInteritemSpacing = 5
            layout.minimumLineSpacing = 4
            let controller = GridViewController(counts: [3, 1], layout: layout)
            controller.headerHeight = 30
            return controller
        }
        let all = frames("", tree)
        #expect(all["header[0]"] == Rect(x: 0, y: 59, width: 393, height: 30))
        #expect(all["item[0][0]"] == Rect(x: 0, y: 89, width: 190, height: 120))
        #expect(all["item[0][1]"] == Rect(x: 203, y: 89, width: 190, height: 120))
        #expect(all["item[0][2]"] == Rect(x: 101 + 2.0 / 3, y: 89 + 124, width: 190, height: 120))
        #expect(all["header[1]"] == Rect(x: 0, y: 89 + 244, width: 393, height: 30))
        #expect(all["item[1][0]"] == Rect(x: 101 + 2.0 / 3, y: 89 + 244 + 30, width: 190, height: 120))
    }

    @Test("a delegate's item range bounds self-sizing cells; without one they may fill the width")
    func ranges() throws {
        let tree = try layout {
            let layout = UICollectionViewFlowLayout()
            let controller = GridViewController(counts: [1], layout: layout)
            controller.headerNodes = false
            controller.itemRange = ASSizeRangeMake(CGSize(width: 50, height: 50), CGSize(width: 60, height: 60))
            return controller
        }
        #expect(frames("item[", tree)["item[0][0]"] == Rect(x: 166 + 2.0 / 3, y: 59, width: 60, height: 60))
    }

    @Test("horizontal: items fill columns top to bottom inside the safe area")
    func horizontal() throws {
        let tree = try layout {
            let layout = UICollectionViewFlowLayout()
            layout.scrollDirection = .horizontal
            let controller = GridViewController(counts: [9], layout: layout)
            controller.headerNodes = false
            return controller
        }
        let items = frames("item[", tree)
        // Column height 852 − 59 − 34 = 759: seven items (100+80+100+80+100+80+100 + 6 × 10 = 700).
        #expect(items["item[0][0]"]?.minX == 0)
        #expect(items["item[0][0]"]?.minY == 59)
        #expect(items["item[0][7]"]?.minX == 110)
    }
}
