import Foundation
import LayoutEngine
import LayoutGeometry

/// The cells a table or collection node's data source gave: asked for once, all of them, as
/// Texture's data controller does when the node first lays out (or after `reloadData()`), and kept
/// while the node lives. Each cell is named by its place (`row[0][3]`, `item[1][0]`,
/// `header[0]`) unless its code named it.
final class ASListCells {
    /// The cells, by section.
    private(set) var sections: [[ASCellNode]] = []
    /// Each section's supplementary nodes, by kind.
    private(set) var supplementary: [[String: ASCellNode]] = []
    /// Whether the data source has been asked.
    private(set) var isLoaded = false
    /// The cells the delegate was told are about to show.
    private var displayed = Set<ObjectIdentifier>()

    /// True the first time it is asked for `cell`: the delegate is told once a cell shows.
    func markDisplayed(_ cell: ASCellNode) -> Bool {
        displayed.insert(ObjectIdentifier(cell)).inserted
    }

    /// Drops the cells: the data source is asked again at the next layout.
    func reset() {
        isLoaded = false
        sections = []
        supplementary = []
        displayed = []
    }

    /// Asks the data source for every cell, when it has not been asked.
    func loadIfNeeded(sections count: () -> Int, items: (Int) -> Int, cell: (IndexPath) -> ASCellNode,
                      supplementary kinds: [String] = [], node: (String, IndexPath) -> ASCellNode? = { _, _ in nil },
                      cellName: String) {
        guard !isLoaded else { return }
        isLoaded = true
        let sectionCount = max(0, count())
        sections = (0..<sectionCount).map { section in
            (0..<max(0, items(section))).map { index in
                let path = IndexPath(item: index, section: section)
                let made = cell(path)
                Self.name(made, ListSection.placeName(cellName, section: section, index: index))
                return made
            }
        }
        supplementary = (0..<sectionCount).map { section in
            var byKind: [String: ASCellNode] = [:]
            for kind in kinds {
                guard let made = node(kind, IndexPath(item: 0, section: section)) else { continue }
                Self.name(made, ListSection.placeName(Self.shortName(kind), section: section))
                byKind[kind] = made
            }
            return byKind
        }
    }

    /// The cell at `indexPath`, or nil.
    func cell(at indexPath: IndexPath) -> ASCellNode? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
              sections[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return sections[indexPath.section][indexPath.item]
    }

    /// Where `cell` is, or nil.
    func indexPath(of cell: ASCellNode) -> IndexPath? {
        for (s, cells) in sections.enumerated() {
            if let i = cells.firstIndex(where: { $0 === cell }) { return IndexPath(item: i, section: s) }
        }
        return nil
    }

    /// The cells that are subnodes of the list after its latest layout (those on screen).
    func visible(in list: ListNode) -> [ASCellNode] {
        let shown = Set(list.subnodes.map(ObjectIdentifier.init))
        return sections.joined().filter { shown.contains(ObjectIdentifier($0.node)) }
    }

    /// Gives `cell` (a cell, header or footer) its place's name unless its code named it.
    static func name(_ cell: ASDisplayNode, _ name: String) {
        guard cell.nameSource != .explicit else { return }
        cell.node.debugName = name
        cell.nameSource = .property
    }

    /// `header` and `footer` for UIKit's kinds; other kinds by their own name.
    private static func shortName(_ kind: String) -> String {
        switch kind {
        case UICollectionView.elementKindSectionHeader: return "header"
        case UICollectionView.elementKindSectionFooter: return "footer"
        default: return kind
        }
    }
}
