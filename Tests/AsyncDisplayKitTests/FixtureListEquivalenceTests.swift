import AsyncDisplayKit
import Foundation
import LayoutEngine
import LayoutGeometry
import LayoutLabKit
import Testing

/// A cell of a title inset by 8 and 12 points.
final class InsetTitleCell: ASCellNode {
    let titleNode = ASTextNode()

    init(_ title: String) {
        super.init()
        automaticallyManagesSubnodes = true
        titleNode.attributedText = NSAttributedString(string: title)
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        ASInsetLayoutSpec(insets: UIEdgeInsets(top: 8, left: 12, bottom: 8, right: 12), child: titleNode)
    }
}

/// The titles of the lists compared, by section.
private let listTitles = [["Kitty Shop", "Leave fur on owners clothes intrigued by the shower", "Cats r us"],
                          ["Meow", "Jump launch to pounce upon little yarn mouse, bare fangs at toy run hide in litter box"]]

/// A plain table, its own data source and delegate: rows of `InsetTitleCell`, the second row's
/// separator inset by 16; section 0's header a node at the delegate's 28 points and its footer a
/// 12-point gap, section 1's header a node 30 points tall at an automatic height.
final class TitleTableNode: ASTableNode, ASTableDataSource, ASTableDelegate {
    /// Header nodes by section (a dictionary: no property names them).
    private var headerNodes: [Int: ASDisplayNode] = [:]

    override init() {
        super.init()
        dataSource = self
        delegate = self
        contentInset = UIEdgeInsets(top: 6, left: 4, bottom: 6, right: 4)
    }

    func numberOfSections(in tableNode: ASTableNode) -> Int { listTitles.count }
    func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int { listTitles[section].count }
    func tableNode(_ tableNode: ASTableNode, nodeForRowAt indexPath: IndexPath) -> ASCellNode {
        let cell = InsetTitleCell(listTitles[indexPath.section][indexPath.row])
        if indexPath.row == 1 { cell.separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) }
        return cell
    }
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let node = headerNodes[section] ?? ASDisplayNode()
        if section == 1 { node.style.height = ASDimension(unit: .points, value: 30) }
        headerNodes[section] = node
        return node.view
    }
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        section == 0 ? 28 : UITableView.automaticDimension
    }
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        section == 0 ? 12 : UITableView.automaticDimension
    }
}

/// A collection in a flow layout, its own data source and delegate: items of `InsetTitleCell`,
/// each section's header an `InsetTitleCell` in a 0…∞ range; section 1 with its own inset and
/// line spacing.
final class TitleCollectionNode: ASCollectionNode, ASCollectionDataSource, ASCollectionDelegateFlowLayout {
    init(layout: UICollectionViewFlowLayout) {
        super.init(collectionViewLayout: layout)
        dataSource = self
        delegate = self
        registerSupplementaryNode(ofKind: UICollectionView.elementKindSectionHeader)
    }

    func numberOfSections(in collectionNode: ASCollectionNode) -> Int { listTitles.count }
    func collectionNode(_ collectionNode: ASCollectionNode, numberOfItemsInSection section: Int) -> Int { listTitles[section].count }
    func collectionNode(_ collectionNode: ASCollectionNode, nodeForItemAt indexPath: IndexPath) -> ASCellNode {
        InsetTitleCell(listTitles[indexPath.section][indexPath.item])
    }
    func collectionNode(_ collectionNode: ASCollectionNode, nodeForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> ASCellNode {
        InsetTitleCell("Section \(indexPath.section)")
    }
    func collectionNode(_ collectionNode: ASCollectionNode, sizeRangeForHeaderInSection section: Int) -> ASSizeRange {
        ASSizeRangeMake(.zero, CGSize(width: CGFloat.infinity, height: .infinity))
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets {
        section == 1 ? UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8) : (collectionViewLayout as! UICollectionViewFlowLayout).sectionInset
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        section == 1 ? 3 : (collectionViewLayout as! UICollectionViewFlowLayout).minimumLineSpacing
    }
}

/// A `table` or `collection` element of a fixture file lays out exactly as the same list built
/// in Swift through `ASTableNode` or `ASCollectionNode`: the same engine, the same ranges, the
/// same names.
@Suite("Fixture lists against Texture's lists")
struct FixtureListEquivalenceTests {
    /// A fixture-file cell like `InsetTitleCell`.
    private func cell(_ title: String, _ extra: String = "") -> String {
        "{cell: {\(extra)layout: {inset: {insets: [8, 12, 8, 12], child: {text: {debugName: titleNode, text: \"\(title)\"}}}}}}"
    }

    private func rows(_ section: Int) -> String {
        listTitles[section].enumerated().map { i, title in cell(title, i == 1 ? "separatorInset: [0, 16, 0, 0], " : "") }
            .joined(separator: ", ")
    }

    private func items(_ section: Int) -> String { listTitles[section].map { cell($0) }.joined(separator: ", ") }

    /// Lays out both, and expects the same tree below the root (the Swift root is named by its
    /// class), the same size, and the places named.
    private func expectSame(_ yaml: String, _ fixture: SwiftFixture, names: [String]) throws {
        let file = try NodeFixtureSupport.layoutYAML(yaml)
        let swift = try NodeFixtureSupport.layout(fixture)
        let fileLines = NodeFixtureSupport.lines(file.tree), swiftLines = NodeFixtureSupport.lines(swift.tree)
        #expect(Array(fileLines.dropFirst()) == Array(swiftLines.dropFirst()))
        #expect(file.tree.size == swift.tree.size)
        for name in names { #expect(NodeFixtureSupport.frame(name, in: file.tree) != nil, "\(name) is not in the file's layout") }
    }

    @Test("a table: rows at the content width, separators and their insets, header nodes and gaps, content inset", arguments: [320.0, 200.0])
    func table(width: Double) throws {
        let yaml = """
        name: t
        size: [\(width), auto]
        root:
          table:
            contentInset: [6, 4, 6, 4]
            sections:
              - {header: {node: {}}, headerHeight: 28, footerHeight: 12, rows: [\(rows(0))]}
              - {header: {node: {style: {height: 30}}}, rows: [\(rows(1))]}
        """
        try expectSame(yaml, SwiftFixture("t", width: width) { TitleTableNode() },
                       names: ["row[0][2]", "row[1][1]", "separator[0][1]", "header[0]", "header[1]", "titleNode"])
    }

    @Test("a collection: self-sizing items in justified lines, spacing per section, self-sizing headers", arguments: [320.0, 200.0])
    func collection(width: Double) throws {
        let yaml = """
        name: c
        size: [\(width), auto]
        root:
          collection:
            sectionInset: 10
            minimumInteritemSpacing: 6
            contentInset: [0, 5, 0, 5]
            sections:
              - {header: \(cell("Section 0")), items: [\(items(0))]}
              - {header: \(cell("Section 1")), sectionInset: [4, 8, 4, 8], minimumLineSpacing: 3, items: [\(items(1))]}
        """
        try expectSame(yaml, SwiftFixture("c", width: width) {
            let layout = UICollectionViewFlowLayout()
            layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
            layout.minimumInteritemSpacing = 6
            let collection = TitleCollectionNode(layout: layout)
            collection.contentInset = UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 5)
            return collection
        }, names: ["item[0][2]", "item[1][1]", "header[0]", "header[1]"])
    }

    @Test("a horizontal collection of a fixed item size")
    func horizontalCollection() throws {
        let yaml = """
        name: c
        size: [320, 120]
        root:
          collection:
            scrollDirection: horizontal
            itemSize: [80, 30]
            sections:
              - {header: \(cell("Section 0")), items: [\(items(0))]}
              - {header: \(cell("Section 1")), sectionInset: [4, 8, 4, 8], minimumLineSpacing: 3, items: [\(items(1))]}
        """
        try expectSame(yaml, SwiftFixture("c", width: 320, height: 120) {
            let layout = UICollectionViewFlowLayout()
            layout.scrollDirection = .horizontal
            layout.itemSize = CGSize(width: 80, height: 30)
            return TitleCollectionNode(layout: layout)
        }, names: ["item[0][2]", "item[1][1]", "header[1]"])
    }
}
