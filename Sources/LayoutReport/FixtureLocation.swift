/// Where a fixture is declared: a fixture file and the line of its `name` (or of its variant), or
/// the Swift file and line of its `SwiftFixture(…)`.
public struct FixtureLocation: Codable, Sendable, Equatable {
    /// The file, relative to the folder the check ran in when it lies inside it.
    public var file: String
    /// The line (1-based), when known.
    public var line: Int?

    /// Creates a location.
    public init(file: String, line: Int?) {
        self.file = file
        self.line = line
    }
}
