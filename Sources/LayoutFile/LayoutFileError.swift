/// A layout file that cannot be read as a layout: where in it (a key path such as
/// `root.children[2].frame`, empty for the whole file) and what was expected.
public struct LayoutFileError: Error, Equatable, CustomStringConvertible {
    /// Where in the file.
    public var keyPath: String
    /// What was expected.
    public var message: String

    /// Creates an error.
    public init(keyPath: String, message: String) {
        self.keyPath = keyPath
        self.message = message
    }

    /// `keyPath: message`, or the message alone for the whole file.
    public var description: String { keyPath.isEmpty ? message : "\(keyPath): \(message)" }
}
