import Foundation

/// The report page's style sheet and script, read from LayoutReport's resources (`Assets/`) and
/// inlined in `index.html`, where the page's Content-Security-Policy allows each by its hash.
///
/// The script's files run in order inside one function, `(function () { 'use strict'; … })();`,
/// so they share its scope: `report-core.js` (the embedded data, helpers, state),
/// `report-list.js` (the fixture list, filters, search), `report-detail.js` (selecting a fixture,
/// loading its data file, the detail pane), `report-viewer.js` (views and zoom),
/// `report-overlays.js` (overlays, changed regions, hovering) and `report-keyboard.js` (keys and
/// the first selection). The page reads the embedded fixture list, renders the list, filters and
/// search, and loads one fixture's details (`data/<index>.js`) when it is opened; every string
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
        "report-core.js", "report-list.js", "report-detail.js", "report-viewer.js", "report-overlays.js", "report-keyboard.js",
    ]

    /// The folder of the files in the resources built with the package.
    static var bundledDirectory: URL { Bundle.module.bundleURL.appendingPathComponent("Assets") }

    /// The assets built with the package, read once.
    static func bundled() throws -> ReportAssets { try bundledOnce.get() }

    private static let bundledOnce = Result { try read(from: bundledDirectory) }

    /// Reads the style sheet and the script's files from `directory` and joins the script.
    static func read(from directory: URL) throws -> ReportAssets {
        let style = try text(styleFile, in: directory)
        let parts = try scriptFiles.map { try text($0, in: directory) }
        return ReportAssets(style: style, script: "(function () {\n'use strict';\n" + parts.joined() + "})();\n")
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
