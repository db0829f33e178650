import LayoutEngine
import LayoutGeometry

extension Catalog {
    /// The top and bottom separator lines (`catalog/separators`): two 1-point black image nodes
    /// stretched across a vertical stack around an inset text, growing into any spare height.
    /// Variants: `@320`, `@414`, `@tall` (a 120-point minimum height), `@cjk`.
    static var separators: [CatalogEntry] {
        let english = "this is a long text node"
        return widths.map { width in
            CatalogEntry(name: "catalog/separators@\(label(width))", size: .width(width)) { separatorsLayout(text: english) }
        } + [
            CatalogEntry(name: "catalog/separators@tall",
                         size: SizeRange(min: Size(width: 320, height: 120), max: Size(width: 320, height: .infinity))) {
                separatorsLayout(text: english)
            },
            CatalogEntry(name: "catalog/separators@cjk", size: .width(320)) {
                separatorsLayout(text: "这是一段很长很长的文本节点，用来展示上下分隔线如何拉伸")
            },
        ]
    }

    /// A separator: a black 1-point image, growing along the stack.
    static func separatorNode(_ name: String) -> ImageNode {
        let node = imageNode(name, CatalogImage.pattern("solid", pixels: 2, 2, scale: 2))
        node.tintColor = .black
        node.style.flexGrow = 1
        return node
    }

    /// `layoutSpecThatFits:` of the separators example.
    static func separatorsLayout(text: String) -> any LayoutElement {
        let topSeparator = separatorNode("topSeparator")
        let bottomSeparator = separatorNode("bottomSeparator")
        let content = textNode("text", text, font: "Sans 16")

        let insetContentSpec = InsetLayoutSpec(insets: EdgeInsets(all: 20), child: content, debugName: "insetContent")
        return StackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .center, alignItems: .stretch,
                               children: [topSeparator, insetContentSpec, bottomSeparator], debugName: "separatorStack")
    }
}
