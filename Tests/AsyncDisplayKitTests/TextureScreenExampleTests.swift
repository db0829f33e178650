import AsyncDisplayKit
import LayoutEngine
import LayoutGeometry
import LayoutLabKit
import Testing

/// Texture's LayoutSpecExamples-Swift controllers (`TextureExamples/OverviewViewController.swift`,
/// `LayoutExampleViewController.swift`, unchanged) laid out as screens.
@Suite("Texture's example screens")
struct TextureScreenExampleTests {
    private func layout(_ make: @escaping @Sendable () -> UIViewController) throws -> LayoutTree {
        try NodeFixtureSupport.layout(SwiftFixture("texture/screen", screen: .iPhone15, build: make)).tree
    }

    @Test("the overview table: six example rows stacked below the safe area, each inset 16 points")
    func overview() throws {
        let tree = try layout { OverviewViewController() }
        let rows = tree.root.flattened.filter { ($0.element.debugName ?? "").hasPrefix("row[0]") }
        #expect(rows.count == 6)
        var y = 59.0
        for row in rows {
            #expect(row.frame.minX == 0 && row.frame.width == 393)
            #expect(abs(row.frame.minY - y) < 0.34, "\(row.element.debugName!): \(row.frame)")
            y = row.frame.maxY + 1.0 / 3
        }
        let titles = tree.root.flattened.filter { $0.element.debugName == "titleNode" }
        #expect(titles.count == 6)
        #expect(titles.allSatisfy { $0.frame.minX == 16 })
        #expect(abs(titles[0].frame.minY - 69) < 0.34)
    }

    @Test("an example's screen centres its node vertically only for the header example (a class-level isEqual)")
    func example() throws {
        let header = try layout { LayoutExampleViewController(layoutExampleType: HeaderWithRightAndLeftItems.self) }
        let headerNode = try #require(header.root.flattened.first { $0.element.debugName == "customNode" })
        #expect(headerNode.frame.minX == 0 && headerNode.frame.width == 393)
        #expect(abs((headerNode.frame.minY + headerNode.frame.height / 2) - 426) < 1)
        let photo = try layout { LayoutExampleViewController(layoutExampleType: PhotoWithInsetTextOverlay.self) }
        let photoNode = try #require(photo.root.flattened.first { $0.element.debugName == "customNode" })
        #expect(abs((photoNode.frame.minX + photoNode.frame.width / 2) - 196.5) < 1 && abs((photoNode.frame.minY + photoNode.frame.height / 2) - 426) < 1)
        #expect(photoNode.frame.width < 393)
    }
}
