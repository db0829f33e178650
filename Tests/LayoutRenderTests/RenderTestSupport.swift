import Foundation
import LayoutBitmap
import LayoutEngine
import LayoutGeometry
import LayoutLabTestSupport
import LayoutRender
import Testing

/// Builds small node trees placed absolutely, lays them out and renders them.
enum Scene {
    /// A plain node at `frame` (relative to its parent) filled with `color`.
    static func box(_ frame: Rect, _ color: Color? = nil) -> DisplayNode {
        place(DisplayNode(), frame, color)
    }

    /// `node` at `frame` (relative to its parent) filled with `color`.
    @discardableResult
    static func place<N: DisplayNode>(_ node: N, _ frame: Rect, _ color: Color? = nil) -> N {
        node.style.layoutPosition = frame.origin
        node.style.width = .points(frame.width)
        node.style.height = .points(frame.height)
        node.backgroundColor = color
        return node
    }

    /// Makes `children` subnodes of `parent`, each at its own `layoutPosition`.
    @discardableResult
    static func contain<N: DisplayNode>(_ parent: N, _ children: [DisplayNode]) -> N {
        parent.layoutSpecBlock = { _, _ in AbsoluteLayoutSpec(children: children) }
        parent.automaticallyManagesSubnodes = true
        return parent
    }

    /// Lays `children` out in a root of `size` points at `scale` and renders it over `background`.
    static func render(_ size: Size, scale: Double, background: Color = .white, _ children: [DisplayNode],
                       renderer: NodeRenderer? = nil) throws -> Bitmap {
        let root = contain(DisplayNode(), children)
        return try render(root: root, size: size, scale: scale, background: background, renderer: renderer)
    }

    /// Lays `root` out at exactly `size` points and renders it.
    static func render(root: any LayoutElement, size: Size, scale: Double, background: Color = .white,
                       renderer: NodeRenderer? = nil) throws -> Bitmap {
        let renderer = try renderer ?? NodeRenderer(textEngine: TextEngine())
        let context = LayoutContext(scale: scale, textMeasurer: renderer.textEngine)
        let tree = LayoutTree.compute(root: root, range: SizeRange(exactly: size), in: context)
        return try renderer.render(tree, scale: scale, background: background).image
    }
}

/// 8-bit pixel constants and checks.
enum Pixels {
    static let white = RGBA8(r: 255, g: 255, b: 255)
    static let red = RGBA8(r: 255, g: 0, b: 0)
    static let green = RGBA8(r: 0, g: 255, b: 0)
    static let blue = RGBA8(r: 0, g: 0, b: 255)
    static let black = RGBA8(r: 0, g: 0, b: 0)

    /// The pixels of `bitmap` inside `xs × ys` that are not `expected`, as "(x,y)=rgba" strings
    /// (at most 5).
    static func mismatches(_ bitmap: Bitmap, _ xs: Range<Int>, _ ys: Range<Int>, _ expected: RGBA8) -> [String] {
        var out: [String] = []
        for y in ys where y >= 0 && y < bitmap.height {
            for x in xs where x >= 0 && x < bitmap.width {
                let p = bitmap[x, y]
                if p != expected && out.count < 5 { out.append("(\(x),\(y))=\(p.r),\(p.g),\(p.b),\(p.a)") }
            }
        }
        return out
    }

    /// True when every channel of `a` is within `tolerance` of `b`'s.
    static func near(_ a: RGBA8, _ b: RGBA8, _ tolerance: Int = 2) -> Bool {
        abs(Int(a.r) - Int(b.r)) <= tolerance && abs(Int(a.g) - Int(b.g)) <= tolerance
            && abs(Int(a.b) - Int(b.b)) <= tolerance && abs(Int(a.a) - Int(b.a)) <= tolerance
    }
}

/// A temporary folder removed when the value is dropped.
final class TemporaryFolder {
    private let directory: TemporaryDirectory
    var path: String { directory.path }

    init() throws {
        directory = try TemporaryDirectory("render-tests")
    }

    deinit { directory.remove() }

    /// Writes `bitmap` as `name` and returns its path.
    func write(_ bitmap: Bitmap, as name: String) throws -> String {
        let file = path + "/" + name
        try PNGCodec.write(bitmap, to: file)
        return file
    }
}
