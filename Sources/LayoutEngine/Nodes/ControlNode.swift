import LayoutGeometry

/// A node that takes touches (Texture's `ASControlNode`): it draws like a plain node, and hit
/// testing counts its frame grown or shrunk by `hitTestSlop`.
open class ControlNode: DisplayNode {
    /// Whether the control responds (a disabled control still takes touches but does nothing).
    public var isEnabled = true

    /// `control`.
    open override var kindName: String { "control" }

    /// Controls take touches.
    open override var isUserInteractionEnabled: Bool { true }
}
