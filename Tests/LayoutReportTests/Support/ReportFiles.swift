import Foundation
@testable import LayoutReport

/// Reads back what the HTML writer produced.
enum ReportFiles {
    static func text(_ url: URL) throws -> String {
        String(decoding: try Data(contentsOf: url), as: UTF8.self)
    }

    /// The JSON the page embeds, decoded.
    static func embeddedData(_ html: String) throws -> [String: Any] {
        let open = "<script type=\"application/json\" id=\"layoutlab-data\">"
        guard let start = html.range(of: open), let end = html.range(of: "</script>", range: start.upperBound..<html.endIndex) else {
            throw Missing(what: "the embedded data script")
        }
        return try json(String(html[start.upperBound..<end.lowerBound]))
    }

    /// The inline script and style sheet, as placed in the page.
    static func inlineCode(_ html: String) throws -> (script: String, style: String) {
        guard let styleStart = html.range(of: "<style>"), let styleEnd = html.range(of: "</style>"),
              let scriptStart = html.range(of: "<script>", options: .backwards),
              let scriptEnd = html.range(of: "</script>", options: .backwards) else { throw Missing(what: "inline code") }
        return (String(html[scriptStart.upperBound..<scriptEnd.lowerBound]), String(html[styleStart.upperBound..<styleEnd.lowerBound]))
    }

    /// Each fixture's token, index and decoded details in a data file, in the file's order (one
    /// `layoutlabFixture("token", index, {...});` line each).
    static func dataEntries(_ url: URL) throws -> [(token: String, index: Int, detail: [String: Any])] {
        let text = try self.text(url)
        guard text.hasSuffix(");\n") else { throw Missing(what: "the data calls in \(url.lastPathComponent)") }
        return try text.dropLast().split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let prefix = "layoutlabFixture(\""
            guard line.hasPrefix(prefix), line.hasSuffix(");") else { throw Missing(what: "the data call in \(url.lastPathComponent)") }
            var rest = line.dropFirst(prefix.count).dropLast(2)
            guard let quote = rest.firstIndex(of: "\"") else { throw Missing(what: "the token") }
            let token = String(rest[..<quote])
            rest = rest[rest.index(quote, offsetBy: 3)...]
            guard let comma = rest.firstIndex(of: ","), let index = Int(rest[..<comma]) else { throw Missing(what: "the index") }
            return (token, index, try json(String(rest[rest.index(comma, offsetBy: 2)...])))
        }
    }

    /// The token, index and decoded details of fixture `index` of the report in `dir`, from the
    /// data file the page's embedded `dataFiles` say holds it.
    static func dataEntry(_ dir: URL, _ index: Int) throws -> (token: String, index: Int, detail: [String: Any]) {
        let starts = try embeddedData(try text(dir.appendingPathComponent("index.html")))["dataFiles"] as? [Int] ?? []
        guard let first = starts.last(where: { $0 <= index }) else { throw Missing(what: "a data file for fixture \(index)") }
        let entries = try dataEntries(dir.appendingPathComponent("data/\(first).js"))
        guard let entry = entries.first(where: { $0.index == index }) else { throw Missing(what: "fixture \(index) in data/\(first).js") }
        return entry
    }

    static func json(_ text: String) throws -> [String: Any] {
        guard let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else {
            throw Missing(what: "a JSON object")
        }
        return object
    }

    /// Every regular file under `url`, relative paths.
    static func listing(_ url: URL) -> [String] {
        let base = url.standardizedFileURL.path
        var out: [String] = []
        let e = FileManager.default.enumerator(atPath: base)
        while let path = e?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: base + "/" + path, isDirectory: &isDirectory), !isDirectory.boolValue {
                out.append(path)
            }
        }
        return out.sorted()
    }

    struct Missing: Error, CustomStringConvertible {
        var what: String
        var description: String { "missing \(what)" }
    }
}
