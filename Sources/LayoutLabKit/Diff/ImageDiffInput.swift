import LayoutBitmap
import LayoutRender

/// Why one of the two images of a comparison could not be read.
public struct ImageDiffInputError: Error, CustomStringConvertible, Equatable {
    /// Which of the two images.
    public enum Role: String, Sendable {
        /// The approved image.
        case baseline
        /// The image under test.
        case actual
    }

    /// Which image failed.
    public var role: Role
    /// Its path.
    public var path: String
    /// What was wrong with it.
    public var reason: String

    /// Creates an error.
    public init(role: Role, path: String, reason: String) {
        self.role = role
        self.path = path
        self.reason = reason
    }

    /// `"cannot read the baseline image PATH: REASON"`.
    public var description: String { "cannot read the \(role.rawValue) image \(path): \(reason)" }
}

/// Reads the two PNG files of a comparison.
public enum ImageDiffInput {
    /// Reads and decodes both images; the error names the file that failed and why (missing,
    /// not a PNG, truncated or corrupt, too large).
    public static func load(baseline: String, actual: String) throws -> (baseline: Bitmap, actual: Bitmap) {
        (try read(baseline, as: .baseline), try read(actual, as: .actual))
    }

    private static func read(_ path: String, as role: ImageDiffInputError.Role) throws -> Bitmap {
        do {
            return try PNGCodec.read(path: path)
        } catch let error as PNGError {
            throw ImageDiffInputError(role: role, path: path, reason: error.reason)
        } catch {
            throw ImageDiffInputError(role: role, path: path, reason: "\(error)")
        }
    }
}
