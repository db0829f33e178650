/// A value that has an empty form: zero, false, the empty string or array.
protocol EmptyRepresentable {
    /// The empty value.
    static var emptyValue: Self { get }
    /// True when the value is the empty one.
    var isEmptyValue: Bool { get }
}

extension Bool: EmptyRepresentable {
    static var emptyValue: Bool { false }
    var isEmptyValue: Bool { !self }
}

extension Int: EmptyRepresentable {
    static var emptyValue: Int { 0 }
    var isEmptyValue: Bool { self == 0 }
}

extension String: EmptyRepresentable {
    static var emptyValue: String { "" }
    var isEmptyValue: Bool { isEmpty }
}

extension Array: EmptyRepresentable {
    static var emptyValue: Array { [] }
    var isEmptyValue: Bool { isEmpty }
}

/// A member of the report page's data that is left out when empty and read as empty when absent,
/// so that a page with thousands of fixtures carries no `"w":0` or `"masked":[]`. The contract
/// (`ReportContract`) declares it optional.
@propertyWrapper
struct OmittedWhenEmpty<Value: Codable & EmptyRepresentable & Sendable>: Codable, Sendable {
    /// The value.
    var wrappedValue: Value

    init(wrappedValue: Value) { self.wrappedValue = wrappedValue }

    init(from decoder: any Decoder) throws {
        wrappedValue = try decoder.singleValueContainer().decode(Value.self)
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(wrappedValue)
    }
}

extension KeyedEncodingContainer {
    /// Writes the member unless it is empty.
    mutating func encode<Value>(_ member: OmittedWhenEmpty<Value>, forKey key: Key) throws {
        if !member.wrappedValue.isEmptyValue { try encode(member.wrappedValue, forKey: key) }
    }
}

extension KeyedDecodingContainer {
    /// Reads the member, empty when absent.
    func decode<Value>(_ type: OmittedWhenEmpty<Value>.Type, forKey key: Key) throws -> OmittedWhenEmpty<Value> {
        OmittedWhenEmpty(wrappedValue: try decodeIfPresent(Value.self, forKey: key) ?? .emptyValue)
    }
}
