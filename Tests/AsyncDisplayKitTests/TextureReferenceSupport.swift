import AsyncDisplayKit
import Foundation
import LayoutLabKit

/// What comparing a rebuilt fixture with Texture's reference image is expected to give.
enum TextureReferenceExpectation: Sendable {
    /// 0 differing pixels (pixelmatch, threshold 0.1).
    case exact
    /// At most `maxDiffPixels` differing pixels; `reason` says why it is not 0.
    case budget(Int, String)
    /// Known not to match: the count is measured and reported (README table), never asserted.
    case mismatch(String)
}

/// One of Texture's reference images and the fixture rebuilt from its test's source.
struct TextureReferenceCase: Sendable, CustomStringConvertible {
    /// Texture's test class: the reference's folder.
    var testClass: String
    /// The reference's name without `@2x.png` (Texture's test name and identifier).
    var image: String
    /// The fixture, at the reference's scale (2) and size range.
    var fixture: SwiftFixture
    /// A note when more than one fixture is compared with the same reference.
    var variant: String?

    var description: String { "\(testClass)/\(image)" + (variant.map { " [\($0)]" } ?? "") }

    /// The reference PNG in this target's source folder.
    var referencePath: String { TextureReferenceSupport.folder + "/\(testClass)/\(image)@2x.png" }

    var expectation: TextureReferenceExpectation {
        TextureReferenceExpectations.byCase[description] ?? .exact
    }
}

/// A reference left out, with the reason.
struct TextureReferenceSkip: Sendable {
    var testClass: String
    var image: String
    var reason: String
    /// How many reference images the entry stands for (a whole folder of text snapshots is one entry).
    var count = 1
}

enum TextureReferenceSupport {
    /// `Tests/AsyncDisplayKitTests/TextureReferences`, read from the source tree (excluded from the target).
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path + "/TextureReferences"

    /// Texture's test resources (`Tests/TestResources`), copied beside the references.
    static func testResource(_ name: String) -> String { folder + "/TestResources/" + name }

    /// A Swift fixture named after the reference, on a clear canvas (FBSnapshotTestCase renders the
    /// node's layer into a transparent context), at scale 2.
    static func fixture(_ testClass: String, _ image: String, _ range: ASSizeRange,
                        build: @escaping @Sendable () -> ASDisplayNode) -> SwiftFixture {
        SwiftFixture("texture/\(testClass)/\(image)", size: range, scale: 2, background: .clear, build: build)
    }

    /// `ASLayoutSpecSnapshotTestCase -testLayoutSpec:sizeRange:subnodes:identifier:`: a layer-backed
    /// host node (`ASTestNode`) holding `subnodes` in order, whose `layoutSpecThatFits:` returns the
    /// spec, sized to fit `sizeRange` (`ASDisplayNodeSizeToFitSizeRange`).
    static func layoutSpecCase(_ testClass: String, _ image: String, sizeRange: ASSizeRange, variant: String? = nil,
                               build: @escaping @Sendable () -> (ASLayoutSpec, [ASDisplayNode])) -> TextureReferenceCase {
        let fixture = fixture(testClass, image + (variant.map { "_" + $0 } ?? ""), sizeRange) {
            let (spec, subnodes) = build()
            let node = ASDisplayNode()
            node.isLayerBacked = true
            for subnode in subnodes { node.addSubnode(subnode) }
            node.layoutSpecBlock = { _, _ in spec }
            return node
        }
        return TextureReferenceCase(testClass: testClass, image: image, fixture: fixture, variant: variant)
    }

    /// Texture's name for a snapshot: the test's name, then `_identifier` when there is one.
    static func name(_ test: String, _ identifier: String?) -> String {
        guard let identifier, !identifier.isEmpty else { return test }
        return test + "_" + identifier
    }
}

/// `ASDisplayNodeWithBackgroundColor` (ASLayoutSpecSnapshotTestsHelper.h): a layer-backed node of
/// one colour whose style width and height are set to `size` in points, zero included.
func ASDisplayNodeWithBackgroundColor(_ backgroundColor: UIColor, _ size: CGSize = .zero) -> ASDisplayNode {
    let node = ASDisplayNode()
    node.isLayerBacked = true
    node.backgroundColor = backgroundColor
    node.style.width = ASDimensionMakeWithPoints(size.width)
    node.style.height = ASDimensionMakeWithPoints(size.height)
    return node
}
