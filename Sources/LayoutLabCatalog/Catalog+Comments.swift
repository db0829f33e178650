import LayoutEngine
import LayoutGeometry

extension Catalog {
    /// The comment stack with insets (`catalog/comments`): comments 4 points apart in a vertical
    /// stack, inset 8 points. Variants: `@320`, `@414`, `@cjk`.
    static var comments: [CatalogEntry] {
        widths.map { width in
            CatalogEntry(name: "catalog/comments@\(label(width))", size: .width(width)) { commentsLayout(englishComments) }
        } + [
            CatalogEntry(name: "catalog/comments@cjk", size: .width(320)) { commentsLayout(chineseComments) },
        ]
    }

    /// Commenter and comment pairs.
    static let englishComments = [
        ("hannahmbanana", "Those leaves! Fall in the Sierra never gets old."),
        ("levi", "Where was this taken?"),
        ("garrettmoon", "Adding this trail to the list for next weekend, thanks for sharing the photos."),
    ]
    static let chineseComments = [
        ("小花猫", "这些落叶真美！内华达山脉的秋天百看不厌。"),
        ("李维", "这是在哪里拍的？"),
        ("加勒特", "把这条步道加进下周末的计划了，谢谢分享这些照片。"),
    ]

    /// `layoutSpecThatFits:` of the comment stack: the commenter's name in bold, then the comment.
    static func commentsLayout(_ comments: [(String, String)]) -> any LayoutElement {
        let commentNodes = comments.enumerated().map { i, comment in
            textNode("comment\(i + 1)", runs: [TextRun(comment.0 + " ", font: "Sans Bold 14"), TextRun(comment.1)], font: "Sans 14")
        }
        let verticalStack = StackLayoutSpec(direction: .vertical, spacing: 4, children: commentNodes, debugName: "commentStack")
        return InsetLayoutSpec(insets: EdgeInsets(all: 8), child: verticalStack, debugName: "commentsInset")
    }
}
