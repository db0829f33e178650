import Foundation
import LayoutReport
import LayoutSupport

extension FixtureChecker {
    /// A fixture's explanation file (why each element of its layout has its frame), made at most
    /// once and only when something asks for it: recording a baseline, or a report that shows the
    /// fixture in detail. A passing fixture never makes it.
    final class Explanation {
        private let make: () -> LayoutExplanationFile?
        private var made: LayoutExplanationFile??

        init(make: @escaping () -> LayoutExplanationFile?) { self.make = make }

        /// The explanation; nil when the fixture could not be laid out again with a trace.
        var file: LayoutExplanationFile? {
            if let made { return made }
            let file = make()
            made = .some(file)
            return file
        }

        private var encoded: [UInt8]??

        /// The file's bytes, as the report and the baseline directory keep them (encoded once: a
        /// recorded fixture's go to both); nil when they are more than either reads back
        /// (`BaselineStore.explanationLimit`).
        var bytes: [UInt8]? {
            if let encoded { return encoded }
            let bytes = file.map { [UInt8]($0.data) }.flatMap { $0.count <= BaselineStore.explanationLimit ? $0 : nil }
            encoded = .some(bytes)
            return bytes
        }

        /// The compared baseline's explanation, read before recording replaced it.
        var replacedBaseline: [UInt8]?
    }

    /// The explanation of `fixture`, laid out as `prepared`, whose layout file reads `layout`:
    /// the trace the lint made, or one made by laying the fixture out again with a trace. None
    /// for a layout whose paths hold more than `FixtureExplanation.checkPathSegments` segments.
    func explanation(of fixture: CheckFixture, _ prepared: Prepared, layout: String) -> Explanation {
        Explanation { [self] in
            guard prepared.result.tree.root.pathSegments <= FixtureExplanation.checkPathSegments else { return nil }
            let traced = prepared.result.trace != nil ? prepared : try? prepare(fixture, traced: true)
            guard let traced else { return nil }
            var file = FixtureExplanation(name: fixture.name, scale: traced.scale, result: traced.result, linted: false).file
            file.layout = SHA256.hex(layout)
            return file
        }
    }

    /// For a fixture the report shows in detail (one that did not pass, or whose layout changed),
    /// writes why each element of the actual layout has its frame (`actual/<name>.explain.json`)
    /// and, when the baseline keeps an explanation of the layout file it holds (`baselineLayout`),
    /// a copy of it (`baseline/<name>.explain.json`), so the "Why this size" panel can set the two
    /// chains side by side; never the baseline's alone. The report goes on without either when it
    /// cannot be made or written.
    func writeExplanations(_ explanation: Explanation, baseline baselineLayout: [UInt8]?, into outcome: inout FixtureOutcome) {
        guard outcome.status != .passed || !outcome.layoutChanges.isEmpty else { return }
        let name = outcome.name
        if let bytes = explanation.bytes, (try? reports.write(bytes, to: ReportDirectory.actualExplanation(name))) != nil {
            outcome.layouts.explanation = ReportDirectory.actualExplanation(name)
        }
        // The baseline's explanation is shown only beside the layout file it explains, and only
        // beside the actual layout's (the panel has no chain to set it by otherwise).
        guard outcome.layouts.explanation != nil, outcome.layouts.baseline != nil, let baselineLayout else { return }
        let copy = ReportDirectory.baselineExplanation(name)
        let written: Void?
        if outcome.recorded {
            guard let kept = explanation.replacedBaseline else { return }
            written = try? reports.write(kept, to: copy)
        } else {
            guard let kept = comparedBaselineExplanation(name, layout: baselineLayout) else { return }
            written = try? reports.write(kept, to: copy)
        }
        if written != nil { outcome.layouts.baselineExplanation = copy }
    }

    /// The baseline's explanation of its layout file `layout`, uncompressed, when it keeps one.
    func comparedBaselineExplanation(_ name: String, layout: [UInt8]?) -> [UInt8]? {
        layout.flatMap { baselines.explanation(name, layoutDigest: SHA256.hex($0)) }
    }
}
