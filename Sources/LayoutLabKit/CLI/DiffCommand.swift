import ArgumentParser
import LayoutBitmap
import LayoutRender
import PixelDiff

/// `layoutlab diff BASELINE.png ACTUAL.png`: compares two images pixel by pixel.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two PNG images pixel by pixel, with pixelmatch's metric and anti-aliasing rule.",
        discussion: """
        A pixel differs when its YIQ colour distance exceeds the threshold and it is not an \
        anti-aliased edge in either image (those are counted apart unless --include-aa). Images of \
        different sizes are compared on their overlap; every pixel outside it counts as different. \
        With no limit given, any differing pixel fails. Exit status: 0 within the limits, 1 when \
        not, 2 when an image cannot be read, the diff image cannot be written, or the arguments \
        are wrong.
        """
    )

    @Argument(help: "The approved image (PNG).")
    var baseline: String

    @Argument(help: "The image to check (PNG).")
    var actual: String

    @Option(help: "Per-pixel colour threshold from 0 to 1, on pixelmatch's scale; smaller is stricter.")
    var threshold: Double = DiffOptions.defaultThreshold

    @Flag(name: .customLong("include-aa"), help: "Count anti-aliased pixels as differences.")
    var includeAA = false

    @Option(name: .customLong("max-diff-pixels"), help: "Pass with at most this many differing pixels.")
    var maxDiffPixels: Int?

    @Option(name: .customLong("max-diff-ratio"), help: "Pass with at most this ratio (0 to 1) of differing pixels.")
    var maxDiffRatio: Double?

    @Option(name: [.customShort("o"), .customLong("output")],
            help: "Write the diff image here: the baseline faded to grey, differences red, anti-aliasing yellow, regions outlined.")
    var output: String?

    @Flag(name: .customLong("diff-mask"), help: "Draw only the differences, on transparency.")
    var diffMask = false

    @Flag(help: "Print the result as one JSON object.")
    var json = false

    func validate() throws {
        guard threshold.isFinite, (0...1).contains(threshold) else {
            throw ValidationError("--threshold must be between 0 and 1")
        }
        if let maxDiffPixels, maxDiffPixels < 0 { throw ValidationError("--max-diff-pixels must not be negative") }
        if let maxDiffRatio, !(maxDiffRatio.isFinite && (0...1).contains(maxDiffRatio)) {
            throw ValidationError("--max-diff-ratio must be between 0 and 1")
        }
        if diffMask && output == nil { throw ValidationError("--diff-mask needs -o/--output") }
    }

    func run() throws {
        let policy = DiffPolicy(options: DiffOptions(threshold: threshold, includeAntiAliased: includeAA),
                                maxDiffPixels: maxDiffPixels, maxDiffRatio: maxDiffRatio)
        let images: (baseline: Bitmap, actual: Bitmap)
        do {
            images = try ImageDiffInput.load(baseline: baseline, actual: actual)
        } catch {
            printError("layoutlab diff: \(error)")
            throw ExitCode(2)
        }
        let result: DiffResult
        if let output {
            let drawing = DiffImageOptions(background: diffMask ? .transparent : .fadedBaseline)
            let compared = PixelDiff.compare(images.baseline, images.actual, options: policy.options, image: drawing)
            result = compared.result
            do {
                try PNGCodec.write(compared.image, to: output)
            } catch {
                printError("layoutlab diff: cannot write the diff image \(output): \(error)")
                throw ExitCode(2)
            }
        } else {
            result = PixelDiff.compare(images.baseline, images.actual, options: policy.options)
        }
        let passed = policy.accepts(result)
        // JSON escapes control characters itself.
        if json { print(result.json(passed: passed)) } else { printOut(summary(result, policy: policy)) }
        if !passed { throw ExitCode(1) }
    }

    private func summary(_ result: DiffResult, policy: DiffPolicy) -> String {
        var lines = ["baseline: \(baseline) (\(result.baselineSize))", "actual:   \(actual) (\(result.actualSize))"]
        if !result.sizesMatch {
            lines.append("sizes differ: compared the \(result.overlap) overlap; the \(result.pixelsOutsideOverlap) "
                         + "pixels outside it count as different")
        }
        let percent = (result.ratio * 100_000).rounded() / 1000
        let aaNote = includeAA ? "included" : "ignored"
        lines.append("\(result.diffPixels) pixels differ (\(percent) %), \(result.aaPixels) anti-aliased pixels \(aaNote)")
        if !result.regions.isEmpty {
            let shown = result.regions.prefix(5).map(\.description).joined(separator: "; ")
            let more = result.regions.count > 5 ? "; …" : ""
            lines.append("\(result.regions.count) changed region\(result.regions.count == 1 ? "" : "s"): \(shown)\(more)")
        }
        if let output { lines.append("diff image: \(output)") }
        lines.append(policy.failureReason(result).map { "FAILED: \($0)" } ?? "passed")
        return lines.joined(separator: "\n")
    }
}
