import Dispatch
import LayoutBitmap
import LayoutEngine
import LayoutGeometry
import LayoutRender
import Synchronization
import Testing

/// A card with every kind of drawing: rounded, bordered and clipped boxes, a faded group, an
/// aspect-filled image, wrapped and truncated text with a link, and buttons.
enum SampleCard {
    static func make() -> DisplayNode {
        let photo = ImageNode(image: ImageReference(source: .pattern("gradient"), pixelWidth: 320, pixelHeight: 200, scale: 2))
        photo.contentMode = .aspectFill
        photo.forceUpscaling = true
        photo.style.height = .points(120)
        photo.cornerRadius = 8
        photo.clipsToBounds = true
        var body = AttributedText(runs: [
            TextRun("A long description that wraps over several lines and is cut after three, with "),
            TextRun("a link", link: "https://example.com"),
            TextRun(" and 中文 text to show the fallback font in the same paragraph of the card."),
        ], font: "Sans 13")
        body.maximumNumberOfLines = 3
        body.truncationText = " …more"
        body.linkUnderline = .dotted
        let title = TextNode("Card title", font: "Sans Bold 18")
        let text = TextNode(body)
        let like = ButtonNode()
        like.titles[.normal] = AttributedText("Like", font: "Sans Bold 14", color: .white)
        like.images[.normal] = ImageReference(source: .pattern("checker"), pixelWidth: 32, pixelHeight: 32, scale: 2)
        like.backgroundColor = Color(red: 0.2, green: 0.4, blue: 0.9)
        like.cornerRadius = 6
        like.contentEdgeInsets = EdgeInsets(all: 8)
        let share = ButtonNode()
        share.titles[.normal] = AttributedText("Share", font: "Sans 14", color: .black)
        share.borderColor = .black
        share.borderWidth = 1
        share.cornerRadius = 6
        share.alpha = 0.6
        share.contentEdgeInsets = EdgeInsets(all: 8)
        let buttons = StackLayoutSpec(direction: .horizontal, spacing: 8, children: [like, share])
        let column = StackLayoutSpec(direction: .vertical, spacing: 8, alignItems: .stretch,
                                     children: [photo, title, text, buttons])
        let card = DisplayNode()
        card.backgroundColor = .white
        card.cornerRadius = 12
        card.borderColor = Color(red: 0.8, green: 0.8, blue: 0.8)
        card.borderWidth = 1
        card.clipsToBounds = true
        card.automaticallyManagesSubnodes = true
        card.layoutSpecBlock = { _, _ in InsetLayoutSpec(insets: EdgeInsets(all: 12), child: column) }
        let root = DisplayNode()
        root.backgroundColor = Color(red: 0.93, green: 0.93, blue: 0.95)
        root.automaticallyManagesSubnodes = true
        root.layoutSpecBlock = { _, _ in InsetLayoutSpec(insets: EdgeInsets(all: 16), child: card) }
        return root
    }

    /// Lays the card out at 375×667 pt and renders it at `scale` with `renderer`.
    static func render(scale: Double, with renderer: NodeRenderer) throws -> Bitmap {
        try Scene.render(root: make(), size: Size(width: 375, height: 667), scale: scale, renderer: renderer)
    }
}

@Suite("Renderer: determinism")
struct RenderDeterminismTests {
    @Test(arguments: [1.0, 2.0, 3.0])
    func repeatedRendersAreIdentical(scale: Double) throws {
        let renderer = try NodeRenderer(textEngine: TextEngine())
        let first = try SampleCard.render(scale: scale, with: renderer)
        let second = try SampleCard.render(scale: scale, with: renderer)
        let fresh = try SampleCard.render(scale: scale, with: NodeRenderer(textEngine: TextEngine()))
        #expect(first == second)
        #expect(first == fresh)
        #expect(Set(first.pixels).count > 10, "the card drew something")
    }

    @Test func aReusedRendererDrawsAsAFreshOne() throws {
        // The renderer keeps its canvas and text layouts between renders: nothing of one render
        // may show in the next.
        func scene(_ color: Color, _ text: String) -> [DisplayNode] {
            [Scene.box(Rect(x: 0, y: 0, width: 30, height: 30), color),
             Scene.place(TextNode(text, font: "Sans 12"), Rect(x: 0, y: 30, width: 60, height: 20))]
        }
        let shared = try NodeRenderer(textEngine: TextEngine())
        _ = try Scene.render(Size(width: 60, height: 60), scale: 2, background: .black, scene(.red, "First"), renderer: shared)
        let second = try Scene.render(Size(width: 60, height: 60), scale: 2, scene(.blue, "Second"), renderer: shared)
        let fresh = try Scene.render(Size(width: 60, height: 60), scale: 2, scene(.blue, "Second"))
        #expect(second == fresh)
    }

    @Test func twoThreadsRenderTheSameBytesAsOne() throws {
        let serial = try SampleCard.render(scale: 2, with: NodeRenderer(textEngine: TextEngine()))
        let results = Mutex<[Bitmap]>([])
        let failures = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: 2) { _ in
            do {
                let renderer = try NodeRenderer(textEngine: TextEngine())
                for _ in 0..<4 {
                    let image = try SampleCard.render(scale: 2, with: renderer)
                    results.withLock { $0.append(image) }
                }
            } catch {
                failures.withLock { $0.append("\(error)") }
            }
        }
        #expect(failures.withLock { $0 } == [])
        let images = results.withLock { $0 }
        #expect(images.count == 8)
        #expect(images.allSatisfy { $0 == serial })
    }
}
