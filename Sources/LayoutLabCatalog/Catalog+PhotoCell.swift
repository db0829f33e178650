import LayoutEngine
import LayoutGeometry

extension Catalog {
    /// The social app photo cell (`catalog/photo-cell`): a header row (avatar, user name, spacer,
    /// time), a square photo as wide as the cell, and a footer (likes, description of at most three
    /// lines). Variants: `@320`, `@414`, `@cjk`.
    static var photoCell: [CatalogEntry] {
        widths.map { width in
            CatalogEntry(name: "catalog/photo-cell@\(label(width))", size: .width(width)) { photoCellLayout(.english, cellWidth: width) }
        } + [
            CatalogEntry(name: "catalog/photo-cell@cjk", size: .width(320)) { photoCellLayout(.chinese, cellWidth: 320) },
        ]
    }

    /// The cell's strings.
    struct PhotoCellTexts {
        var userName: String
        var time: String
        var likes: String
        var description: String

        static let english = PhotoCellTexts(
            userName: "hannahmbanana", time: "2d", likes: "♥ 1,024 likes",
            description: "hannahmbanana Golden light on the ridge trail this morning, with the whole valley still asleep under the fog.")
        static let chinese = PhotoCellTexts(
            userName: "小花猫", time: "2天", likes: "♥ 1,024 次赞",
            description: "小花猫 清晨山脊步道上的金色阳光，整个山谷还在雾中沉睡。远处的湖面映着天空，一切都安静极了。")
    }

    /// ASDKgram's constants.
    static let photoCellUserImageHeight: Double = 30
    static let horizontalBuffer: Double = 10
    static let verticalBuffer: Double = 5
    static let photoCellFont = 14

    /// `layoutSpecThatFits:` of the photo cell; `cellWidth` is `constrainedSize.max.width`.
    static func photoCellLayout(_ texts: PhotoCellTexts, cellWidth: Double) -> any LayoutElement {
        let nameColor = Color.hex(0x125A8C)
        let avatar = imageNode("avatar", CatalogImage.avatar.reference)
        avatar.cornerRadius = 15
        avatar.clipsToBounds = true
        avatar.style.preferredSize = Size(width: photoCellUserImageHeight, height: photoCellUserImageHeight)
        let userNameLabel = textNode("userName", texts.userName, font: "Sans Bold \(photoCellFont)", color: nameColor)
        let timeLabel = textNode("time", texts.time, font: "Sans \(photoCellFont)", color: .hex(0x8E8E93))

        let headerStack = StackLayoutSpec(direction: .horizontal, spacing: horizontalBuffer, justifyContent: .start,
                                          alignItems: .center,
                                          children: [avatar, userNameLabel, spacer(flexGrow: 1), timeLabel],
                                          debugName: "headerStack")
        let headerWithInset = InsetLayoutSpec(insets: EdgeInsets(top: 0, left: horizontalBuffer, bottom: 0, right: horizontalBuffer),
                                              child: headerStack, style: style { $0.flexShrink = 1 }, debugName: "headerWithInset")

        let photo = imageNode("photo", CatalogImage.pattern("gradient", pixels: 640, 640, scale: 2), contentMode: .aspectFill)
        photo.style.preferredSize = Size(width: cellWidth, height: cellWidth)

        let likes = textNode("likes", texts.likes, font: "Sans Bold \(photoCellFont)", color: nameColor)
        let description = textNode("description", texts.description, font: "Sans \(photoCellFont)", maximumNumberOfLines: 3)
        let footerStack = StackLayoutSpec(direction: .vertical, spacing: verticalBuffer, children: [likes, description],
                                          debugName: "footerStack")
        let footerWithInset = InsetLayoutSpec(insets: EdgeInsets(top: verticalBuffer, left: horizontalBuffer,
                                                                 bottom: verticalBuffer, right: horizontalBuffer),
                                              child: footerStack, debugName: "footerWithInset")

        return StackLayoutSpec(direction: .vertical, alignItems: .stretch, children: [headerWithInset, photo, footerWithInset],
                               debugName: "cellStack")
    }
}
