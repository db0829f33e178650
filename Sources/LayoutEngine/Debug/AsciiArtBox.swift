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

    /// A drawn box: its lines, every one `width` characters wide.
    public struct Lines: Sendable {
        /// The lines, top to bottom.
        public var rows: [String]
        /// The width of each line, in characters.
        public var width: Int

        /// The lines of a box drawn as text (lines separated by newlines, all as wide as the first).
        public init(text: String) {
            rows = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            width = rows[0].count
        }

        init(rows: [String], width: Int) {
            self.rows = rows
            self.width = width
        }

        /// The lines joined by newlines.
        public var text: String { rows.joined(separator: "\n") }
    }

    /// The box titled `parent` around `children` (each a box or a bare title), arranged as asked.
    public static func box(children: [String], parent: String, arrangement: AsciiArtArrangement) -> String {
        box(children: children.map { Lines(text: $0) }, parent: parent, arrangement: arrangement).text
    }

    /// The box titled `parent` around `children`, arranged as asked; a bare title without children.
    public static func box(children: [Lines], parent: String, arrangement: AsciiArtArrangement) -> Lines {
        guard !children.isEmpty else { return Lines(text: parent) }
        switch arrangement {
        case .horizontal: return horizontalBox(children: children, parent: parent)
        case .vertical: return verticalBox(children: children, parent: parent)
        }
    }

    /// Children side by side, vertically centred against the tallest (the extra blank line goes on
    /// top when the difference is odd).
    public static func horizontalBox(children: [String], parent: String) -> String {
        box(children: children.map { Lines(text: $0) }, parent: parent, arrangement: .horizontal).text
    }

    /// Children one below the other, each centred horizontally against the widest (the extra space
    /// goes on the left when the difference is odd).
    public static func verticalBox(children: [String], parent: String) -> String {
        box(children: children.map { Lines(text: $0) }, parent: parent, arrangement: .vertical).text
    }

    private static func horizontalBox(children: [Lines], parent: String) -> Lines {
        let lineCount = children.map(\.rows.count).max() ?? 0
        let content = children.reduce(padding) { $0 + $1.width + padding }
        let title = parent.count
        // A box narrower than its title is widened so that the title fits with its padding.
        let difference = content + 2 < title ? title + 2 * padding - (content + 2) : 0
        let left = spaces(padding + (difference + 1) / 2), right = spaces(difference / 2)
        let gap = spaces(padding)
        var rows: [String] = []
        rows.reserveCapacity(lineCount + 2)
        for index in 0..<lineCount {
            var row = "|" + left
            for (n, child) in children.enumerated() {
                if n > 0 { row += gap }
                let missing = lineCount - child.rows.count, top = (missing + 1) / 2
                let line = index - top
                row += line >= 0 && line < child.rows.count ? child.rows[line] : spaces(child.width)
            }
            rows.append(row + gap + right + "|")
        }
        return framed(rows, width: content + 2 + difference, parent: parent, title: title)
    }

    private static func verticalBox(children: [Lines], parent: String) -> Lines {
        let widest = children.map(\.width).max() ?? 0
        let title = parent.count
        var leftPadding = 0, rightPadding = 0
        if widest < title {
            let difference = title + 2 * padding - widest
            leftPadding = (difference + 1) / 2
            rightPadding = difference / 2
        }
        let leftString = spaces(leftPadding + padding), rightString = spaces(rightPadding + padding)
        var rows: [String] = []
        for child in children {
            let extra = widest - child.width
            let leftLine = spaces((extra + 1) / 2), rightLine = spaces(extra / 2)
            for line in child.rows {
                rows.append("|" + leftLine + leftString + line + rightLine + rightString + "|")
            }
        }
        return framed(rows, width: widest + leftPadding + rightPadding + 2 * padding + 2, parent: parent, title: title)
    }

    /// Adds the top rule with the centred title and the bottom rule to rows `width` wide.
    private static func framed(_ rows: [String], width: Int, parent: String, title: Int) -> Lines {
        let free = max(0, width - title)
        let top = dashes((free + 1) / 2) + parent + dashes(free / 2)
        let lines = Lines(rows: [top] + rows + [dashes(width)], width: width)
        // A title with a line break breaks the top rule: its lines are the text's, as drawn.
        return parent.contains("\n") ? Lines(text: lines.text) : lines
    }

    static func spaces(_ count: Int) -> String { String(repeating: " ", count: max(0, count)) }
    static func dashes(_ count: Int) -> String { String(repeating: "-", count: max(0, count)) }
}
