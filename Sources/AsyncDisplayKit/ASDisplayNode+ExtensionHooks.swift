import Foundation

// Node hooks overridden inside extensions. Swift on Linux cannot override from an extension (it
// needs Objective-C), so the TextureSourceAdapter build plugin turns such an override into one of
// these methods and declares the conformance; the node calls it where its class's own hook would
// have run, unless a subclass overrides the hook in its body.

/// `layoutSpecThatFits(_:)` overridden in an extension.
public protocol _ASExtension_layoutSpecThatFits: AnyObject {
    /// The extension's `layoutSpecThatFits(_:)`.
    func _asExtension_layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec
}

/// `calculateSizeThatFits(_:)` overridden in an extension.
public protocol _ASExtension_calculateSizeThatFits: AnyObject {
    /// The extension's `calculateSizeThatFits(_:)`.
    func _asExtension_calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize
}

/// `layout()` overridden in an extension.
public protocol _ASExtension_layout: AnyObject {
    /// The extension's `layout()`.
    func _asExtension_layout()
}

/// `didLoad()` overridden in an extension.
public protocol _ASExtension_didLoad: AnyObject {
    /// The extension's `didLoad()`.
    func _asExtension_didLoad()
}
