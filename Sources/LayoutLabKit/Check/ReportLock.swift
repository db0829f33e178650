import Foundation

/// A lock on a report directory (`flock` on `<dir>/.lock`), in one of two modes: a check run
/// holds it exclusively while it writes the directory, so two runs never interleave their files;
/// approve holds it shared while it reads the report, so no run rewrites what it reads. Taking it
/// never waits: a run or an approve that would have to is refused at once.
public final class ReportLock {
    /// How the directory is used while the lock is held.
    public enum Mode: Sendable {
        /// A run writes the directory: no other run, and no approve, meanwhile (an exclusive
        /// lock; the directory and lock file are created as needed).
        case writing
        /// Approve reads the report: no run meanwhile (a shared lock on an existing lock file).
        case reading
    }

    /// The mode the lock is held in.
    public let mode: Mode
    private let descriptor: Int32

    /// Takes the lock for writing, creating the directory and lock file as needed. Throws a
    /// message saying another run holds it, that the directory is not a report directory yet
    /// holds folders a run clears (`actual/`, `baseline/`, `diff/`, `overlays/`, `data/`), or why
    /// it could not be taken.
    public convenience init(directory: String) throws(ReportLockError) {
        let cleared = ReportDirectory.fixtureFolders + ["data"]
        if let entries = try? FileManager.default.contentsOfDirectory(atPath: directory),
           !entries.contains(ReportDirectory.lockFile), !entries.contains(ReportDirectory.reportJSON),
           let taken = entries.first(where: cleared.contains) {
            // A run removes what earlier runs left in these folders: never from someone else's.
            throw ReportLockError("\(directory) is not a layoutlab report directory (it has no \(ReportDirectory.lockFile) or "
                                  + "\(ReportDirectory.reportJSON)) but holds \(taken)/, which a run would clear; give --reports "
                                  + "a new folder, or one without \(cleared.joined(separator: "/, "))/")
        }
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw ReportLockError("cannot create the report directory \(directory): \(error.localizedDescription)")
        }
        let path = ReportLock.path(in: directory)
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            throw ReportLockError("cannot open the lock file \(path): \(String(cString: strerror(errno)))")
        }
        switch ReportLock.lock(fd, .writing) {
        case nil:
            self.init(descriptor: fd, mode: .writing)
        case EWOULDBLOCK:
            throw ReportLockError("another layoutlab run is writing \(directory) (it holds \(path)); "
                                  + "wait for it to finish or use --reports with another directory")
        case let code?:
            throw ReportLockError("cannot lock \(path): \(String(cString: strerror(code)))")
        }
    }

    /// Takes the lock for reading when `<directory>/.lock` exists; nil when it does not, is a
    /// link, or cannot be opened or locked (a directory no run has written is read as it is).
    /// Throws when a run holds the lock for writing.
    public static func reading(_ directory: String) throws(ReportLockError) -> ReportLock? {
        let fd = open(path(in: directory), O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard fd >= 0 else { return nil }
        switch lock(fd, .reading) {
        case nil:
            return ReportLock(descriptor: fd, mode: .reading)
        case EWOULDBLOCK:
            throw ReportLockError("a layoutlab check run is writing this report now; approve after it finishes")
        default:
            return nil
        }
    }

    private init(descriptor: Int32, mode: Mode) {
        self.descriptor = descriptor
        self.mode = mode
    }

    /// The lock file of `directory`.
    private static func path(in directory: String) -> String {
        directory + "/" + ReportDirectory.lockFile
    }

    /// Locks `fd` in `mode` without waiting: nil when locked, else the error number (the file is
    /// closed then).
    private static func lock(_ fd: Int32, _ mode: Mode) -> Int32? {
        guard flock(fd, (mode == .writing ? LOCK_EX : LOCK_SH) | LOCK_NB) != 0 else { return nil }
        let code = errno
        close(fd)
        return code
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}

/// The report directory could not be locked.
public struct ReportLockError: Error, CustomStringConvertible {
    /// Why.
    public var description: String

    /// Creates an error.
    public init(_ description: String) { self.description = description }
}
