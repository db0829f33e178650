import CPangoCairo
import Foundation

/// The vendored, pinned fonts every render uses, whatever fonts the machine has.
///
/// A private fontconfig configuration loads only these files and maps the generic families:
/// "Sans" and "System" to DejaVu Sans, "Serif" to DejaVu Serif, "Monospace" to DejaVu Sans Mono,
/// each followed by Droid Sans Fallback for Chinese, Japanese and Korean.
public enum FontLibrary {
    /// The font files, by file name, with the family each provides.
    public static let files: [(file: String, family: String)] = [
        ("DejaVuSans.ttf", "DejaVu Sans"),
        ("DejaVuSans-Bold.ttf", "DejaVu Sans"),
        ("DejaVuSans-Oblique.ttf", "DejaVu Sans"),
        ("DejaVuSans-BoldOblique.ttf", "DejaVu Sans"),
        ("DejaVuSansMono.ttf", "DejaVu Sans Mono"),
        ("DejaVuSansMono-Bold.ttf", "DejaVu Sans Mono"),
        ("DejaVuSerif.ttf", "DejaVu Serif"),
        ("DejaVuSerif-Bold.ttf", "DejaVu Serif"),
        ("DroidSansFallbackFull.ttf", "Droid Sans Fallback"),
    ]

    /// The folder holding the vendored fonts: `LAYOUTLAB_FONTS_DIR` when set, else the package's
    /// bundled resources.
    public static var directory: String {
        if let dir = ProcessInfo.processInfo.environment["LAYOUTLAB_FONTS_DIR"], !dir.isEmpty { return dir }
        return Bundle.module.bundleURL.appendingPathComponent("Fonts").path
    }

    /// Absolute paths of every vendored font file.
    public static var paths: [String] { files.map { directory + "/" + $0.file } }

    /// The fontconfig rules: generic families resolve to vendored faces, CJK falls back to Droid.
    static let aliasConfig = """
    <?xml version="1.0"?>
    <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
    <fontconfig>
      <alias binding="same"><family>Sans</family><prefer><family>DejaVu Sans</family><family>Droid Sans Fallback</family></prefer></alias>
      <alias binding="same"><family>sans-serif</family><prefer><family>DejaVu Sans</family><family>Droid Sans Fallback</family></prefer></alias>
      <alias binding="same"><family>System</family><prefer><family>DejaVu Sans</family><family>Droid Sans Fallback</family></prefer></alias>
      <alias binding="same"><family>system-ui</family><prefer><family>DejaVu Sans</family><family>Droid Sans Fallback</family></prefer></alias>
      <alias binding="same"><family>Serif</family><prefer><family>DejaVu Serif</family><family>Droid Sans Fallback</family></prefer></alias>
      <alias binding="same"><family>serif</family><prefer><family>DejaVu Serif</family><family>Droid Sans Fallback</family></prefer></alias>
      <alias binding="same"><family>Monospace</family><prefer><family>DejaVu Sans Mono</family><family>Droid Sans Fallback</family></prefer></alias>
      <alias binding="same"><family>monospace</family><prefer><family>DejaVu Sans Mono</family><family>Droid Sans Fallback</family></prefer></alias>
      <match target="pattern">
        <test qual="all" name="family" compare="not_eq"><string>DejaVu Sans</string></test>
        <edit name="family" mode="append_last"><string>DejaVu Sans</string><string>Droid Sans Fallback</string></edit>
      </match>
    </fontconfig>
    """

    /// Creates a fontconfig configuration holding only the vendored fonts. Throws when a file is
    /// missing or unreadable.
    static func makeConfig() throws -> OpaquePointer {
        guard let config = FcConfigCreate() else { throw FontError.configuration("FcConfigCreate failed") }
        let parsed = aliasConfig.withCString { text in
            text.withMemoryRebound(to: FcChar8.self, capacity: aliasConfig.utf8.count + 1) {
                FcConfigParseAndLoadFromMemory(config, $0, FcTrue)
            }
        }
        guard parsed == FcTrue else {
            FcConfigDestroy(config)
            throw FontError.configuration("the built-in font rules did not parse")
        }
        for path in paths {
            guard FileManager.default.isReadableFile(atPath: path) else {
                FcConfigDestroy(config)
                throw FontError.missingFont(path)
            }
            let added = path.withCString { p in
                p.withMemoryRebound(to: FcChar8.self, capacity: path.utf8.count + 1) { FcConfigAppFontAddFile(config, $0) }
            }
            guard added == FcTrue else {
                FcConfigDestroy(config)
                throw FontError.missingFont(path)
            }
        }
        return config
    }
}

/// A font set-up failure.
public enum FontError: Error, CustomStringConvertible {
    /// A vendored font file is missing or unreadable.
    case missingFont(String)
    /// fontconfig refused the configuration.
    case configuration(String)

    /// A readable explanation.
    public var description: String {
        switch self {
        case .missingFont(let path): return "vendored font not found or unreadable: \(path) (set LAYOUTLAB_FONTS_DIR to the folder holding the fonts)"
        case .configuration(let why): return "font configuration failed: \(why)"
        }
    }
}
