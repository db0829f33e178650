/// A problem in a fixture file: which file, where in it, which key, and what was expected.
public struct FixtureError: Error, CustomStringConvertible, Hashable, Sendable {
    /// The file.
    public var file: String
    /// 1-based line in the file, when known.
    public var line: Int?
    /// The key path, e.g. `root.stack.children[2].style.flexGrow`.
    public var keyPath: String
    /// What was expected or what went wrong.
    public var message: String

    /// Creates an error.
    public init(file: String, line: Int? = nil, keyPath: String, message: String) {
        self.file = file
        self.line = line
        self.keyPath = keyPath
        self.message = message
    }

    /// `file:line: keyPath: message`.
    public var description: String {
        let location = line.map { "\(file):\($0)" } ?? file
        return keyPath.isEmpty ? "\(location): \(message)" : "\(location): \(keyPath): \(message)"
    }
}

/// Several fixture errors, reported together.
public struct FixtureErrors: Error, CustomStringConvertible, Sendable {
    /// The errors, in file order.
    public var errors: [FixtureError]

    /// One error per line.
    public var description: String { errors.map(\.description).joined(separator: "\n") }
}
