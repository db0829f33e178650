import Foundation
import AsyncDisplayKit
import LayoutEngine
import LayoutGeometry
import LayoutLabKit
import LayoutBitmap
import LayoutLabTestSupport
import LayoutRender
import Testing

/// A cell of a fixed height: a title box inset 12 points on the left.
final class FixedCell: ASCellNode {
    let titleNode = ASDisplayNode()

    init(height: CGFloat) {
        super.init()
        automaticallyManagesSubnodes = true
        titleNode.style.height = ASDimension(unit: .points, value: height)
        titleNode.backgroundColor = .gray
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        ASInsetLayoutSpec(insets: UIEdgeInsets(top: 0, left: 12, bottom: 0, right: 0), child: titleNode)
    }
}

/// A table screen: `rows` rows of `height` points in one section.
final class RowsViewController: ASDKViewController<ASTableNode>, ASTableDataSource, ASTableDelegate {
    let rows: Int
    let height: CGFloat
    var minimumHeight: CGFloat = 0
    var events: [String] = []

    init(rows: Int, height: CGFloat) {
        self.rows = rows
        self.height = height
        super.init(node: ASTableNode())
        node.dataSource = self
        node.delegate = self
        title = "Rows"
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() { super.viewDidLoad(); events.append("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); events.append("viewWillAppear") }
    override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews(); events.append("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews(); events.append("viewDidLayoutSubviews") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); events.append("viewDidAppear") }

    func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int { rows }

    func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock {
        let height = self.height
        return { FixedCell(height: height) }
    }

    func tableNode(_ tableNode: ASTableNode, constrainedSizeForRowAt indexPath: IndexPath) -> ASSizeRange {
        ASSizeRangeMake(CGSize(width: 0, height: minimumHeight), CGSize(width: 1000, height: CGFloat.infinity))
    }
}

/// A table under a header, inset from the top of the screen, in a plain node.
final class HeaderedViewController: ASDKViewController<ASDisplayNode>, ASTableDataSource {
    let tableNode = ASTableNode()
    var inset = UIEdgeInsets(top: 100, left: 0, bottom: 0, right: 0)

    override init() {
        super.init(node: ASDisplayNode())
        node.automaticallyManagesSubnodes = true
        tableNode.dataSource = self
        tableNode.contentInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        node.layoutSpecBlock = { [unowned self] _, _ in
            ASInsetLayoutSpec(insets: self.inset, child: self.tableNode)
        }
    }

    required init?(coder: NSCoder) { nil }

    func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableNode(_ tableNode: ASTableNode, nodeForRowAt indexPath: IndexPath) -> ASCellNode { FixedCell(height: 40) }
}

@Suite("Screen fixtures")
struct ScreenFixtureTests {
    private func layout(_ content: ScreenContent = .top, screen: ScreenProfile = .iPhone15,
                        _ make: @escaping @Sendable () -> UIViewController) throws -> LayoutTree {
        try NodeFixtureSupport.layout(SwiftFixture("screens/test", screen: screen, content: content, build: make)).tree
    }

    private func rows(_ tree: LayoutTree) -> [Rect] {
        tree.root.flattened.filter { ($0.element.debugName ?? "").hasPrefix("row[") }.map(\.frame)
    }

    @Test("a table screen's rows start below the safe area, one pixel of separator apart, full width")
    func tableRowsAtTop() throws {
        let tree = try layout { RowsViewController(rows: 40, height: 50) }
        #expect(tree.size == Size(width: 393, height: 852))
        let frames = rows(tree)
        let pitch = 50 + 1.0 / 3
        #expect(frames.first == Rect(x: 0, y: 59, width: 393, height: 50))
        #expect(abs(frames[1].minY - (59 + pitch)) < 0.34)
        // Rows 0…15 meet the screen (row 15 starts at 59 + 15 × 50.33 = 814), row 16 does not.
        #expect(frames.count == 16)
        #expect(NodeFixtureSupport.frame("row[0][3].titleNode", in: tree) == nil)
        let title = tree.root.flattened.first { $0.element.debugName == "titleNode" }
        #expect(title?.frame == Rect(x: 12, y: 59, width: 381, height: 50))
    }

    @Test("the lifecycle runs in UIKit's order")
    func lifecycle() throws {
        nonisolated(unsafe) var made: RowsViewController?
        _ = try layout { let c = RowsViewController(rows: 2, height: 50); made = c; return c }
        #expect(made?.events == ["viewDidLoad", "viewWillAppear", "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewDidAppear"])
        #expect(made?.node.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(made?.node.numberOfRows(inSection: 0) == 2)
        #expect(made?.node.visibleNodes.count == 2)
    }

    @Test("scrolled: the rows move up by the distance")
    func scrolled() throws {
        let tree = try layout(.scrolled(100)) { RowsViewController(rows: 40, height: 50) }
        let first = try #require(rows(tree).first)
        // Row 0 ends at 59 − 100 + 50 = 9: still on screen.
        #expect(first == Rect(x: 0, y: -41, width: 393, height: 50))
    }

    @Test("full: the screen is as tall as the content and its insets, every row drawn")
    func full() throws {
        let tree = try layout(.full) { RowsViewController(rows: 30, height: 50) }
        let frames = rows(tree)
        #expect(frames.count == 30)
        // 59 + 30 × (50 + ⅓) + 34, ceiled to the pixel.
        #expect(abs(tree.size.height - (59 + 30 * (50 + 1.0 / 3) + 34)) < 0.34)
        #expect(abs(frames[29].minY - (59 + 29 * (50 + 1.0 / 3))) < 0.34)
    }

    @Test("full: a list too tall for a canvas at 3× is drawn at the scale that fits, its frames laid out at 3×")
    func fullLongListFitsTheCanvas() throws {
        let fixture = SwiftFixture("screens/rows-full", screen: .iPhone15, content: .full) { RowsViewController(rows: 1000, height: 50) }
        let rendered = try FixtureRender.render(fixture, renderer: NodeRenderer(textEngine: NodeFixtureSupport.textEngine()))
        let tree = rendered.layout.tree
        // 59 + 1000 × (50 + ⅓) + 34 points: 151 093 pixels at 3×, over the 16384 a side.
        #expect(abs(tree.size.height - (59 + 1000 * (50 + 1.0 / 3) + 34)) < 0.34)
        let frames = rows(tree)
        #expect(frames.count == 1000)
        #expect(abs(frames[999].minY - (59 + 999 * (50 + 1.0 / 3))) < 0.34, "frames on the 3× pixel grid")
        let scale = try #require(CanvasLimits.fittingScale(size: tree.size, scale: 3))
        #expect(scale == 0.32 && fixture.drawingScale(for: tree.size) == scale)
        let image = rendered.composited
        #expect(image.width == Int((393 * scale).rounded(.up)) && image.height == Int((tree.size.height * scale).rounded(.up)))
        #expect(image.height <= CanvasLimits.maxSide)
        // The last row's grey title is drawn where its frame says, at the drawing scale.
        let title = frames[999]
        let y = Int(((title.minY + title.height / 2) * scale).rounded(.down)), x = Int(((12 + 100) * scale).rounded(.down))
        let pixel = image.pixels[(y * image.width + x) * 4 ..< (y * image.width + x) * 4 + 3]
        #expect(pixel.allSatisfy { abs(Int($0) - 128) <= 1 }, "grey: \(Array(pixel))")
        // A screen at the top keeps its own scale.
        let top = SwiftFixture("screens/rows-top", screen: .iPhone15) { RowsViewController(rows: 1000, height: 50) }
        #expect(top.drawingScale(for: Size(width: 393, height: 852)) == 3 && !top.fitsCanvas)
    }

    @Test("full: a check of a thousand-row screen records it at the scale that fits and passes it again")
    func fullLongListIsChecked() throws {
        let temporary = TemporaryDirectory(reserving: "rows-full")
        defer { temporary.remove() }
        let dir = temporary.path
        let catalog = FixtureCatalog([SwiftFixture("screens/rows-full", screen: .iPhone15, content: .full) {
            RowsViewController(rows: 1000, height: 50)
        }])
        func check(_ record: RecordMode) throws -> CheckRun.Result {
            let settings = CheckSettings(fixtureRoots: [dir + "/Fixtures"], baselineDirectory: dir + "/Baselines",
                                         reportDirectory: dir + "/Reports", record: record, jobs: 1, allowEmpty: false)
            return try CheckRun.run(settings: settings, catalog: catalog, console: CheckConsole(showsProgress: false))
        }
        let recorded = try #require(try check(.missing).report.fixtures.first)
        #expect(recorded.status.rawValue == "new" && recorded.recorded, "\(recorded.message ?? "")")
        #expect(recorded.scale == 0.32 && recorded.size?.last.map { $0 > 50_000 } == true)
        let image = try PNGCodec.decode([UInt8](Data(contentsOf: URL(fileURLWithPath: dir + "/Baselines/screens/rows-full.png"))))
        #expect(image.width == 126 && image.height <= CanvasLimits.maxSide)
        let again = try #require(try check(.never).report.fixtures.first)
        #expect(again.status.rawValue == "passed", "\(again.message ?? "")")
    }

    @Test("a row's constrained size keeps its heights and the table's width")
    func constrainedRows() throws {
        let tree = try layout {
            let c = RowsViewController(rows: 3, height: 50)
            c.minimumHeight = 80
            return c
        }
        #expect(rows(tree).first == Rect(x: 0, y: 59, width: 393, height: 80))
    }

    @Test("a table below the safe area takes none of it; its content inset narrows the rows")
    func nestedTable() throws {
        let tree = try layout { HeaderedViewController() }
        let frames = rows(tree)
        #expect(frames.count == 3)
        #expect(frames.first == Rect(x: 10, y: 100, width: 373, height: 40))
    }

    @Test("a table that fills a plain root node takes the safe area into its inset, on the second pass")
    func filledTable() throws {
        let tree = try layout {
            let controller = HeaderedViewController()
            controller.inset = .zero
            return controller
        }
        #expect(rows(tree).first == Rect(x: 10, y: 59, width: 373, height: 40))
    }

    @Test("a controller's view is its node's: its background colour set in viewDidLoad is the node's")
    func viewBackground() throws {
        final class Tinted: ASDKViewController<ASDisplayNode> {
            override func viewDidLoad() {
                super.viewDidLoad()
                view.backgroundColor = .red
            }
        }
        nonisolated(unsafe) var made: Tinted?
        _ = try layout { let c = Tinted(node: ASDisplayNode()); made = c; return c }
        #expect(made?.node.backgroundColor == .red)
    }

    @Test("a controller without a node is an error")
    func plainController() {
        #expect(throws: (any Error).self) { try layout { UIViewController() } }
    }
}

@Suite("Screen drawing")
struct ScreenDrawingTests {
    @Test("rows are drawn with a separator pixel under each, on the table's white")
    func separators() throws {
        let renderer = NodeRenderer(textEngine: try NodeFixtureSupport.textEngine())
        let fixture = SwiftFixture("screens/draw", screen: ScreenProfile("small", width: 100, height: 200, scale: 2,
                                                                         safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))) {
            RowsViewController(rows: 3, height: 30)
        }
        let image = try FixtureRender.render(fixture, renderer: renderer).rendered.image.straightAlpha()
        #expect(image.width == 200 && image.height == 400)
        // Row 0: the grey title box from x 12 (px 24) at y 20…50 (px 40…99); its separator is pixel row 100.
        let grey = image[30, 60], white = image[10, 60], separator = image[10, 100], below = image[10, 101]
        #expect(grey.r == grey.g && grey.r < 200)
        #expect(white == RGBA8(r: 255, g: 255, b: 255, a: 255))
        #expect(separator.r < 255 && separator.r > 150)
        #expect(below == RGBA8(r: 255, g: 255, b: 255, a: 255))
        // Row 1 starts one pixel further down (px 101): its title box at px 24.
        #expect(image[30, 102] == grey)
        // Below the last row (px 101 + 60 + 1 + 60 + 1 = 223) the table is white.
        #expect(image[30, 300] == RGBA8(r: 255, g: 255, b: 255, a: 255))
    }
}
