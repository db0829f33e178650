extension LayoutDiff {
    /// What the structural diff names as the cause of a move: style values and spec parameters
    /// (a stack's spacing, an inset spec's insets, …) that changed between the baseline's layout
    /// file and the actual one, on the element itself, one of its children
    /// (a spec is sized by them), an ancestor, or a sibling of either (what a stack or spec weighs
    /// when it places the element):
    /// `usernameNode: x 62 → 68 (+6pt) because avatar.width 40 → 46`, or `… because
    /// headerStack.spacing 10 → 16`.
    struct StyleCauses {
        private let after: [Entry]
        /// For each actual entry whose matched baseline entry had another style: the change, as
        /// `label.key before → after` parts.
        private let changed: [Int: [String]]
        /// The actual entries' children, by parent index.
        private let children: [Int: [Int]]

        /// The most style changes named for one move.
        static let maxNamed = 2

        init(before: [Entry], after: [Entry], matchOfAfter: [Int?]) {
            self.after = after
            var changed: [Int: [String]] = [:]
            var children: [Int: [Int]] = [:]
            for (i, entry) in after.enumerated() {
                if let parent = entry.parent { children[parent, default: []].append(i) }
                guard let j = matchOfAfter[i], before[j].style != entry.style || before[j].spec != entry.spec else { continue }
                changed[i] = StyleCauses.changes(before[j].style, entry.style, label: entry.label, missing: "unset")
                    + StyleCauses.changes(before[j].spec, entry.spec, label: entry.label, missing: "default")
            }
            self.changed = changed
            self.children = children
        }

        /// The style changes that may have moved actual entry `i`, or nil when none did.
        func of(_ i: Int) -> String? {
            guard !changed.isEmpty else { return nil }
            var candidates: [Int] = [i] + children[i, default: []]
            var current: Int? = i
            while let c = current {
                if c != i { candidates.append(c) }
                if let parent = after[c].parent { candidates += children[parent, default: []].filter { $0 != c } }
                current = after[c].parent
            }
            let named = candidates.flatMap { changed[$0] ?? [] }
            guard !named.isEmpty else { return nil }
            return named.prefix(StyleCauses.maxNamed).joined(separator: ", ")
                + (named.count > StyleCauses.maxNamed ? " (and \(named.count - StyleCauses.maxNamed) more)" : "")
        }

        /// The values that differ between two descriptions, as `label.key before → after`, a
        /// value one of them leaves out written `missing`.
        static func changes(_ before: String, _ after: String, label: String, missing: String) -> [String] {
            guard before != after else { return [] }
            let old = values(before), new = values(after)
            return Set(old.keys).union(new.keys).sorted().compactMap { key in
                old[key] == new[key] ? nil : "\(label).\(key) \(old[key] ?? missing) → \(new[key] ?? missing)"
            }
        }

        /// `flexGrow: 1, layoutPosition: [2, 3], width: 50` as keys and values.
        static func values(_ style: String) -> [String: String] {
            var out: [String: String] = [:]
            var rest = Substring(style)
            while let colon = rest.range(of: ": ") {
                let key = String(rest[..<colon.lowerBound])
                rest = rest[colon.upperBound...]
                // A bracketed value holds ", " itself: it ends at its closing bracket.
                let end = rest.hasPrefix("[") ? rest.firstIndex(of: "]").map { rest.index(after: $0) } ?? rest.endIndex
                    : rest.range(of: ", ")?.lowerBound ?? rest.endIndex
                out[key] = String(rest[..<end])
                rest = rest[end...]
                if rest.hasPrefix(", ") { rest = rest.dropFirst(2) }
            }
            return out
        }
    }
}
