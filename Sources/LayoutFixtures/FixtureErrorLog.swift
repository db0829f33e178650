/// The errors found in one fixture file: the first `maxKept` in full, and how many there were in
/// all, so a file with a million mistakes costs no more to report than one with fifty.
struct FixtureErrorLog {
    /// The most errors kept for one file.
    static let maxKept = 50

    /// The first errors, in file order.
    private(set) var kept: [FixtureError] = []
    /// Every error found, kept or not.
    private(set) var count = 0

    /// Records an error, made only when it is kept.
    mutating func append(_ error: @autoclosure () -> FixtureError) {
        count += 1
        if kept.count < FixtureErrorLog.maxKept { kept.append(error()) }
    }

    /// The kept errors, then one saying how many more were found in `file`.
    func list(file: String) -> [FixtureError] {
        guard count > kept.count else { return kept }
        return kept + [FixtureError(file: file, keyPath: "", message: "\(count - kept.count) more errors not shown")]
    }
}
