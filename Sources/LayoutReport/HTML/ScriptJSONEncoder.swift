/// Encodes `Encodable` values as script-safe JSON (`ScriptJSONWriter`) in one pass: members in
/// the order the value encodes them (a synthesized `encode(to:)` follows the declaration), a nil
/// optional left out (`encodeIfPresent`), an explicit `encodeNil` written as `null`, strings and
/// numbers as `ScriptJSONWriter` writes them (a non-finite number as `null`). The report page's
/// data (`ReportPageValue`) is written through it.
enum ScriptJSONEncoder {
    /// Appends `value` to `writer` as script-safe JSON.
    static func encode<T: Encodable>(_ value: T, into writer: inout ScriptJSONWriter) {
        let sink = ScriptJSONSink(writer)
        writer = ScriptJSONWriter()
        sink.value(value)
        writer = sink.writer
    }
}

/// The encoder behind `ScriptJSONEncoder`. A container writes its opening bracket when it is made
/// and is closed when a member is next written to a container around it, or when the value that
/// made it is done: nested containers stream in order.
private final class ScriptJSONSink: Encoder {
    var writer: ScriptJSONWriter
    /// Whether each open container is an object (`true`) or an array, innermost last.
    private var open: [Bool] = []
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(_ writer: ScriptJSONWriter) { self.writer = writer }

    /// Closes the containers opened deeper than `depth`.
    func close(to depth: Int) {
        while open.count > depth {
            if open.removeLast() { writer.endObject() } else { writer.endArray() }
        }
    }

    /// Writes one value: strings, numbers, arrays of numbers and a layout's nodes directly,
    /// anything else through its `encode(to:)`, whose containers are closed when it returns.
    func value<T: Encodable>(_ value: T) {
        // Types compared first: a cast (`as? String`) of every value costs a runtime lookup.
        if T.self == String.self { writer.string(value as! String) }
        else if T.self == Double.self { writer.number(value as! Double) }
        else if T.self == Int.self { writer.number(value as! Int) }
        else if T.self == Bool.self { writer.bool(value as! Bool) }
        else if T.self == [Double].self { writer.numbers(value as! [Double]) }
        else if T.self == [Int].self { writer.numbers(value as! [Int]) }
        else if T.self == [LayoutNodeRecord].self {
            writer.array { w in for node in value as! [LayoutNodeRecord] { node.writeDirectly(to: &w) } }
        } else {
            let depth = open.count
            // Nothing in the sink throws; a page value's own `encode(to:)` does not either.
            try! value.encode(to: self)
            close(to: depth)
        }
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        writer.beginObject()
        open.append(true)
        return KeyedEncodingContainer(Keyed<Key>(sink: self, depth: open.count))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        writer.beginArray()
        open.append(false)
        return Unkeyed(sink: self, depth: open.count)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { Single(sink: self) }

    private struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let sink: ScriptJSONSink
        let depth: Int
        var codingPath: [any CodingKey] { [] }

        private func key(_ key: Key) {
            sink.close(to: depth)
            sink.writer.key(key.stringValue)
        }

        mutating func encodeNil(forKey key: Key) { self.key(key); sink.writer.null() }
        mutating func encode(_ value: Bool, forKey key: Key) { self.key(key); sink.writer.bool(value) }
        mutating func encode(_ value: String, forKey key: Key) { self.key(key); sink.writer.string(value) }
        mutating func encode(_ value: Double, forKey key: Key) { self.key(key); sink.writer.number(value) }
        mutating func encode(_ value: Float, forKey key: Key) { self.key(key); sink.writer.number(Double(value)) }
        mutating func encode(_ value: Int, forKey key: Key) { self.key(key); sink.writer.number(value) }
        mutating func encode(_ value: Int8, forKey key: Key) { self.key(key); sink.writer.number(Int(value)) }
        mutating func encode(_ value: Int16, forKey key: Key) { self.key(key); sink.writer.number(Int(value)) }
        mutating func encode(_ value: Int32, forKey key: Key) { self.key(key); sink.writer.number(Int(value)) }
        mutating func encode(_ value: Int64, forKey key: Key) { self.key(key); sink.writer.number(Int(value)) }
        mutating func encode(_ value: UInt, forKey key: Key) { self.key(key); sink.writer.number(Double(value)) }
        mutating func encode(_ value: UInt8, forKey key: Key) { self.key(key); sink.writer.number(Int(value)) }
        mutating func encode(_ value: UInt16, forKey key: Key) { self.key(key); sink.writer.number(Int(value)) }
        mutating func encode(_ value: UInt32, forKey key: Key) { self.key(key); sink.writer.number(Int(value)) }
        mutating func encode(_ value: UInt64, forKey key: Key) { self.key(key); sink.writer.number(Double(value)) }
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) { self.key(key); sink.value(value) }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type,
                                                            forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            self.key(key)
            return sink.container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            self.key(key)
            return sink.unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder { self.key(Key(stringValue: "super")!); return sink }
        mutating func superEncoder(forKey key: Key) -> any Encoder { self.key(key); return sink }
    }

    private struct Unkeyed: UnkeyedEncodingContainer {
        let sink: ScriptJSONSink
        let depth: Int
        private(set) var count = 0
        var codingPath: [any CodingKey] { [] }

        init(sink: ScriptJSONSink, depth: Int) {
            self.sink = sink
            self.depth = depth
        }

        private mutating func next() {
            sink.close(to: depth)
            count += 1
        }

        mutating func encodeNil() { next(); sink.writer.null() }
        mutating func encode(_ value: Bool) { next(); sink.writer.bool(value) }
        mutating func encode(_ value: String) { next(); sink.writer.string(value) }
        mutating func encode(_ value: Double) { next(); sink.writer.number(value) }
        mutating func encode(_ value: Float) { next(); sink.writer.number(Double(value)) }
        mutating func encode(_ value: Int) { next(); sink.writer.number(value) }
        mutating func encode(_ value: Int8) { next(); sink.writer.number(Int(value)) }
        mutating func encode(_ value: Int16) { next(); sink.writer.number(Int(value)) }
        mutating func encode(_ value: Int32) { next(); sink.writer.number(Int(value)) }
        mutating func encode(_ value: Int64) { next(); sink.writer.number(Int(value)) }
        mutating func encode(_ value: UInt) { next(); sink.writer.number(Double(value)) }
        mutating func encode(_ value: UInt8) { next(); sink.writer.number(Int(value)) }
        mutating func encode(_ value: UInt16) { next(); sink.writer.number(Int(value)) }
        mutating func encode(_ value: UInt32) { next(); sink.writer.number(Int(value)) }
        mutating func encode(_ value: UInt64) { next(); sink.writer.number(Double(value)) }
        mutating func encode<T: Encodable>(_ value: T) { next(); sink.value(value) }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            next()
            return sink.container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            next()
            return sink.unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder { next(); return sink }
    }

    private struct Single: SingleValueEncodingContainer {
        let sink: ScriptJSONSink
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil() { sink.writer.null() }
        mutating func encode(_ value: Bool) { sink.writer.bool(value) }
        mutating func encode(_ value: String) { sink.writer.string(value) }
        mutating func encode(_ value: Double) { sink.writer.number(value) }
        mutating func encode(_ value: Float) { sink.writer.number(Double(value)) }
        mutating func encode(_ value: Int) { sink.writer.number(value) }
        mutating func encode(_ value: Int8) { sink.writer.number(Int(value)) }
        mutating func encode(_ value: Int16) { sink.writer.number(Int(value)) }
        mutating func encode(_ value: Int32) { sink.writer.number(Int(value)) }
        mutating func encode(_ value: Int64) { sink.writer.number(Int(value)) }
        mutating func encode(_ value: UInt) { sink.writer.number(Double(value)) }
        mutating func encode(_ value: UInt8) { sink.writer.number(Int(value)) }
        mutating func encode(_ value: UInt16) { sink.writer.number(Int(value)) }
        mutating func encode(_ value: UInt32) { sink.writer.number(Int(value)) }
        mutating func encode(_ value: UInt64) { sink.writer.number(Double(value)) }
        mutating func encode<T: Encodable>(_ value: T) { sink.value(value) }
    }
}
