/// How the boxes of an element's children are arranged inside its own box in ASCII art.
public enum AsciiArtArrangement: String, Hashable, Sendable, CaseIterable {
    /// Side by side, left to right (every spec except a vertical stack).
    case horizontal
    /// One below the other (vertical stacks).
    case vertical
}

/// Draws the nested boxes of ASCII art (Texture's `ASAsciiArtBoxCreator`).
///
/// A box is a title centred in a top rule of dashes, its children's boxes between `|` borders with
/// two spaces of padding, and a bottom rule of dashes. An element without children is its bare
/// title. Lengths are counted in characters.
public enum AsciiArtBox {
    /// Spaces between a border and the content, and between children side by side.
    static let padding = 2

    /// The box titled `parent` around `children` (each a box or a bare title), arranged as asked.
    public static func box(children: [String], parent: String, arrangement: AsciiArtArrangement) -> String {
        switch arrangement {
        case .horizontal: return horizontalBox(children: children, parent: parent)
        case .vertical: return verticalBox(children: children, parent: parent)
        }
    }

    /// Children side by side, vertically centred against the tallest (the extra blank line goes on
    /// top when the difference is odd).
    public static func horizontalBox(children: [String], parent: String) -> String {
        guard !children.isEmpty else { return parent }
        let split = children.map { lines(of: $0) }
        let lineCount = split.map(\.count).max() ?? 0
        let padded: [[String]] = split.map { childLines in
            let missing = lineCount - childLines.count
            let top = (missing + 1) / 2, bottom = missing / 2
            let blank = spaces(childLines[0].count)
            return Array(repeating: blank, count: top) + childLines + Array(repeating: blank, count: bottom)
        }
        let gap = spaces(padding)
        var rows: [String] = (0..<lineCount).map { index in
            var row = "|" + gap
            for childLines in padded { row += childLines[index] + gap }
            return row + "|"
        }
        let total = rows[0].count
        if total < parent.count {
            // Widen the box so that the title fits with its padding.
            let difference = parent.count + 2 * padding - total
            let left = (difference + 1) / 2, right = difference / 2
            rows = rows.map { row in
                "|" + spaces(left) + String(row.dropFirst().dropLast()) + spaces(right) + "|"
            }
        }
        return framed(rows, parent: parent).joined(separator: "\n")
    }

    /// Children one below the other, each centred horizontally against the widest (the extra space
    /// goes on the left when the difference is odd).
    public static func verticalBox(children: [String], parent: String) -> String {
        guard !children.isEmpty else { return parent }
        let split = children.map { lines(of: $0) }
        let widest = split.map { $0[0].count }.max() ?? 0
        var leftPadding = 0, rightPadding = 0
        if widest < parent.count {
            let difference = parent.count + 2 * padding - widest
            leftPadding = (difference + 1) / 2
            rightPadding = difference / 2
        }
        let leftString = spaces(leftPadding + padding), rightString = spaces(rightPadding + padding)
        var rows: [String] = []
        for childLines in split {
            let extra = widest - childLines[0].count
            let leftLine = spaces((extra + 1) / 2), rightLine = spaces(extra / 2)
            for line in childLines {
                rows.append("|" + leftLine + leftString + line + rightLine + rightString + "|")
            }
        }
        return framed(rows, parent: parent).joined(separator: "\n")
    }

    /// Adds the top rule with the centred title and the bottom rule.
    static func framed(_ rows: [String], parent: String) -> [String] {
        let total = rows[0].count
        let free = max(0, total - parent.count)
        let top = dashes((free + 1) / 2) + parent + dashes(free / 2)
        return [top] + rows + [dashes(total)]
    }

    static func lines(of box: String) -> [String] {
        box.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    static func spaces(_ count: Int) -> String { String(repeating: " ", count: max(0, count)) }
    static func dashes(_ count: Int) -> String { String(repeating: "-", count: max(0, count)) }
}
