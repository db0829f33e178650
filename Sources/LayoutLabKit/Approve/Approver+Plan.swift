import LayoutFixtures
import Foundation
import LayoutRender
import LayoutReport
import LayoutSupport

extension Approver {
    /// Decides what happens to each selected fixture, reading (never writing) the report's
    /// files and the baselines. Throws `.refused` listing every fixture that cannot be approved
    /// safely from this report, or `.report` when the report's start time is unreadable.
    public static func plan(report: CheckReport, selected: [FixtureOutcome], reportDirectory: String,
                            baselineDirectory: String) throws(ApproveError) -> ApprovePlan {
        guard let start = ReportTime.parse(report.startedAt) else {
            throw ApproveError.report("\(ContainedPath.join(reportDirectory, CheckReport.fileName)): at startedAt: "
                                      + "expected an ISO 8601 time, found \"\(report.startedAt)\"")
        }
        var items: [ApprovePlan.Item] = []
        var refusals: [ApproveRefusal] = []
        for outcome in selected {
            do {
                items.append(try item(for: outcome, start: start, reportDirectory: reportDirectory, baselineDirectory: baselineDirectory))
            } catch {
                refusals.append(ApproveRefusal(name: outcome.name, reason: error.reason))
            }
        }
        if !refusals.isEmpty { throw ApproveError.refused(refusals) }
        return ApprovePlan(reportDirectory: reportDirectory, baselineDirectory: baselineDirectory, items: items)
    }

    /// A reason one fixture cannot be approved.
    struct ItemRefusal: Error {
        var reason: String
        init(_ reason: String) { self.reason = reason }
    }

    /// The plan for one fixture.
    static func item(for outcome: FixtureOutcome, start: ReportTime.Start, reportDirectory: String,
                     baselineDirectory: String) throws(ItemRefusal) -> ApprovePlan.Item {
        var item = ApprovePlan.Item(name: outcome.name, status: outcome.status, layoutOnlyChange: outcome.layoutOnlyChange,
                                    action: .promote, scale: outcome.scale)
        item.rendererDrift = outcome.isRendererDrift
        if outcome.status == .error {
            item.action = .notApproved("it errored in the check (\(outcome.message ?? "no message")); fix it and run `layoutlab check` again")
            return item
        }
        if outcome.status == .passed && !outcome.layoutOnlyChange {
            item.action = .unchanged("passed")
            return item
        }
        if let problem = FixtureName.problem(outcome.name) { throw ItemRefusal("not a valid fixture name: \(problem)") }

        // The actual files, as the report lists them.
        guard let image = outcome.images.actual else { throw ItemRefusal("the report lists no actual image") }
        guard let layout = outcome.layouts.actual else { throw ItemRefusal("the report lists no actual layout") }
        item.actualImage = try reportPath(image, in: reportDirectory)
        item.actualLayout = try reportPath(layout, in: reportDirectory)
        item.actualExplanation = try outcome.layouts.explanation.map { path throws(ItemRefusal) in try reportPath(path, in: reportDirectory) }
        let imageBytes = try readFile(item.actualImage, what: "the actual image")
        if let written = outcome.actualDigest {
            // The file must be what the check wrote: not cut short, not replaced.
            let now = SHA256.hex(imageBytes)
            guard now == written else {
                throw ItemRefusal("the actual image \(item.actualImage) is not the one the check wrote (sha256 \(now.prefix(12))… "
                                  + "now, \(written.prefix(12))… written); run `layoutlab check` again")
            }
        } else {
            // A report without digests: the whole image must decode.
            do {
                _ = try PNGCodec.decode(imageBytes, path: item.actualImage)
            } catch {
                throw ItemRefusal("the actual image is not a readable PNG: \(error)")
            }
        }
        let layoutBytes = try readFile(item.actualLayout, what: "the actual layout")
        guard LayoutSnapshot.isJSON(Data(layoutBytes)) else {
            throw ItemRefusal("the actual layout \(item.actualLayout) is not JSON")
        }
        item.imageDigest = SHA256.hex(imageBytes)
        item.layoutDigest = SHA256.hex(layoutBytes)
        let actualPixels: PixelDigest
        do {
            actualPixels = try PNGCodec.pixelDigest(of: imageBytes, path: item.actualImage)
        } catch {
            throw ItemRefusal("the actual image is not a readable PNG: \(error)")
        }

        // The baseline files, and whether they are still the ones the check compared.
        do {
            item.baselineImage = try ContainedPath.resolve(outcome.name + ".png", in: baselineDirectory)
            item.baselineLayout = try ContainedPath.resolve(outcome.name + ".layout.json", in: baselineDirectory)
            item.baselineExplanation = try ContainedPath.resolve(outcome.name + BaselineStore.explanationSuffix, in: baselineDirectory)
        } catch {
            throw ItemRefusal("\(error)")
        }
        let currentBytes = try bytesIfPresent(item.baselineImage)
        let currentImage = currentBytes.map { SHA256.hex($0) }
        let currentLayout = try digestIfPresent(item.baselineLayout)
        // The baseline already holds the actual pixels when its own digest says so and its decoded
        // pixels are that digest's (it is what approving them would write; a digest chunk alone
        // can be forged); a baseline without one is written again.
        let holdsActual = currentBytes.map { Approver.holds($0, pixels: actualPixels) } ?? false
        if holdsActual && currentLayout == item.layoutDigest {
            item.action = .unchanged("already the baseline")
            return item
        }
        if currentImage != outcome.baselineDigest && !holdsActual {
            throw ItemRefusal(baselineChange(path: item.baselineImage, compared: outcome.baselineDigest, now: currentImage))
        }

        // The fixture file must not have changed since the check read it.
        if let source = outcome.sourceFile {
            guard let modified = ReportTime.modificationTime(source) else {
                throw ItemRefusal("its fixture file \(source) no longer exists; run `layoutlab check` again")
            }
            // A file saved again with the same contents (touched) is the file the check read.
            let unchanged = outcome.sourceDigest.map { digest in
                FileManager.default.contents(atPath: source).map { SHA256.hexDigest($0) == digest } ?? false
            } ?? false
            if ReportTime.isNewer(modified, than: start) && !unchanged {
                throw ItemRefusal("its fixture file \(source) changed after the check started (\(iso(modified)) > report's "
                                  + "startedAt); run `layoutlab check` again")
            }
        }
        return item
    }

    /// A path from the report, inside the report directory.
    static func reportPath(_ relative: String, in directory: String) throws(ItemRefusal) -> String {
        do {
            return try ContainedPath.resolve(relative, in: directory)
        } catch {
            throw ItemRefusal("the report's path \(error)")
        }
    }

    /// The bytes of a regular file, or a refusal naming it.
    static func readFile(_ path: String, what: String) throws(ItemRefusal) -> [UInt8] {
        guard DirectoryWalk.kind(path) == .file || DirectoryWalk.kind(path) == .symlink,
              let data = FileManager.default.contents(atPath: path) else {
            let missing = DirectoryWalk.kind(path) == .other && !FileManager.default.fileExists(atPath: path)
            throw ItemRefusal("\(what) \(path) \(missing ? "is missing" : "cannot be read")")
        }
        return [UInt8](data)
    }

    /// The bytes of a baseline file, nil when there is none.
    static func bytesIfPresent(_ path: String) throws(ItemRefusal) -> [UInt8]? {
        let kind = DirectoryWalk.kind(path)
        if kind == .other && !FileManager.default.fileExists(atPath: path) { return nil }
        guard kind == .file || kind == .symlink, let data = FileManager.default.contents(atPath: path) else {
            throw ItemRefusal("\(path) is not a readable regular file")
        }
        return [UInt8](data)
    }

    /// The SHA-256 of a baseline file, nil when there is none.
    static func digestIfPresent(_ path: String) throws(ItemRefusal) -> String? {
        let kind = DirectoryWalk.kind(path)
        if kind == .other && !FileManager.default.fileExists(atPath: path) { return nil }
        guard kind == .file || kind == .symlink else { throw ItemRefusal("\(path) is not a regular file") }
        do {
            return try SHA256.hex(ofFileAt: path)
        } catch {
            throw ItemRefusal("cannot read \(path)")
        }
    }

    /// Why a changed baseline blocks the approve.
    static func baselineChange(path: String, compared: String?, now: String?) -> String {
        let again = "run `layoutlab check` again and review it"
        switch (compared, now) {
        case (nil, .some):
            return "\(path) was created after the check (which found no baseline); \(again)"
        case (.some, nil):
            return "\(path) was removed after the check compared it; \(again)"
        default:
            return "\(path) changed after the check compared it; \(again)"
        }
    }

    /// True when `png` (a baseline) carries the digest `pixels` in a file made as layoutlab writes
    /// it, and its decoded pixels are that digest's.
    static func holds(_ png: [UInt8], pixels: PixelDigest) -> Bool {
        let stored = BaselinePNG.storedDigests(png)
        guard stored.pixels == .valid(pixels), let decoded = try? PNGCodec.decode(png) else { return false }
        return BaselinePNG.digests(stored, describe: decoded)
    }

    /// `date` as ISO 8601 with milliseconds, in UTC.
    static func iso(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.string(from: date)
    }
}
