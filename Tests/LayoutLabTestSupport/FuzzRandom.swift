import Foundation

/// A seeded random number generator (SplitMix64) for fuzz tests: the same seed gives the same
/// inputs on every machine, so a failure can be replayed.
public struct FuzzRandom: RandomNumberGenerator {
    private var state: UInt64

    /// Starts from `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (0 when `bound` is 0).
    public mutating func below(_ bound: Int) -> Int {
        bound <= 0 ? 0 : Int(next() % UInt64(bound))
    }

    /// Flips one to eight random bits.
    public static func flipBits(_ data: inout [UInt8], _ rng: inout FuzzRandom) {
        guard !data.isEmpty else { return }
        for _ in 0...rng.below(8) {
            data[rng.below(data.count)] ^= UInt8(1) << UInt8(rng.below(8))
        }
    }

    /// Sets a few bytes to values that often break parsers.
    public static func setInterestingBytes(_ data: inout [UInt8], _ rng: inout FuzzRandom) {
        guard !data.isEmpty else { return }
        let values: [UInt8] = [0, 1, 0x7F, 0x80, 0xFF, 0xFE, 0x20, 0x0A, 0x22, 0x5C]
        for _ in 0...rng.below(4) { data[rng.below(data.count)] = values[rng.below(values.count)] }
    }

    /// Replaces the tail of `data` from a random point with the tail of `other` from another.
    public static func splice(_ data: inout [UInt8], _ other: [UInt8], _ rng: inout FuzzRandom) {
        let cut = rng.below(data.count + 1), from = rng.below(other.count + 1)
        data = Array(data[..<cut]) + Array(other[from...])
    }
}

/// How long a fuzz loop runs: a fixed number of iterations in the normal test run, or, when
/// `LAYOUTLAB_FUZZ_SECONDS` is set, for that many seconds (and at least that many iterations).
public enum FuzzBudget {
    /// The seconds asked for in the environment, if any.
    public static var seconds: Double? {
        ProcessInfo.processInfo.environment["LAYOUTLAB_FUZZ_SECONDS"].flatMap(Double.init)
    }

    /// When a time-boxed run stops, or nil for a counted run.
    public static func deadline() -> ContinuousClock.Instant? {
        seconds.map { ContinuousClock.now + .milliseconds(Int($0 * 1000)) }
    }

    /// True while iteration `done` should run.
    public static func continues(_ done: Int, minimum: Int, deadline: ContinuousClock.Instant?) -> Bool {
        if done < minimum { return true }
        guard let deadline else { return false }
        return ContinuousClock.now < deadline
    }
}

/// The kept corpus of nasty inputs: `Tests/LayoutLabTestSupport/FuzzCorpus/<kind>/`, one file
/// each, replayed by the fuzz tests (and a starting corpus for `tools/hardening/fuzz`).
public enum FuzzCorpus {
    /// The folder of one kind of input (`png`, `fixtures`).
    public static func folder(_ kind: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("FuzzCorpus/\(kind)")
    }

    /// Every file of one kind, by name, sorted (`README.md`, which says what each one is, aside).
    public static func files(in kind: String) throws -> [(name: String, bytes: [UInt8])] {
        let dir = folder(kind)
        return try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0 != "README.md" }.sorted().map { name in
            (name, [UInt8](try Data(contentsOf: dir.appendingPathComponent(name))))
        }
    }
}
