import LayoutEngine
import LayoutGeometry

extension Catalog {
    /// The header with left- and right-justified text (`catalog/header`): a name/location stack
    /// that grows and shrinks beside a time label, 40 points apart, inset 10 points on each side.
    /// Variants: `@320`, `@414`, `@cjk`, and `@no-location` (the username alone).
    static var header: [CatalogEntry] {
        widths.map { width in
            CatalogEntry(name: "catalog/header@\(label(width))", size: .width(width)) { headerLayout(.english) }
        } + [
            CatalogEntry(name: "catalog/header@cjk", size: .width(320)) { headerLayout(.chinese) },
            CatalogEntry(name: "catalog/header@no-location", size: .width(320)) {
                headerLayout(HeaderTexts(username: HeaderTexts.english.username, location: nil, time: HeaderTexts.english.time))
            },
        ]
    }

    /// The header's strings.
    struct HeaderTexts {
        var username: String
        var location: String?
        var time: String

        static let english = HeaderTexts(username: "hannahmbanana", location: "Sunset Beach, San Fransisco, CA", time: "30m")
        static let chinese = HeaderTexts(username: "小花猫", location: "上海市徐汇区衡山路日落海滩咖啡馆", time: "30分钟")
    }

    /// `layoutSpecThatFits:` of the header: the location joins the stack only when there is one.
    static func headerLayout(_ texts: HeaderTexts) -> any LayoutElement {
        let username = textNode("username", texts.username, font: "Sans 20", color: .hex(0x1A4F7A), maximumNumberOfLines: 1)
        let postTime = textNode("postTime", texts.time, font: "Sans 20", color: .hex(0xAAAAAA))

        let nameLocationStack = StackLayoutSpec(direction: .vertical, style: style { $0.flexShrink = 1; $0.flexGrow = 1 },
                                                debugName: "nameLocationStack")
        if let location = texts.location {
            let postLocation = textNode("location", location, font: "Sans 20", color: .hex(0x3FA7D6), maximumNumberOfLines: 1)
            nameLocationStack.children = [username, postLocation]
        } else {
            nameLocationStack.children = [username]
        }

        let headerStack = StackLayoutSpec(direction: .horizontal, spacing: 40, justifyContent: .start, alignItems: .center,
                                          children: [nameLocationStack, postTime], debugName: "headerStack")
        return InsetLayoutSpec(insets: EdgeInsets(top: 0, left: 10, bottom: 0, right: 10), child: headerStack,
                               debugName: "headerInset")
    }
}
