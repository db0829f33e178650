import Foundation
import LayoutEngine
import LayoutGeometry

/// What two placed elements must agree on for the Swift and file forms of a fixture to be the same
/// fixture: kind, debug name, frame, and every setting that reaches layout or drawing.
struct ElementSignature: Equatable, CustomStringConvertible {
    var depth: Int
    var kind: String
    var debugName: String?
    var frame: Rect
    var isUnplaced: Bool
    var style: LayoutStyle
    var settings: String

    init(_ placed: PlacedElement, depth: Int) {
        self.depth = depth
        kind = placed.element.kindName
        debugName = placed.element.debugName
        frame = placed.frame
        isUnplaced = placed.isUnplaced
        style = placed.element.style
        settings = ElementSignature.settings(of: placed.element)
    }

    var description: String {
        let f = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].map { LayoutFormat.number($0) }
        return "\(String(repeating: "  ", count: depth))\(kind) \(debugName ?? "-") [\(f.joined(separator: ", "))]"
            + "\(isUnplaced ? " unplaced" : "") \(style) {\(settings)}"
    }

    /// Every element of a tree, depth first.
    static func of(_ tree: LayoutTree) -> [ElementSignature] {
        var out: [ElementSignature] = []
        tree.root.forEach { placed, depth in out.append(ElementSignature(placed, depth: depth)) }
        return out
    }

    /// An image reference with a file named by its file name only (the two forms resolve the same
    /// file through different routes).
    private static func describe(_ image: ImageReference?) -> String {
        guard let image else { return "none" }
        let source: String
        switch image.source {
        case .file(let path): source = "file:" + URL(fileURLWithPath: path).lastPathComponent
        case .pattern(let name): source = "pattern:" + name
        case .pixels(let pixels): source = "pixels:\(pixels.bitmap.width)x\(pixels.bitmap.height)"
        }
        return "\(source) \(image.pixelWidth)x\(image.pixelHeight)@\(image.scale)"
    }

    private static func settings(of element: any LayoutElement) -> String {
        var parts: [String] = []
        switch element {
        case let b as ButtonNode:
            let titles = ControlState.allCases.map { "\($0.rawValue)=\(b.titles[$0].map { "\($0)" } ?? "-")" }
            let images = ControlState.allCases.map { "\($0.rawValue)=\(describe(b.images[$0]))" }
            parts += ["titles: \(titles)", "images: \(images)", "backgrounds: \(b.backgroundColors.sorted { $0.key.rawValue < $1.key.rawValue })",
                      "state: \(b.state)", "spacing: \(b.contentSpacing)", "horizontal: \(b.laysOutHorizontally)",
                      "insets: \(b.contentEdgeInsets)", "enabled: \(b.isEnabled)"]
        case let t as TextNode:
            parts.append("text: \(t.attributedText)")
        case let n as NetworkImageNode:
            parts += ["url: \(n.url ?? "-")", "image: \(describe(n.image))", "mode: \(n.contentMode)"]
        case let e as EditableTextNode:
            parts += ["text: \(e.attributedText)", "placeholder: \(e.attributedPlaceholderText.map { "\($0)" } ?? "-")",
                      "inset: \(e.textContainerInset)", "typing: \(e.typingAttributes)"]
        case let s as ScrollNode:
            parts += ["scroll: \(s.scrollDirection) \(s.contentOffset)"]
        case let i as ImageNode:
            parts += ["image: \(describe(i.image))", "mode: \(i.contentMode)", "crop: \(i.cropRect)",
                      "upscale: \(i.forceUpscaling)", "tint: \(String(describing: i.tintColor))"]
        case let s as StackLayoutSpec:
            parts.append("stack: \(s.direction) \(s.spacing) \(s.justifyContent) \(s.alignItems) \(s.flexWrap) \(s.alignContent) \(s.lineSpacing)")
        case let s as InsetLayoutSpec:
            parts.append("insets: \(s.insets)")
        case let s as RelativeLayoutSpec:
            parts.append("relative: \(s.horizontalPosition) \(s.verticalPosition) \(s.sizingOption)")
        case let s as RatioLayoutSpec:
            parts.append("ratio: \(s.ratio)")
        case let s as AbsoluteLayoutSpec:
            parts.append("absolute: \(s.sizing)")
        default:
            break
        }
        if let n = element as? DisplayNode {
            parts += ["bg: \(String(describing: n.backgroundColor))", "border: \(String(describing: n.borderColor)) \(n.borderWidth)",
                      "corner: \(n.cornerRadius)", "clips: \(n.clipsToBounds)", "alpha: \(n.alpha)", "hidden: \(n.isHidden)",
                      "slop: \(n.hitTestSlop)", "intrinsic: \(String(describing: n.intrinsicSize))",
                      "managesSubnodes: \(n.automaticallyManagesSubnodes)"]
        }
        return parts.joined(separator: ", ")
    }
}
