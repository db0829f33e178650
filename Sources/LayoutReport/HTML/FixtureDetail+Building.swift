import Foundation
import LayoutSupport

extension FixtureDetail {
    /// Gathers one fixture's details: its outcome, its images (checked to exist, sized from their
    /// headers) and its layouts (read from the layout JSON files the outcome points to). Missing
    /// or unreadable files become notes; they never stop the report.
    /// `baselines` is the baseline directory, as a URL from the report and as the check named it,
    /// for a fixture that passed unchanged and so has no copies in the report.
    init(_ outcome: FixtureOutcome, directory: String, baselines: (url: String, name: String)? = nil) {
        var notes: [String] = []
        // Pixel sizes come from the comparison when it has them, from the PNG header otherwise.
        let knownSizes: [String: [Int]] = outcome.diff.map { d in
            var sizes = ["actual": d.actualSize, "baseline": d.baselineSize ?? d.actualSize]
            if d.baselineSize == nil { sizes["diff"] = d.actualSize }
            return sizes
        } ?? [:]
        func image(_ path: String?, _ role: String) -> ImageReference? {
            guard let path else { return nil }
            guard let file = ReportAssetPaths.file(path, in: directory), let url = ReportAssetPaths.url(path) else {
                notes.append("The \(role) image path \"\(path)\" is not a relative path inside the report; it is not shown.")
                return nil
            }
            guard FileManager.default.fileExists(atPath: file) else {
                notes.append("The \(role) image \(path) is missing from the report.")
                return nil
            }
            if let known = knownSizes[role], known.count == 2, known[0] > 0, known[1] > 0 {
                return ImageReference(url: url, width: known[0], height: known[1])
            }
            let size = ReportAssetPaths.pngSize(file)
            return ImageReference(url: url, width: size?.width, height: size?.height)
        }
        // `role` names the file (`baseline layout`, `explanation`); `unused` says what is missing without it.
        func contents(_ path: String?, _ role: String,
                      unused: String = "its elements are not shown over the images") -> (path: String, data: Data)? {
            guard let path else { return nil }
            guard let file = ReportAssetPaths.file(path, in: directory) else {
                notes.append("The \(role) path \"\(path)\" is not a relative path inside the report; it is not read.")
                return nil
            }
            let status = FileStatus(path: file)
            if status == .other || status == .folder {
                notes.append("The \(role) \(path) is not a regular file; it is not read.")
                return nil
            }
            if case .regular(let size) = status, size > HTMLReportLimits.layoutFileBytes {
                notes.append("The \(role) \(path) is \(size / 1_000_000) MB, more than the report reads "
                             + "(\(HTMLReportLimits.layoutFileBytes / 1_000_000) MB); \(unused).")
                return nil
            }
            guard let data = FileManager.default.contents(atPath: file) else {
                notes.append("The \(role) \(path) is missing from the report.")
                return nil
            }
            return (path, data)
        }
        func shown(_ layout: LayoutData, _ role: String) -> LayoutData {
            if layout.total > layout.nodes.count {
                notes.append("The \(role) layout has \(layout.total) elements; overlays show the first \(layout.nodes.count).")
            }
            return layout
        }
        func layout(_ file: (path: String, data: Data)?, _ role: String) -> LayoutData? {
            guard let (path, data) = file else { return nil }
            do {
                return shown(try LayoutFileReader.read(data, fixtureName: outcome.name), role)
            } catch {
                notes.append("The \(role) layout \(path) cannot be read: \(error.message).")
                return nil
            }
        }

        var images = DetailImages(baseline: image(outcome.images.baseline, "baseline"),
                                  actual: image(outcome.images.actual, "actual"),
                                  diff: image(outcome.images.diff, "diff"))
        // A fixture that passed unchanged has no copies in the report.
        let unchanged = outcome.status == .passed && outcome.images.baseline == nil && outcome.images.actual == nil
            && outcome.layouts.actual == nil
        // Written again from report.json (merged, or elsewhere), the baseline file is shown only
        // while it is the one the check compared: its SHA-256 is the report's.
        let fromDisk = unchanged && outcome.layouts.actualInMemory == nil
        let baselineFile = baselines.map { ContainedPath.join($0.name, outcome.name + ".png") }
        let comparedFile = !fromDisk || (baselineFile.flatMap { try? SHA256.hex(ofFileAt: $0) }.map { $0 == outcome.baselineDigest } ?? false)
        if unchanged, let baselines, let baselineFile, let file = ReportAssetPaths.url(outcome.name + ".png") {
            if comparedFile {
                // Passed unchanged: the report keeps no copy; the image is the baseline file itself.
                let size = knownSizes["baseline"]
                images.baseline = ImageReference(url: baselines.url + file, width: size?.first, height: size?.last, outside: baselineFile)
            } else {
                notes.append("It passed unchanged, so the report keeps no copy of its images, and \(baselineFile) is not the "
                             + "baseline it was compared with (missing, or other bytes than sha256 "
                             + "\(outcome.baselineDigest.map { String($0.prefix(12)) } ?? "?")…); it is not shown.")
            }
        }
        let layouts: DetailLayouts
        if let kept = outcome.layouts.actualInMemory, outcome.layouts.actual != nil || unchanged,
           kept.fileBytes <= HTMLReportLimits.layoutFileBytes {
            // The check kept the layout it wrote, as the file reads: nothing to read back.
            let actual = shown(LayoutFileReader.flatten(kept.entry), "actual")
            if kept.sameAsBaseline {
                layouts = DetailLayouts(baseline: nil, actual: actual, baselineSameAsActual: true)
            } else {
                layouts = DetailLayouts(baseline: layout(contents(outcome.layouts.baseline, "baseline layout"), "baseline"), actual: actual)
            }
        } else if unchanged, comparedFile, let baselines {
            // Written again from report.json: the layout is the baseline's file.
            let path = ContainedPath.join(baselines.name, outcome.name + ".layout.json")
            let data = FileStatus.contents(of: path, limit: HTMLReportLimits.layoutFileBytes)
            layouts = DetailLayouts(baseline: nil, actual: layout(data.map { (path, $0) }, "actual"), baselineSameAsActual: data != nil)
        } else {
            layouts = FixtureDetail.layouts(contents(outcome.layouts.baseline, "baseline layout"), contents(outcome.layouts.actual, "actual layout"),
                                            read: layout)
        }
        var art = outcome.asciiArt
        var artTruncated = false
        if let a = art, a.hasMoreCharacters(than: HTMLReportLimits.asciiArt) {
            art = String(a.prefix(HTMLReportLimits.asciiArt))
            artTruncated = true
        }
        let why = Self.explanation(contents(outcome.layouts.explanation, "explanation", unused: "the Why this size panel is not shown"), notes: &notes)
        // The panel sets the baseline's chain beside the actual's for an element whose frame
        // changed, and only then: with no layout change it is never read, nor sent.
        let whyBaseline = outcome.layoutChanges.isEmpty ? nil
            : Self.explanation(contents(outcome.layouts.baselineExplanation, "baseline explanation",
                                        unused: "the panel shows the actual chain alone"), notes: &notes)
        self.init(
            name: outcome.name, status: outcome.displayStatus, message: outcome.message, sourceFile: outcome.sourceFile,
            recorded: outcome.recorded, size: outcome.size.map(Self.finite), scale: outcome.scale.flatMap(Self.finite),
            durationMs: Self.finite(outcome.durationMilliseconds), approveCommand: outcome.approveCommand,
            baselineDigest: outcome.baselineDigest, layoutOnly: outcome.layoutOnlyChange, images: images,
            diff: outcome.diff.map(Self.diff), changes: outcome.layoutChanges.prefix(HTMLReportLimits.changes).map(Self.change),
            changesTotal: outcome.layoutChanges.count, asciiArt: art, asciiArtTruncated: artTruncated, layouts: layouts,
            notes: notes, warnings: Array((outcome.warnings ?? []).prefix(HTMLReportLimits.warnings)),
            why: why.map(ExplanationData.init), whyBaseline: whyBaseline.map(ExplanationData.init))
    }

    /// The explanation file's elements as the panel shows them (the first `HTMLReportLimits.nodes`,
    /// like the layout's nodes); an unreadable file is a note.
    private static func explanation(_ file: (path: String, data: Data)?, notes: inout [String]) -> LayoutExplanationFile? {
        guard let (path, data) = file else { return nil }
        do {
            var read = try LayoutExplanationFile.read(data)
            let n = min(HTMLReportLimits.nodes, read.elements.count, read.parents.count)
            read.elements = Array(read.elements.prefix(n))
            read.parents = read.parents.prefix(n).map { $0.flatMap { $0 < n ? $0 : nil } }
            return read
        } catch {
            notes.append("The explanation \(path) cannot be read; the \u{201C}Why this size\u{201D} panel is not shown.")
            return nil
        }
    }

    /// Both layouts read from their files; one read when they hold the same bytes.
    private static func layouts(_ baselineFile: (path: String, data: Data)?, _ actualFile: (path: String, data: Data)?,
                                read: ((path: String, data: Data)?, String) -> LayoutData?) -> DetailLayouts {
        if let baselineFile, let actualFile, baselineFile.data == actualFile.data {
            // Unchanged (every passing fixture): read once, sent once.
            return DetailLayouts(baseline: nil, actual: read(actualFile, "actual"), baselineSameAsActual: true)
        }
        return DetailLayouts(baseline: read(baselineFile, "baseline"), actual: read(actualFile, "actual"))
    }

    private static func finite(_ v: Double) -> Double? { v.isFinite ? v : nil }

    private static func finite(_ list: [Double]) -> [Double] { list.map { $0.isFinite ? $0 : 0 } }

    private static func diff(_ d: DiffFigures) -> DetailDiff {
        DetailDiff(differentPixels: d.differentPixels, totalPixels: d.totalPixels, ratio: finite(d.ratio),
                   regions: d.regions.prefix(HTMLReportLimits.regions).filter { $0.count == 4 },
                   regionsTotal: d.regions.count,
                   masked: (d.masked ?? []).prefix(HTMLReportLimits.regions).filter { $0.count == 4 },
                   baselineSize: d.baselineSize, actualSize: d.actualSize)
    }

    private static func change(_ c: LayoutChange) -> DetailChange {
        DetailChange(path: c.path, debugName: c.debugName, kind: c.elementKind, change: c.change.rawValue,
                     before: c.before.map(finite), after: c.after.map(finite), summary: c.summary)
    }
}

extension FixtureRow {
    /// The list row of an outcome.
    init(_ outcome: FixtureOutcome) {
        self.init(name: outcome.name, status: outcome.displayStatus, message: LayoutFileReader.clipped(outcome.message),
                  layoutOnly: outcome.layoutOnlyChange, changes: outcome.layoutChanges.count,
                  ratio: outcome.diff.flatMap { $0.ratio.isFinite ? $0.ratio : nil }, differentPixels: outcome.diff?.differentPixels,
                  recorded: outcome.recorded, warnings: outcome.warnings?.count ?? 0)
    }
}
