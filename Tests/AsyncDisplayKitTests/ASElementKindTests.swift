import LayoutEngine
import LayoutFile
import Testing
import UIKit

/// Every element kind of the fixture format has its Texture class, standing for the same engine
/// element: a node or spec written in Swift and the same element in a fixture file lay out alike.
@Suite struct ASElementKindTests {
    /// Texture's class for `kind`, made as a node file makes it. The switch names every kind, so a
    /// new kind does not compile here until it has its class.
    static func textureElement(_ kind: ElementKind) -> any ASLayoutElement {
        let child = ASDisplayNode()
        switch kind {
        case .node: return ASDisplayNode()
        case .text: return ASTextNode()
        case .image: return ASImageNode()
        case .button: return ASButtonNode()
        case .control: return ASControlNode()
        case .networkImage: return ASNetworkImageNode()
        case .video: return ASVideoNode()
        case .map: return ASMapNode()
        case .editableText: return ASEditableTextNode()
        case .scroll: return ASScrollNode()
        case .cell: return ASCellNode()
        case .table: return ASTableNode()
        case .collection: return ASCollectionNode(collectionViewLayout: UICollectionViewFlowLayout())
        case .spacer: return ASLayoutSpec()
        case .wrapper: return ASWrapperLayoutSpec(layoutElement: child)
        case .inset: return ASInsetLayoutSpec(insets: .zero, child: child)
        case .overlay: return ASOverlayLayoutSpec(child: child, overlay: ASDisplayNode())
        case .background: return ASBackgroundLayoutSpec(child: child, background: ASDisplayNode())
        case .center: return ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: child)
        case .ratio: return ASRatioLayoutSpec(ratio: 1, child: child)
        case .relative:
            return ASRelativeLayoutSpec(horizontalPosition: .start, verticalPosition: .start, sizingOption: [], child: child)
        case .stack: return ASStackLayoutSpec.vertical()
        case .absolute: return ASAbsoluteLayoutSpec(children: [child])
        case .corner: return ASCornerLayoutSpec(child: child, corner: ASDisplayNode(), location: .topRight)
        }
    }

    @Test(arguments: ElementKind.allCases)
    func everyKindHasItsTextureClass(_ kind: ElementKind) {
        let element = Self.textureElement(kind).layoutElement
        #expect(element.kindName == kind.rawValue)
        #expect((element is LayoutSpec) == kind.isSpec)
    }
}
