import Foundation
import LayoutEngine
import LayoutGeometry

/// A layout spec: arranges its children (Texture's `ASLayoutSpec`). A plain `ASLayoutSpec()`
/// without children is a spacer; with children it lays them out as a wrapper does.
///
/// Each spec stands for a spec of layoutlab's engine; its children are kept alive with it.
open class ASLayoutSpec: NSObject, ASLayoutElement {
    /// The engine spec.
    public let layoutSpec: LayoutSpec
    /// The spec's layout properties.
    public private(set) lazy var style = ASLayoutElementStyle(element: layoutSpec)
    private var elements: [any ASLayoutElement] = []

    /// A spec with no children: a spacer (give it `style.flexGrow` in a stack).
    public override init() {
        layoutSpec = LayoutSpec()
        super.init()
    }

    init(engine: LayoutSpec, children: [any ASLayoutElement]) {
        layoutSpec = engine
        super.init()
        self.children = children
    }

    /// The engine element.
    public var layoutElement: any LayoutElement { layoutSpec }

    /// Whether the spec may still change (always true: specs are rebuilt for every layout here).
    open var isMutable: Bool { true }

    /// The children, in order.
    open var children: [any ASLayoutElement]? {
        get { elements }
        set {
            elements = newValue ?? []
            applyChildren(elements.map(\.layoutElement))
        }
    }

    /// The first child.
    open var child: (any ASLayoutElement)? {
        get { elements.first }
        set {
            if let newValue {
                if elements.isEmpty { elements = [newValue] } else { elements[0] = newValue }
            } else if !elements.isEmpty {
                elements.removeFirst()
            }
            applyChildren(elements.map(\.layoutElement))
        }
    }

    /// Hands the children to the engine spec; specs with named slots override it.
    func applyChildren(_ engineChildren: [any LayoutElement]) {
        layoutSpec.children = engineChildren
    }

    /// Sets the child at `index` (a spec with fixed slots, such as a background spec's).
    func setElement(_ element: any ASLayoutElement, at index: Int) {
        while elements.count <= index { elements.append(ASLayoutSpec()) }
        elements[index] = element
        applyChildren(elements.map(\.layoutElement))
    }

    /// The child at `index`, if any.
    func element(at index: Int) -> (any ASLayoutElement)? {
        index < elements.count ? elements[index] : nil
    }
}

/// A spec that is exactly as large as its child (Texture's `ASWrapperLayoutSpec`).
open class ASWrapperLayoutSpec: ASLayoutSpec {
    /// Wraps one element.
    public init(layoutElement: any ASLayoutElement) {
        super.init(engine: WrapperLayoutSpec(child: layoutElement.layoutElement), children: [layoutElement])
    }

    /// Wraps several elements, each laid out at the wrapper's range; the wrapper is as large as
    /// the largest.
    public init(layoutElements: [any ASLayoutElement]) {
        super.init(engine: LayoutSpec(children: layoutElements.map(\.layoutElement)), children: layoutElements)
    }

    /// A wrapper whose children are set later (`children = …`).
    public convenience override init() {
        self.init(layoutElements: [])
    }

    /// A wrapper around `layoutElement`.
    open class func wrapper(with layoutElement: any ASLayoutElement) -> ASWrapperLayoutSpec {
        ASWrapperLayoutSpec(layoutElement: layoutElement)
    }
}
