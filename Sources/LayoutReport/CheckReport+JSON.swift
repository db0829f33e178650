import Foundation

extension CheckReport {
    /// The report's file name inside a report directory.
    public static let fileName = "report.json"

    /// The schema version this build reads and writes.
    public static let currentSchemaVersion = 1

    /// The report as `report.json` holds it: pretty printed, keys sorted, `/` unescaped, ending
    /// with a newline. The same report always gives the same bytes.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(self)
        data.append(0x0A)
        return data
    }

    /// Reads a report from `report.json` bytes; `file` names the source in errors.
    /// Throws a `ReportFileError` naming the key path and what was expected.
    public static func decode(_ data: Data, file: String) throws -> CheckReport {
        let report: CheckReport
        do {
            report = try JSONDecoder().decode(CheckReport.self, from: data)
        } catch let error as DecodingError {
            throw ReportFileError(file: file, reason: ReportFileError.describe(error))
        } catch {
            throw ReportFileError(file: file, reason: "not valid JSON: \(error.localizedDescription)")
        }
        guard report.schemaVersion == currentSchemaVersion else {
            throw ReportFileError(file: file, reason: "schemaVersion is \(report.schemaVersion); this layoutlab reads version \(currentSchemaVersion)")
        }
        return report
    }

    /// Reads `report.json` from the report directory `directory`.
    public static func read(fromDirectory directory: String) throws -> CheckReport {
        let path = (directory as NSString).appendingPathComponent(fileName)
        guard let data = FileManager.default.contents(atPath: path) else {
            let exists = FileManager.default.fileExists(atPath: path)
            throw ReportFileError(file: path, reason: exists ? "cannot read the file" : "no such file (run `layoutlab check` first)")
        }
        return try decode(data, file: path)
    }
}

/// A report file that is missing or does not hold a report.
public struct ReportFileError: Error, CustomStringConvertible, Equatable {
    /// The file.
    public var file: String
    /// What is wrong, with the key path when there is one.
    public var reason: String

    /// Creates an error.
    public init(file: String, reason: String) {
        self.file = file
        self.reason = reason
    }

    /// `"<file>: <reason>"`.
    public var description: String { "\(file): \(reason)" }

    /// A decoding error as one line: the key path and what was expected there.
    public static func describe(_ error: DecodingError) -> String {
        func path(_ keys: [any CodingKey]) -> String {
            var out = ""
            for key in keys {
                if let index = key.intValue { out += "[\(index)]" } else { out += out.isEmpty ? key.stringValue : ".\(key.stringValue)" }
            }
            return out.isEmpty ? "the top level" : out
        }
        switch error {
        case .keyNotFound(let key, let context):
            return "at \(path(context.codingPath)): missing key \"\(key.stringValue)\""
        case .typeMismatch(let type, let context):
            return "at \(path(context.codingPath)): expected \(type)"
        case .valueNotFound(let type, let context):
            return "at \(path(context.codingPath)): expected \(type), found null"
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty { return "not valid JSON" }
            return "at \(path(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }
}
