import Foundation

/// Times in reports and on files, for telling whether a fixture file changed after a check.
enum ReportTime {
    /// A report's `startedAt`, and whether it carried fractions of a second.
    struct Start: Equatable {
        var date: Date
        var hasFraction: Bool
    }

    /// Parses an ISO 8601 time with or without fractional seconds (`2024-05-01T10:00:00.250Z`).
    static func parse(_ text: String) -> Start? {
        let fractional = ISO8601DateFormatter()
        fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        if let date = fractional.date(from: text) { return Start(date: date, hasFraction: true) }
        let whole = ISO8601DateFormatter()
        whole.formatOptions = [.withInternetDateTime]
        if let date = whole.date(from: text) { return Start(date: date, hasFraction: false) }
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
