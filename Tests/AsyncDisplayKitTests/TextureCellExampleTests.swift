import AsyncDisplayKit
import Foundation
import LayoutBitmap
import LayoutEngine
import LayoutGeometry
import LayoutLabKit
import LayoutRender
import Testing

/// More of Texture's example nodes, copied unchanged: a loading cell with a view-backed spinner and
/// kerned text, an overview cell, and an image cell sized by its image's ratio.
@Suite struct TextureCellExampleTests {
    @Test func tailLoadingCellCentresTextAndSpinner() throws {
        let result = try NodeFixtureSupport.layout(SwiftFixture("t/tail", width: 320) { TailLoadingCellNode() })
        let text = try #require(NodeFixtureSupport.frame("text", in: result.tree))
        let spinner = try #require(NodeFixtureSupport.frame("spinner", in: result.tree))
        #expect(spinner.size == Size(width: 20, height: 20))
        #expect(spinner.minX - text.maxX == 16)
        // Centred as a pair.
        #expect(abs((text.minX - 0) - (320 - spinner.maxX)) <= 0.5)
        let renderer = NodeRenderer(textEngine: try NodeFixtureSupport.textEngine())
        let image = try FixtureRender.render(SwiftFixture("t/tail", width: 320) { TailLoadingCellNode() },
                                             renderer: renderer).rendered.image.straightAlpha()
        // The spinner is a view: drawn as a placeholder with a grey outline.
        let x = Int(spinner.minX * 2), y = Int((spinner.minY + spinner.height / 2) * 2)
        #expect(image[x, y] == RGBA8(r: 0x9A, g: 0xA3, b: 0xB0))
    }

    @Test func overviewCellInsetsItsTitles() throws {
        let result = try NodeFixtureSupport.layout(SwiftFixture("t/overview", width: 375) {
            OverviewCellNode(layoutExampleType: UserProfileSample.self)
        })
        let title = try #require(NodeFixtureSupport.frame("titleNode", in: result.tree))
        let description = try #require(NodeFixtureSupport.frame("descriptionNode", in: result.tree))
        #expect(title.minX == 16 && title.minY == 10)
        #expect(description.minY == title.maxY + 5)
        #expect(result.tree.size.height == description.maxY + 10)
    }

    @Test func imageCellTakesItsImagesRatio() throws {
        let result = try NodeFixtureSupport.layout(SwiftFixture("t/imagecell", width: 300) {
            let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 30)).image { _ in
                UIColor.orange.setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: 40, height: 30))
            }
            return ImageCellNode(with: image)
        })
        let image = try #require(NodeFixtureSupport.frame("imageNode", in: result.tree))
        #expect(image.width == 40 && image.height == 30)
    }
}
