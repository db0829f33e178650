import Foundation

/// An exclusive lock on a report directory (`flock` on `<dir>/.lock`), held while a check run
/// writes it, so two runs never interleave their files. Taking it never waits: a second run is
/// refused at once.
public final class ReportLock {
    private let descriptor: Int32

    /// Takes the lock, creating the directory and lock file as needed. Throws a message saying
    /// another run holds it, that the directory is not a report directory yet holds folders a
    /// run clears (`actual/`, `baseline/`, `diff/`, `overlays/`, `data/`), or why it could not be
    /// taken.
    public init(directory: String) throws(ReportLockError) {
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
        let path = directory + "/" + ReportDirectory.lockFile
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            throw ReportLockError("cannot open the lock file \(path): \(String(cString: strerror(errno)))")
        }
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
            let code = errno
            close(fd)
            if code == EWOULDBLOCK {
                throw ReportLockError("another layoutlab run is writing \(directory) (it holds \(path)); "
                                      + "wait for it to finish or use --reports with another directory")
            }
            throw ReportLockError("cannot lock \(path): \(String(cString: strerror(code)))")
        }
        descriptor = fd
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
