import Foundation

/// Reads an enriched layout JSON file (one fixture's `layoutlab layout --json` entry with hit
/// areas, image scaling, insets, styles and texts) into the flat form the report page draws.
enum LayoutFileReader {
    /// The kinds that are layout specs: they arrange, they do not draw.
    static let specKinds: Set<String> = [
        "stack", "inset", "overlay", "background", "center", "ratio", "relative", "absolute", "corner",
        "wrapper", "spacer", "spec",
    ]

    /// A file that could not be used, with the reason.
    struct Failure: Error {
        var message: String
    }

    /// Reads and flattens the layout in `data`. `fixtureName` picks the entry when the file holds
    /// a whole `{"fixtures": [...]}` document.
    static func read(_ data: Data, fixtureName: String) throws(Failure) -> LayoutData {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data, options: [])
        } catch {
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? error.localizedDescription
            throw Failure(message: "not valid JSON (\(detail))")
        }
        guard var entry = object as? [String: Any] else { throw Failure(message: "expected a JSON object at the top") }
        if entry["root"] == nil, let list = entry["fixtures"] as? [[String: Any]] {
            guard let match = list.first(where: { ($0["name"] as? String) == fixtureName }) ?? list.first else {
                throw Failure(message: "`fixtures` is empty")
            }
            entry = match
        }
        guard let root = entry["root"] as? [String: Any] else { throw Failure(message: "expected an object at `root`") }
        var layout = LayoutData(size: numbers(entry["size"], count: 2), scale: positive(entry["scale"]), nodes: [], total: 0)
        flatten(root, into: &layout)
        return layout
    }

    /// Walks the tree without recursion (layouts may nest thousands of levels deep), parents
    /// before children.
    private static func flatten(_ root: [String: Any], into layout: inout LayoutData) {
        var pending: [(element: [String: Any], parent: Int)] = [(root, -1)]
        while let (element, parent) = pending.popLast() {
            layout.total += 1
            guard layout.nodes.count < HTMLReportLimits.nodes else { continue }
            let index = layout.nodes.count
            layout.nodes.append(record(element, parent: parent))
            if let children = element["children"] as? [Any] {
                for child in children.reversed() {
                    if let child = child as? [String: Any] { pending.append((child, index)) }
                }
            }
        }
    }

    private static func record(_ e: [String: Any], parent: Int) -> LayoutNodeRecord {
        let kind = clipped(e["kind"] as? String) ?? "?"
        var node = LayoutNodeRecord(
            k: kind, n: clipped(e["debugName"] as? String), f: numbers(e["frame"], count: 4), p: parent,
            sp: specKinds.contains(kind), st: clipped(e["style"] as? String).flatMap { $0.isEmpty ? nil : $0 },
            t: clipped(e["text"] as? String))
        if let hit = e["hitArea"] as? [String: Any] {
            node.ha = HitAreaRecord(a: numbers(hit["area"], count: 4), sl: numbers(hit["slop"], count: 4))
        }
        if let image = e["image"] as? [String: Any] {
            node.sf = numbers(image["scaleFactor"], count: 2)
            node.px = numbers(image["pixelSize"], count: 2)
        }
        node.ins = numbers(e["insets"], count: 4)
        return node
    }

    /// `count` finite numbers, or nil.
    static func numbers(_ value: Any?, count: Int) -> [Double]? {
        guard let list = value as? [Any], list.count == count else { return nil }
        var out: [Double] = []
        out.reserveCapacity(count)
        for item in list {
            guard let n = number(item) else { return nil }
            out.append(n)
        }
        return out
    }

    private static func positive(_ value: Any?) -> Double? {
        guard let n = value.flatMap(number), n > 0 else { return nil }
        return n
    }

    private static func number(_ value: Any) -> Double? {
        guard let n = value as? NSNumber else { return nil }
        let d = n.doubleValue
        return d.isFinite ? d : nil
    }

    /// A string cut to the report's limit.
    static func clipped(_ s: String?) -> String? {
        guard let s else { return nil }
        guard s.count > HTMLReportLimits.string else { return s }
        return String(s.prefix(HTMLReportLimits.string)) + "…"
    }
}
