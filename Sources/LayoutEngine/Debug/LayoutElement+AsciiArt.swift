import Foundation

/// An element that draws its ASCII-art box its own way: a different title, or children one below
/// the other (a vertical stack). Both members have defaults.
public protocol AsciiArtCustomizing: LayoutElement {
    /// The title of the element's box; defaults to `asciiArtTypeName`.
    var asciiArtName: String { get }
    /// How the children's boxes are arranged; defaults to `.horizontal`.
    var asciiArtArrangement: AsciiArtArrangement { get }
}

extension AsciiArtCustomizing {
    /// The type name, with the debug name in parentheses when set.
    public var asciiArtName: String { asciiArtTypeName }
    /// Side by side.
    public var asciiArtArrangement: AsciiArtArrangement { .horizontal }
}

extension LayoutElement {
    /// The element's type name, followed by its debug name in parentheses when it has one:
    /// `InsetLayoutSpec`, `DisplayNode (avatar)`.
    public var asciiArtTypeName: String {
        // What `String(describing:)` gives for a type, without its dynamic casts and mirror:
        // those cost about 8,000 instructions a name, a third of a screen's ASCII art.
        let typeName = _typeName(type(of: self), qualified: false)
        guard let debugName else { return typeName }
        return "\(typeName) (\(debugName))"
    }

    /// The element tree drawn as nested boxes, as Texture's `-asciiArtString` draws it:
    ///
    /// ```
    /// -----------------------StackLayoutSpec----------------------
    /// |  -----StackLayoutSpec-----  -----StackLayoutSpec-----  |
    /// |  |       ImageNode       |  |       ImageNode       |  |
    /// ```
    ///
    /// A spec's children are drawn side by side inside its box, or top to bottom for elements that
    /// arrange them vertically (`AsciiArtCustomizing`). A node is its bare name, or, when it lays
    /// out with a spec, a box around its spec: the spec of its latest measurement
    /// (`measuredLayoutSpec`), or before any measurement the one it returns for an unconstrained
    /// range.
    public func asciiArtString() -> String {
        AsciiArtTree(self).text
    }
}

extension RatioLayoutSpec: AsciiArtCustomizing {
    /// `RatioLayoutSpec (1.5)`: the type name and the ratio to one decimal, as Texture titles it.
    public var asciiArtName: String {
        "\(_typeName(type(of: self), qualified: false)) (\(String(format: "%.1f", ratio)))"
    }
}
