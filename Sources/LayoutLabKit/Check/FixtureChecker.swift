import LayoutFixtures
import Foundation
import LayoutBitmap
import LayoutEngine
import LayoutGeometry
import LayoutRender
import LayoutReport
import PixelDiff
import LayoutSupport

/// Checks fixtures one at a time on one worker thread: lays each out, renders it, compares it
/// with its baseline, writes the report's files and, when the record mode says so, the baseline.
///
/// A checker owns its text engine and renderer (Pango is not thread-safe): create one per
/// thread and never share it.
final class FixtureChecker {
    private let settings: CheckSettings
    private let renderer: NodeRenderer
    let baselines: BaselineStore
    let reports: ReportDirectory
    /// The large arrays a failing fixture needs (decoded baseline, diff image, the render's
    /// copy), kept for the next one.
    private let pool = PixelBufferPool()
    /// The baselines whose pixel digests were verified by decoding them (the run's, or this checker's own).
    private let verified: VerifiedBaselines

    /// Creates a checker with its own text engine.
    init(settings: CheckSettings) throws {
        self.settings = settings
        renderer = NodeRenderer(textEngine: try TextEngine())
        baselines = BaselineStore(directory: settings.baselineDirectory)
        reports = ReportDirectory(path: settings.reportDirectory)
        verified = settings.verifiedBaselines ?? VerifiedBaselines(path: nil)
    }

    /// Checks one fixture. Never throws: whatever goes wrong ends as an `error` outcome.
    func check(_ fixture: CheckFixture) -> FixtureOutcome {
        inspect(fixture).outcome
    }

    /// What checking one fixture found: the report's outcome, and why frames were not compared
    /// when they were not (the baseline has no readable layout).
    struct Inspection {
        /// The outcome, as the report lists it.
        var outcome: FixtureOutcome
        /// Why frames were not compared, or nil when they were (or there was no baseline).
        var layoutNote: String?
    }

    /// Checks one fixture and keeps the notes a caller may show apart from the outcome's message.
    func inspect(_ fixture: CheckFixture) -> Inspection {
        let clock = ContinuousClock()
        let start = clock.now
        var outcome = FixtureOutcome(name: fixture.name, status: .error, sourceFile: fixture.sourceFile,
                                     approveCommand: settings.approveCommand(for: fixture.name))
        if case .file(let document) = fixture.source { outcome.sourceDigest = document.sourceDigest }
        var layoutNote: String?
        do {
            try check(fixture, into: &outcome, layoutNote: &layoutNote)
        } catch {
            outcome.status = .error
            outcome.message = CheckMessage.describe(error)
            outcome.diff = nil
            layoutNote = nil
        }
        if outcome.status == .passed, let warnings = outcome.warnings, !warnings.isEmpty,
           settings.failsOnWarnings(fixture.diffPolicy) {
            outcome.status = .failed
            let count = "\(warnings.count) layout warning\(warnings.count == 1 ? "" : "s")"
            outcome.message = (outcome.message.map { $0 + "; " } ?? "")
                + "\(count) fail\(warnings.count == 1 ? "s" : "") this fixture (failOnWarnings): \(warnings[0].summary)"
        }
        // An errored fixture cannot be approved: no command that would only refuse.
        if outcome.status == .error { outcome.approveCommand = "" }
        let elapsed = clock.now - start
        outcome.durationMilliseconds = Double(elapsed.components.seconds) * 1000
            + Double(elapsed.components.attoseconds) / 1e15
        return Inspection(outcome: outcome, layoutNote: layoutNote)
    }

    /// What a fixture is laid out as.
    struct Prepared {
        var result: FixtureLayout.Result
        var scale: Double
        var background: Color
    }

    /// Lays `fixture` out, traced when its layout is linted or when `traced`.
    func prepare(_ fixture: CheckFixture, traced: Bool = false) throws -> Prepared {
        let traced = traced || settings.lints(fixture.diffPolicy)
        let source = try fixture.source.checkable()
        if let problem = source.problem { throw CheckError(problem) }
        let result = try FixtureLayout.compute(source, textMeasurer: renderer.textEngine, traced: traced)
        return Prepared(result: result, scale: source.drawingScale(for: result.tree.size), background: source.background)
    }

    private func check(_ fixture: CheckFixture, into outcome: inout FixtureOutcome, layoutNote: inout String?) throws {
        let name = fixture.name
        let prepared = try prepare(fixture)
        let tree = prepared.result.tree
        if let problem = CanvasLimits.problem(size: tree.size, scale: prepared.scale) { throw CheckError(problem) }
        outcome.size = [tree.size.width, tree.size.height]
        outcome.scale = prepared.scale
        outcome.asciiArt = LayoutText.asciiArt(prepared.result.root, placed: tree.root)
        if settings.lints(fixture.diffPolicy) { outcome.warnings = LayoutLint.warnings(prepared.result, scale: prepared.scale) }

        let canvas: CairoCanvas
        do {
            do {
                canvas = try renderer.renderCanvas(tree, scale: prepared.scale, background: prepared.background)
            } catch RenderError.outOfMemory where pool.count > 0 {
                // The arrays kept from the last failing fixture may be what leaves no room: the
                // canvas is tried once more without them, so keeping them never costs a fixture.
                pool.removeAll()
                canvas = try renderer.renderCanvas(tree, scale: prepared.scale, background: prepared.background)
            }
        } catch {
            throw CheckError("rendering failed: \(CheckMessage.describe(error))")
        }
        let entry = LayoutJSON.entry(name: name, tree: tree, scale: prepared.scale)
        let layoutBytes = entry.jsonBytes
        let layout = String(decoding: layoutBytes, as: UTF8.self)
        let explanation = explanation(of: fixture, prepared, layout: layout)
        let stored = Result { () throws(BaselineError) in try baselines.read(name) }
        var sameAsBaseline = false
        if case .success(let baseline?) = stored, baseline.layout == layoutBytes {
            // The layout the baseline holds: the report gets a copy of that file once the fixture
            // turns out to need one (see `copyBaselineFiles`).
            sameAsBaseline = true
        } else {
            try reports.write(text: layout, to: ReportDirectory.actualLayout(name))
            outcome.layouts.actual = ReportDirectory.actualLayout(name)
        }
        // What the report would read back from that file, kept so that it need not.
        outcome.layouts.actualInMemory = entry.readBack.map {
            .init(entry: $0, fileBytes: layout.utf8.count, sameAsBaseline: sameAsBaseline)
        }
        // Resolved before anything is compared: a mask that names no element is an error whether
        // or not there is a baseline to compare with.
        let ignore = fixture.diffPolicy.ignore
        let masks = ignore.isEmpty ? []
            : try DiffMaskResolver.pixelRects(ignore, layout: LayoutSnapshot(tree.root), scale: prepared.scale)
        let actual = ActualImage(canvas: canvas, name: name, reports: reports, pool: pool)

        guard let baseline = try stored.get() else {
            outcome.status = .new
            try actual.write(into: &outcome)
            let path = baselines.imagePath(name)
            if settings.record.shouldRecord(baselineExists: false, passed: false) {
                try record(name, image: actual.image, layout: layout, explanation: explanation, into: &outcome)
                outcome.message = "no baseline; recorded \(path)"
            } else {
                // Paths as the failure message gives them: the baseline's, then the report's file.
                outcome.message = "no baseline at \(path) (record mode \(settings.record.rawValue)); "
                    + "actual \(reports.file(ReportDirectory.actualImage(name)))"
            }
            try writeOverlays(of: tree, actual: actual, scale: prepared.scale, name: name, into: &outcome)
            writeExplanations(explanation, baseline: nil, into: &outcome)
            return
        }
        try compare(fixture, baseline: baseline, actual: actual, layout: layout, sameLayout: sameAsBaseline,
                    explanation: explanation, tree: tree, scale: prepared.scale, masks: masks, into: &outcome,
                    layoutNote: &layoutNote)
        writeExplanations(explanation, baseline: baseline.layout, into: &outcome)
    }

    /// The most pixels of a baseline whose size differs from the fixture's image that are decoded
    /// to show the difference (4 M; the fixture's own size is always allowed).
    static let baselineDecodeBudget = 1 << 22

    /// The size a baseline's header declares, when it differs from `actual`'s and is too large to
    /// decode (over `baselineDecodeBudget` and over `actual`'s pixels); nil when it may be decoded.
    /// Throws when the header cannot be read.
    private func oversizedBaseline(_ png: [UInt8], path: String, actual: ActualImage) throws -> (width: Int, height: Int)? {
        let declared: (width: Int, height: Int)
        do {
            declared = try PNGCodec.dimensions(of: png, path: path)
        } catch {
            throw CheckError("the baseline \(path) cannot be read: \(CheckMessage.describe(error))")
        }
        guard declared.width != actual.width || declared.height != actual.height else { return nil }
        let pixels = declared.width.multipliedReportingOverflow(by: declared.height)
        let allowed = max(FixtureChecker.baselineDecodeBudget, actual.width * actual.height)
        return pixels.overflow || pixels.partialValue > allowed ? declared : nil
    }

    private func compare(_ fixture: CheckFixture, baseline: BaselineStore.Baseline, actual: ActualImage,
                         layout: String, sameLayout: Bool, explanation: Explanation, tree: LayoutTree, scale: Double, masks: [PixelRect],
                         into outcome: inout FixtureOutcome, layoutNote: inout String?) throws {
        let name = fixture.name
        let baselinePath = baselines.imagePath(name)
        let baselineDigest = SHA256.hexDigest(baseline.png)
        outcome.baselineDigest = baselineDigest
        if let chunk = PNGAnimation.chunk(in: baseline.png) {
            // Browsers, GitHub and the report show an animation's frames; a check would compare the
            // default image alone.
            throw CheckError("the baseline \(baselinePath) is an animated PNG (it holds an \(chunk) chunk): its frames, "
                             + "which browsers and the report show, are not what a check compares; record it again "
                             + "(layoutlab approve, or check --record) to write a still image")
        }
        var comparison = structuralDiff(baseline, name: name, sameLayout: sameLayout, tree: tree)
        outcome.layoutChanges = comparison.changes
        outcome.framesCompared = comparison.framesCompared

        var policy = settings.policy(for: fixture.diffPolicy)
        policy.options.masks = masks
        try comparePixels(baseline, digest: baselineDigest, fixture: fixture, actual: actual, policy: policy, into: &comparison, outcome: &outcome)
        comparison.failsOnLayoutChange = settings.failsOnLayoutChange(fixture.diffPolicy)
        outcome.layoutOnlyChange = comparison.layoutOnly
        let passed = comparison.passed

        // What the report shows in detail gets copies of what was compared; a fixture that passed
        // unchanged gets none unless asked (the page shows it from the baseline directory).
        let failsOnWarnings = settings.failsOnWarnings(fixture.diffPolicy) && !(outcome.warnings ?? []).isEmpty
        if !passed || !comparison.changes.isEmpty || failsOnWarnings || settings.copiesPassing {
            try copyBaselineFiles(baseline, name: name, actualLayoutIsBaselines: comparison.sameLayout, into: &outcome)
        }
        if passed {
            outcome.status = .passed
        } else {
            outcome.status = .failed
            try writeOverlays(of: tree, actual: actual, scale: scale, name: name, into: &outcome)
        }
        if passed && comparison.sameLayout && settings.record != .never
            && !settings.record.shouldRecord(baselineExists: true, passed: true) {
            // A baseline kept from before baselines kept explanations: the missing file is recorded.
            // It is derived data: a folder that cannot take it (read-only) leaves the pass as it is.
            outcome.recordedExplanation = (try? baselines.addExplanation(name) { explanation.bytes }) == true ? true : nil
        }
        let recordsAgain = settings.record.shouldRecord(baselineExists: true, passed: passed)
        if recordsAgain {
            if !passed || !comparison.changes.isEmpty {
                explanation.replacedBaseline = comparedBaselineExplanation(name, layout: baseline.layout)
            }
            try record(name, image: actual.image, layout: layout, explanation: explanation, into: &outcome)
            comparison.recorded = true
            // The actual image is the baseline now: there is nothing to approve.
            outcome.approveCommand = ""
        }
        layoutNote = comparison.notes.isEmpty ? nil : comparison.notes.joined(separator: "; ")
        // Re-recorded, the baseline file is the new image: the one compared is the report's copy.
        let files = BaselineComparison.Files(
            baseline: baselinePath,
            comparedBaseline: settings.record.shouldRecord(baselineExists: true, passed: false)
                ? reports.file(ReportDirectory.baselineImage(name)) : baselinePath,
            actual: reports.file(ReportDirectory.actualImage(name)), diff: reports.file(ReportDirectory.diffImage(name)))
        outcome.message = CheckMessage.comparison(comparison, policy: policy, files: files)
    }

    /// The structural diff against the baseline's layout file, when it has a readable one;
    /// `sameLayout` says the fixture's layout file has that file's bytes.
    private func structuralDiff(_ baseline: BaselineStore.Baseline, name: String, sameLayout: Bool,
                                tree: LayoutTree) -> BaselineComparison {
        var comparison = BaselineComparison()
        guard let layoutBytes = baseline.layout else {
            comparison.framesCompared = false
            comparison.notes.append("no baseline layout at \(baselines.layoutPath(name)); frames not compared")
            return comparison
        }
        comparison.sameLayout = sameLayout
        do {
            // The same bytes are the same layout: nothing to read or compare.
            if !comparison.sameLayout {
                let before = try LayoutSnapshot.read(Data(layoutBytes), file: baselines.layoutPath(name))
                comparison.changes = LayoutDiff.changes(from: before, to: LayoutSnapshot(tree.root))
            }
        } catch {
            comparison.framesCompared = false
            comparison.notes.append("the baseline layout cannot be read (\(error)); frames not compared")
        }
        return comparison
    }

    /// Judges the pixels: by the baseline's pixel digest when it is vouched for and settles it, on
    /// the header alone for a baseline too large to decode, pixel by pixel otherwise. Writes the
    /// actual and diff images the report needs and the figures into `outcome`.
    private func comparePixels(_ baseline: BaselineStore.Baseline, digest baselineDigest: String, fixture: CheckFixture,
                               actual: ActualImage, policy: DiffPolicy,
                               into comparison: inout BaselineComparison, outcome: inout FixtureOutcome) throws {
        let name = fixture.name
        let baselinePath = baselines.imagePath(name)
        let maskedAreas = policy.options.masks.isEmpty ? nil : policy.options.masks.map { [$0.x, $0.y, $0.width, $0.height] }
        let digests = BaselinePNG.storedDigests(baseline.png)
        let stored = digests.pixels
        // The digest is trusted only for bytes whose decoded pixels were found to be the digest's:
        // earlier (the verification cache) or now. A baseline decoded here is compared from memory.
        var vouched = false
        var decoded: Bitmap?
        if case .valid = stored {
            if verified.contains(baselineDigest) {
                vouched = true
            } else if try oversizedBaseline(baseline.png, path: baselinePath, actual: actual) == nil {
                let image = try decodeBaseline(baseline.png, path: baselinePath)
                decoded = image
                if BaselinePNG.digests(digests, describe: image) {
                    verified.insert(baselineDigest)
                    vouched = true
                } else {
                    comparison.notes.append("the baseline's pixel digest is not the digest of its decoded pixels (its llPX chunk "
                                            + "was copied or written to match another image); its pixels were compared one by one")
                }
            }
        }
        if vouched, case .valid(let pixels) = stored,
           // An opaque baseline's canvas-form digest settles it either way (a render with other
           // pixels, translucent ones included, has another); otherwise the pixels' own digest.
           digests.canvas.map({ $0 == actual.canvasDigest }) ?? (pixels == actual.digest) {
            // The baseline's own digest says its pixels are the render's: nothing to encode,
            // decode or compare, and no second image in the report. A layout change still needs an
            // actual image to approve: the baseline's copy is it.
            comparison.pixels = .sameDigest
            if let decoded { pool.keep(decoded.pixels) }
            outcome.diff = DiffFigures(differentPixels: 0, totalPixels: actual.width * actual.height, ratio: 0, regions: [],
                                       actualSize: [actual.width, actual.height])
            outcome.diff?.masked = maskedAreas
            if !comparison.changes.isEmpty {
                try reports.share(baseline.png, from: baselinePath, to: ReportDirectory.actualImage(name))
                outcome.images.actual = ReportDirectory.actualImage(name)
                outcome.actualDigest = outcome.baselineDigest
            }
        } else if decoded == nil, let declared = try oversizedBaseline(baseline.png, path: baselinePath, actual: actual) {
            // A baseline of another size, larger than the fixture's image and than the decoding
            // budget, is not decoded: its header says enough to fail the fixture.
            try actual.write(into: &outcome)
            comparison.pixels = .oversized(width: declared.width, height: declared.height)
            outcome.diff = DiffFigures(differentPixels: actual.width * actual.height, totalPixels: actual.width * actual.height,
                                       ratio: 1, regions: [], baselineSize: [declared.width, declared.height],
                                       actualSize: [actual.width, actual.height])
        } else {
            try actual.write(into: &outcome)
            if case .stale(let why) = stored {
                // Never trusted: the pixels are compared one by one.
                comparison.notes.append("the baseline's pixel digest was not used (\(why)); its pixels were compared one by one")
            }
            let baselineImage = try decoded ?? decodeBaseline(baseline.png, path: baselinePath)
            let compared = PixelDiff.compare(baselineImage, actual.image, options: policy.options,
                                             image: settings.diffImage(for: fixture.diffPolicy), pool: pool)
            // Both go away at the end of this block: their arrays serve the next failing fixture.
            defer {
                pool.keep(baselineImage.pixels)
                pool.keep(compared.image.pixels)
            }
            let result = compared.result
            let accepted = policy.accepts(result)
            comparison.pixels = .compared(accepted: accepted)
            outcome.diff = DiffFigures(
                differentPixels: result.diffPixels, totalPixels: result.width * result.height, ratio: result.ratio,
                regions: result.regions.map { [$0.x, $0.y, $0.width, $0.height] },
                baselineSize: result.sizesMatch ? nil : [result.baselineSize.width, result.baselineSize.height],
                actualSize: [result.actualSize.width, result.actualSize.height])
            outcome.diff?.masked = maskedAreas
            if !accepted {
                try reports.write(try PNGCodec.encodeQuickly(compared.image), to: ReportDirectory.diffImage(name))
                outcome.images.diff = ReportDirectory.diffImage(name)
            }
        }
        comparison.figures = outcome.diff
    }

    /// Copies the compared baseline's image and layout into the report (clones where the file
    /// system makes them), and the baseline's layout as the actual one when the fixture's layout
    /// file holds the same bytes. Done before recording replaces the baseline.
    private func copyBaselineFiles(_ baseline: BaselineStore.Baseline, name: String, actualLayoutIsBaselines: Bool,
                                   into outcome: inout FixtureOutcome) throws {
        try reports.share(baseline.png, from: baselines.imagePath(name), to: ReportDirectory.baselineImage(name))
        outcome.images.baseline = ReportDirectory.baselineImage(name)
        guard let layoutBytes = baseline.layout else { return }
        try reports.share(layoutBytes, from: baselines.layoutPath(name), to: ReportDirectory.baselineLayout(name))
        outcome.layouts.baseline = ReportDirectory.baselineLayout(name)
        if actualLayoutIsBaselines {
            try reports.share(layoutBytes, from: baselines.layoutPath(name), to: ReportDirectory.actualLayout(name))
            outcome.layouts.actual = ReportDirectory.actualLayout(name)
        }
    }

    /// The baseline's pixels; a file no reader can decode is the fixture's error.
    private func decodeBaseline(_ png: [UInt8], path: String) throws -> Bitmap {
        do {
            return try PNGCodec.decode(png, path: path, pool: pool)
        } catch {
            throw CheckError("the baseline \(path) cannot be read: \(CheckMessage.describe(error))")
        }
    }

    /// Writes the baseline of `name`: the image encoded to keep (`PNGCodec.encode`, with its
    /// pixel digest), the layout and its explanation.
    private func record(_ name: String, image: Bitmap, layout: String, explanation: Explanation,
                        into outcome: inout FixtureOutcome) throws {
        do {
            try baselines.write(name, png: try PNGCodec.encode(image), layout: layout, explanation: explanation.bytes)
        } catch {
            throw CheckError("cannot record the baseline \(baselines.imagePath(name)): \(CheckMessage.describe(error))")
        }
        outcome.recorded = true
    }

    /// The overlay layers of a fixture people will look at (failed or new), as PNG images beside
    /// the report, when the settings ask for them.
    private func writeOverlays(of tree: LayoutTree, actual: ActualImage, scale: Double, name: String,
                               into outcome: inout FixtureOutcome) throws {
        guard settings.overlayImages else { return }
        for kind in OverlayKind.allCases {
            let layer = try OverlayLayer.render(kind, of: tree, pixelWidth: actual.width, pixelHeight: actual.height,
                                                scale: scale, textEngine: renderer.textEngine)
            let path = ReportDirectory.overlayImage(name, kind: kind.rawValue)
            try reports.write(try PNGCodec.encodeQuickly(layer), to: path)
            outcome.images.overlays[kind.rawValue] = path
        }
    }
}

/// A fixture that cannot be checked, with the reason.
struct CheckError: Error, CustomStringConvertible {
    /// The reason.
    var description: String

    init(_ description: String) { self.description = description }
}
