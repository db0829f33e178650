import Foundation
import LayoutRender
import LayoutReport
import LayoutSupport

extension Approver {
    /// Carries out `plan`: prints each fixture's line and, unless `dryRun`, writes each promoted
    /// baseline (layout, then image, each atomically) and then the manifest. Files left by an
    /// earlier, interrupted write are removed first. Throws `.write` when a file cannot be
    /// written or an actual file changed since it was planned; what was written before stays.
    public static func apply(_ plan: ApprovePlan, report: CheckReport, dryRun: Bool, output: (String) -> Void) throws(ApproveError) {
        if !dryRun {
            let removed = TemporaryFiles.removeAbandoned(under: plan.baselineDirectory)
            if !removed.isEmpty {
                output("removed \(removed.count) temporary file\(removed.count == 1 ? "" : "s") left in \(plan.baselineDirectory) by an interrupted write")
            }
        }
        for item in plan.items {
            switch item.action {
            case .unchanged(let reason):
                output("unchanged \(item.name) (\(reason))")
            case .notApproved(let reason):
                output("not approved \(item.name): \(reason)")
            case .promote:
                if !dryRun { try write(item, baselineDirectory: plan.baselineDirectory) }
                output("\(dryRun ? "would approve" : "approved") \(item.name) (\(item.changeDescription))")
            }
        }
        let promoted = plan.promotions
        guard !dryRun else { return }
        if !promoted.isEmpty {
            try updateManifest(plan.baselineDirectory, scales: promoted.compactMap(\.scale), output: output)
        } else {
            // An approve interrupted after its last baseline but before the manifest: finish it.
            let kept = plan.items.filter { if case .unchanged = $0.action { return true } else { return false } }
            if !kept.isEmpty, (try? BaselineManifest.read(directory: plan.baselineDirectory)) ?? nil == nil {
                try updateManifest(plan.baselineDirectory, scales: kept.compactMap(\.scale), output: output)
            }
        }
    }

    /// Writes one fixture's baseline from the actual files, after checking they are the ones planned.
    static func write(_ item: ApprovePlan.Item, baselineDirectory: String) throws(ApproveError) {
        let layout = try reread(item.actualLayout, digest: item.layoutDigest, name: item.name)
        let actual = try reread(item.actualImage, digest: item.imageDigest, name: item.name)
        // The report's image was encoded quickly: the baseline is the same pixels encoded to keep.
        let image: [UInt8]
        do {
            image = try PNGCodec.keepable(actual, path: item.actualImage)
        } catch {
            throw ApproveError.write("\(item.name): \(item.actualImage) cannot be read: \(error); nothing more was written")
        }
        // The explanation goes with the layout it explains, or not at all.
        // (Not read past the size a baseline explanation may have.)
        let explanation = item.actualExplanation
            .flatMap { FileStatus.contents(of: $0, limit: BaselineStore.explanationLimit) }
            .flatMap { LayoutExplanationFile.explains($0, layoutDigest: item.layoutDigest) ? [UInt8]($0) : nil }
        do {
            try ContainedPath.check(item.baselineLayout, root: baselineDirectory)
            try ContainedPath.check(item.baselineExplanation, root: baselineDirectory)
            try ContainedPath.check(item.baselineImage, root: baselineDirectory)
            try AtomicFile.write(Data(layout), to: item.baselineLayout)
            try BaselineStore.replace(item.baselineExplanation, with: explanation)
            try AtomicFile.write(Data(image), to: item.baselineImage)
        } catch {
            throw ApproveError.write("cannot write the baseline of \(item.name): \(error)")
        }
    }

    /// The bytes of an actual file, provided they still have the planned digest.
    static func reread(_ path: String, digest: String, name: String) throws(ApproveError) -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ApproveError.write("\(name): \(path) disappeared while approving; nothing more was written")
        }
        let bytes = [UInt8](data)
        guard SHA256.hex(bytes) == digest else {
            throw ApproveError.write("\(name): \(path) changed while approving (did a check run start?); nothing more was written")
        }
        return bytes
    }

    /// Records this machine's render settings in the manifest, keeping the scales of the other
    /// baselines, and says when they differ from what was recorded.
    static func updateManifest(_ directory: String, scales: [Double], output: (String) -> Void) throws(ApproveError) {
        do {
            let recorded = try? BaselineManifest.read(directory: directory)
            let current = try BaselineManifest.current(scales: scales).keepingScales(of: recorded ?? nil)
            if let recorded = recorded ?? nil {
                let differences = current.differences(from: recorded)
                if !differences.isEmpty {
                    output("\(ContainedPath.join(directory, BaselineManifest.fileName)) now records this machine's settings; "
                           + "the other baselines were made with different ones:")
                    for line in differences { output("  \(line)") }
                }
                if current == recorded { return }
            }
            try current.write(directory: directory)
        } catch {
            throw ApproveError.write("the baselines are written, but the manifest is not: \(error)")
        }
    }
}
