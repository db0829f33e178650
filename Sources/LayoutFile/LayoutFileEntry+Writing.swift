extension LayoutFileEntry {
    /// The entry as `layoutlab layout --json` prints it: `{"name", "size", "scale", "root"}`.
    public var json: String { String(decoding: jsonBytes, as: UTF8.self) }

    /// `json`'s UTF-8 bytes, written without building the text.
    public var jsonBytes: [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(4096)
        out.append(contentsOf: "{\"name\": ".utf8)
        if let name { LayoutFileJSON.append(string: name, to: &out) } else { out.append(contentsOf: "null".utf8) }
        out.append(contentsOf: ", \"size\": ".utf8)
        LayoutFileJSON.append(numbers: size, to: &out)
        out.append(contentsOf: ", \"scale\": ".utf8)
        if let scale { LayoutFileJSON.append(number: scale, to: &out) } else { out.append(contentsOf: "null".utf8) }
        out.append(contentsOf: ", \"root\": ".utf8)
        root.write(into: &out)
        out.append(UInt8(ascii: "}"))
        return out
    }
}

extension LayoutFileElement {
    /// The element and its children as JSON, keys in the file's order: `kind`, `debugName`,
    /// `frame`, `style`, then `spec`, `hitArea`, `image`, `text` and `insets` where present, `children`.
    public var json: String {
        var out: [UInt8] = []
        write(into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    fileprivate func write(into out: inout [UInt8]) {
        func key(_ text: StaticString) {
            text.withUTF8Buffer { out.append(contentsOf: $0) }
        }
        key("{\"kind\": ")
        LayoutFileJSON.append(string: kind, to: &out)
        key(", \"debugName\": ")
        if let debugName { LayoutFileJSON.append(string: debugName, to: &out) } else { key("null") }
        key(", \"frame\": ")
        LayoutFileJSON.append(numbers: frame, to: &out)
        key(", \"style\": ")
        LayoutFileJSON.append(string: style, to: &out)
        if !spec.isEmpty {
            key(", \"spec\": ")
            LayoutFileJSON.append(string: spec, to: &out)
        }
        // `, "name": {"first": [...], "second": [...]}`.
        func pair(_ opening: StaticString, _ first: [Double]?, _ between: StaticString, _ second: [Double]?) {
            key(opening)
            LayoutFileJSON.append(numbers: first, to: &out)
            key(between)
            LayoutFileJSON.append(numbers: second, to: &out)
            key("}")
        }
        if let hitArea { pair(", \"hitArea\": {\"area\": ", hitArea.area, ", \"slop\": ", hitArea.slop) }
        if let image { pair(", \"image\": {\"pixelSize\": ", image.pixelSize, ", \"scaleFactor\": ", image.scaleFactor) }
        if let text {
            key(", \"text\": ")
            LayoutFileJSON.append(string: text, to: &out)
        }
        if let insets {
            key(", \"insets\": ")
            LayoutFileJSON.append(numbers: insets.values, to: &out)
        }
        key(", \"children\": [")
        for (i, child) in children.enumerated() {
            if i > 0 { key(", ") }
            child.write(into: &out)
        }
        key("]}")
    }
}
