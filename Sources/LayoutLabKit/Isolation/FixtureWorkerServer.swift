import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// The worker's side: reads fixture names from standard input, runs a verb on each and writes
/// its answer, a line each, to the standard output the worker started with. The fixtures' code
/// prints to standard error (its standard output is moved there), so nothing it prints can be
/// taken for an answer.
public enum FixtureWorkerServer {
    /// Serves requests until standard input closes, then exits. `handle` runs the verb on a
    /// fixture's name and returns what the running side needs (the outcome's JSON, a layout's
    /// text); what it throws is that fixture's error.
    public static func serve(_ handle: (String) throws -> String) -> Never {
        fflush(nil)
        let answers = dup(1)
        _ = dup2(2, 1)
        watchParent()
        limitMemory()
        // Ready: the running side starts the first fixture's clock now, not while this process
        // started and loaded its fonts.
        guard writeAll(answers, Data("{\"ready\":true}\n".utf8)) else { _exit(0) }
        let decoder = JSONDecoder(), encoder = JSONEncoder()
        while let line = readLine(strippingNewline: true) {
            var answer = WorkerAnswer()
            do {
                let request = try decoder.decode(WorkerRequest.self, from: Data(line.utf8))
                answer.payload = try handle(request.fixture)
            } catch let error as DecodingError {
                answer.error = "the worker could not read its request: \(error)"
            } catch {
                answer.error = String(describing: error)
            }
            fflush(nil)
            let bytes = ((try? encoder.encode(answer)) ?? Data("{\"error\":\"unencodable answer\"}".utf8)) + Data([10])
            guard writeAll(answers, bytes) else { break }
        }
        // A moment for work the last fixture left on other threads: a trap there still ends this
        // worker with its signal, which the running side reports.
        usleep(50_000)
        fflush(nil)
        _exit(0)
    }

    /// Caps this worker's memory (`RLIMIT_DATA`: heap, thread stacks and other private
    /// mappings) at what the running side asked for; an allocation past it fails, and the
    /// fixture with it.
    private static func limitMemory() {
        guard let text = ProcessInfo.processInfo.environment[FixtureIsolation.memoryVariable], let bytes = Int(text), bytes > 0 else { return }
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_DATA.rawValue), &limit) == 0 else { return }
        let wanted = rlim_t(bytes)
        if limit.rlim_max != rlim_t.max && limit.rlim_max < wanted { return }
        limit.rlim_cur = wanted
        setrlimit(Int32(RLIMIT_DATA.rawValue), &limit)
    }

    private static func writeAll(_ fd: Int32, _ data: Data) -> Bool {
        var offset = 0
        return data.withUnsafeBytes { raw in
            while offset < raw.count {
                let written = write(fd, raw.baseAddress! + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += written
            }
            return true
        }
    }

    /// Ends this worker when the process that started it is gone (a worker whose fixture blocks
    /// would otherwise outlive an interrupted run). Called again by `serve`; the first call
    /// starts the watch.
    public static func watchParent() {
        ParentWatch.start(named: FixtureIsolation.parentVariable, required: true) { _exit(3) }
    }

}
