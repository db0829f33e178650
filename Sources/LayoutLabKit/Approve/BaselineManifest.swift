import Foundation
import LayoutRender
import LayoutReport
import LayoutSupport

/// `Baselines/manifest.json`: the render settings the baselines were made with, so a check on a
/// machine with other fonts or library versions can say why its pixels may differ.
///
/// The font hashes and library versions describe the machine; the scales and tool version are
/// kept for people reading the file and are not compared.
public struct BaselineManifest: Codable, Sendable, Equatable {
    /// One vendored font file and its digest.
    public struct Font: Codable, Sendable, Equatable {
        /// The file name (`DejaVuSans.ttf`).
        public var file: String
        /// SHA-256 of the file, lowercase hex.
        public var sha256: String

        /// Creates an entry.
        public init(file: String, sha256: String) {
            self.file = file
            self.sha256 = sha256
        }
    }

    /// The file's name inside the baseline directory.
    public static let fileName = "manifest.json"

    /// Format version of the file.
    public var schemaVersion: Int
    /// The layoutlab that wrote it (`layoutlab 0.1.0`).
    public var tool: String
    /// Pixel scales of the approved baselines, ascending.
    public var scales: [Double]
    /// The vendored fonts, in `FontLibrary.files` order.
    public var fonts: [Font]
    /// Versions of the libraries that decide the pixels (`cairo`, `pango`, `fontconfig`).
    public var libraries: [String: String]

    /// Creates a manifest.
    public init(schemaVersion: Int = 1, tool: String, scales: [Double], fonts: [Font], libraries: [String: String]) {
        self.schemaVersion = schemaVersion
        self.tool = tool
        self.scales = scales
        self.fonts = fonts
        self.libraries = libraries
    }

    /// This machine's settings: the vendored fonts' digests and the linked libraries' versions,
    /// with `scales`. Throws when a font file cannot be read.
    public static func current(scales: [Double] = []) throws -> BaselineManifest {
        var fonts: [Font] = []
        for entry in FontLibrary.files {
            let path = FontLibrary.directory + "/" + entry.file
            do {
                fonts.append(Font(file: entry.file, sha256: try SHA256.hex(ofFileAt: path)))
            } catch {
                throw ManifestError("cannot read the vendored font \(path) to record its digest")
            }
        }
        return BaselineManifest(tool: "layoutlab \(ToolVersion.number)", scales: normalized(scales),
                                fonts: fonts, libraries: RenderLibraries.versions)
    }

    /// How this manifest (the machine's, from `current()`) differs from `recorded` (the
    /// baselines'), one sentence each, in a stable order; empty when the pixels should match.
    public func differences(from recorded: BaselineManifest) -> [String] {
        var out: [String] = []
        for change in libraryChanges(from: recorded) {
            out.append("\(change.name): the baselines were made with \(change.baselines ?? "no recorded version"), "
                       + "this machine has \(change.machine ?? "none")")
        }
        let recordedFonts = Dictionary(recorded.fonts.map { ($0.file, $0.sha256) }, uniquingKeysWith: { a, _ in a })
        let hereFonts = Dictionary(fonts.map { ($0.file, $0.sha256) }, uniquingKeysWith: { a, _ in a })
        for font in fonts {
            guard let digest = recordedFonts[font.file] else {
                out.append("font \(font.file): not used for the baselines")
                continue
            }
            if digest != font.sha256 {
                out.append("font \(font.file): differs from the one the baselines were made with "
                           + "(sha256 \(font.sha256.prefix(12))… here, \(digest.prefix(12))… recorded)")
            }
        }
        for font in recorded.fonts where hereFonts[font.file] == nil {
            out.append("font \(font.file): the baselines used it, this machine does not have it")
        }
        return out
    }

    /// The libraries whose versions differ between this manifest (the machine's) and `recorded`
    /// (the baselines'), by name; empty when they all match.
    public func libraryChanges(from recorded: BaselineManifest) -> [LibraryChange] {
        Self.libraryChanges(libraries, from: recorded.libraries)
    }

    /// The libraries whose versions differ between `machine` (this machine's,
    /// `RenderLibraries.versions`, which needs no font read) and `recorded` (the baselines'), by
    /// name; empty when they all match.
    public static func libraryChanges(_ machine: [String: String], from recorded: [String: String]) -> [LibraryChange] {
        Set(machine.keys).union(recorded.keys).sorted().compactMap { name in
            let here = machine[name], there = recorded[name]
            return here == there ? nil : LibraryChange(name: name, baselines: there, machine: here)
        }
    }

    /// This manifest with `recorded`'s scales added (approving some fixtures keeps the scales
    /// of the others).
    public func keepingScales(of recorded: BaselineManifest?) -> BaselineManifest {
        var copy = self
        copy.scales = BaselineManifest.normalized(scales + (recorded?.scales ?? []))
        return copy
    }

    /// The manifest in `directory`, or nil when there is none. Throws when it cannot be read.
    public static func read(directory: String) throws -> BaselineManifest? {
        let path = ContainedPath.join(directory, fileName)
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        do {
            try ContainedPath.check(path, root: directory)
        } catch {
            throw ManifestError("\(error)")
        }
        guard let data = FileManager.default.contents(atPath: path) else { throw ManifestError("\(path): cannot read the file") }
        do {
            return try JSONDecoder().decode(BaselineManifest.self, from: data)
        } catch let error as DecodingError {
            throw ManifestError("\(path): not a baseline manifest (\(ReportFileError.describe(error)))")
        } catch {
            throw ManifestError("\(path): not a baseline manifest (\(error.localizedDescription))")
        }
    }

    /// The file's bytes: pretty printed, keys sorted, ending with a newline.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(self)
        data.append(0x0A)
        return data
    }

    /// Writes the manifest into `directory` atomically.
    public func write(directory: String) throws {
        let path = ContainedPath.join(directory, BaselineManifest.fileName)
        do {
            try ContainedPath.check(path, root: directory)
        } catch {
            throw ManifestError("\(error)")
        }
        try AtomicFile.write(try jsonData(), to: path)
    }

    /// Distinct, ascending, finite scales.
    static func normalized(_ scales: [Double]) -> [Double] {
        Array(Set(scales.filter(\.isFinite))).sorted()
    }
}

/// A manifest that cannot be read or made.
public struct ManifestError: Error, CustomStringConvertible {
    /// What went wrong, naming the file.
    public var description: String

    /// Creates an error.
    public init(_ description: String) { self.description = description }
}
