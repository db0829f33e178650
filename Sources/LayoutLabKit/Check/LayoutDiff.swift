import LayoutGeometry
import LayoutReport

/// The structural diff: which elements moved, resized, appeared or disappeared between a
/// baseline layout and the actual one.
///
/// Elements are matched by debugName when the name is unique in both trees, and otherwise by
/// their tree path: at every level the kind and either the debugName or the index among unnamed
/// same-kind siblings (`inset/stack[0]/text "title"`, `inset/stack[0]/text[1]`), so adding a
/// sibling of another kind, or a named one, does not shift the match.
/// Frames are compared in root coordinates, within `tolerance` points.
///
/// Summaries name an element by its debugName; a name used more than once in the tree (each
/// cell's `titleNode`) is qualified by its nearest uniquely named ancestor
/// (`row[0][3].titleNode`), and an unnamed element is named by its path.
public enum LayoutDiff {
    /// Frame differences up to this many points are not changes (layout files keep 4 decimals).
    public static let tolerance = 0.001

    /// Every change from `baseline` to `actual`: moved, resized and appeared elements in the
    /// actual tree's order, then disappeared ones in the baseline's order.
    public static func changes(from baseline: LayoutSnapshot, to actual: LayoutSnapshot) -> [LayoutChange] {
        var before = flatten(baseline), after = flatten(actual)
        let beforeNames = uniqueNames(before), afterNames = uniqueNames(after)
        qualifyLabels(&before, unique: beforeNames)
        qualifyLabels(&after, unique: afterNames)
        var matchOfAfter = [Int?](repeating: nil, count: after.count)
        var beforeMatched = [Bool](repeating: false, count: before.count)
        for (i, entry) in after.enumerated() {
            guard let name = entry.debugName, let j = beforeNames[name], afterNames[name] != nil else { continue }
            matchOfAfter[i] = j
            beforeMatched[j] = true
        }
        var beforeByPath: [String: Int] = [:]
        for (j, entry) in before.enumerated() where !beforeMatched[j] { beforeByPath[entry.path] = j }
        for (i, entry) in after.enumerated() where matchOfAfter[i] == nil {
            guard let j = beforeByPath[entry.path], !beforeMatched[j] else { continue }
            matchOfAfter[i] = j
            beforeMatched[j] = true
        }
        let causes = StyleCauses(before: before, after: after, matchOfAfter: matchOfAfter)
        var out: [LayoutChange] = []
        for (i, entry) in after.enumerated() {
            if let j = matchOfAfter[i] {
                if var change = compare(before[j], entry) {
                    if let cause = causes.of(i) { change.summary += " because " + cause }
                    out.append(change)
                }
            } else {
                out.append(LayoutChange(path: entry.path, debugName: entry.debugName, elementKind: entry.kind,
                                        change: .appeared, before: nil, after: entry.frame,
                                        summary: "\(entry.label): appeared " + (entry.frame.map { "at \(describe($0))" } ?? "with no frame")))
            }
        }
        for (j, entry) in before.enumerated() where !beforeMatched[j] {
            out.append(LayoutChange(path: entry.path, debugName: entry.debugName, elementKind: entry.kind,
                                    change: .disappeared, before: entry.frame, after: nil,
                                    summary: "\(entry.label): disappeared" + (entry.frame.map { " (was \(describe($0)))" } ?? "")))
        }
        return out
    }

    /// One element of a flattened tree.
    struct Entry {
        var path: String
        var kind: String
        var debugName: String?
        var frame: [Double]?
        var style: String = ""
        /// A spec's parameters, as the layout file writes them.
        var spec: String = ""
        /// The index of the parent's entry (nil for the root).
        var parent: Int?
        /// How summaries name it: its debugName (qualified when it is not unique), else its path.
        var label: String

        init(path: String, kind: String, debugName: String?, frame: [Double]?, style: String = "", parent: Int?) {
            self.path = path
            self.kind = kind
            self.debugName = debugName
            self.frame = frame
            self.style = style
            self.parent = parent
            label = debugName ?? path
        }
    }

    /// Qualifies each repeated name by its nearest uniquely named ancestor's label
    /// (`row[0][3].titleNode`); parents come before their children, so theirs are final.
    static func qualifyLabels(_ entries: inout [Entry], unique: [String: Int]) {
        for i in entries.indices {
            guard let name = entries[i].debugName, unique[name] == nil else { continue }
            var ancestor = entries[i].parent
            while let a = ancestor, entries[a].debugName.map({ unique[$0] == nil }) ?? true { ancestor = entries[a].parent }
            if let a = ancestor { entries[i].label = entries[a].label + "." + name }
        }
    }

    /// The tree depth first, parents before children, each with its path.
    static func flatten(_ root: LayoutSnapshot) -> [Entry] {
        var out: [Entry] = []
        // An explicit stack: trees may be deeper than the thread's stack allows recursion.
        var pending: [(LayoutSnapshot, String, Int?)] = [(root, segment(root, index: nil), nil)]
        while let (element, path, parent) = pending.popLast() {
            let entryIndex = out.count
            out.append(Entry(path: path, kind: element.kind, debugName: element.debugName, frame: element.frame,
                             style: element.style, parent: parent))
            out[entryIndex].spec = element.spec
            var seen: [String: Int] = [:]
            var children: [(LayoutSnapshot, String, Int?)] = []
            children.reserveCapacity(element.children.count)
            for child in element.children {
                let key = child.debugName.map { child.kind + "\u{0}" + $0 } ?? child.kind
                let index = seen[key, default: 0]
                seen[key] = index + 1
                children.append((child, path + "/" + segment(child, index: index), entryIndex))
            }
            pending.append(contentsOf: children.reversed())
        }
        return out
    }

    /// One level of a path: `kind[i]` for an unnamed element (i counts unnamed siblings of its
    /// kind), `kind "name"` for a named one (`kind "name"[i]` for a repeated name). The root
    /// has no index.
    static func segment(_ element: LayoutSnapshot, index: Int?) -> String {
        if let name = element.debugName {
            return "\(element.kind) \"\(name)\"" + (index.map { $0 > 0 ? "[\($0)]" : "" } ?? "")
        }
        return index.map { "\(element.kind)[\($0)]" } ?? element.kind
    }

    /// Names used exactly once, with their entry's index.
    private static func uniqueNames(_ entries: [Entry]) -> [String: Int] {
        var counts: [String: Int] = [:]
        var index: [String: Int] = [:]
        for (i, entry) in entries.enumerated() {
            guard let name = entry.debugName else { continue }
            counts[name, default: 0] += 1
            index[name] = i
        }
        return index.filter { counts[$0.key] == 1 }
    }

    private static func compare(_ before: Entry, _ after: Entry) -> LayoutChange? {
        let label = after.debugName != nil ? after.label : (before.debugName != nil ? before.label : after.path)
        switch (before.frame, after.frame) {
        case (nil, nil):
            return nil
        case (nil, let a?):
            return LayoutChange(path: after.path, debugName: after.debugName, elementKind: after.kind, change: .resized,
                                before: nil, after: a, summary: "\(label): no frame → \(describe(a))")
        case (let b?, nil):
            return LayoutChange(path: after.path, debugName: after.debugName, elementKind: after.kind, change: .resized,
                                before: b, after: nil, summary: "\(label): \(describe(b)) → no frame")
        case (let b?, let a?):
            let axes = ["x", "y", "w", "h"]
            var parts: [String] = []
            for k in 0..<4 where !same(b[k], a[k]) {
                parts.append("\(axes[k]) \(number(b[k])) → \(number(a[k])) (\(delta(a[k] - b[k])))")
            }
            guard !parts.isEmpty else { return nil }
            let resized = !same(b[2], a[2]) || !same(b[3], a[3])
            return LayoutChange(path: after.path, debugName: after.debugName, elementKind: after.kind,
                                change: resized ? .resized : .moved, before: b, after: a,
                                summary: "\(label): " + parts.joined(separator: ", "))
        }
    }

    private static func same(_ a: Double, _ b: Double) -> Bool {
        a == b || abs(a - b) <= tolerance || (a.isNaN && b.isNaN)
    }

    static func number(_ v: Double) -> String { LayoutFormat.number(v, maxDecimals: 2) }

    static func delta(_ v: Double) -> String { (v > 0 ? "+" : "") + number(v) + "pt" }

    static func describe(_ frame: [Double]) -> String { "[" + frame.map(number).joined(separator: ", ") + "]" }
}
