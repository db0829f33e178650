import Foundation

/// Times in reports and on files, for telling whether a fixture file changed after a check.
enum ReportTime {
    /// A report's `startedAt`, and whether it carried fractions of a second.
    struct Start: Equatable {
        var date: Date
        var hasFraction: Bool
    }

    /// `date` as a report's `startedAt`: ISO 8601 in UTC with milliseconds
    /// (`2024-05-01T10:00:00.250Z`).
    static func string(from date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.string(from: date)
    }

    /// Parses an ISO 8601 time with or without fractional seconds (`2024-05-01T10:00:00.250Z`).
    /// A time without a zone is UTC, as reports were once written.
    static func parse(_ text: String) -> Start? {
        let fractional = ISO8601DateFormatter()
        fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        let whole = ISO8601DateFormatter()
        whole.formatOptions = [.withInternetDateTime]
        for candidate in [text, text + "Z"] {
            if let date = fractional.date(from: candidate) { return Start(date: date, hasFraction: true) }
            if let date = whole.date(from: candidate) { return Start(date: date, hasFraction: false) }
        }
        return nil
    }

    /// The modification time of `path` with nanoseconds, or nil when it cannot be read.
    static func modificationTime(_ path: String) -> Date? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        let seconds = Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1_000_000_000
        return Date(timeIntervalSince1970: seconds)
    }

    /// True when a file modified at `modified` changed after a run that started at `start`.
    /// A start without fractions counts to the second (a file saved earlier in that second is
    /// not newer).
    static func isNewer(_ modified: Date, than start: Start) -> Bool {
        if start.hasFraction { return modified > start.date }
        return modified.timeIntervalSince1970.rounded(.down) > start.date.timeIntervalSince1970
    }
}
