import Foundation
import PixelDiff

/// Where a layout snapshot assertion finds its baselines and writes what it rendered, when it
/// records baselines, and the run-wide diff policy (a fixture's own `diffPolicy` overrides it as
/// in `layoutlab check`).
public struct SnapshotSettings: Sendable, Equatable {
    /// The baseline directory: `<name>.png` and `<name>.layout.json`, as `layoutlab check` reads them.
    public var baselineDirectory: String
    /// Where the actual image and layout, the diff image and the overlays go, laid out like a
    /// check's report directory (`actual/`, `diff/`, `overlays/`).
    public var artifactDirectory: String
    /// When baselines are written.
    public var record: RecordMode
    /// Per-pixel colour threshold, 0…1.
    public var threshold: Double
    /// Differing pixels that still pass.
    public var maxDiffPixels: Int?
    /// Ratio of differing pixels that still passes.
    public var maxDiffRatio: Double?

    /// The environment variable naming the baseline directory when no parameter does.
    public static let baselinesVariable = "LAYOUTLAB_BASELINES"
    /// The environment variable naming the artifact directory when no parameter does.
    public static let artifactsVariable = "LAYOUTLAB_ARTIFACTS"
    /// The artifact directory inside the package when neither a parameter nor the variable names one.
    public static let defaultArtifactFolder = ".build/layoutlab-snapshots"

    /// Creates settings.
    public init(baselineDirectory: String, artifactDirectory: String, record: RecordMode,
                threshold: Double = DiffOptions.defaultThreshold, maxDiffPixels: Int? = nil, maxDiffRatio: Double? = nil) {
        self.baselineDirectory = baselineDirectory
        self.artifactDirectory = artifactDirectory
        self.record = record
        self.threshold = threshold
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffRatio = maxDiffRatio
    }

    /// The settings for an assertion made in `callerFile` (its `#filePath`):
    /// - baselines: `baselines` when given, else `LAYOUTLAB_BASELINES`, else `Baselines` in the
    ///   package holding `callerFile` (the folder of the nearest `Package.swift` above it);
    /// - artifacts: `artifacts`, else `LAYOUTLAB_ARTIFACTS`, else `.build/layoutlab-snapshots` in
    ///   that package (in the temporary directory when there is no package);
    /// - record mode: `record`, else `LAYOUTLAB_RECORD`, else `never` under CI and `missing`
    ///   elsewhere (`RecordMode.resolve`).
    ///
    /// Relative paths are taken from the package's folder. Throws when no baseline directory can
    /// be found or `LAYOUTLAB_RECORD` names no mode.
    public static func resolve(callerFile: String, baselines: String? = nil, artifacts: String? = nil,
                               record: RecordMode? = nil,
                               environment: [String: String]) throws(SnapshotSettingsError) -> SnapshotSettings {
        let root = PackageRoot.containing(callerFile)
        func absolute(_ path: String) -> String {
            guard !path.hasPrefix("/"), let root else { return path }
            return root + "/" + path
        }
        func setting(_ parameter: String?, _ variable: String) -> String? {
            if let parameter, !parameter.isEmpty { return parameter }
            if let value = environment[variable], !value.isEmpty { return value }
            return nil
        }
        let baselineDirectory: String
        if let chosen = setting(baselines, baselinesVariable) {
            baselineDirectory = absolute(chosen)
        } else if let root {
            baselineDirectory = root + "/Baselines"
        } else {
            throw SnapshotSettingsError("no Package.swift above \(callerFile) to find Baselines/ in; "
                                        + "pass baselines: or set \(baselinesVariable)")
        }
        let artifactDirectory: String
        if let chosen = setting(artifacts, artifactsVariable) {
            artifactDirectory = absolute(chosen)
        } else if let root {
            artifactDirectory = root + "/" + defaultArtifactFolder
        } else {
            artifactDirectory = (NSTemporaryDirectory() as NSString).appendingPathComponent("layoutlab-snapshots")
        }
        let mode: RecordMode
        do {
            mode = try RecordMode.resolve(option: record?.rawValue, environment: environment)
        } catch {
            throw SnapshotSettingsError(error.description)
        }
        return SnapshotSettings(baselineDirectory: baselineDirectory, artifactDirectory: artifactDirectory, record: mode)
    }
}

/// Snapshot settings that cannot be resolved.
public struct SnapshotSettingsError: Error, CustomStringConvertible, Equatable {
    /// What is missing or wrong.
    public var description: String

    /// Creates an error.
    public init(_ description: String) { self.description = description }
}
