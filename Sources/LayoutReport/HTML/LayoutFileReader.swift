import Foundation
import LayoutFile

/// Reads an enriched layout file (one fixture's `layoutlab layout --json` entry with hit areas,
/// image scaling, insets, styles and texts) through the layout file's reader, leniently, into the
/// flat form the report page draws.
enum LayoutFileReader {
    /// A file that could not be used, with the reason.
    struct Failure: Error {
        var message: String
    }

    /// Reads and flattens the layout in `data`. `fixtureName` picks the entry when the file holds
    /// a whole `{"fixtures": [...]}` document.
    static func read(_ data: Data, fixtureName: String) throws(Failure) -> LayoutData {
        let entry: LayoutFileEntry
        do {
            entry = try LayoutFileEntry.read(data, mode: .lenient(fixtureName: fixtureName))
        } catch {
            throw Failure(message: error.description)
        }
        return flatten(entry)
    }

    /// Flattens an entry already read.
    static func flatten(_ entry: LayoutFileEntry) -> LayoutData {
        var layout = LayoutData(size: entry.size, scale: entry.scale, total: 0, nodes: [])
        flatten(entry.root, into: &layout)
        return layout
    }

    /// Walks the tree without recursion (layouts may nest thousands of levels deep), parents
    /// before children.
    private static func flatten(_ root: LayoutFileElement, into layout: inout LayoutData) {
        var pending: [(element: LayoutFileElement, parent: Int)] = [(root, -1)]
        while let (element, parent) = pending.popLast() {
            layout.total += 1
            guard layout.nodes.count < HTMLReportLimits.nodes else { continue }
            let index = layout.nodes.count
            layout.nodes.append(record(element, parent: parent))
            for child in element.children.reversed() { pending.append((child, index)) }
        }
    }

    private static func record(_ e: LayoutFileElement, parent: Int) -> LayoutNodeRecord {
        let kind = clipped(e.kind) ?? "?"
        var node = LayoutNodeRecord(
            kind: kind, debugName: clipped(e.debugName), frame: e.frame, parent: parent,
            isSpec: LayoutFileElement.specKinds.contains(kind), style: clipped(e.style).flatMap { $0.isEmpty ? nil : $0 },
            text: clipped(e.text))
        if let hit = e.hitArea {
            node.hitArea = HitAreaRecord(area: hit.area, slop: hit.slop)
        }
        if let image = e.image {
            node.imageScale = image.scaleFactor
            node.imagePixels = image.pixelSize
        }
        node.insets = e.insets?.values
        return node
    }

    /// A string cut to the report's limit.
    static func clipped(_ s: String?) -> String? {
        guard let s else { return nil }
        guard s.hasMoreCharacters(than: HTMLReportLimits.string) else { return s }
        return String(s.prefix(HTMLReportLimits.string)) + "…"
    }
}
