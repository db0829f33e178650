/// The direction a layout reads in. Right-to-left mirrors every flattened frame inside its owning
/// node (`x' = ownerWidth − w − x`); the stack algorithm itself is unchanged.
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
    /// Left to right.
    case ltr
    /// Right to left.
    case rtl
}
