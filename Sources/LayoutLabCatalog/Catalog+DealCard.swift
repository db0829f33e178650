import Foundation
import LayoutEngine
import LayoutGeometry

extension Catalog {
    /// The deal card (`catalog/deal-card`), sold out: a picture sized by a ratio spec with a badge
    /// pinned by an absolute spec, the "SOLD OUT" label centred on a band across it, a text column
    /// with two baseline-last aligned price rows, and a translucent overlay over everything.
    /// Variants: `@320` (320 × 299), `@414` (414 × 359), `@rtl` (the guide's right-to-left branch:
    /// rows reversed, title at the trailing edge), `@rtl-engine` (the left-to-right card laid out
    /// right to left, every frame mirrored), `@cjk`.
    static var dealCard: [CatalogEntry] {
        widths.map { width in
            CatalogEntry(name: "catalog/deal-card@\(label(width))", size: dealCardSize(width)) {
                dealCardLayout(.english, width: width, isRTL: false)
            }
        } + [
            CatalogEntry(name: "catalog/deal-card@rtl", size: dealCardSize(320)) { dealCardLayout(.english, width: 320, isRTL: true) },
            CatalogEntry(name: "catalog/deal-card@rtl-engine", size: dealCardSize(320), direction: .rtl) {
                dealCardLayout(.english, width: 320, isRTL: false)
            },
            CatalogEntry(name: "catalog/deal-card@cjk", size: dealCardSize(320)) { dealCardLayout(.chinese, width: 320, isRTL: false) },
        ]
    }

    /// CatDeals' constants.
    static let fixedLabelsAreaHeight: Double = 96
    static let designWidth: Double = 320
    static let designHeight: Double = 299
    static let badgeHeight: Double = 34
    static let soldOutBackgroundHeight: Double = 50

    /// The card's height for a width (`+sizeForWidth:`): the picture scales, the labels area is fixed.
    static func dealCardHeight(_ width: Double) -> Double {
        ceil(width / designWidth * (designHeight - fixedLabelsAreaHeight)) + fixedLabelsAreaHeight
    }

    /// The cell's exact size for a width.
    static func dealCardSize(_ width: Double) -> SizeRange {
        SizeRange(exactly: Size(width: width, height: dealCardHeight(width)))
    }

    /// The card's strings.
    struct DealTexts {
        var title: String
        var firstInfo: String
        var distance: String
        var secondInfo: String
        var originalPrice: String
        var finalPrice: String
        var soldOut: String
        var badge: String

        static let english = DealTexts(title: "Leave fur on owners clothes intrigued by the shower", firstInfo: "Kitty Shop",
                                       distance: "3 mi", secondInfo: "573+ bought", originalPrice: "$49", finalPrice: "$12",
                                       soldOut: "SOLD OUT", badge: "ADORABLE")
        static let chinese = DealTexts(title: "在主人的衣服上留下猫毛，对淋浴充满好奇", firstInfo: "猫咪小店",
                                       distance: "3 英里", secondInfo: "573+ 人已购", originalPrice: "$49", finalPrice: "$12",
                                       soldOut: "已售罄", badge: "超可爱")
    }

    /// `layoutSpecThatFits:` of the deal card for a cell `width` wide (and `dealCardHeight(width)` high).
    static func dealCardLayout(_ texts: DealTexts, width: Double, isRTL: Bool) -> any LayoutElement {
        let constrainedMax = Size(width: width, height: dealCardHeight(width))
        let textSpec = dealTextSpec(texts, isRTL: isRTL)
        let imageSpec = dealImageSpec(texts, constrainedMax: constrainedMax)
        let soldOutOverImage = OverlayLayoutSpec(child: imageSpec, overlay: soldOutLabelSpec(texts), debugName: "soldOutOverImage")

        let mainStack = StackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .stretch,
                                        children: [soldOutOverImage, textSpec], debugName: "mainStack")

        let soldOutOverlay = DisplayNode()
        soldOutOverlay.debugName = "soldOutOverlay"
        soldOutOverlay.style.flexGrow = 1
        soldOutOverlay.backgroundColor = .hex(0xFFFFFF, alpha8: 0x80)
        return OverlayLayoutSpec(child: mainStack, overlay: soldOutOverlay, debugName: "soldOutOverlaySpec")
    }

    /// `-textSpec`: the title, a vertical spacer and the two info rows, inset (6, 16, 0, 16).
    static func dealTextSpec(_ texts: DealTexts, isRTL: Bool) -> any LayoutElement {
        let grey = Color.hex(0x808080)
        let title = textNode("title", texts.title, font: "Sans Bold 20", color: .hex(0x555555), maximumNumberOfLines: 2,
                             style: style { $0.alignSelf = isRTL ? .end : .start; $0.flexGrow = 1 })
        let firstInfo = textNode("firstInfo", texts.firstInfo, font: "Sans 14", color: grey, maximumNumberOfLines: 1)
        let distanceText = isRTL ? "\(texts.distance) •" : "• \(texts.distance)"
        let distance = textNode("distance", distanceText, font: "Sans 14", color: grey, maximumNumberOfLines: 1)
        let originalPrice = textNode("originalPrice", runs: [TextRun(texts.originalPrice, strikethrough: true)], font: "Sans 14",
                                     color: grey, maximumNumberOfLines: 1)
        let secondInfo = textNode("secondInfo", texts.secondInfo, font: "Sans 14", color: grey, maximumNumberOfLines: 1)
        let finalPrice = textNode("finalPrice", texts.finalPrice, font: "Sans Bold 20", color: .hex(0x00FF00), maximumNumberOfLines: 1)

        var info1Children: [any LayoutElement] = [firstInfo, distance, spacer("horizontalSpacer1", flexGrow: 1), originalPrice]
        var info2Children: [any LayoutElement] = [secondInfo, spacer("horizontalSpacer2", flexGrow: 1), finalPrice]
        if isRTL {
            info1Children.reverse()
            info2Children.reverse()
        }
        let info1Stack = StackLayoutSpec(direction: .horizontal, spacing: 1, justifyContent: .start, alignItems: .baselineLast,
                                         children: info1Children, debugName: "info1Stack")
        let info2Stack = StackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .center, alignItems: .baselineLast,
                                         children: info2Children, debugName: "info2Stack")
        let textStack = StackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .end, alignItems: .stretch,
                                        children: [title, spacer("verticalSpacer", flexGrow: 1), info1Stack, info2Stack],
                                        debugName: "textStack")
        return InsetLayoutSpec(insets: EdgeInsets(top: 6, left: 16, bottom: 0, right: 16), child: textStack,
                               style: style { $0.flexGrow = 1 }, debugName: "textWrapper")
    }

    /// `-imageSpecWithSize:`: the picture at the card's ratio, the badge pinned above its bottom.
    static func dealImageSpec(_ texts: DealTexts, constrainedMax: Size) -> any LayoutElement {
        let imageRatio = (constrainedMax.height - fixedLabelsAreaHeight) / constrainedMax.width
        let dealImage = imageNode("dealImage", CatalogImage.cat.reference, contentMode: .scaleToFill)
        let imagePlace = RatioLayoutSpec(ratio: imageRatio, child: dealImage, debugName: "imagePlace")

        let badge = textNode("badge", texts.badge, font: "Sans Bold 20", color: .white)
        badge.backgroundColor = .hex(0x800080, alpha8: 0x66)
        badge.style.layoutPosition = Point(x: 0, y: constrainedMax.height - fixedLabelsAreaHeight - badgeHeight)
        badge.style.minWidth = .fraction(0)
        badge.style.maxWidth = .fraction(1)
        badge.style.minHeight = .points(badgeHeight)
        badge.style.maxHeight = .points(badgeHeight)
        let badgePosition = AbsoluteLayoutSpec(sizing: .sizeToFit, children: [badge], debugName: "badgePosition")

        return OverlayLayoutSpec(child: imagePlace, overlay: badgePosition, style: style { $0.flexGrow = 1 },
                                 debugName: "badgeOverImage")
    }

    /// `-soldOutLabelSpec`: the label centred at its own size over a centred full-width band.
    static func soldOutLabelSpec(_ texts: DealTexts) -> any LayoutElement {
        let soldOutLabelFlat = textNode("soldOutLabelFlat", texts.soldOut, font: "Sans Bold 20", color: .hex(0x555555))
        let soldOutLabelBackground = DisplayNode()
        soldOutLabelBackground.debugName = "soldOutLabelBackground"
        soldOutLabelBackground.style.width = .fraction(1)
        soldOutLabelBackground.style.height = .points(soldOutBackgroundHeight)
        soldOutLabelBackground.style.flexGrow = 1
        soldOutLabelBackground.backgroundColor = .hex(0xFFFFFF, alpha8: 0xE6)

        let centerSoldOutLabel = CenterLayoutSpec(centeringOptions: .xy, sizingOptions: .minimumXY, child: soldOutLabelFlat,
                                                  debugName: "centerSoldOutLabel")
        let soldOutBG = AbsoluteLayoutSpec(sizing: .sizeToFit, children: [soldOutLabelBackground], debugName: "soldOutBackgroundPosition")
        let centerSoldOut = CenterLayoutSpec(centeringOptions: .xy, sizingOptions: .default, child: soldOutBG,
                                             debugName: "centerSoldOut")
        return BackgroundLayoutSpec(child: centerSoldOutLabel, background: centerSoldOut, debugName: "soldOutLabel")
    }
}
