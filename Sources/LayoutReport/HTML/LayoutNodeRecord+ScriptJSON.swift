extension LayoutNodeRecord {
    /// Appends the record as its `Encodable` conformance encodes it through `ScriptJSONEncoder`
    /// (the keys of `CodingKeys` in declaration order, a nil optional left out, a hit area's
    /// missing area as `null`), without the `Encoder` protocol's dispatch: a layout's nodes are
    /// most of the page's data, and through the protocol a screen's took about 1 M instructions
    /// to write. `ScriptJSONEncoder` writes an array of records with this.
    func writeDirectly(to writer: inout ScriptJSONWriter) {
        writer.beginObject()
        writer.key(CodingKeys.kind.rawValue)
        writer.string(kind)
        Self.write(debugName, as: .debugName, to: &writer)
        Self.write(frame, as: .frame, to: &writer)
        writer.key(CodingKeys.parent.rawValue)
        writer.number(parent)
        writer.key(CodingKeys.isSpec.rawValue)
        writer.bool(isSpec)
        Self.write(style, as: .style, to: &writer)
        Self.write(text, as: .text, to: &writer)
        if let hitArea {
            writer.key(CodingKeys.hitArea.rawValue)
            writer.beginObject()
            writer.key(HitAreaRecord.CodingKeys.area.rawValue)
            if let area = hitArea.area { writer.numbers(area) } else { writer.null() }
            if let slop = hitArea.slop {
                writer.key(HitAreaRecord.CodingKeys.slop.rawValue)
                writer.numbers(slop)
            }
            writer.endObject()
        }
        Self.write(imageScale, as: .imageScale, to: &writer)
        Self.write(imagePixels, as: .imagePixels, to: &writer)
        Self.write(insets, as: .insets, to: &writer)
        writer.endObject()
    }

    private static func write(_ text: String?, as key: CodingKeys, to writer: inout ScriptJSONWriter) {
        guard let text else { return }
        writer.key(key.rawValue)
        writer.string(text)
    }

    private static func write(_ list: [Double]?, as key: CodingKeys, to writer: inout ScriptJSONWriter) {
        guard let list else { return }
        writer.key(key.rawValue)
        writer.numbers(list)
    }
}
