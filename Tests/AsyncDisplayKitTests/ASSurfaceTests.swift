import AsyncDisplayKit
import Foundation
import LayoutBitmap
import LayoutEngine
import LayoutGeometry
import LayoutLabKit
import Testing

/// The rest of the surface: each property does what its documentation says, and what is not laid
/// out or drawn yet is reported as a problem of the fixture.
@Suite struct ASSurfaceTests {
    /// The problems UIKit reported while `body` ran.
    static func problems(_ body: () -> Void) -> [String] {
        UIKitEnvironment.withValue(UIKitEnvironment()) { log in
            body()
            return log.problems
        }
    }

    @Test func subnodeOrderAndRemoval() {
        let parent = ASDisplayNode(), a = ASDisplayNode(), b = ASDisplayNode(), c = ASDisplayNode(), d = ASDisplayNode()
        parent.addSubnode(a)
        parent.addSubnode(b)
        parent.insertSubnode(c, at: 0)
        parent.insertSubnode(d, belowSubnode: b)
        #expect(parent.subnodes?.map { ObjectIdentifier($0) } == [c, a, d, b].map { ObjectIdentifier($0) })
        d.removeFromSupernode()
        #expect(d.supernode == nil && parent.subnodes?.count == 3)
        parent.insertSubnode(d, aboveSubnode: c)
        #expect(parent.subnodes?[1] === d)
    }

    @Test func onDidLoadRunsOnceWhenTheNodeLoads() throws {
        let node = BoxNode(10, 10)
        var runs = 0
        node.onDidLoad { _ in runs += 1 }
        #expect(runs == 0 && !node.isNodeLoaded)
        _ = try NodeFixtureSupport.layout(SwiftFixture("t/load", width: 10) { node })
        _ = try NodeFixtureSupport.layout(SwiftFixture("t/load", width: 10) { node })
        #expect(runs == 1 && node.isNodeLoaded)
        node.onDidLoad { _ in runs += 10 }
        #expect(runs == 11)
    }

    @Test func acceptedPropertiesKeepTheirValues() {
        let node = ASDisplayNode()
        node.cornerRoundingType = .precomposited
        node.isOpaque = true
        node.contentMode = .center
        node.tintColor = .red
        node.accessibilityLabel = "label"
        node.accessibilityHint = "hint"
        node.accessibilityValue = "value"
        node.accessibilityIdentifier = "id"
        node.isAccessibilityElement = true
        node.displaysAsynchronously = false
        node.isLayerBacked = true
        node.placeholderEnabled = true
        node.neverShowPlaceholders = true
        node.shouldRasterizeDescendants = true
        node.isExclusiveTouch = true
        node.shadowColor = UIColor.black.cgColor
        node.shadowOffset = CGSize(width: 0, height: 2)
        node.shadowRadius = 4
        node.setNeedsLayout()
        node.layoutIfNeeded()
        node.setNeedsDisplay()
        node.invalidateCalculatedLayout()
        #expect(node.cornerRoundingType == .precomposited && node.isOpaque && node.contentMode == .center)
        #expect(node.tintColor == .red && node.accessibilityLabel == "label" && node.accessibilityIdentifier == "id")
        #expect(node.isLayerBacked && node.shadowRadius == 4 && node.shadowOffset.height == 2)
        #expect(node.node.backgroundColor == nil && node.node.cornerRadius == 0)
    }

    @Test func whatIsNotDrawnYetIsReported() {
        let shadow = Self.problems {
            let node = ASDisplayNode()
            node.shadowOpacity = 0.3
        }
        #expect(shadow.count == 1 && shadow[0].contains("shadow"))
        let text = Self.problems {
            let node = ASTextNode()
            node.textContainerInset = UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
            node.pointSizeScaleFactors = [0.9]
            node.truncationMode = .byTruncatingMiddle
            node.shadowOpacity = 0.5
        }
        // Scale factors only: insets, middle truncation of several lines and text shadows are drawn.
        #expect(text.count == 1 && text[0].contains("pointSizeScaleFactors"))
        let button = Self.problems {
            let node = ASButtonNode()
            node.imageAlignment = .end
            node.contentHorizontalAlignment = .left
            node.contentVerticalAlignment = .top
        }
        #expect(button.count == 3)
        let view = Self.problems {
            let node = ASDisplayNode()
            node.view.backgroundColor = .red
        }
        #expect(view.count == 1 && view[0].contains("view.backgroundColor"))
        let hooks = Self.problems {
            let node = ASTextNode()
            node.willDisplayNodeContentWithRenderingContext = { _, _ in }
        }
        #expect(hooks.count == 1)
        let editable = Self.problems { ASEditableTextNode().maximumLinesToDisplay = 2 }
        #expect(editable.count == 1)
        let quiet = Self.problems {
            let node = ASTextNode()
            node.truncationMode = .byTruncatingTail
            node.shadowOpacity = 0
            ASButtonNode().imageAlignment = .beginning
        }
        #expect(quiet.isEmpty)
    }

    @Test func textNodeSettingsReachTheEngine() {
        let node = ASTextNode()
        node.attributedText = NSAttributedString(string: "A long title", attributes: [.font: UIFont.systemFont(ofSize: 14)])
        node.maximumNumberOfLines = 2
        node.truncationAttributedText = NSAttributedString(string: "…more")
        node.linkAttributeNames = ["NSLink"]
        node.placeholderColor = .gray
        node.passthroughNonlinkTouches = true
        let text = (node.node as! TextNode).attributedText
        #expect(text.maximumNumberOfLines == 2 && text.truncationText == "…more" && text.font == "Sans 14")
        #expect(node.attributedText?.string == "A long title")
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        style.minimumLineHeight = 20
        style.maximumLineHeight = 20
        node.attributedText = NSAttributedString(string: "x", attributes: [.paragraphStyle: style])
        let centred = (node.node as! TextNode).attributedText
        #expect(centred.alignment == .center && centred.lineHeight == 20 && centred.font == "Sans 12")
    }

    @Test func buttonStatesAndContent() {
        let button = ASButtonNode()
        let title = NSAttributedString(string: "Go", attributes: [.font: UIFont.boldSystemFont(ofSize: 13)])
        button.setAttributedTitle(title, for: .selected)
        button.setTitle("Off", with: nil, with: nil, for: .disabled)
        button.laysOutHorizontally = false
        button.contentSpacing = 3
        let engine = button.node as! ButtonNode
        #expect(button.attributedTitle(for: .selected)?.string == "Go")
        #expect(engine.titles[.selected]?.font == "Sans Bold 13" && engine.titles[.disabled]?.font == "Sans 18")
        #expect(!engine.laysOutHorizontally && engine.contentSpacing == 3)
        button.isHighlighted = true
        #expect(engine.state == .highlighted && button.state == .highlighted)
        button.isHighlighted = false
        button.isSelected = true
        #expect(engine.state == .selected)
        #expect(button.image(for: .normal) == nil)
    }

    @Test func editableScrollAndMediaNodes() {
        let editable = ASEditableTextNode()
        editable.attributedText = NSAttributedString(string: "Hello")
        editable.textContainerInset = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
        editable.typingAttributes = ["NSFont": UIFont.systemFont(ofSize: 12)]
        let engine = editable.node as! EditableTextNode
        #expect(engine.text == "Hello" && engine.textContainerInset == EdgeInsets(top: 4, left: 4, bottom: 4, right: 4))
        #expect(!editable.isFirstResponder())
        let scroll = ASScrollNode()
        scroll.scrollableDirections = .horizontalDirections
        #expect((scroll.node as! ScrollNode).scrollDirection == .horizontal && !scroll.automaticallyManagesContentSize)
        scroll.scrollableDirections = [.up, .left]
        #expect((scroll.node as! ScrollNode).scrollDirection == .both)
        let video = ASVideoNode()
        video.assetURL = URL(string: "https://example.com/v.mp4")
        video.shouldAutoplay = true
        #expect(video.node.kindName == "video" && video.shouldAutoplay)
        let map = ASMapNode()
        map.isLiveMap = true
        #expect(map.node.kindName == "map")
        let network = ASNetworkImageNode(cache: nil, downloader: nil)
        network.defaultImage = UIImage(cgImage: CGImage(bitmap: Bitmap(width: 4, height: 2)), scale: 2, orientation: .up)
        #expect(network.image?.size == CGSize(width: 2, height: 1))
    }

    @Test func specPropertiesCanChangeAfterCreation() throws {
        let a = BoxNode(10, 10), b = BoxNode(20, 20)
        let center = ASCenterLayoutSpec(centeringOptions: [], sizingOptions: [], child: a)
        center.centeringOptions = .X
        center.sizingOptions = .minimumY
        #expect(center.centeringOptions == .X && center.sizingOptions == .minimumY)
        let relative = ASRelativeLayoutSpec(horizontalPosition: .start, verticalPosition: .start, sizingOption: [], child: a)
        relative.horizontalPosition = .center
        relative.verticalPosition = .end
        relative.sizingOption = .minimumSize
        #expect(relative.horizontalPosition == .center && relative.verticalPosition == .end)
        let layout = relative.layoutThatFits(ASSizeRangeMake(.zero, CGSize(width: 100, height: 100)))
        #expect(layout.size == CGSize(width: 10, height: 10))
        let ratio = ASRatioLayoutSpec(ratio: 1, child: a)
        ratio.ratio = 2
        #expect(ratio.ratio == 2)
        let inset = ASInsetLayoutSpec(insets: .zero, child: a)
        inset.insets = UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
        inset.child = b
        #expect(inset.layoutThatFits(ASSizeRangeUnconstrained).size == CGSize(width: 22, height: 22))
        let overlay = ASOverlayLayoutSpec(child: a, overlay: b)
        overlay.overlay = ASLayoutSpec()
        let background = ASBackgroundLayoutSpec(child: a, background: b)
        background.background = ASLayoutSpec()
        #expect(overlay.overlay is ASLayoutSpec && background.background is ASLayoutSpec)
        let corner = ASCornerLayoutSpec(child: a, corner: b, location: .topLeft)
        corner.cornerLocation = .bottomRight
        corner.corner = BoxNode(4, 4)
        #expect(corner.cornerLocation == .bottomRight)
        let absolute = ASAbsoluteLayoutSpec(children: [a])
        absolute.sizing = .sizeToFit
        #expect(absolute.sizing == .sizeToFit && ASAbsoluteLayoutSpec().children?.isEmpty == true)
        let stack = ASStackLayoutSpec()
        stack.horizontalAlignment = .right
        stack.verticalAlignment = .center
        stack.flexWrap = .wrap
        stack.alignContent = .spaceBetween
        stack.lineSpacing = 3
        stack.isConcurrent = true
        #expect(stack.horizontalAlignment == .right && stack.verticalAlignment == .center && stack.lineSpacing == 3)
        let wrapper = ASWrapperLayoutSpec.wrapper(with: a)
        #expect(wrapper.child === a && ASWrapperLayoutSpec(layoutElements: [a, b]).children?.count == 2)
        let layoutOfStack = ASStackLayoutSpec(direction: .vertical, spacing: 2, justifyContent: .start, alignItems: .start,
                                              children: [a, b]).layoutThatFits(ASSizeRangeUnconstrained)
        #expect(layoutOfStack.sublayouts.map(\.frame) == [CGRect(x: 0, y: 0, width: 10, height: 10),
                                                          CGRect(x: 0, y: 12, width: 20, height: 20)])
        #expect(layoutOfStack.sublayouts.first?.layoutElement === a)
        #expect(a.layoutElementType == .displayNode && stack.layoutElementType == .layoutSpec)
        #expect(a.asciiArtName() == "BoxNode")
    }

    @Test func imagesFromFilesDataAndCaps() throws {
        let folder = NodeFixtureSupport.testsFolder + "/Images"
        let fromFile = try #require(UIImage(contentsOfFile: folder + "/dot@2x.png"))
        #expect(fromFile.scale == 2 && fromFile.size == CGSize(width: 10, height: 10))
        let data = try #require(fromFile.pngData())
        let decoded = try #require(UIImage(data: data, scale: 2))
        #expect(decoded.size == CGSize(width: 10, height: 10))
        let stretchable = fromFile.stretchableImage(withLeftCapWidth: 3, topCapHeight: 3)
        #expect(stretchable.isResizable && stretchable.capInsets.left == 3 && stretchable.resizingMode == .stretch)
        let notFound = Self.problems { _ = UIImage(contentsOfFile: "/no/such.png") }
        #expect(notFound.count == 1 && notFound[0].contains("/no/such.png"))
        let jpeg = Self.problems { _ = UIImage(data: Data([0xFF, 0xD8, 0xFF, 0xE0])) }
        #expect(jpeg.count == 1 && jpeg[0].contains("JPEG"))
        let named = UIKitEnvironment.withValue(UIKitEnvironment(imageFolders: [folder])) { _ in
            UIImage.as_imageNamed("dot")?.size
        }
        #expect(named == CGSize(width: 10, height: 10))
        #expect(UIScreen.main.nativeBounds.width == UIScreen.main.bounds.width * UIScreen.main.scale)
    }
}
