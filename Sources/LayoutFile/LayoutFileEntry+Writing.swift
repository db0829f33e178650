extension LayoutFileEntry {
    /// The entry as `layoutlab layout --json` prints it: `{"name", "size", "scale", "root"}`.
    public var json: String {
        "{\"name\": \(name.map(LayoutFileJSON.string) ?? "null"), \"size\": \(LayoutFileJSON.numbers(size)), "
            + "\"scale\": \(scale.map(LayoutFileJSON.number) ?? "null"), \"root\": \(root.json)}"
    }
}

extension LayoutFileElement {
    /// The element and its children as JSON, keys in the file's order: `kind`, `debugName`,
    /// `frame`, `style`, then `spec`, `hitArea`, `image`, `text` and `insets` where present, `children`.
    public var json: String {
        var out = ""
        write(into: &out)
        return out
    }

    private func write(into out: inout String) {
        out += "{\"kind\": \(LayoutFileJSON.string(kind)), \"debugName\": \(debugName.map(LayoutFileJSON.string) ?? "null"), "
        out += "\"frame\": " + LayoutFileJSON.numbers(frame)
        out += ", \"style\": " + LayoutFileJSON.string(style)
        if !spec.isEmpty { out += ", \"spec\": " + LayoutFileJSON.string(spec) }
        if let hitArea {
            out += ", \"hitArea\": {\"area\": \(LayoutFileJSON.numbers(hitArea.area)), \"slop\": \(LayoutFileJSON.numbers(hitArea.slop))}"
        }
        if let image {
            out += ", \"image\": {\"pixelSize\": \(LayoutFileJSON.numbers(image.pixelSize)), "
                + "\"scaleFactor\": \(LayoutFileJSON.numbers(image.scaleFactor))}"
        }
        if let text { out += ", \"text\": " + LayoutFileJSON.string(text) }
        if let insets { out += ", \"insets\": " + LayoutFileJSON.numbers(insets.values) }
        out += ", \"children\": ["
        for (i, child) in children.enumerated() {
            if i > 0 { out += ", " }
            child.write(into: &out)
        }
        out += "]}"
    }
}
