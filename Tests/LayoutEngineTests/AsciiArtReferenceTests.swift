import LayoutEngine
import LayoutLabTestSupport
import Testing

/// The boxes drawn the plain way, by splitting and joining text at every level: the reference the
/// line-based drawing must match character for character.
private enum ReferenceArt {
    static let padding = 2

    static func horizontal(_ children: [String], _ parent: String) -> String {
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
    static func vertical(_ children: [String], _ parent: String) -> String {
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

    static func draw(_ e: any LayoutElement) -> String {
        let children = e.layoutChildren.map(draw)
        let isVertical = (e as? any AsciiArtCustomizing)?.asciiArtArrangement == .vertical
        return isVertical ? vertical(children, e.asciiArtTypeName) : horizontal(children, e.asciiArtTypeName)
    }
}

/// A spec arranged either way, to build random trees.
private final class Arranged: LayoutSpec, AsciiArtCustomizing {
    let arrangement: AsciiArtArrangement
    init(_ arrangement: AsciiArtArrangement, children: [any LayoutElement], debugName: String?) {
        self.arrangement = arrangement
        super.init(children: children, debugName: debugName)
    }
    var asciiArtArrangement: AsciiArtArrangement { arrangement }
}

@Suite struct AsciiArtReferenceTests {
    private static let names: [String?] = [nil, "a", "avatar", "é", "😀 wide", "a name much longer than the boxes inside it",
                                            "two\nlines", "", "tab\there"]

    private static func tree(_ rng: inout FuzzRandom, depth: Int) -> any LayoutElement {
        let name = names[rng.below(names.count)]
        if depth == 0 || rng.below(4) == 0 {
            let node = DisplayNode()
            node.debugName = name
            return node
        }
        let children = (0..<rng.below(4)).map { _ in tree(&rng, depth: depth - 1) }
        return Arranged(rng.below(2) == 0 ? .horizontal : .vertical, children: children, debugName: name)
    }

    @Test func randomTreesDrawAsTheReferenceDraws() {
        var rng = FuzzRandom(seed: 0x4153_4349)
        for round in 0..<400 {
            let root = AsciiArtReferenceTests.tree(&rng, depth: 1 + rng.below(5))
            let drawn = root.asciiArtString(), expected = ReferenceArt.draw(root)
            #expect(drawn == expected, "round \(round):\n\(drawn)\n--- expected ---\n\(expected)")
            if drawn != expected { break }
        }
    }
}
