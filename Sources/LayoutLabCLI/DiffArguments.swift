import LayoutLabKit
import ArgumentParser
import Foundation
import LayoutBitmap
import PixelDiff

/// The comparison options `diff` and `check` share, spelled after pixelmatch's.
struct DiffArguments: ParsableArguments {
    @Option(help: "Per-pixel colour threshold from 0 to 1, on pixelmatch's scale; smaller is stricter.")
    var threshold: Double = DiffOptions.defaultThreshold

    @Flag(name: .customLong("include-aa"), help: "Count anti-aliased pixels as differences.")
    var includeAA = false

    @Flag(inversion: .prefixedNo,
          help: "Compare translucent pixels over pixelmatch 7's checkerboard (--no-checkerboard: over white, as pixelmatch 5 and 6).")
    var checkerboard = true

    @Option(name: .customLong("max-diff-pixels"), help: "Pass with at most this many differing pixels.")
    var maxDiffPixels: Int?

    @Option(name: .customLong("max-diff-ratio"), help: "Pass with at most this ratio (0 to 1) of differing pixels.")
    var maxDiffRatio: Double?

    func validate() throws {
        guard threshold.isFinite, (0...1).contains(threshold) else {
            throw ValidationError("--threshold must be between 0 and 1")
        }
        if let maxDiffPixels, maxDiffPixels < 0 { throw ValidationError("--max-diff-pixels must not be negative") }
        if let maxDiffRatio, !(maxDiffRatio.isFinite && (0...1).contains(maxDiffRatio)) {
            throw ValidationError("--max-diff-ratio must be between 0 and 1")
        }
    }

    /// The comparison options.
    var options: DiffOptions {
        DiffOptions(threshold: threshold, includeAntiAliased: includeAA, checkerboard: checkerboard)
    }
}

/// How the diff image is drawn, spelled after pixelmatch's options.
struct DiffImageArguments: ParsableArguments {
    @Option(help: ArgumentHelp("Opacity of the baseline in the diff image's grey background, 0 to 1 (default: 0.1).", valueName: "A"))
    var alpha: Double?

    @Option(name: .customLong("aa-color"), help: ArgumentHelp("Colour of anti-aliased pixels (yellow: 255,255,0).", valueName: "R,G,B|#RRGGBB"))
    var aaColor: RGBArgument?

    @Option(name: .customLong("diff-color"), help: ArgumentHelp("Colour of differing pixels (red: 255,0,0).", valueName: "R,G,B|#RRGGBB"))
    var diffColor: RGBArgument?

    @Option(name: .customLong("diff-color-alt"),
            help: ArgumentHelp("Colour of differing pixels that are darker in the actual image (default: --diff-color).", valueName: "R,G,B|#RRGGBB"))
    var diffColorAlt: RGBArgument?

    @Flag(name: .customLong("diff-mask"), help: "Draw only the differences, on transparency.")
    var diffMask = false

    @Flag(inversion: .prefixedNo, help: "Outline the changed regions in the diff image.")
    var outlines: Bool?

    func validate() throws {
        if let alpha, !(alpha.isFinite && (0...1).contains(alpha)) { throw ValidationError("--alpha must be between 0 and 1") }
    }

    /// The options given, by name (empty when the image is drawn as by default).
    var given: [String] {
        var names: [String] = []
        if alpha != nil { names.append("--alpha") }
        if aaColor != nil { names.append("--aa-color") }
        if diffColor != nil { names.append("--diff-color") }
        if diffColorAlt != nil { names.append("--diff-color-alt") }
        if diffMask { names.append("--diff-mask") }
        if let outlines { names.append(outlines ? "--outlines" : "--no-outlines") }
        return names
    }

    /// The drawing options; `outlines` is the command's default when neither flag is given.
    func imageOptions(outlinesByDefault: Bool) -> DiffImageOptions {
        DiffImageOptions(background: diffMask ? .transparent : .fadedBaseline, fade: alpha ?? 0.1,
                         diffColor: diffColor?.colour ?? DiffImageOptions.defaultDiffColor,
                         darkerDiffColor: diffColorAlt?.colour,
                         antiAliasedColor: aaColor?.colour ?? DiffImageOptions.defaultAntiAliasedColor,
                         outlineColor: outlines ?? outlinesByDefault ? DiffImageOptions.defaultOutlineColor : nil)
    }
}

/// A colour on the command line: `R,G,B` (each 0 to 255, as pixelmatch takes colours) or `#RRGGBB`.
struct RGBArgument: ExpressibleByArgument {
    /// The colour, opaque.
    var colour: RGBA8

    init?(argument: String) {
        var channels: [UInt8] = []
        if argument.hasPrefix("#") {
            let hex = argument.dropFirst()
            guard hex.count == 6, hex.allSatisfy({ $0.isASCII && $0.isHexDigit }), let value = UInt32(hex, radix: 16) else { return nil }
            channels = [UInt8(value >> 16), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
        } else {
            let parts = argument.split(separator: ",", omittingEmptySubsequences: false)
            guard parts.count == 3 else { return nil }
            for part in parts {
                // Digits only: no sign, no spaces, as --ignore takes its numbers.
                guard !part.isEmpty, part.count <= 3, part.allSatisfy({ ("0"..."9").contains($0) }),
                      let v = UInt8(part) else { return nil }
                channels.append(v)
            }
        }
        colour = RGBA8(r: channels[0], g: channels[1], b: channels[2])
    }

    static var defaultCompletionKind: CompletionKind { .default }
}
