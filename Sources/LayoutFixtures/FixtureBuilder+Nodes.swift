import LayoutEngine
import LayoutGeometry

extension FixtureBuilder {
    /// Builds a button: per-state titles (a state without its own title shows the normal one, in
    /// its own colour when it has one), per-state images and backgrounds, and the current state.
    func buttonNode(_ b: ButtonProperties, _ path: FixtureKeyPath) throws -> ButtonNode {
        let node = ButtonNode()
        var titles = b.titles
        if let title = b.title { titles[.normal] = title }
        for state in ControlState.allCases {
            let own = titles[state]
            guard let string = own ?? (b.titleColors[state] != nil ? titles[.normal] : nil) else { continue }
            let color = b.titleColors[state] ?? b.titleColors[.normal] ?? b.color ?? TextDefaults.tintColor
            node.titles[state] = AttributedText(string, font: b.font, color: color)
        }
        var images = b.images
        if let image = b.image { images[.normal] = image }
        // In a fixed order, so the first image that cannot be had is the same on every run.
        for (state, source) in images.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            node.images[state] = try imageReference(source, path.appending(".images.\(state.rawValue)"))
        }
        for (state, color) in b.backgroundColors { node.backgroundColors[state] = color }
        node.contentSpacing = b.contentSpacing
        node.laysOutHorizontally = b.laysOutHorizontally
        node.contentEdgeInsets = b.contentEdgeInsets
        node.state = b.state
        node.isEnabled = node.state != .disabled
        return node
    }

    func networkImageNode(_ p: MediaProperties) -> NetworkImageNode {
        let node = NetworkImageNode(url: p.url)
        node.contentMode = p.contentMode
        node.placeholderColor = p.placeholderColor
        return node
    }

    func videoNode(_ p: MediaProperties) -> VideoNode {
        VideoNode(url: p.url)
    }

    func editableTextNode(_ p: EditableTextProperties) -> EditableTextNode {
        var text = AttributedText(p.text, font: p.font, color: p.color)
        text.maximumNumberOfLines = p.maximumNumberOfLines
        var placeholder = p.placeholder.map { AttributedText($0, font: p.font, color: p.placeholderColor) }
        placeholder?.maximumNumberOfLines = p.maximumNumberOfLines
        return EditableTextNode(text: text, placeholder: placeholder, textContainerInset: p.textContainerInset)
    }

    func scrollNode(_ p: ScrollProperties, _ content: ElementDescription?) throws -> ScrollNode {
        ScrollNode(content: try content.map(build),
                   scrollDirection: p.scrollDirection,
                   contentOffset: p.contentOffset)
    }
}
