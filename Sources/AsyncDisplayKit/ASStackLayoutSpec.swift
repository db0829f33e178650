import Foundation
import LayoutEngine

/// Stacks its children along an axis, flexing them as Texture does (Texture's
/// `ASStackLayoutSpec`).
open class ASStackLayoutSpec: ASLayoutSpec {
    private let stack: StackLayoutSpec
    private var storedDirection: ASStackLayoutDirection
    private var storedJustify: ASStackLayoutJustifyContent
    private var storedAlignItems: ASStackLayoutAlignItems
    private var storedWrap: ASStackLayoutFlexWrap = .noWrap
    private var storedAlignContent: ASStackLayoutAlignContent = .start
    private var storedHorizontal: ASHorizontalAlignment = .none
    private var storedVertical: ASVerticalAlignment = .none

    /// A horizontal stack with no spacing, children at the start and stretched across.
    public required override init() {
        stack = StackLayoutSpec()
        storedDirection = .horizontal
        storedJustify = .start
        storedAlignItems = .stretch
        super.init(engine: stack, children: [])
    }

    /// A stack with the given settings.
    public convenience init(direction: ASStackLayoutDirection, spacing: CGFloat, justifyContent: ASStackLayoutJustifyContent,
                            alignItems: ASStackLayoutAlignItems, children: [any ASLayoutElement]) {
        self.init(direction: direction, spacing: spacing, justifyContent: justifyContent, alignItems: alignItems,
                  flexWrap: .noWrap, alignContent: .start, lineSpacing: 0, children: children)
    }

    /// A stack that may wrap.
    public convenience init(direction: ASStackLayoutDirection, spacing: CGFloat, justifyContent: ASStackLayoutJustifyContent,
                            alignItems: ASStackLayoutAlignItems, flexWrap: ASStackLayoutFlexWrap,
                            alignContent: ASStackLayoutAlignContent, children: [any ASLayoutElement]) {
        self.init(direction: direction, spacing: spacing, justifyContent: justifyContent, alignItems: alignItems,
                  flexWrap: flexWrap, alignContent: alignContent, lineSpacing: 0, children: children)
    }

    /// A stack that may wrap, with space between its lines.
    public convenience init(direction: ASStackLayoutDirection, spacing: CGFloat, justifyContent: ASStackLayoutJustifyContent,
                            alignItems: ASStackLayoutAlignItems, flexWrap: ASStackLayoutFlexWrap,
                            alignContent: ASStackLayoutAlignContent, lineSpacing: CGFloat, children: [any ASLayoutElement]) {
        self.init()
        self.direction = direction
        self.spacing = spacing
        self.justifyContent = justifyContent
        self.alignItems = alignItems
        self.flexWrap = flexWrap
        self.alignContent = alignContent
        self.lineSpacing = lineSpacing
        self.children = children
    }

    /// A vertical stack with the defaults otherwise.
    open class func vertical() -> Self {
        let spec = self.init()
        spec.direction = .vertical
        return spec
    }

    /// A horizontal stack with the defaults otherwise.
    open class func horizontal() -> Self {
        let spec = self.init()
        spec.direction = .horizontal
        return spec
    }

    /// The stacking axis.
    open var direction: ASStackLayoutDirection {
        get { storedDirection } set { storedDirection = newValue; stack.direction = newValue.engine }
    }
    /// Space between children.
    open var spacing: CGFloat {
        get { CGFloat(stack.spacing) } set { stack.spacing = Double(newValue) }
    }
    /// Distribution along the axis.
    open var justifyContent: ASStackLayoutJustifyContent {
        get { storedJustify } set { storedJustify = newValue; stack.justifyContent = newValue.engine }
    }
    /// Alignment across the axis.
    open var alignItems: ASStackLayoutAlignItems {
        get { storedAlignItems } set { storedAlignItems = newValue; stack.alignItems = newValue.engine }
    }
    /// Wrapping.
    open var flexWrap: ASStackLayoutFlexWrap {
        get { storedWrap } set { storedWrap = newValue; stack.flexWrap = newValue.engine }
    }
    /// Distribution of lines.
    open var alignContent: ASStackLayoutAlignContent {
        get { storedAlignContent } set { storedAlignContent = newValue; stack.alignContent = newValue.engine }
    }
    /// Space between lines.
    open var lineSpacing: CGFloat {
        get { CGFloat(stack.lineSpacing) } set { stack.lineSpacing = Double(newValue) }
    }
    /// Horizontal alignment shorthand (sets `justifyContent` or `alignItems` by direction).
    open var horizontalAlignment: ASHorizontalAlignment {
        get { storedHorizontal } set { storedHorizontal = newValue; stack.horizontalAlignment = newValue.engine }
    }
    /// Vertical alignment shorthand.
    open var verticalAlignment: ASVerticalAlignment {
        get { storedVertical } set { storedVertical = newValue; stack.verticalAlignment = newValue.engine }
    }
    /// Accepted; layout here is never concurrent.
    open var isConcurrent = false
}
