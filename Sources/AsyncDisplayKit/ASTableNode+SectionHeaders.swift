import Foundation
import LayoutEngine
import LayoutGeometry

/// The nodes a table keeps for its section headers and footers that are not the app's nodes:
/// placeholders for views that are not nodes' views, and UIKit's default title headers, by
/// section, so each keeps its node from one layout to the next.
final class ASTableSectionExtras {
    /// One header or footer's place.
    struct Place: Hashable {
        /// The section.
        var section: Int
        /// Whether it is the header.
        var header: Bool
    }

    /// The placeholders, by place.
    var placeholders: [Place: DisplayNode] = [:]
    /// The title nodes, by place.
    var titles: [Place: ASTableSectionTitleNode] = [:]

    /// Forgets them all (the data source is asked again).
    func reset() {
        placeholders = [:]
        titles = [:]
    }
}

extension ASTableNode {
    /// A section's header or footer, as UIKit resolves it: the delegate's view (`tableView(_:
    /// viewForHeaderInSection:)`) before the data source's title (`tableView(_:titleForHeaderInSection:)`),
    /// at the delegate's height (`tableView(_:heightForHeaderInSection:)`, by default the table's
    /// `sectionHeaderHeight`). An automatic height (`UITableView.automaticDimension`, any height
    /// below zero) is what the view or title needs: a node's view is measured as wide as the table,
    /// any height, a view that is not a node's is as tall as its frame, a title as its default
    /// header; with neither, the style's spacing (`ASTableStyleMetrics.emptyHeight`). A grouped
    /// table takes a height of 0 for automatic too, as UIKit does (a grouped section's header or
    /// footer cannot be made zero tall but by a tiny height such as `.leastNormalMagnitude`).
    ///
    /// Returns the node with the range it is measured in, or, without a view or title, a gap.
    func sectionExtra(_ section: Int, header: Bool, width: Double,
                      metrics: ASTableStyleMetrics) -> (item: ListSection.Item?, gap: Double) {
        let name = ListSection.placeName(header ? "header" : "footer", section: section)
        let place = ASTableSectionExtras.Place(section: section, header: header)
        let given = header ? delegate?.tableView(view, viewForHeaderInSection: section)
            : delegate?.tableView(view, viewForFooterInSection: section)
        let title = header ? dataSource?.tableView(view, titleForHeaderInSection: section)
            : dataSource?.tableView(view, titleForFooterInSection: section)
        var height = delegate.map { header ? $0.tableView(view, heightForHeaderInSection: section)
            : $0.tableView(view, heightForFooterInSection: section) }
            ?? (header ? view.sectionHeaderHeight : view.sectionFooterHeight)
        if metrics.style != .plain && height == 0 { height = UITableView.automaticDimension }
        let automatic = height < 0
        func range(_ automaticHeight: Double?) -> SizeRange {
            let exact = automatic ? automaticHeight : Double(height)
            return ListSection.tableRange(width: width, minHeight: exact ?? 0, maxHeight: exact ?? .infinity)
        }
        if let given {
            if let node = (given as? ASNodeStandInView)?.node {
                ASListCells.name(node, name)
                return (ListSection.Item(node: node.node, range: range(nil)), 0)
            }
            let stand = sectionExtras.placeholders[place] ?? DisplayNode()
            sectionExtras.placeholders[place] = stand
            stand.placeholderViewClassName = String(describing: type(of: given))
            stand.debugName = name
            return (ListSection.Item(node: stand, range: range(max(0, Double(given.frame.height)))), 0)
        }
        if let title {
            let titled = sectionExtras.titles[place] ?? ASTableSectionTitleNode()
            sectionExtras.titles[place] = titled
            titled.show(metrics.title(title, header: header))
            ASListCells.name(titled, name)
            return (ListSection.Item(node: titled.node, range: range(nil)), 0)
        }
        return (nil, automatic ? metrics.emptyHeight(header: header, section: section) : Double(height))
    }
}
