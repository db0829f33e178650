import Foundation

/// The report page's style sheet and script, read from LayoutReport's resources (`Assets/`) and
/// inlined in `index.html`, where the page's Content-Security-Policy allows each by its hash.
///
/// The script's files run in order inside one function, `(function () { 'use strict'; … })();`.
/// `report-core.js` holds what they share: helpers that keep no state, the one state object
/// (`state`) and the registry (`registry`). Every other file is a module in a function of its
/// own that registers in the registry and shares nothing else: `report-list.js` (the fixture list,
/// filters, search), `report-detail.js` (selecting a fixture, loading its data file, the detail
/// pane, which shows the registered panels in their order), `report-viewer.js` (the images panel:
/// the toolbar, the stage, zoom), one file per view (`report-view-side.js`, `-swipe`, `-onion`,
/// `-blink`), `report-overlays.js` (overlays, changed regions, hovering), one file per panel
/// (`report-panel-approve.js`, `-changes`, `-warnings`, `-ascii`, `-why`), `report-live.js` (live
/// updates and the Approve and Undo buttons of a page a review server serves; inert in a static
/// report) and `report-keyboard.js` (the keys, read from the same registry as the viewer's toolbar,
/// and the first selection). The data the scripts read is declared in `docs/report-data.d.ts`
/// (`ReportContract`). Placeholders in the script (`{{NAME}}`, each written once) are replaced
/// as it is assembled: `{{INVISIBLE}}` and `{{INVISIBLE_KEEPING_LINE_BREAKS}}` by the regular
/// expressions of `InvisibleCharacters`, so the page and the Swift escaping reveal the same
/// characters. The page reads the embedded fixture list, renders the list, filters and
/// search, and loads one fixture's details when it is opened (its `data/<n>.js`, shared with 15 others, as a script from
/// disk; `data/<index>.json` with the session's token from a review server); every string
/// from a fixture reaches the page through `textContent` or an SVG text node, never as markup.
struct ReportAssets: Sendable {
    /// The style sheet.
    var style: String
    /// The whole script.
    var script: String

    /// The style sheet's file.
    static let styleFile = "report.css"
    /// The script's files, in the order they run.
    static let scriptFiles = [
        "report-core.js", "report-list.js", "report-detail.js", "report-viewer.js", "report-view-side.js",
        "report-view-swipe.js", "report-view-onion.js", "report-view-blink.js", "report-overlays.js",
        "report-panel-approve.js", "report-panel-changes.js", "report-panel-warnings.js", "report-panel-ascii.js",
        "report-panel-why.js", "report-live.js", "report-keyboard.js",
    ]

    /// The script's placeholders and their replacements.
    static let scriptPlaceholders: [(placeholder: String, replacement: String)] = [
        ("{{INVISIBLE_KEEPING_LINE_BREAKS}}", InvisibleCharacters.javaScriptPattern(keepLineBreaks: true)),
        ("{{INVISIBLE}}", InvisibleCharacters.javaScriptPattern(keepLineBreaks: false)),
    ]

    /// The folder of the files in the resources built with the package.
    static var bundledDirectory: URL { Bundle.module.bundleURL.appendingPathComponent("Assets") }

    /// The assets built with the package, read once.
    static func bundled() throws -> ReportAssets { try bundledOnce.get() }

    private static let bundledOnce = Result { try read(from: bundledDirectory) }

    /// Reads the style sheet and the script's files from `directory`, joins the script and fills
    /// in its placeholders.
    static func read(from directory: URL) throws -> ReportAssets {
        let style = try text(styleFile, in: directory)
        let parts = try scriptFiles.map { try text($0, in: directory) }
        // Filled in as UTF-8 bytes: the script is about 90 KB, which string searches by
        // character take tens of milliseconds over.
        var script = Array(("(function () {\n'use strict';\n" + parts.joined() + "})();\n").utf8)
        for (placeholder, replacement) in scriptPlaceholders {
            let found = occurrences(of: Array(placeholder.utf8), in: script)
            guard found.count == 1 else {
                throw ReportAssetError(path: directory.path, reason: "the script holds \(placeholder) \(found.count) times instead of once")
            }
            script.replaceSubrange(found[0]..<(found[0] + placeholder.utf8.count), with: replacement.utf8)
        }
        if let left = unknownPlaceholder(in: script) {
            throw ReportAssetError(path: directory.path, reason: "the script holds an unknown placeholder \(left)")
        }
        let filled = String(decoding: script, as: UTF8.self)
        return ReportAssets(style: style, script: filled)
    }

    /// Where `needle` starts in `bytes`, left to right, without overlaps. (The standard
    /// library's generic `ranges(of:)` over the same bytes took 245 M instructions for the
    /// bundled script, against about 4 M for reading the assets with this loop.)
    private static func occurrences(of needle: [UInt8], in bytes: [UInt8]) -> [Int] {
        var found: [Int] = []
        guard let first = needle.first, bytes.count >= needle.count else { return found }
        var i = 0
        while i <= bytes.count - needle.count {
            if bytes[i] == first && bytes[i..<(i + needle.count)].elementsEqual(needle) {
                found.append(i)
                i += needle.count
            } else {
                i += 1
            }
        }
        return found
    }

    /// The first `{{NAME}}` left in `bytes` (NAME of capital letters and underscores), if any.
    private static func unknownPlaceholder(in bytes: [UInt8]) -> String? {
        var i = 0
        while i + 1 < bytes.count {
            defer { i += 1 }
            guard bytes[i] == UInt8(ascii: "{"), bytes[i + 1] == UInt8(ascii: "{") else { continue }
            var end = i + 2
            while end < bytes.count, bytes[end] == UInt8(ascii: "_") || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[end]) {
                end += 1
            }
            if end > i + 2, end + 1 < bytes.count, bytes[end] == UInt8(ascii: "}"), bytes[end + 1] == UInt8(ascii: "}") {
                return String(decoding: bytes[i..<(end + 2)], as: UTF8.self)
            }
        }
        return nil
    }

    private static func text(_ name: String, in directory: URL) throws -> String {
        let url = directory.appendingPathComponent(name)
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw ReportAssetError(path: url.path, reason: "no such file")
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw ReportAssetError(path: url.path, reason: error.localizedDescription)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ReportAssetError(path: url.path, reason: "not UTF-8")
        }
        return text
    }
}

/// A file of the report page's style sheet or script that could not be read from LayoutReport's
/// resources; no page is written without them.
public struct ReportAssetError: Error, CustomStringConvertible {
    /// The file.
    public var path: String
    /// Why it could not be used.
    public var reason: String

    /// Creates an error.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// `"cannot read the report page's asset <path>: <reason> …"`.
    public var description: String {
        "cannot read the report page's asset \(path): \(reason) (the resource folders built beside the executable, "
            + "*.resources, must stay beside it)"
    }
}
