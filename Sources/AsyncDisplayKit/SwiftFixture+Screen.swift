import Foundation
import LayoutEngine
import LayoutFixtures
import LayoutGeometry
import LayoutLabKit

extension SwiftFixture {
    /// A fixture of a whole screen: `build` returns the screen's view controller (an
    /// `ASDKViewController`), which is loaded through its lifecycle and whose node is laid out at
    /// `screen`'s size and scale, with the screen's safe area.
    ///
    /// Tables and collections in the screen take the part of the safe area they cover into their
    /// content inset, as UIKit adjusts a scroll view's, and show the cells on screen: at the top,
    /// `content: .scrolled(y)` points further down (the first list), or with `content: .full`
    /// the whole content, the screen made as tall as it needs. Cells are named by section and
    /// row (`row[0][3]`, `item[1][0]`, `header[0]`) in the structural diff, and the nodes the
    /// controller holds by their property names (`tableNode`). Whole content too tall for a
    /// canvas at the screen's scale (16384 pixels a side) is drawn at the largest scale that fits,
    /// in hundredths (`CanvasLimits.fittingScale`); its frames are laid out at the screen's scale.
    public init(_ name: String, screen: ScreenProfile, content: ScreenContent = .top, background: UIColor = .white,
                layoutDirection: LayoutDirection = .ltr, diffPolicy: DiffPolicyOverrides = DiffPolicyOverrides(),
                environment: UIKitEnvironment? = nil, file: String = #filePath, line: Int = #line,
                build: @escaping @Sendable () throws -> UIViewController) {
        var uiEnvironment = environment ?? UIKitEnvironment.defaults
        uiEnvironment.screenSize = screen.size
        uiEnvironment.screenScale = screen.scale
        uiEnvironment.safeAreaInsets = screen.safeAreaInsets
        let width = Double(screen.size.width), height = Double(screen.size.height)
        let range = content == .full
            ? SizeRange(min: Size(width: width, height: height), max: Size(width: width, height: .infinity))
            : SizeRange(exactly: Size(width: width, height: height))
        self.init(name, size: range, scale: Double(screen.scale), background: background.layoutColor,
                  layoutDirection: layoutDirection, diffPolicy: diffPolicy, file: file, line: line) {
            let controller = try build()
            guard let root = (controller as? ASNodeController)?.rootNode else {
                throw ScreenFixtureError(message: "\(type(of: controller)) is not an ASDKViewController with a node: "
                                         + "a screen fixture lays out a controller's node")
            }
            controller.loadViewIfNeeded()
            ASNodeNaming.nameChildren(of: controller)
            root.screenSafeAreaInsets = screen.safeAreaInsets
            controller.viewWillAppear(false)
            controller.viewWillLayoutSubviews()
            let session = ScreenSession(controller: controller, root: root, screen: screen, content: content)
            session.adjustLists()
            ASFixtureScope.keeper?.root = root
            ASFixtureScope.keeper?.layingOut = true
            ASFixtureScope.keeper?.afterPass = session.afterPass
            return root.node
        }
        scope = ASFixtureScope(environment: uiEnvironment)
        // A long list's whole content is drawn smaller rather than refused; its frames stay exact.
        fitsCanvas = content == .full
    }
}

/// Why a screen fixture cannot be built.
public struct ScreenFixtureError: Error, CustomStringConvertible {
    /// What went wrong.
    public var message: String
    /// The message.
    public var description: String { message }
}

/// One screen fixture's run: after each layout pass it sets each list's share of the safe area
/// and the first list's scroll position (another pass when they changed), and once nothing
/// changes, finishes the controller's lifecycle.
final class ScreenSession {
    let controller: UIViewController
    let root: ASDisplayNode
    let screen: ScreenProfile
    let content: ScreenContent
    private var appeared = false

    init(controller: UIViewController, root: ASDisplayNode, screen: ScreenProfile, content: ScreenContent) {
        self.controller = controller
        self.root = root
        self.screen = screen
        self.content = content
    }

    /// Adjusts the lists; when nothing changed, calls `viewDidLayoutSubviews` and `viewDidAppear`
    /// once. True when another layout pass is needed.
    func afterPass() -> Bool {
        if adjustLists() { return true }
        if !appeared {
            appeared = true
            controller.viewDidLayoutSubviews()
            controller.viewDidAppear(false)
        }
        return false
    }

    /// Sets every list's share of the safe area, and the first list's offset; true when any changed.
    @discardableResult
    func adjustLists() -> Bool {
        var changed = false
        let screenSize = root.node.frame.size.width > 0 ? root.node.frame.size : screen.size.layoutSize
        let safe = screen.safeAreaInsets.edgeInsets
        for (index, list) in Self.lists(under: root.node).enumerated() {
            // Before the first pass, a root list fills the screen.
            let frame = list.supernode == nil && list.frame.size.width == 0 ? Rect(origin: .zero, size: screenSize) : Self.frameOnScreen(list)
            var share = EdgeInsets(top: max(0, min(frame.height, safe.top - frame.minY)),
                                   left: max(0, min(frame.width, safe.left - frame.minX)),
                                   bottom: max(0, min(frame.height, frame.maxY - (screenSize.height - safe.bottom))),
                                   right: max(0, min(frame.width, frame.maxX - (screenSize.width - safe.right))))
            if let view = (list.host as? ASDisplayNode)?.view as? UIScrollView, view.contentInsetAdjustmentBehavior == .never {
                share = .zero
            }
            if share != list.safeAreaInset {
                list.safeAreaInset = share
                changed = true
            }
            guard index == 0, case .scrolled(let distance) = content else { continue }
            let inset = list.adjustedContentInset
            let offset = list.arrangement.isHorizontal ? Point(x: -inset.left + Double(distance), y: -inset.top)
                : Point(x: -inset.left, y: -inset.top + Double(distance))
            if list.contentOffset != offset {
                list.contentOffset = offset
                changed = true
            }
        }
        return changed
    }

    /// The lists in the tree under `node`, depth first.
    static func lists(under node: DisplayNode) -> [ListNode] {
        var out: [ListNode] = []
        var pending = [node]
        while let next = pending.popLast() {
            if let list = next as? ListNode { out.append(list) }
            pending.append(contentsOf: next.subnodes.reversed())
        }
        return out
    }

    /// `node`'s frame in the root's coordinates.
    static func frameOnScreen(_ node: DisplayNode) -> Rect {
        var origin = node.frame.origin
        var parent = node.supernode
        while let current = parent {
            origin = origin + current.frame.origin
            parent = current.supernode
        }
        return Rect(origin: origin, size: node.frame.size)
    }
}
