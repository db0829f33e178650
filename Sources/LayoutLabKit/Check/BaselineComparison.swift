import LayoutReport
import PixelDiff

/// What comparing a fixture with its baseline found: the verdict on its pixels and on its frames,
/// what could not be compared, and whether the baseline was recorded again. The outcome's message
/// is written from it (`CheckMessage.comparison`).
struct BaselineComparison {
    /// How the pixels were judged.
    enum Pixels {
        /// The baseline's vouched pixel digest is the render's: equal, nothing decoded or compared.
        case sameDigest
        /// The baseline is of another size and too large to decode (`width`×`height` px): failed
        /// on its header.
        case oversized(width: Int, height: Int)
        /// Decoded and compared pixel by pixel; `accepted` when the policy accepts the difference.
        case compared(accepted: Bool)
    }

    /// The files a message names.
    struct Files {
        /// The baseline image.
        var baseline: String
        /// The baseline image as compared: the report's copy once the baseline is recorded again.
        var comparedBaseline: String
        /// The report's actual image.
        var actual: String
        /// The report's diff image.
        var diff: String
    }

    /// The structural diff (empty when the frames were not compared).
    var changes: [LayoutChange] = []
    /// True when the fixture's layout file holds the baseline's layout file's bytes.
    var sameLayout = false
    /// True when the frames were compared (the baseline has a readable layout file).
    var framesCompared = true
    /// What could not be compared, or was compared another way, in the order found: why frames
    /// were not compared, why the baseline's pixel digest was not used.
    var notes: [String] = []
    /// How the pixels were judged.
    var pixels: Pixels = .compared(accepted: false)
    /// The pixel figures.
    var figures: DiffFigures?
    /// True when the fixture's policy fails a layout change even on equal pixels.
    var failsOnLayoutChange = false
    /// True when the baseline was recorded again.
    var recorded = false

    /// True when the pixels pass the policy.
    var pixelsPass: Bool {
        switch pixels {
        case .sameDigest: true
        case .oversized: false
        case .compared(let accepted): accepted
        }
    }

    /// True when the pixels pass and frames changed.
    var layoutOnly: Bool { pixelsPass && !changes.isEmpty }

    /// True when the fixture passes.
    var passed: Bool { pixelsPass && !(layoutOnly && failsOnLayoutChange) }
}
