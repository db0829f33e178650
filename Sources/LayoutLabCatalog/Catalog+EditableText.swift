import LayoutEngine
import LayoutGeometry

extension Catalog {
    /// Editable text with its placeholder (`catalog/editable-text`): the guide's field ("Lorem ipsum
    /// dolor sit amet.", container inset 8), an empty field showing "Type something here...", and a
    /// longer text wrapping to the width. Variants: `@320`, `@414`, `@cjk`.
    static var editableText: [CatalogEntry] {
        widths.map { width in
            CatalogEntry(name: "catalog/editable-text@\(label(width))", size: .width(width)) {
                editableTextLayout(filled: "Lorem ipsum dolor sit amet.", placeholder: "Type something here...",
                                   long: "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt.")
            }
        } + [
            CatalogEntry(name: "catalog/editable-text@cjk", size: .width(320)) {
                editableTextLayout(filled: "敏捷的棕色狐狸跳过了懒狗。", placeholder: "在这里键入...",
                                   long: "小猫在阳光下打盹，追着影子满地跑，把桌上能碰到的笔都推下去，然后在键盘上睡着了。")
            },
        ]
    }

    /// A bordered field with container inset 8, showing `text` or, while it is empty, `placeholder`.
    static func field(_ name: String, text: String, placeholder: String? = nil) -> EditableTextNode {
        let font = "Sans 17"
        let node = EditableTextNode(text: AttributedText(text, font: font, color: .black),
                                    placeholder: placeholder.map { AttributedText($0, font: font, color: .hex(0xC7C7CD)) },
                                    textContainerInset: EdgeInsets(all: 8))
        node.debugName = name
        node.borderColor = .hex(0xC7C7CC)
        node.borderWidth = 1
        node.cornerRadius = 6
        return node
    }

    /// The three fields, stretched across a column.
    static func editableTextLayout(filled: String, placeholder: String, long: String) -> any LayoutElement {
        let stack = StackLayoutSpec(direction: .vertical, spacing: 12, alignItems: .stretch, children: [
            field("filledField", text: filled),
            field("placeholderField", text: "", placeholder: placeholder),
            field("longField", text: long),
        ], debugName: "fieldsStack")
        return InsetLayoutSpec(insets: EdgeInsets(all: 16), child: stack, debugName: "fieldsInset")
    }
}
