/// When `check` writes baselines (swift-snapshot-testing's record modes).
public enum RecordMode: String, Sendable, CaseIterable, Codable {
    /// Never: a missing baseline is reported as new and fails the run.
    case never
    /// Only where no baseline exists.
    case missing
    /// Where none exists or the pixels failed.
    case failed
    /// Every fixture that rendered.
    case all

    /// The environment variable that sets the mode when no option does.
    public static let environmentVariable = "LAYOUTLAB_RECORD"

    /// The mode in effect: the option when given, else `LAYOUTLAB_RECORD`, else `never` under CI
    /// (`CI` set to anything but empty, `0` or `false`) and `missing` elsewhere. Throws a message
    /// when the option or the variable names no mode.
    public static func resolve(option: String?, environment: [String: String]) throws(RecordModeError) -> RecordMode {
        if let option {
            guard let mode = RecordMode(rawValue: option) else { throw RecordModeError(source: "--record", value: option) }
            return mode
        }
        if let value = environment[environmentVariable], !value.isEmpty {
            guard let mode = RecordMode(rawValue: value) else {
                throw RecordModeError(source: environmentVariable, value: value)
            }
            return mode
        }
        return isCI(environment) ? .never : .missing
    }

    /// True when the environment says the run is on a CI machine.
    public static func isCI(_ environment: [String: String]) -> Bool {
        guard let value = environment["CI"] else { return false }
        return !["", "0", "false", "FALSE", "False", "no"].contains(value)
    }

    /// Whether a fixture is recorded, given whether its baseline exists and its pixels passed.
    public func shouldRecord(baselineExists: Bool, passed: Bool) -> Bool {
        switch self {
        case .never: return false
        case .missing: return !baselineExists
        case .failed: return !baselineExists || !passed
        case .all: return true
        }
    }
}

/// A record mode that is not one of `never`, `missing`, `failed`, `all`.
public struct RecordModeError: Error, CustomStringConvertible, Equatable {
    /// Where the value came from (`--record` or the environment variable).
    public var source: String
    /// The value given.
    public var value: String

    /// Creates an error.
    public init(source: String, value: String) {
        self.source = source
        self.value = value
    }

    /// `"<source>: expected never, missing, failed or all, found \"x\""`.
    public var description: String { "\(source): expected never, missing, failed or all, found \"\(value)\"" }
}
