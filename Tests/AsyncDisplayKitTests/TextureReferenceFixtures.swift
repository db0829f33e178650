import AsyncDisplayKit
import Foundation
import LayoutLabKit

// Texture's own snapshot tests (Tests/*SnapshotTests.mm, UIImage+ASConvenienceTests.mm), rebuilt
// with layoutlab's AsyncDisplayKit API as closely as it allows, one case per reference image in
// Tests/ReferenceImages_64 whose pixels do not depend on Apple's fonts. Each builder follows its
// Objective-C test line by line; the reference's name is Texture's (test name + `_identifier`).

enum TextureReferenceFixtures {
    static let all: [TextureReferenceCase] =
        inset + background + overlay + center + ratio + wrapper + relative + absolute + corner + stack
        + displayNode + imageNode + convenience

    // MARK: ASInsetLayoutSpecSnapshotTests

    static let inset: [TextureReferenceCase] = {
        let cls = "ASInsetLayoutSpecSnapshotTests"
        // insetsForCombination: bit 0 top, 1 left, 2 bottom, 3 right → INFINITY, else insetValue.
        func insets(_ combination: Int, _ value: CGFloat) -> UIEdgeInsets {
            func edge(_ bit: Int) -> CGFloat { combination & (1 << bit) != 0 ? .infinity : value }
            return UIEdgeInsets(top: edge(0), left: edge(1), bottom: edge(2), right: edge(3))
        }
        // nameForInsets: "%.f_%.f_%.f_%.f" (INFINITY prints "inf").
        func name(_ i: UIEdgeInsets) -> String {
            [i.top, i.left, i.bottom, i.right].map { $0.isInfinite ? "inf" : String(Int($0)) }.joined(separator: "_")
        }
        func test(_ test: String, _ value: CGFloat, _ range: ASSizeRange) -> [TextureReferenceCase] {
            (0..<16).map { combination in
                let i = insets(combination, value)
                return TextureReferenceSupport.layoutSpecCase(cls, test + "_" + name(i), sizeRange: range) {
                    let backgroundNode = ASDisplayNodeWithBackgroundColor(.gray)
                    let foregroundNode = ASDisplayNodeWithBackgroundColor(.green, CGSize(width: 10, height: 10))
                    let layoutSpec = ASBackgroundLayoutSpec(child: ASInsetLayoutSpec(insets: i, child: foregroundNode),
                                                            background: backgroundNode)
                    return (layoutSpec, [backgroundNode, foregroundNode])
                }
            }
        }
        let variable = ASSizeRangeMake(.zero, CGSize(width: 300, height: 300))
        let fixed = ASSizeRangeMake(CGSize(width: 300, height: 300), CGSize(width: 300, height: 300))
        return test("testInsetsWithVariableSize", 10, variable) + test("testInsetsWithFixedSize", 10, fixed)
            + test("testInsetsWithInfinityAndZeroInsetValue", 0, fixed)
    }()

    // MARK: ASBackgroundLayoutSpecSnapshotTests, ASOverlayLayoutSpecSnapshotTests

    static let size320 = ASSizeRangeMake(CGSize(width: 320, height: 320), CGSize(width: 320, height: 320))

    static let background: [TextureReferenceCase] = [
        TextureReferenceSupport.layoutSpecCase("ASBackgroundLayoutSpecSnapshotTests", "testBackground", sizeRange: size320) {
            let backgroundNode = ASDisplayNodeWithBackgroundColor(.blue)
            let foregroundNode = ASDisplayNodeWithBackgroundColor(.black, CGSize(width: 20, height: 20))
            let layoutSpec = ASBackgroundLayoutSpec(
                child: ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: foregroundNode),
                background: backgroundNode)
            return (layoutSpec, [backgroundNode, foregroundNode])
        },
    ]

    static let overlay: [TextureReferenceCase] = [
        TextureReferenceSupport.layoutSpecCase("ASOverlayLayoutSpecSnapshotTests", "testOverlay", sizeRange: size320) {
            let backgroundNode = ASDisplayNodeWithBackgroundColor(.blue)
            let foregroundNode = ASDisplayNodeWithBackgroundColor(.black, CGSize(width: 20, height: 20))
            let layoutSpec = ASOverlayLayoutSpec(
                child: backgroundNode,
                overlay: ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: foregroundNode))
            return (layoutSpec, [backgroundNode, foregroundNode])
        },
    ]

    // MARK: ASCenterLayoutSpecSnapshotTests

    static let center: [TextureReferenceCase] = {
        let cls = "ASCenterLayoutSpecSnapshotTests"
        let kSize = ASSizeRangeMake(CGSize(width: 100, height: 120), CGSize(width: 320, height: 160))
        func suffix(_ centering: ASCenterLayoutSpecCenteringOptions, _ sizing: ASCenterLayoutSpecSizingOptions) -> String {
            var s = ""
            if centering.contains(.X) { s += "CenteringX" }
            if centering.contains(.Y) { s += "CenteringY" }
            if sizing.contains(.minimumX) { s += "SizingMinimumX" }
            if sizing.contains(.minimumY) { s += "SizingMinimumY" }
            return s
        }
        func test(_ test: String, _ centering: ASCenterLayoutSpecCenteringOptions,
                  _ sizing: ASCenterLayoutSpecSizingOptions) -> TextureReferenceCase {
            TextureReferenceSupport.layoutSpecCase(cls, TextureReferenceSupport.name(test, suffix(centering, sizing)),
                                                   sizeRange: kSize) {
                let backgroundNode = ASDisplayNodeWithBackgroundColor(.red)
                let foregroundNode = ASDisplayNodeWithBackgroundColor(.green, CGSize(width: 70, height: 100))
                let layoutSpec = ASBackgroundLayoutSpec(
                    child: ASCenterLayoutSpec(centeringOptions: centering, sizingOptions: sizing, child: foregroundNode),
                    background: backgroundNode)
                return (layoutSpec, [backgroundNode, foregroundNode])
            }
        }
        return [
            test("testWithOptions", [], []), test("testWithOptions", .XY, []),
            test("testWithOptions", .X, []), test("testWithOptions", .Y, []),
            test("testWithSizingOptions", [], []), test("testWithSizingOptions", [], .minimumX),
            test("testWithSizingOptions", [], .minimumY), test("testWithSizingOptions", [], [.minimumX, .minimumY]),
            TextureReferenceSupport.layoutSpecCase(cls, "testMinimumSizeRangeIsGivenToChildWhenNotCentering", sizeRange: kSize) {
                let backgroundNode = ASDisplayNodeWithBackgroundColor(.red)
                let foregroundNode = ASDisplayNodeWithBackgroundColor(.red, CGSize(width: 10, height: 10))
                foregroundNode.style.flexGrow = 1
                let layoutSpec = ASCenterLayoutSpec(
                    centeringOptions: [], sizingOptions: [],
                    child: ASBackgroundLayoutSpec(
                        child: ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start,
                                                 alignItems: .start, children: [foregroundNode]),
                        background: backgroundNode))
                return (layoutSpec, [backgroundNode, foregroundNode])
            },
        ]
    }()

    // MARK: ASRatioLayoutSpecSnapshotTests

    static let ratio: [TextureReferenceCase] = {
        let kFixedSize = ASSizeRangeMake(.zero, CGSize(width: 100, height: 100))
        func test(_ ratio: CGFloat, _ childSize: CGSize, _ identifier: String) -> TextureReferenceCase {
            TextureReferenceSupport.layoutSpecCase("ASRatioLayoutSpecSnapshotTests", "testRatioLayout_" + identifier,
                                                   sizeRange: kFixedSize) {
                let subnode = ASDisplayNodeWithBackgroundColor(.green, childSize)
                return (ASRatioLayoutSpec(ratio: ratio, child: subnode), [subnode])
            }
        }
        return [
            test(0.5, CGSize(width: 100, height: 100), "HalfRatio"),
            test(2.0, CGSize(width: 100, height: 100), "DoubleRatio"),
            test(7.0, CGSize(width: 100, height: 100), "SevenTimesRatio"),
            test(10.0, CGSize(width: 20, height: 200), "TenTimesRatioWithItemTooBig"),
        ]
    }()

    // MARK: ASWrapperSpecSnapshotTests

    static let wrapper: [TextureReferenceCase] = {
        let cls = "ASWrapperSpecSnapshotTests"
        let sizeRange = ASSizeRangeMake(.zero, CGSize(width: CGFloat.infinity, height: .infinity))
        func test(_ name: String, _ children: @escaping @Sendable () -> [ASDisplayNode]) -> TextureReferenceCase {
            TextureReferenceSupport.layoutSpecCase(cls, name, sizeRange: sizeRange) {
                let children = children()
                let backgroundNode = ASDisplayNodeWithBackgroundColor(.white)
                let layoutSpec = ASBackgroundLayoutSpec(child: ASWrapperLayoutSpec(layoutElements: children),
                                                        background: backgroundNode)
                return (layoutSpec, [backgroundNode] + children)
            }
        }
        return [
            test("testWrapperSpecWithOneElementShouldSizeToElement") {
                [ASDisplayNodeWithBackgroundColor(.red, CGSize(width: 50, height: 50))]
            },
            test("testWrapperSpecWithMultipleElementsShouldSizeToLargestElement") {
                let firstChild = ASDisplayNodeWithBackgroundColor(.red, CGSize(width: 50, height: 50))
                let secondChild = ASDisplayNodeWithBackgroundColor(.green, CGSize(width: 100, height: 100))
                return [secondChild, firstChild]
            },
        ]
    }()

    // MARK: ASRelativeLayoutSpecSnapshotTests

    static let relative: [TextureReferenceCase] = {
        let cls = "ASRelativeLayoutSpecSnapshotTests"
        let kSize = ASSizeRangeMake(CGSize(width: 100, height: 120), CGSize(width: 320, height: 160))
        func suffix(_ h: ASRelativeLayoutSpecPosition, _ v: ASRelativeLayoutSpecPosition,
                    _ sizing: ASRelativeLayoutSpecSizingOption) -> String {
            var s = ""
            if h == .center { s += "CenterX" } else if h == .end { s += "EndX" }
            if v == .center { s += "CenterY" } else if v == .end { s += "EndY" }
            if sizing.contains(.minimumWidth) { s += "SizingMinimumWidth" }
            if sizing.contains(.minimumHeight) { s += "SizingMinimumHeight" }
            return s
        }
        func test(_ test: String, _ h: ASRelativeLayoutSpecPosition, _ v: ASRelativeLayoutSpecPosition,
                  _ sizing: ASRelativeLayoutSpecSizingOption) -> TextureReferenceCase {
            TextureReferenceSupport.layoutSpecCase(cls, TextureReferenceSupport.name(test, suffix(h, v, sizing)),
                                                   sizeRange: kSize) {
                let backgroundNode = ASDisplayNodeWithBackgroundColor(.red)
                let foregroundNode = ASDisplayNodeWithBackgroundColor(.green, CGSize(width: 70, height: 100))
                let layoutSpec = ASBackgroundLayoutSpec(
                    child: ASRelativeLayoutSpec(horizontalPosition: h, verticalPosition: v, sizingOption: sizing,
                                                child: foregroundNode),
                    background: backgroundNode)
                return (layoutSpec, [backgroundNode, foregroundNode])
            }
        }
        let positions: [ASRelativeLayoutSpecPosition] = [.start, .center, .end]
        var cases = positions.flatMap { h in positions.map { v in test("testWithOptions", h, v, []) } }
        cases += [[], .minimumWidth, .minimumHeight, [.minimumWidth, .minimumHeight]].map {
            test("testWithSizingOptions", .start, .start, $0)
        }
        cases.append(TextureReferenceSupport.layoutSpecCase(cls, "testMinimumSizeRangeIsGivenToChildWhenNotPositioning",
                                                            sizeRange: kSize) {
            let backgroundNode = ASDisplayNodeWithBackgroundColor(.red)
            let foregroundNode = ASDisplayNodeWithBackgroundColor(.red, CGSize(width: 10, height: 10))
            foregroundNode.style.flexGrow = 1
            let childSpec = ASBackgroundLayoutSpec(
                child: ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start,
                                         children: [foregroundNode]),
                background: backgroundNode)
            let layoutSpec = ASRelativeLayoutSpec(horizontalPosition: .none, verticalPosition: .none, sizingOption: [],
                                                  child: childSpec)
            return (layoutSpec, [backgroundNode, foregroundNode])
        })
        return cases
    }()

    // MARK: ASAbsoluteLayoutSpecSnapshotTests

    static let absolute: [TextureReferenceCase] = {
        let cls = "ASAbsoluteLayoutSpecSnapshotTests"
        func test(_ name: String, _ sizeRange: ASSizeRange, secondPosition: CGPoint) -> TextureReferenceCase {
            TextureReferenceSupport.layoutSpecCase(cls, name, sizeRange: sizeRange) {
                let firstChild = ASDisplayNodeWithBackgroundColor(.red, CGSize(width: 50, height: 50))
                firstChild.style.layoutPosition = CGPoint(x: 0, y: 0)
                let secondChild = ASDisplayNodeWithBackgroundColor(.blue, CGSize(width: 100, height: 100))
                secondChild.style.layoutPosition = secondPosition
                let children = [firstChild, secondChild]
                let backgroundNode = ASDisplayNodeWithBackgroundColor(.white)
                let layoutSpec = ASBackgroundLayoutSpec(child: ASAbsoluteLayoutSpec(children: children),
                                                        background: backgroundNode)
                return (layoutSpec, [backgroundNode] + children)
            }
        }
        let inf = CGFloat.infinity
        return [
            test("testSizingBehaviour_underflowChildren",
                 ASSizeRangeMake(CGSize(width: 150, height: 200), CGSize(width: inf, height: inf)),
                 secondPosition: CGPoint(x: 0, y: 50)),
            test("testSizingBehaviour_overflowChildren", ASSizeRangeMake(.zero, CGSize(width: 50, height: 100)),
                 secondPosition: CGPoint(x: 0, y: 50)),
            test("testSizingBehaviour_wrappedChildren", ASSizeRangeMake(.zero, CGSize(width: inf / 2, height: inf / 2)),
                 secondPosition: CGPoint(x: 0, y: 50)),
            test("testChildrenMeasuredWithAutoMaxSize",
                 ASSizeRangeMake(CGSize(width: 10, height: 10), CGSize(width: 110, height: 160)),
                 secondPosition: CGPoint(x: 10, y: 60)),
        ]
    }()

    // MARK: ASCornerLayoutSpecSnapshotTests

    static let corner: [TextureReferenceCase] = {
        let cls = "ASCornerLayoutSpecSnapshotTests"
        let baseSize = CGSize(width: 60, height: 60), cornerSize = CGSize(width: 20, height: 20)
        let contextSize = CGSize(width: 120, height: 120)
        let contextSizeRange = ASSizeRangeMake(.zero, contextSize)
        enum Offset: String { case center, inner, outer }
        @Sendable func offset(_ option: Offset, _ location: ASCornerLayoutLocation, _ delta: CGPoint) -> CGPoint {
            let x = delta.x, y = delta.y
            switch option {
            case .center: return .zero
            case .inner:
                switch location {
                case .topLeft: return CGPoint(x: x, y: y)
                case .topRight: return CGPoint(x: -x, y: y)
                case .bottomLeft: return CGPoint(x: x, y: -y)
                case .bottomRight: return CGPoint(x: -x, y: -y)
                }
            case .outer:
                switch location {
                case .topLeft: return CGPoint(x: -x, y: -y)
                case .topRight: return CGPoint(x: x, y: -y)
                case .bottomLeft: return CGPoint(x: -x, y: y)
                case .bottomRight: return CGPoint(x: x, y: y)
                }
            }
        }
        func locationName(_ location: ASCornerLayoutLocation) -> String {
            switch location {
            case .topLeft: return "topLeft"
            case .topRight: return "topRight"
            case .bottomLeft: return "bottomLeft"
            case .bottomRight: return "bottomRight"
            }
        }
        func test(_ test: String, _ location: ASCornerLayoutLocation, _ option: Offset, _ wrapsCorner: Bool) -> TextureReferenceCase {
            let identifier = "\(locationName(location))_\(option.rawValue)_\(wrapsCorner ? "fullSize" : "childSize")"
            return TextureReferenceSupport.layoutSpecCase(cls, test + "_" + identifier, sizeRange: contextSizeRange) {
                let baseNode = ASDisplayNodeWithBackgroundColor(.blue, baseSize)
                let cornerNode = ASDisplayNodeWithBackgroundColor(.orange, cornerSize)
                let debugBoxNode = ASDisplayNodeWithBackgroundColor(.green)
                baseNode.style.layoutPosition = CGPoint(x: (contextSize.width - baseSize.width) / 2,
                                                        y: (contextSize.height - baseSize.height) / 2)
                let cornerSpec = ASCornerLayoutSpec(child: baseNode, corner: cornerNode, location: location)
                let delta = CGPoint(x: cornerSize.width / 2, y: cornerSize.height / 2)
                cornerSpec.offset = offset(option, location, delta)
                cornerSpec.wrapsCorner = wrapsCorner
                let backgroundSpec = ASBackgroundLayoutSpec(child: cornerSpec, background: debugBoxNode)
                return (backgroundSpec, [debugBoxNode, baseNode, cornerNode])
            }
        }
        let locations: [ASCornerLayoutLocation] = [.topLeft, .topRight, .bottomLeft, .bottomRight]
        func all(_ name: String, _ option: Offset) -> [TextureReferenceCase] {
            locations.flatMap { [test(name, $0, option, false), test(name, $0, option, true)] }
        }
        return all("testCornerSpecForAllLocations", .center) + all("testCornerSpecForAllLocationsWithInnerOffset", .inner)
            + all("testCornerSpecForAllLocationsWithOuterOffset", .outer)
    }()

    // MARK: ASStackLayoutSpecSnapshotTests

    /// `ASStackLayoutSpecStyle`.
    struct StackStyle {
        var direction: ASStackLayoutDirection = .vertical  // 0 = ASStackLayoutDirectionVertical
        var spacing: CGFloat = 0
        var justifyContent: ASStackLayoutJustifyContent = .start
        var alignItems: ASStackLayoutAlignItems = .start  // zero-initialised C struct: ASStackLayoutAlignItemsStart
        var flexWrap: ASStackLayoutFlexWrap = .noWrap
        var alignContent: ASStackLayoutAlignContent = .start
        var lineSpacing: CGFloat = 0
    }

    static let stack: [TextureReferenceCase] = {
        let cls = "ASStackLayoutSpecSnapshotTests"
        @Sendable func size(_ w: CGFloat, _ h: CGFloat) -> CGSize { CGSize(width: w, height: h) }
        func range(_ minW: CGFloat, _ minH: CGFloat, _ maxW: CGFloat, _ maxH: CGFloat) -> ASSizeRange {
            ASSizeRangeMake(size(minW, minH), size(maxW, maxH))
        }
        @Sendable func defaultSubnodesWithSameSize(_ subnodeSize: CGSize, _ flex: CGFloat) -> [ASDisplayNode] {
            let subnodes = [ASDisplayNodeWithBackgroundColor(.red, subnodeSize),
                            ASDisplayNodeWithBackgroundColor(.blue, subnodeSize),
                            ASDisplayNodeWithBackgroundColor(.green, subnodeSize)]
            for subnode in subnodes {
                subnode.style.flexGrow = flex
                subnode.style.flexShrink = flex
            }
            return subnodes
        }
        @Sendable func defaultSubnodes() -> [ASDisplayNode] { defaultSubnodesWithSameSize(.zero, 0) }
        @Sendable func setCGSizeToNode(_ s: CGSize, _ node: ASDisplayNode) {
            node.style.width = ASDimensionMakeWithPoints(s.width)
            node.style.height = ASDimensionMakeWithPoints(s.height)
        }
        // -testStackLayoutSpec:sizeRange:subnodes:identifier: — a white background behind the stack.
        func stackCase(_ name: String, _ sizeRange: ASSizeRange, variant: String? = nil,
                       _ build: @escaping @Sendable () -> (ASLayoutSpec, [ASDisplayNode])) -> TextureReferenceCase {
            TextureReferenceSupport.layoutSpecCase(cls, name, sizeRange: sizeRange, variant: variant) {
                let (stackLayoutSpec, subnodes) = build()
                let backgroundNode = ASDisplayNodeWithBackgroundColor(.white)
                let layoutSpec = ASBackgroundLayoutSpec(child: stackLayoutSpec, background: backgroundNode)
                return (layoutSpec, [backgroundNode] + subnodes)
            }
        }
        @Sendable func stackSpec(_ style: StackStyle, _ children: [any ASLayoutElement]) -> ASStackLayoutSpec {
            ASStackLayoutSpec(direction: style.direction, spacing: style.spacing, justifyContent: style.justifyContent,
                              alignItems: style.alignItems, flexWrap: style.flexWrap, alignContent: style.alignContent,
                              lineSpacing: style.lineSpacing, children: children)
        }
        // -testStackLayoutSpecWithStyle:sizeRange:subnodes:identifier:
        func styleCase(_ name: String, _ style: StackStyle, _ sizeRange: ASSizeRange, variant: String? = nil,
                       _ subnodes: @escaping @Sendable () -> [ASDisplayNode]) -> TextureReferenceCase {
            stackCase(name, sizeRange, variant: variant) {
                let nodes = subnodes()
                return (stackSpec(style, nodes), nodes)
            }
        }
        // -testStackLayoutSpecWithAlignContent:lineSpacing:sizeRange:identifier:
        func alignContentCase(_ name: String, _ alignContent: ASStackLayoutAlignContent, lineSpacing: CGFloat,
                              _ sizeRange: ASSizeRange, variant: String? = nil) -> TextureReferenceCase {
            let style = StackStyle(direction: .horizontal, flexWrap: .wrap, alignContent: alignContent, lineSpacing: lineSpacing)
            return styleCase(name, style, sizeRange, variant: variant) {
                let s = size(50, 50)
                return [ASDisplayNodeWithBackgroundColor(.red, s), ASDisplayNodeWithBackgroundColor(.yellow, s),
                        ASDisplayNodeWithBackgroundColor(.blue, s), ASDisplayNodeWithBackgroundColor(.magenta, s),
                        ASDisplayNodeWithBackgroundColor(.green, s), ASDisplayNodeWithBackgroundColor(.cyan, s)]
            }
        }
        // Subnodes 50×50, 100×70, 150×90 with spacingBefore 0, 20, 30 (testAligned*).
        @Sendable func alignedSubnodes() -> [ASDisplayNode] {
            let subnodes = defaultSubnodes()
            setCGSizeToNode(size(50, 50), subnodes[0])
            setCGSizeToNode(size(100, 70), subnodes[1])
            setCGSizeToNode(size(150, 90), subnodes[2])
            subnodes[0].style.spacingBefore = 0
            subnodes[1].style.spacingBefore = 20
            subnodes[2].style.spacingBefore = 30
            return subnodes
        }
        var cases: [TextureReferenceCase] = []

        // testFlexWithUnequalIntrinsicSizes
        for (id, r) in [("underflow", range(300, 0, 300, 150)), ("overflow", range(200, 0, 200, 150))] {
            cases.append(styleCase("testFlexWithUnequalIntrinsicSizes_" + id, StackStyle(direction: .horizontal), r) {
                let subnodes = defaultSubnodesWithSameSize(size(50, 50), 1)
                setCGSizeToNode(size(150, 150), subnodes[1])
                return subnodes
            })
        }
        // testCrossAxisSizeBehaviors
        for (id, r) in [("variableHeight", range(0, 300, 300, 300)), ("fixedHeight", range(300, 300, 300, 300))] {
            cases.append(styleCase("testCrossAxisSizeBehaviors_" + id, StackStyle(direction: .vertical), r) {
                let subnodes = defaultSubnodes()
                setCGSizeToNode(size(50, 50), subnodes[0])
                setCGSizeToNode(size(100, 50), subnodes[1])
                setCGSizeToNode(size(150, 50), subnodes[2])
                return subnodes
            })
        }
        // testChildSpacing
        let anySize = range(0, 0, .infinity, .infinity)
        @Sendable func childSpacingSubnodes() -> [ASDisplayNode] {
            let subnodes = defaultSubnodes()
            setCGSizeToNode(size(50, 50), subnodes[0])
            setCGSizeToNode(size(100, 70), subnodes[1])
            setCGSizeToNode(size(150, 90), subnodes[2])
            return subnodes
        }
        cases.append(styleCase("testChildSpacing_spacingBefore", StackStyle(direction: .vertical), anySize) {
            let subnodes = childSpacingSubnodes()
            subnodes[1].style.spacingBefore = 10
            subnodes[2].style.spacingBefore = 20
            return subnodes
        })
        cases.append(styleCase("testChildSpacing_spacingAfter", StackStyle(direction: .vertical), anySize) {
            let subnodes = childSpacingSubnodes()
            subnodes[1].style.spacingAfter = 10
            subnodes[2].style.spacingAfter = 20
            return subnodes
        })
        cases.append(styleCase("testChildSpacing_spacingBalancedOut", StackStyle(direction: .vertical, spacing: 10), anySize) {
            let subnodes = childSpacingSubnodes()
            subnodes[1].style.spacingBefore = -10
            subnodes[1].style.spacingAfter = -10
            return subnodes
        })
        // testChildThatChangesCrossSizeWhenMainSizeIsFlexed
        cases.append(stackCase("testChildThatChangesCrossSizeWhenMainSizeIsFlexed", range(150, 0, 150, .infinity)) {
            let subnode1 = ASDisplayNodeWithBackgroundColor(.blue)
            let subnode2 = ASDisplayNodeWithBackgroundColor(.red, size(50, 50))
            let child1 = ASRatioLayoutSpec(ratio: 1.5, child: subnode1)
            child1.style.flexBasis = ASDimensionMakeWithFraction(1)
            child1.style.flexGrow = 1
            child1.style.flexShrink = 1
            return (stackSpec(StackStyle(direction: .horizontal), [child1, subnode2]), [subnode1, subnode2])
        })
        // testAlignCenterWithFlexedMainDimension
        cases.append(styleCase("testAlignCenterWithFlexedMainDimension",
                               StackStyle(direction: .vertical, alignItems: .center), range(150, 0, 150, 100)) {
            let subnodes = [ASDisplayNodeWithBackgroundColor(.red, size(100, 100)),
                            ASDisplayNodeWithBackgroundColor(.blue, size(50, 50))]
            subnodes[0].style.flexShrink = 1
            subnodes[1].style.flexShrink = 1
            return subnodes
        })
        // testAlignCenterWithIndefiniteCrossDimension
        cases.append(styleCase("testAlignCenterWithIndefiniteCrossDimension", StackStyle(direction: .horizontal),
                               range(150, 0, 150, .infinity)) {
            let subnode1 = ASDisplayNodeWithBackgroundColor(.red, size(100, 100))
            let subnode2 = ASDisplayNodeWithBackgroundColor(.blue, size(50, 50))
            subnode2.style.alignSelf = .center
            return [subnode1, subnode2]
        })
        // testAlignedStart / End / Center / Stretch…
        let exact300 = range(300, 300, 300, 300)
        cases.append(styleCase("testAlignedStart", StackStyle(direction: .vertical, justifyContent: .center, alignItems: .start),
                               exact300, alignedSubnodes))
        cases.append(styleCase("testAlignedEnd", StackStyle(direction: .vertical, justifyContent: .center, alignItems: .end),
                               exact300, alignedSubnodes))
        cases.append(styleCase("testAlignedCenter", StackStyle(direction: .vertical, justifyContent: .center, alignItems: .center),
                               exact300, alignedSubnodes))
        cases.append(styleCase("testAlignedStretchNoChildExceedsMin",
                               StackStyle(direction: .vertical, justifyContent: .center, alignItems: .stretch),
                               range(200, 200, 300, 300), alignedSubnodes))
        cases.append(styleCase("testAlignedStretchOneChildExceedsMin",
                               StackStyle(direction: .vertical, justifyContent: .center, alignItems: .stretch),
                               range(50, 50, 300, 300), alignedSubnodes))
        // testEmptyStack ({} style: every field zero → vertical, start, alignItems start)
        cases.append(styleCase("testEmptyStack",
                               StackStyle(direction: .vertical, justifyContent: .start, alignItems: .start),
                               range(50, 50, 300, 300)) { [] })
        // testFixedFlexBasisAppliedWhenFlexingItems
        for (id, r) in [("underflow", range(300, 0, 300, 150)), ("overflow", range(200, 0, 200, 150))] {
            cases.append(styleCase("testFixedFlexBasisAppliedWhenFlexingItems_" + id, StackStyle(direction: .horizontal), r) {
                let subnodes = defaultSubnodesWithSameSize(size(50, 50), 0)
                setCGSizeToNode(size(150, 150), subnodes[1])
                for subnode in subnodes {
                    subnode.style.flexGrow = 1
                    subnode.style.flexBasis = ASDimensionMakeWithPoints(10)
                }
                return subnodes
            })
        }
        // testFixedFlexBasisOverridesIntrinsicSizeForNonFlexingChildren
        cases.append(styleCase("testFixedFlexBasisOverridesIntrinsicSizeForNonFlexingChildren",
                               StackStyle(direction: .horizontal), range(300, 0, 300, 150)) {
            let subnodes = defaultSubnodes()
            setCGSizeToNode(size(50, 50), subnodes[0])
            setCGSizeToNode(size(150, 150), subnodes[1])
            setCGSizeToNode(size(150, 50), subnodes[2])
            for subnode in subnodes { subnode.style.flexBasis = ASDimensionMakeWithPoints(20) }
            return subnodes
        })
        // testCrossAxisStretchingOccursAfterStackAxisFlexing (its own spec, no white background)
        cases.append(TextureReferenceSupport.layoutSpecCase(cls, "testCrossAxisStretchingOccursAfterStackAxisFlexing",
                                                            sizeRange: range(300, 0, 300, .infinity)) {
            let subnodes = [ASDisplayNodeWithBackgroundColor(.green), ASDisplayNodeWithBackgroundColor(.blue),
                            ASDisplayNodeWithBackgroundColor(.red, size(500, 500))]
            subnodes[1].style.width = ASDimensionMake(10)
            let child2 = subnodes[2]
            child2.style.flexGrow = 1
            child2.style.flexShrink = 1
            let layoutSpec = ASBackgroundLayoutSpec(
                child: ASInsetLayoutSpec(
                    insets: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10),
                    child: ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start,
                                             alignItems: .stretch, children: [subnodes[1], child2])),
                background: subnodes[0])
            return (layoutSpec, subnodes)
        })
        // testFlexWrapWithItemSpacings
        cases.append(styleCase("testFlexWrapWithItemSpacings",
                               StackStyle(direction: .horizontal, spacing: 50, flexWrap: .wrap, alignContent: .start,
                                          lineSpacing: 5), range(230, 300, 230, 300)) {
            let s = size(50, 50)
            let subnodes = [ASDisplayNodeWithBackgroundColor(.red, s), ASDisplayNodeWithBackgroundColor(.yellow, s),
                            ASDisplayNodeWithBackgroundColor(.blue, s)]
            for subnode in subnodes {
                subnode.style.spacingBefore = 5
                subnode.style.spacingAfter = 5
            }
            return subnodes
        })
        // testFlexWrapWithItemSpacingsBeingResetOnNewLines
        cases.append(styleCase("testFlexWrapWithItemSpacingsBeingResetOnNewLines",
                               StackStyle(direction: .horizontal, spacing: 5, flexWrap: .wrap, alignContent: .start,
                                          lineSpacing: 5), range(190, 300, 190, 300)) {
            let s = size(50, 50)
            let colors: [UIColor] = [.red, .yellow, .blue, .magenta, .green, .cyan, .brown, .orange, .purple]
            let subnodes = colors.map { ASDisplayNodeWithBackgroundColor($0, s) }
            for subnode in subnodes {
                subnode.style.spacingBefore = 5
                subnode.style.spacingAfter = 5
            }
            return subnodes
        })
        // testAlignContentUnderflow / Overflow
        let contents: [(String, ASStackLayoutAlignContent)] = [
            ("alignContentStart", .start), ("alignContentCenter", .center), ("alignContentEnd", .end),
            ("alignContentSpaceBetween", .spaceBetween), ("alignContentSpaceAround", .spaceAround),
            ("alignContentStretch", .stretch),
        ]
        for (id, content) in contents {
            cases.append(alignContentCase("testAlignContentUnderflow_" + id, content, lineSpacing: 0, range(110, 300, 110, 300)))
        }
        for (id, content) in contents.dropLast() {
            cases.append(alignContentCase("testAlignContentOverflow_" + id, content, lineSpacing: 0, range(40, 260, 40, 260)))
        }
        // testAlignContentWithUnconstrainedCrossSize: six stacks, all compared with one reference.
        for (id, content) in contents {
            cases.append(alignContentCase("testAlignContentWithUnconstrainedCrossSize", content, lineSpacing: 0,
                                          range(110, 0, 110, .greatestFiniteMagnitude), variant: id))
        }
        // testAlignContentStretchAndOtherAlignments
        cases.append(styleCase("testAlignContentStretchAndOtherAlignments",
                               StackStyle(direction: .horizontal, alignItems: .start, flexWrap: .wrap, alignContent: .stretch),
                               range(110, 300, 110, 300)) {
            let s = size(50, 50)
            let subnodes = [ASDisplayNodeWithBackgroundColor(.red, s), ASDisplayNodeWithBackgroundColor(.yellow, s),
                            ASDisplayNodeWithBackgroundColor(.blue, s), ASDisplayNodeWithBackgroundColor(.magenta, s),
                            ASDisplayNodeWithBackgroundColor(.green, s), ASDisplayNodeWithBackgroundColor(.cyan, s)]
            subnodes[1].style.alignSelf = .start
            subnodes[3].style.alignSelf = .center
            subnodes[5].style.alignSelf = .end
            return subnodes
        })
        // testAlignContentAndLineSpacingUnderflow / Overflow
        for (id, content) in contents {
            cases.append(alignContentCase("testAlignContentAndLineSpacingUnderflow_" + id, content, lineSpacing: 10,
                                          range(110, 320, 110, 320)))
        }
        for (id, content) in contents.dropLast() {
            cases.append(alignContentCase("testAlignContentAndLineSpacingOverflow_" + id, content, lineSpacing: 10,
                                          range(40, 310, 40, 310)))
        }
        // testUnderflowBehaviors / testOverflowBehaviors (-testStackLayoutSpecWithJustify:flexFactor:sizeRange:identifier:)
        func justifyCase(_ name: String, _ justify: ASStackLayoutJustifyContent, _ flex: CGFloat, _ r: ASSizeRange,
                         variant: String? = nil) -> TextureReferenceCase {
            styleCase(name, StackStyle(direction: .horizontal, justifyContent: justify), r, variant: variant) {
                defaultSubnodesWithSameSize(size(50, 50), flex)
            }
        }
        let underflow = range(300, 0, 300, 300), overflow = range(110, 0, 110, 300)
        cases += [
            justifyCase("testUnderflowBehaviors_justifyStart", .start, 0, underflow),
            justifyCase("testUnderflowBehaviors_justifyCenter", .center, 0, underflow),
            justifyCase("testUnderflowBehaviors_justifyEnd", .end, 0, underflow),
            justifyCase("testUnderflowBehaviors_flex", .start, 1, underflow),
            justifyCase("testUnderflowBehaviors_justifySpaceBetween", .spaceBetween, 0, underflow),
            justifyCase("testUnderflowBehaviors_justifySpaceAround", .spaceAround, 0, underflow),
            justifyCase("testOverflowBehaviors_justifyStart", .start, 0, overflow),
            justifyCase("testOverflowBehaviors_justifyCenter", .center, 0, overflow),
            justifyCase("testOverflowBehaviors_justifyEnd", .end, 0, overflow),
            justifyCase("testOverflowBehaviors_flex", .start, 1, overflow),
            // "On overflow, space between is identical to content start; space around to content center."
            justifyCase("testOverflowBehaviors_justifyStart", .spaceBetween, 0, overflow, variant: "spaceBetween"),
            justifyCase("testOverflowBehaviors_justifyCenter", .spaceAround, 0, overflow, variant: "spaceAround"),
            justifyCase("testJustifiedSpaceBetweenWithRemainingSpace", .spaceBetween, 0, range(301, 0, 301, 300)),
            justifyCase("testJustifiedSpaceAroundWithRemainingSpace", .spaceAround, 0, range(305, 0, 305, 300)),
        ]
        cases.append(styleCase("testOverflowBehaviorsWhenAllFlexShrinkChildrenHaveBeenClampedToZeroButViolationStillExists",
                               StackStyle(direction: .horizontal), range(75, 0, 75, 150)) {
            let subnodes = defaultSubnodesWithSameSize(size(50, 50), 0)
            subnodes[1].style.flexShrink = 1
            return subnodes
        })
        cases.append(styleCase("testStackSpacing_variableHeight", StackStyle(direction: .vertical, spacing: 10),
                               range(0, 300, 300, 300)) {
            let subnodes = defaultSubnodes()
            setCGSizeToNode(size(50, 50), subnodes[0])
            setCGSizeToNode(size(100, 50), subnodes[1])
            setCGSizeToNode(size(150, 50), subnodes[2])
            return subnodes
        })
        cases.append(TextureReferenceSupport.layoutSpecCase(cls, "testStackSpacingWithChildrenHavingNilObjects_variableHeight",
                                                            sizeRange: range(300, 0, 300, 300)) {
            let backgroundNode = ASDisplayNodeWithBackgroundColor(.blue)
            let layoutSpec = ASInsetLayoutSpec(
                insets: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10),
                child: ASBackgroundLayoutSpec(
                    child: ASStackLayoutSpec(direction: .vertical, spacing: 10, justifyContent: .start,
                                             alignItems: .stretch, children: []),
                    background: backgroundNode))
            return (layoutSpec, [backgroundNode])
        })
        cases.append(styleCase("testJustifiedCenterWithChildSpacing_variableHeight",
                               StackStyle(direction: .vertical, justifyContent: .center), range(0, 300, 300, 300),
                               alignedSubnodes))
        for (name, justify) in [("testJustifiedSpaceBetweenWithOneChild", ASStackLayoutJustifyContent.spaceBetween),
                                ("testJustifiedSpaceAroundWithOneChild", .spaceAround)] {
            cases.append(styleCase(name, StackStyle(direction: .horizontal, justifyContent: justify),
                                   range(300, 0, 300, .infinity)) {
                [ASDisplayNodeWithBackgroundColor(.red, size(50, 50))]
            })
        }
        cases.append(styleCase("testFractionalFlexBasisResolvesAgainstParentSize", StackStyle(direction: .horizontal),
                               range(200, 0, 200, .infinity)) {
            let subnodes = defaultSubnodesWithSameSize(size(50, 50), 0)
            for subnode in subnodes { subnode.style.flexGrow = 1 }
            subnodes[0].style.flexBasis = ASDimensionMakeWithFraction(0.5)
            return subnodes
        })
        // Positive and negative violations: (name, direction, size range side, sizes, colours, grow, shrink).
        struct Violation: Sendable {
            var name: String
            var direction: ASStackLayoutDirection
            var side: CGFloat
            var sizes: [CGSize]
            var colors: [UIColor]
            var grow: [CGFloat?]
            var shrink: [CGFloat?]
        }
        let rbgy: [UIColor] = [.red, .blue, .green, .yellow]
        let gbry: [UIColor] = [.green, .blue, .red, .yellow]
        let s50 = size(50, 50)
        let violations: [Violation] = [
            Violation(name: "testPositiveViolationIsDistributedEqually", direction: .horizontal, side: 350,
                      sizes: [s50, s50, s50], colors: rbgy, grow: [1, nil, 1], shrink: [nil, nil, nil]),
            Violation(name: "testPositiveViolationIsDistributedEquallyWithArbitraryFloats", direction: .horizontal, side: 350,
                      sizes: [s50, s50, s50], colors: rbgy, grow: [0.5, nil, 0.5], shrink: [nil, nil, nil]),
            Violation(name: "testPositiveViolationIsDistributedProportionally", direction: .vertical, side: 350,
                      sizes: [s50, s50, s50], colors: rbgy, grow: [1, 2, 1], shrink: [nil, nil, nil]),
            Violation(name: "testPositiveViolationIsDistributedProportionallyWithArbitraryFloats", direction: .vertical, side: 350,
                      sizes: [s50, s50, s50], colors: rbgy, grow: [0.25, 0.5, 0.25], shrink: [nil, nil, nil]),
            Violation(name: "testPositiveViolationIsDistributedEquallyAmongMixedChildren", direction: .horizontal, side: 400,
                      sizes: [s50, s50, s50, s50], colors: rbgy, grow: [nil, 1, nil, 1], shrink: [1, nil, 0, nil]),
            Violation(name: "testPositiveViolationIsDistributedEquallyAmongMixedChildrenWithArbitraryFloats",
                      direction: .horizontal, side: 400,
                      sizes: [s50, s50, s50, s50], colors: rbgy, grow: [nil, 0.5, nil, 0.5], shrink: [1, nil, 0, nil]),
            Violation(name: "testPositiveViolationIsDistributedProportionallyAmongMixedChildren", direction: .vertical, side: 400,
                      sizes: [s50, s50, s50, s50], colors: rbgy, grow: [nil, 3, nil, 1], shrink: [1, nil, 0, nil]),
            Violation(name: "testPositiveViolationIsDistributedProportionallyAmongMixedChildrenWithArbitraryFloats",
                      direction: .vertical, side: 400,
                      sizes: [s50, s50, s50, s50], colors: rbgy, grow: [nil, 0.75, nil, 0.25], shrink: [1, nil, 0, nil]),
            Violation(name: "testRemainingViolationIsAppliedProperlyToFirstFlexibleChild", direction: .vertical, side: 300,
                      sizes: [size(50, 25), size(50, 0), size(50, 100)], colors: gbry, grow: [0, 1, 1], shrink: [nil, nil, nil]),
            Violation(name: "testRemainingViolationIsAppliedProperlyToFirstFlexibleChildWithArbitraryFloats",
                      direction: .vertical, side: 300,
                      sizes: [size(50, 25), size(50, 0), size(50, 100)], colors: gbry, grow: [0, 0.5, 0.5],
                      shrink: [nil, nil, nil]),
            Violation(name: "testNegativeViolationIsDistributedBasedOnSize", direction: .horizontal, side: 400,
                      sizes: [size(300, 50), size(100, 50), size(200, 50)], colors: gbry, grow: [nil, nil, nil], shrink: [1, 0, 1]),
            Violation(name: "testNegativeViolationIsDistributedBasedOnSizeWithArbitraryFloats", direction: .horizontal, side: 400,
                      sizes: [size(300, 50), size(100, 50), size(200, 50)], colors: gbry, grow: [nil, nil, nil],
                      shrink: [0.5, 0, 0.5]),
            Violation(name: "testNegativeViolationIsDistributedBasedOnSizeAndFlexFactor", direction: .vertical, side: 400,
                      sizes: [size(50, 300), size(50, 100), size(50, 200)], colors: gbry, grow: [nil, nil, nil], shrink: [2, 1, 2]),
            Violation(name: "testNegativeViolationIsDistributedBasedOnSizeAndFlexFactorWithArbitraryFloats",
                      direction: .vertical, side: 400,
                      sizes: [size(50, 300), size(50, 100), size(50, 200)], colors: gbry, grow: [nil, nil, nil],
                      shrink: [0.4, 0.2, 0.4]),
            Violation(name: "testNegativeViolationIsDistributedBasedOnSizeAmongMixedChildrenChildren", direction: .horizontal,
                      side: 400, sizes: Array(repeating: size(150, 50), count: 4), colors: rbgy, grow: [1, nil, 0, nil],
                      shrink: [nil, 1, nil, 1]),
            Violation(name: "testNegativeViolationIsDistributedBasedOnSizeAmongMixedChildrenWithArbitraryFloats",
                      direction: .horizontal, side: 400, sizes: Array(repeating: size(150, 50), count: 4), colors: rbgy,
                      grow: [1, nil, 0, nil], shrink: [nil, 0.5, nil, 0.5]),
            Violation(name: "testNegativeViolationIsDistributedBasedOnSizeAndFlexFactorAmongMixedChildren", direction: .vertical,
                      side: 400, sizes: [size(50, 150), size(50, 100), size(50, 150), size(50, 200)], colors: gbry,
                      grow: [1, nil, 0, nil], shrink: [nil, 1, nil, 3]),
            Violation(name: "testNegativeViolationIsDistributedBasedOnSizeAndFlexFactorAmongMixedChildrenArbitraryFloats",
                      direction: .vertical, side: 400, sizes: [size(50, 150), size(50, 100), size(50, 150), size(50, 200)],
                      colors: gbry, grow: [1, nil, 0, nil], shrink: [nil, 0.25, nil, 0.75]),
            Violation(name: "testNegativeViolationIsDistributedBasedOnSizeAndFlexFactorDoesNotShrinkToZero",
                      direction: .horizontal, side: 400, sizes: [size(300, 50), size(100, 50), size(200, 50)], colors: gbry,
                      grow: [nil, nil, nil], shrink: [1, 2, 1]),
            Violation(name: "testNegativeViolationIsDistributedBasedOnSizeAndFlexFactorDoesNotShrinkToZeroWithArbitraryFloats",
                      direction: .horizontal, side: 400, sizes: [size(300, 50), size(100, 50), size(200, 50)], colors: gbry,
                      grow: [nil, nil, nil], shrink: [0.25, 0.5, 0.25]),
        ]
        for v in violations {
            cases.append(styleCase(v.name, StackStyle(direction: v.direction), range(v.side, v.side, v.side, v.side)) {
                v.sizes.indices.map { i in
                    let node = ASDisplayNodeWithBackgroundColor(v.colors[i], v.sizes[i])
                    if let grow = v.grow[i] { node.style.flexGrow = grow }
                    if let shrink = v.shrink[i] { node.style.flexShrink = shrink }
                    return node
                }
            })
        }
        cases.append(styleCase("testNegativeViolationAndFlexFactorIsNotRespected", StackStyle(direction: .horizontal),
                               range(40, 50, 40, 50)) {
            let subnodes = [ASDisplayNodeWithBackgroundColor(.red, size(50, 50)), ASDisplayNodeWithBackgroundColor(.yellow, .zero)]
            subnodes[0].style.flexShrink = 0
            subnodes[1].style.flexShrink = 1
            return subnodes
        })
        cases.append(stackCase("testNestedStackLayoutStretchDoesNotViolateWidth", range(0, 0, 300, .infinity)) {
            let stackLayoutSpec = ASStackLayoutSpec()
            stackLayoutSpec.direction = .horizontal
            stackLayoutSpec.alignItems = .stretch
            stackLayoutSpec.style.width = ASDimensionMake(100)
            stackLayoutSpec.style.height = ASDimensionMake(100)
            let child = ASDisplayNodeWithBackgroundColor(.red, size(50, 50))
            stackLayoutSpec.children = [child]
            return (stackLayoutSpec, [child])
        })
        // testHorizontalAndVerticalAlignments (-testStackLayoutSpecWithDirection:itemsHorizontalAlignment:…)
        let alignments: [(ASStackLayoutDirection, ASHorizontalAlignment, ASVerticalAlignment, String)] = [
            (.horizontal, .left, .top, "horizontalTopLeft"), (.horizontal, .middle, .center, "horizontalCenter"),
            (.horizontal, .right, .bottom, "horizontalBottomRight"), (.vertical, .left, .top, "verticalTopLeft"),
            (.vertical, .middle, .center, "verticalCenter"), (.vertical, .right, .bottom, "verticalBottomRight"),
        ]
        for (direction, horizontal, vertical, id) in alignments {
            cases.append(stackCase("testHorizontalAndVerticalAlignments_" + id, range(200, 200, 200, 200)) {
                let subnodes = defaultSubnodesWithSameSize(size(50, 50), 0)
                let stackLayoutSpec = ASStackLayoutSpec()
                stackLayoutSpec.direction = direction
                stackLayoutSpec.children = subnodes
                stackLayoutSpec.horizontalAlignment = horizontal
                stackLayoutSpec.verticalAlignment = vertical
                return (stackLayoutSpec, subnodes)
            })
        }
        return cases
    }()

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
