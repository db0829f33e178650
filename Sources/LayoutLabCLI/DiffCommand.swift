import LayoutLabKit
import ArgumentParser
import LayoutBitmap
import LayoutRender
import PixelDiff

/// `layoutlab diff BASELINE.png ACTUAL.png`: compares two images pixel by pixel.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two PNG images pixel by pixel, as pixelmatch 7 does.",
        discussion: """
        A pixel differs when its YIQ colour distance exceeds the threshold and it is not an \
        anti-aliased edge in either image (those are counted apart unless --include-aa). \
        Translucent pixels are compared over pixelmatch's checkerboard (--no-checkerboard: over \
        white). The diff image is pixelmatch's for the same options (--outlines adds the changed \
        regions). Images of different sizes are compared on their overlap, every pixel outside it \
        counting as different, and always fail. With no limit given, any differing pixel fails. \
        Exit status: 0 within the limits; 1 when pixels differ beyond them (reason pixel-diff); 3 \
        when the sizes differ (reason layout-diff); 2 when an image cannot be read, the diff image \
        cannot be written, or the arguments are wrong.
        """
    )

    /// Exit status when the two images differ in size (odiff's "layout-diff").
    static let sizeMismatchStatus: Int32 = 3

    @Argument(help: "The approved image (PNG).")
    var baseline: String

    @Argument(help: "The image to check (PNG).")
    var actual: String

    @OptionGroup(title: "Comparison")
    var comparison: DiffArguments

    @Option(name: .customLong("ignore"),
            help: ArgumentHelp("A rectangle of pixels not compared (repeatable); painted magenta in the diff image.",
                               valueName: "X,Y,W,H"))
    var ignore: [PixelRectArgument] = []

    @Option(name: [.customShort("o"), .customLong("output")],
            help: "Write the diff image here: the baseline faded to grey, differences red, anti-aliasing yellow.")
    var output: String?

    @OptionGroup(title: "Diff image")
    var drawing: DiffImageArguments

    @Flag(help: "Print the result as one JSON object.")
    var json = false

    func validate() throws {
        if ignore.count > DiffOptions.maxMasks {
            throw ValidationError("--ignore is given \(ignore.count) times; at most \(DiffOptions.maxMasks) rectangles are taken")
        }
        // Drawing options without an image to draw would be silently ignored.
        if output == nil, let first = drawing.given.first {
            throw ValidationError("\(drawing.given.joined(separator: ", ")) \(drawing.given.count == 1 ? "draws" : "draw") the diff image: "
                                  + "give -o/--output (\(first) alone changes nothing)")
        }
    }

    func run() throws {
        var options = comparison.options
        options.masks = ignore.map(\.rect)
        let policy = DiffPolicy(options: options, maxDiffPixels: comparison.maxDiffPixels,
                                maxDiffRatio: comparison.maxDiffRatio)
        let images: (baseline: Bitmap, actual: Bitmap)
        do {
            images = try ImageDiffInput.load(baseline: baseline, actual: actual)
        } catch {
            printError("layoutlab diff: \(error)")
            throw ExitCode(2)
        }
        let result: DiffResult
        if let output {
            let compared = PixelDiff.compare(images.baseline, images.actual, options: policy.options,
                                             image: drawing.imageOptions(outlinesByDefault: false))
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
        let reason = policy.failure(result)
        // JSON escapes control characters itself.
        if json { print(result.json(reason: reason)) } else { printOut(summary(result, policy: policy)) }
        switch reason {
        case nil: return
        case .layoutDiff: throw ExitCode(Self.sizeMismatchStatus)
        case .pixelDiff: throw ExitCode(1)
        }
    }

    private func summary(_ result: DiffResult, policy: DiffPolicy) -> String {
        var lines = ["baseline: \(baseline) (\(result.baselineSize))", "actual:   \(actual) (\(result.actualSize))"]
        if !result.sizesMatch {
            lines.append("sizes differ: compared the \(result.overlap) overlap; the \(result.pixelsOutsideOverlap) "
                         + "pixels outside it count as different")
        }
        let percent = (result.ratio * 100_000).rounded() / 1000
        let aaNote = comparison.includeAA ? "included" : "ignored"
        lines.append("\(result.diffPixels) pixels differ (\(percent) %), \(result.aaPixels) anti-aliased pixels \(aaNote)")
        if result.maskedPixels > 0 { lines.append("\(result.maskedPixels) pixels masked (--ignore), not compared") }
        if !result.regions.isEmpty {
            let shown = result.regions.prefix(5).map(\.description).joined(separator: "; ")
            let more = result.regions.count > 5 ? "; …" : ""
            lines.append("\(result.regions.count) changed region\(result.regions.count == 1 ? "" : "s"): \(shown)\(more)")
        }
        if let output { lines.append("diff image: \(output)") }
        if let failure = policy.failure(result), let why = policy.failureReason(result) {
            lines.append("FAILED (\(failure.rawValue)): \(why)")
        } else {
            lines.append("passed")
        }
        return lines.joined(separator: "\n")
    }
}

/// A rectangle of pixels on the command line: `X,Y,W,H`.
struct PixelRectArgument: ExpressibleByArgument {
    /// The rectangle.
    var rect: PixelRect

    init?(argument: String) {
        let parts = argument.split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
        guard parts.count == 4, let x = parts[0], let y = parts[1], let w = parts[2], let h = parts[3],
              x >= 0, y >= 0, w >= 0, h >= 0 else { return nil }
        rect = PixelRect(x: x, y: y, width: w, height: h)
    }
}
