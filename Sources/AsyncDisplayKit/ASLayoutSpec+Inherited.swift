import Foundation
import LayoutEngine

// `ASLayoutSpec`'s child-at-index accessors (Texture's `setChild:atIndex:`, `childAtIndex:`).

extension ASLayoutSpec {
    /// Sets the child at `index` (Texture's `setChild:atIndex:`): for specs with named slots, 0 is
    /// the child and 1 the overlay, background or corner element.
    public func setChild(_ child: any ASLayoutElement, at index: UInt) {
        setElement(child, at: Int(index))
    }

    /// The child at `index` (Texture's `childAtIndex:`), or nil.
    public func child(at index: UInt) -> (any ASLayoutElement)? {
        element(at: Int(index))
    }
}
