import AsyncDisplayKit
import LayoutEngine
import LayoutGeometry
import LayoutLabKit
import Testing

/// Texture's Shop example (`TextureExamples/Shop`, unchanged): its products table and products
/// grid laid out as screens with stand-in products (its network images are placeholders).
@Suite("Texture's Shop screens")
struct TextureShopTests {
    static let products = (0..<12).map {
        Product(title: "Bear \($0)", descriptionText: "A bear that likes honey and long walks in the forest, item \($0).",
                price: 10 + $0, imageURL: "https://placebear.com/200/\(200 + $0)", numberOfReviews: $0, starRating: $0 % 5)
    }

    private func layout(_ make: @escaping @Sendable () -> UIViewController) throws -> LayoutTree {
        try NodeFixtureSupport.layout(SwiftFixture("shop/products", screen: .iPhoneSE, build: make)).tree
    }

    private func frames(_ prefix: String, _ tree: LayoutTree) -> [Rect] {
        tree.root.flattened.filter { ($0.element.debugName ?? "").hasPrefix(prefix) }.map(\.frame)
    }

    @Test("the products table: rows of its cells below the status bar, no separators (separatorStyle .none)")
    func table() throws {
        let tree = try layout { ProductsTableViewController(products: Self.products) }
        let rows = frames("row[0]", tree)
        #expect(!rows.isEmpty)
        #expect(rows[0].minY == 20 && rows[0].width == 375)
        // 10 + 80 (image) + 10: the image is the tallest part of each row.
        #expect(rows[0].height == 100)
        #expect(rows[1].minY == 120)
        #expect(frames("separator[", tree).isEmpty)
    }

    @Test("the products grid: two columns of 220-point items from its flow layout's itemSize")
    func grid() throws {
        let tree = try layout { ProductsCollectionViewController(products: Self.products) }
        let items = frames("item[0]", tree)
        #expect(items.count >= 6)
        #expect(items[0] == Rect(x: 0, y: 20, width: 187.5, height: 220))
        #expect(items[1] == Rect(x: 187.5, y: 20, width: 187.5, height: 220))
        #expect(items[2] == Rect(x: 0, y: 240, width: 187.5, height: 220))
    }
}
