import Foundation
import LayoutEngine
import LayoutGeometry
#if canImport(Glibc)
import Glibc
#endif

/// Yoga 3's C API, loaded at run time from a shared library that exports it (the extension
/// module of `pyyoga`, which `../shared/bench/layout_peers.py` installs, exports all of it).
///
/// Only what the paired benchmark needs is resolved: building a tree of flex nodes, laying it
/// out, reading every node's frame and freeing it.
struct YogaLibrary {
    typealias Node = OpaquePointer
    typealias Config = OpaquePointer

    let configNew: @convention(c) () -> Config?
    let configFree: @convention(c) (Config) -> Void
    let configSetPointScaleFactor: @convention(c) (Config, Float) -> Void
    let nodeNewWithConfig: @convention(c) (Config) -> Node?
    let nodeFreeRecursive: @convention(c) (Node) -> Void
    let nodeInsertChild: @convention(c) (Node, Node, Int) -> Void
    let nodeCalculateLayout: @convention(c) (Node, Float, Float, Int32) -> Void
    let layoutGetWidth: @convention(c) (Node) -> Float
    let layoutGetHeight: @convention(c) (Node) -> Float
    let layoutGetLeft: @convention(c) (Node) -> Float
    let layoutGetTop: @convention(c) (Node) -> Float
    let nodeGetChildCount: @convention(c) (Node) -> Int
    let nodeGetChild: @convention(c) (Node, Int) -> Node?
    let setFlexDirection: @convention(c) (Node, Int32) -> Void
    let setAlignItems: @convention(c) (Node, Int32) -> Void
    let setAlignContent: @convention(c) (Node, Int32) -> Void
    let setJustifyContent: @convention(c) (Node, Int32) -> Void
    let setFlexWrap: @convention(c) (Node, Int32) -> Void
    let setFlexGrow: @convention(c) (Node, Float) -> Void
    let setFlexShrink: @convention(c) (Node, Float) -> Void
    let setFlexBasis: @convention(c) (Node, Float) -> Void
    let setFlexBasisAuto: @convention(c) (Node) -> Void
    let setWidth: @convention(c) (Node, Float) -> Void
    let setHeight: @convention(c) (Node, Float) -> Void
    let setMinWidth: @convention(c) (Node, Float) -> Void
    let setMinHeight: @convention(c) (Node, Float) -> Void
    let setPadding: @convention(c) (Node, Int32, Float) -> Void

    // Yoga 3.2's enum values (yoga/YGEnums.h).
    static let flexDirectionColumn: Int32 = 0
    static let flexDirectionRow: Int32 = 2
    static let alignFlexStart: Int32 = 1
    static let alignStretch: Int32 = 4
    static let justifyFlexStart: Int32 = 0
    static let wrapNoWrap: Int32 = 0
    static let edgeLeft: Int32 = 0, edgeTop: Int32 = 1, edgeRight: Int32 = 2, edgeBottom: Int32 = 3
    static let directionLTR: Int32 = 1

    /// Loads `path`. A Python extension module leaves Python's own symbols to the interpreter,
    /// so `pythonLibrary` (a file name or path) is loaded first, with its symbols global.
    init(path: String, pythonLibrary: String?) throws {
        if let pythonLibrary, dlopen(pythonLibrary, RTLD_NOW | RTLD_GLOBAL) == nil {
            throw YogaLibraryError.cannotLoad(pythonLibrary, Self.lastError())
        }
        guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
            let why = Self.lastError()
            let hint = pythonLibrary == nil && why.contains("undefined symbol: Py")
                ? " (a Python extension module needs --python-library, such as libpython3.11.so.1.0)" : ""
            throw YogaLibraryError.cannotLoad(path, why + hint)
        }
        func symbol<T>(_ name: String, as _: T.Type = T.self) throws -> T {
            guard let address = dlsym(handle, name) else { throw YogaLibraryError.missingSymbol(path, name) }
            return unsafeBitCast(address, to: T.self)
        }
        configNew = try symbol("YGConfigNew")
        configFree = try symbol("YGConfigFree")
        configSetPointScaleFactor = try symbol("YGConfigSetPointScaleFactor")
        nodeNewWithConfig = try symbol("YGNodeNewWithConfig")
        nodeFreeRecursive = try symbol("YGNodeFreeRecursive")
        nodeInsertChild = try symbol("YGNodeInsertChild")
        nodeCalculateLayout = try symbol("YGNodeCalculateLayout")
        layoutGetWidth = try symbol("YGNodeLayoutGetWidth")
        layoutGetHeight = try symbol("YGNodeLayoutGetHeight")
        layoutGetLeft = try symbol("YGNodeLayoutGetLeft")
        layoutGetTop = try symbol("YGNodeLayoutGetTop")
        nodeGetChildCount = try symbol("YGNodeGetChildCount")
        nodeGetChild = try symbol("YGNodeGetChild")
        setFlexDirection = try symbol("YGNodeStyleSetFlexDirection")
        setAlignItems = try symbol("YGNodeStyleSetAlignItems")
        setAlignContent = try symbol("YGNodeStyleSetAlignContent")
        setJustifyContent = try symbol("YGNodeStyleSetJustifyContent")
        setFlexWrap = try symbol("YGNodeStyleSetFlexWrap")
        setFlexGrow = try symbol("YGNodeStyleSetFlexGrow")
        setFlexShrink = try symbol("YGNodeStyleSetFlexShrink")
        setFlexBasis = try symbol("YGNodeStyleSetFlexBasis")
        setFlexBasisAuto = try symbol("YGNodeStyleSetFlexBasisAuto")
        setWidth = try symbol("YGNodeStyleSetWidth")
        setHeight = try symbol("YGNodeStyleSetHeight")
        setMinWidth = try symbol("YGNodeStyleSetMinWidth")
        setMinHeight = try symbol("YGNodeStyleSetMinHeight")
        setPadding = try symbol("YGNodeStyleSetPadding")
    }

    private static func lastError() -> String {
        dlerror().map { String(cString: $0) } ?? "unknown error"
    }
}

/// Why the Yoga library could not be used.
enum YogaLibraryError: Error, CustomStringConvertible {
    case cannotLoad(String, String)
    case missingSymbol(String, String)
    case unsupported(String)

    var description: String {
        switch self {
        case .cannotLoad(let path, let why): return "cannot load \(path): \(why)"
        case .missingSymbol(let path, let name): return "\(path) has no \(name)"
        case .unsupported(let what): return "no Yoga equivalent for \(what)"
        }
    }
}

/// A benchmark tree rebuilt as Yoga nodes, styled as `layout_peers.py` styles its trees: every
/// node's justify-content and align-content flex-start, no wrapping, minimum sizes 0, flex basis
/// auto unless set; a stack's direction and align-items as the stack's; an inset spec is a column
/// with the insets as padding and align-items stretch.
final class YogaTree {
    private let yoga: YogaLibrary
    private let config: YogaLibrary.Config
    private let root: YogaLibrary.Node
    private let width: Float
    private var scale: Float = 1

    /// Builds the tree of `workload`; throws for an element the benchmark trees do not use.
    init(_ workload: LayoutWorkload, yoga: YogaLibrary) throws {
        self.yoga = yoga
        guard let config = yoga.configNew() else { throw YogaLibraryError.unsupported("a config (YGConfigNew failed)") }
        yoga.configSetPointScaleFactor(config, 1)
        self.config = config
        width = Float(workload.range.max.width)
        do {
            root = try Self.node(for: workload.root, yoga: yoga, config: config)
        } catch {
            yoga.configFree(config)
            throw error
        }
    }

    deinit {
        yoga.nodeFreeRecursive(root)
        yoga.configFree(config)
    }

    /// Lays the tree out again from scratch, as `layout_peers.py` forces it: the point scale
    /// factor alternates between 1 and 2, which makes Yoga discard every cached measurement.
    func forcedLayout() {
        scale = scale == 1 ? 2 : 1
        yoga.configSetPointScaleFactor(config, scale)
        yoga.nodeCalculateLayout(root, width, .nan, YogaLibrary.directionLTR)
    }

    /// Lays the tree out again without changing anything: Yoga answers from its cache.
    func cachedLayout() {
        yoga.nodeCalculateLayout(root, width, .nan, YogaLibrary.directionLTR)
    }

    /// Where Yoga's last layout differs from `layout` (the same tree laid out by the engine) by
    /// more than 0.01 in a frame or in the number of children, as a path of child indices and
    /// both values; nil when every frame matches.
    func difference(from layout: Layout) -> String? {
        func frame(_ node: YogaLibrary.Node) -> [Double] {
            [yoga.layoutGetLeft(node), yoga.layoutGetTop(node), yoga.layoutGetWidth(node),
             yoga.layoutGetHeight(node)].map(Double.init)
        }
        func compare(_ node: YogaLibrary.Node, _ layout: Layout, path: String, isRoot: Bool) -> String? {
            var ours = [layout.position.x, layout.position.y, layout.size.width, layout.size.height]
            var theirs = frame(node)
            if isRoot { ours.removeFirst(2); theirs.removeFirst(2) }
            if zip(ours, theirs).contains(where: { abs($0 - $1) > 0.01 }) {
                return "\(path): frame \(ours) in the engine, \(theirs) in Yoga"
            }
            let count = yoga.nodeGetChildCount(node)
            guard count == layout.sublayouts.count else {
                return "\(path): \(layout.sublayouts.count) children in the engine, \(count) in Yoga"
            }
            for index in 0..<count {
                guard let child = yoga.nodeGetChild(node, index) else { return "\(path)/\(index): no Yoga node" }
                if let found = compare(child, layout.sublayouts[index], path: "\(path)/\(index)", isRoot: false) {
                    return found
                }
            }
            return nil
        }
        return compare(root, layout, path: "root", isRoot: true)
    }

    private static func node(for element: any LayoutElement, yoga: YogaLibrary,
                             config: YogaLibrary.Config) throws -> YogaLibrary.Node {
        guard let node = yoga.nodeNewWithConfig(config) else { throw YogaLibraryError.unsupported("a node (YGNodeNewWithConfig failed)") }
        do {
            try style(node, as: element, yoga: yoga, config: config)
        } catch {
            yoga.nodeFreeRecursive(node)   // with the children inserted so far
            throw error
        }
        return node
    }

    /// Styles `node` as `element` and adds its children.
    private static func style(_ node: YogaLibrary.Node, as element: any LayoutElement, yoga: YogaLibrary,
                              config: YogaLibrary.Config) throws {
        var direction = YogaLibrary.flexDirectionColumn
        var align = YogaLibrary.alignFlexStart
        var children: [any LayoutElement] = []
        switch element {
        case let stack as StackLayoutSpec:
            guard stack.justifyContent == .start, stack.flexWrap == .noWrap, stack.spacing == 0,
                  stack.alignItems == .start || stack.alignItems == .stretch else {
                throw YogaLibraryError.unsupported("a stack with justifyContent \(stack.justifyContent), "
                                                    + "alignItems \(stack.alignItems), spacing or wrapping")
            }
            direction = stack.direction == .horizontal ? YogaLibrary.flexDirectionRow : YogaLibrary.flexDirectionColumn
            align = stack.alignItems == .stretch ? YogaLibrary.alignStretch : YogaLibrary.alignFlexStart
            children = stack.children
        case let inset as InsetLayoutSpec:
            align = YogaLibrary.alignStretch
            let insets = inset.insets
            yoga.setPadding(node, YogaLibrary.edgeLeft, Float(insets.left))
            yoga.setPadding(node, YogaLibrary.edgeTop, Float(insets.top))
            yoga.setPadding(node, YogaLibrary.edgeRight, Float(insets.right))
            yoga.setPadding(node, YogaLibrary.edgeBottom, Float(insets.bottom))
            children = [inset.child]
        case is DisplayNode where element.layoutChildren.isEmpty:
            break
        default:
            throw YogaLibraryError.unsupported("\(type(of: element))")
        }
        yoga.setFlexDirection(node, direction)
        yoga.setAlignItems(node, align)
        yoga.setJustifyContent(node, YogaLibrary.justifyFlexStart)
        yoga.setAlignContent(node, YogaLibrary.alignFlexStart)
        yoga.setFlexWrap(node, YogaLibrary.wrapNoWrap)
        let style = element.style
        yoga.setFlexGrow(node, Float(style.flexGrow))
        yoga.setFlexShrink(node, Float(style.flexShrink))
        switch style.flexBasis {
        case .auto: yoga.setFlexBasisAuto(node)
        case .points(let basis): yoga.setFlexBasis(node, Float(basis))
        case .fraction: throw YogaLibraryError.unsupported("a fractional flex basis")
        }
        for (dimension, set) in [(style.width, yoga.setWidth), (style.height, yoga.setHeight)] {
            switch dimension {
            case .auto: break
            case .points(let length): set(node, Float(length))
            case .fraction: throw YogaLibraryError.unsupported("a fractional width or height")
            }
        }
        yoga.setMinWidth(node, 0)
        yoga.setMinHeight(node, 0)
        for (index, child) in children.enumerated() {
            yoga.nodeInsertChild(node, try Self.node(for: child, yoga: yoga, config: config), index)
        }
    }
}
