import AsyncDisplayKit
import Foundation
import LayoutLabKit

// Texture's own snapshot tests (Tests/*SnapshotTests.mm, UIImage+ASConvenienceTests.mm), rebuilt
// with layoutlab's AsyncDisplayKit API as closely as it allows, one case per reference image in
// Tests/ReferenceImages_64 whose pixels do not depend on Apple's fonts; the reference's name is
// Texture's (test name + `_identifier`). The layout-spec tests' cases (`inset` … `stack`) are
// generated from the conformance corpus into TextureReferenceFixtures+LayoutSpecs.swift; the
// node tests' builders below follow their Objective-C tests line by line.

enum TextureReferenceFixtures {
    static let all: [TextureReferenceCase] =
        inset + background + overlay + center + ratio + wrapper + relative + absolute + corner + stack
        + displayNode + imageNode + convenience

    // MARK: ASDisplayNodeSnapshotTests

    /// `BlueImageMake`: an opaque blue image of `bounds` at the screen's scale.
    static func blueImage(_ bounds: CGRect) -> UIImage? {
        UIGraphicsBeginImageContextWithOptions(bounds.size, true, 0)
        UIColor.blue.setFill()
        UIRectFill(bounds)
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        return image
    }

    static let displayNode: [TextureReferenceCase] = {
        let cls = "ASDisplayNodeSnapshotTests"
        let bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        let exact100 = ASSizeRangeMake(bounds.size)
        var cases: [TextureReferenceCase] = []
        // testPrecompositedCornerRounding / testClippingCornerRounding: c = 1, 3, 7, 15 (kASCACornerAllCorners).
        for c in [1, 3, 7, 15] {
            cases.append(TextureReferenceCase(
                testClass: cls, image: "testPrecompositedCornerRounding_\(c)",
                fixture: TextureReferenceSupport.fixture(cls, "testPrecompositedCornerRounding_\(c)", exact100) {
                    let node = ASImageNode()
                    node.image = blueImage(bounds)
                    node.frame = bounds
                    node.cornerRoundingType = .precomposited
                    node.backgroundColor = .green
                    node.maskedCorners = CACornerMask(rawValue: UInt(c))
                    node.cornerRadius = 15
                    return node
                }))
        }
        for c in [1, 3, 7, 15] {
            cases.append(TextureReferenceCase(
                testClass: cls, image: "testClippingCornerRounding_\(c)_light",
                fixture: TextureReferenceSupport.fixture(cls, "testClippingCornerRounding_\(c)_light", exact100) {
                    let node = ASImageNode()
                    node.image = blueImage(bounds)
                    node.frame = bounds
                    node.cornerRoundingType = .clipping
                    node.backgroundColor = .systemBackground
                    node.maskedCorners = CACornerMask(rawValue: UInt(c))
                    node.cornerRadius = 15
                    return node
                }))
        }
        // testUserInterfaceStyleSnapshotTesting, light appearance.
        cases.append(TextureReferenceCase(
            testClass: cls, image: "testUserInterfaceStyleSnapshotTesting_user_interface_style_light",
            fixture: TextureReferenceSupport.fixture(cls, "testUserInterfaceStyleSnapshotTesting_light",
                                                     ASSizeRangeMake(.zero, CGSize(width: CGFloat.infinity, height: .infinity))) {
                let node = ASDisplayNode()
                node.isLayerBacked = true
                node.backgroundColor = .systemBackground
                node.style.preferredSize = CGSize(width: 100, height: 100)
                return node
            }))
        // testBackgroundDynamicColor / …LayerBacked, light appearance.
        for (name, layerBacked) in [("testBackgroundDynamicColor_light", false), ("testBackgroundDynamicColorLayerBacked_light", true)] {
            cases.append(TextureReferenceCase(
                testClass: cls, image: name,
                fixture: TextureReferenceSupport.fixture(cls, name, exact100) {
                    let node = ASImageNode()
                    node.backgroundColor = .systemGray6
                    node.isLayerBacked = layerBacked
                    node.frame = bounds
                    return node
                }))
        }
        return cases
    }()

    // MARK: ASImageNodeSnapshotTests

    /// `-testImage`: Texture's `TestResources/logo-square.png`, read at scale 1 (1175 × 1175 points).
    static func testImage() -> UIImage? { UIImage(contentsOfFile: TextureReferenceSupport.testResource("logo-square.png")) }
    static func testGrayscaleImage() -> UIImage? {
        UIImage(contentsOfFile: TextureReferenceSupport.testResource("logo-square-black.png"))
    }
    static let logoSize = CGSize(width: 1175, height: 1175)

    /// A solid 100 × 100 image at scale 1 (`UIGraphicsBeginImageContext`).
    static func solidImage(_ color: UIColor) -> UIImage? {
        UIGraphicsBeginImageContext(CGSize(width: 100, height: 100))
        color.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 100, height: 100))
        let result = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        return result
    }

    static let imageNode: [TextureReferenceCase] = {
        let cls = "ASImageNodeSnapshotTests"
        func test(_ name: String, _ range: ASSizeRange, _ build: @escaping @Sendable () -> ASDisplayNode) -> TextureReferenceCase {
            TextureReferenceCase(testClass: cls, image: name, fixture: TextureReferenceSupport.fixture(cls, name, range, build: build))
        }
        let logoRange = ASSizeRangeMake(logoSize)
        var cases: [TextureReferenceCase] = []
        for name in ["testRenderLogoSquare", "testUIGraphicsRendererDrawingExperiment"] {
            cases.append(test(name, ASSizeRangeMake(CGSize(width: 100, height: 100))) {
                let imageNode = ASImageNode()
                imageNode.image = testImage()
                return imageNode
            })
        }
        // testForcedScaling: the logo drawn at a forced 100 × 100, in a 100 × 100 node ("first")
        // and stretched to a 200 × 200 one ("second").
        for (name, side) in [("testForcedScaling_first", 100.0), ("testForcedScaling_second", 200.0)] {
            cases.append(test(name, ASSizeRangeMake(CGSize(width: side, height: side))) {
                let imageNode = ASImageNode()
                imageNode.forcedSize = CGSize(width: 100, height: 100)
                imageNode.image = testImage()
                imageNode.style.width = ASDimensionMake(CGFloat(side))
                imageNode.style.height = ASDimensionMake(CGFloat(side))
                return imageNode
            })
        }
        for (name, tint) in [("testTintColorOnNodePropertyAlwaysTemplate_red_tint", UIColor.red),
                             ("testTintColorOnNodePropertyAlwaysTemplate_blue_tint", UIColor.blue)] {
            cases.append(test(name, logoRange) {
                let node = ASImageNode()
                node.image = testImage()?.withRenderingMode(.alwaysTemplate)
                node.tintColor = tint
                return node
            })
        }
        for (name, tint) in [("testTintColorOnGrayscaleNodePropertyAlwaysTemplate_red_tint", UIColor.red),
                             ("testTintColorOnGrayscaleNodePropertyAlwaysTemplate_blue_tint", UIColor.blue)] {
            cases.append(test(name, logoRange) {
                let node = ASImageNode()
                node.image = testGrayscaleImage()?.withRenderingMode(.alwaysTemplate)
                node.tintColor = tint
                return node
            })
        }
        cases.append(test("testTintColorOnNodePropertyAutomatic", logoRange) {
            let node = ASImageNode()
            node.image = testImage()
            node.tintColor = .red
            return node
        })
        cases.append(test("testTintColorOnNodePropertyAlwaysOriginal", logoRange) {
            let node = ASImageNode()
            node.image = testImage()?.withRenderingMode(.alwaysOriginal)
            node.tintColor = .red
            return node
        })
        cases.append(test("testTintColorOnNodePropertyAlwaysTemplateLayerBackedNode", logoRange) {
            let node = ASImageNode()
            node.isLayerBacked = true
            node.tintColor = .red
            node.image = testImage()?.withRenderingMode(.alwaysTemplate)
            return node
        })
        cases.append(test("testTintColorInheritsFromSupernodeLayerBacked", logoRange) {
            let container = ASDisplayNode()
            container.isLayerBacked = true
            container.tintColor = .red
            let node = ASImageNode()
            node.isLayerBacked = true
            node.tintColor = .red
            node.image = testImage()?.withRenderingMode(.alwaysTemplate)
            container.addSubnode(node)
            container.style.preferredSize = logoSize
            return node
        })
        cases.append(test("testTintColorInheritsFromSupernodeViewBacked", logoRange) {
            let container = ASDisplayNode()
            container.isLayerBacked = false
            container.tintColor = .red
            let node = ASImageNode()
            node.isLayerBacked = true
            node.image = testImage()?.withRenderingMode(.alwaysTemplate)
            container.addSubnode(node)
            container.style.preferredSize = logoSize
            return node
        })
        cases.append(test("testRoundedCornerBlock", ASSizeRangeMake(CGSize(width: 100, height: 100))) {
            let result = solidImage(.blue)!
            let rounded = ASImageNodeRoundBorderModificationBlock(2, .red)(result, ASPrimitiveTraitCollectionMakeDefault())
            let node = ASImageNode()
            node.image = rounded
            return node
        })
        cases.append(test("testTintColorBlock", ASSizeRangeMake(CGSize(width: 100, height: 100))) {
            let result = solidImage(.blue)!
            let rounded = ASImageNodeTintColorModificationBlock(.red)(result, ASPrimitiveTraitCollectionMakeDefault())
            let node = ASImageNode()
            node.image = rounded
            return node
        })
        // testDynamicTintColor, light appearance: systemBackgroundColor tints a red template image.
        cases.append(test("testDynamicTintColor_user_interface_style_light", ASSizeRangeMake(CGSize(width: 100, height: 100))) {
            UIGraphicsBeginImageContextWithOptions(CGSize(width: 100, height: 100), false, 0)
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 100, height: 100))
            let image = UIGraphicsGetImageFromCurrentImageContext()?.withRenderingMode(.alwaysTemplate)
            UIGraphicsEndImageContext()
            let node = ASImageNode()
            node.image = image
            node.tintColor = .systemBackground
            return node
        })
        return cases
    }()

    // MARK: UIImage_ASConvenienceTests

    static let convenience: [TextureReferenceCase] = {
        let cls = "UIImage_ASConvenienceTests"
        // ASDisplayNodeSizeToFitSize(node, {1000, 1000}): exactly 1000 × 1000.
        let range = ASSizeRangeMake(CGSize(width: 1000, height: 1000))
        func test(_ name: String, _ image: @escaping @Sendable () -> UIImage) -> TextureReferenceCase {
            TextureReferenceCase(testClass: cls, image: name, fixture: TextureReferenceSupport.fixture(cls, name, range) {
                let node = ASImageNode()
                node.image = image()
                return node
            })
        }
        // The `traitCollection:` argument (ASPrimitiveTraitCollectionMakeDefault()) is not in layoutlab's API.
        return [
            test("testRoundedPartial") {
                UIImage.as_resizableRoundedImage(withCornerRadius: 50, cornerColor: .red, fill: .green, borderColor: .blue,
                                                 borderWidth: 4, roundedCorners: [.topLeft, .bottomRight], scale: 2)
            },
            test("testRoundedAllCorners") {
                UIImage.as_resizableRoundedImage(withCornerRadius: 50, cornerColor: .red, fill: .green, borderColor: .blue,
                                                 borderWidth: 4)
            },
            test("testRoundedBorderless") {
                UIImage.as_resizableRoundedImage(withCornerRadius: 50, cornerColor: .red, fill: .green)
            },
        ]
    }()
}
