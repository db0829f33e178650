import Foundation
import LayoutEngine
import LayoutGeometry

/// What a table's style draws that its data source and delegate do not say: the background, the
/// grouped styles' section cards and spacing, and the default section header and footer UIKit
/// makes for a title.
///
/// UIKit decides all of it (Texture's `ASTableView` passes headers, footers and titles straight to
/// the app's delegate and data source: its proxy does not intercept them, `ASDelegateProxy.mm`,
/// `interceptsSelector:`), and UIKit's source is not public, so the numbers approximate iOS 15 and
/// later in the light appearance; docs/texture-code.md lists them.
struct ASTableStyleMetrics {
    /// The table's style.
    let style: UITableView.Style
    /// The table's width.
    let width: Double

    /// The table's side layout margin: 16 points, 20 on a screen 414 points wide or wider (UIKit's
    /// system minimum layout margins on iPhones in portrait; an approximation).
    var layoutMargin: Double { width >= 414 ? 20 : 16 }

    /// The table's background: white for a plain table, the grouped background (242 242 247) for
    /// the grouped styles (UIKit's `systemBackground`, `systemGroupedBackground`).
    var background: UIColor { style == .plain ? .systemBackground : .systemGroupedBackground }

    /// The card under each section's rows: none for a plain table; white
    /// (`secondarySystemGroupedBackground`) across the width for a grouped one; for an inset-grouped
    /// one inset by the layout margin, its corners rounded by 10 points, without the last row's
    /// separator.
    var card: ListSectionCard? {
        switch style {
        case .plain: return nil
        case .grouped: return ListSectionCard(color: UIColor.secondarySystemGroupedBackground.layoutColor)
        case .insetGrouped:
            return ListSectionCard(color: UIColor.secondarySystemGroupedBackground.layoutColor, margin: layoutMargin,
                                   cornerRadius: 10, lastSeparator: false)
        }
    }

    /// The height of a header or footer of automatic height with neither a view nor a title: none
    /// in a plain table; in the grouped styles 35 points above the first section, 18 above the
    /// others and 18 below each section.
    func emptyHeight(header: Bool, section: Int) -> Double {
        guard style != .plain else { return 0 }
        return header && section == 0 ? 35 : 18
    }

    /// How UIKit's default header or footer draws a title: a plain table's header in the
    /// headline font (17-point semibold) in the label colour on the table's background, its footer
    /// in the footnote font (13-point) in the secondary label colour, both 4 points above and below
    /// the text; a grouped table's header in the footnote font, upper-cased, in the secondary label
    /// colour, 16 points above the text and 7 below, its footer the same without upper-casing, 7
    /// above and 16 below. The text starts and ends at the layout margin (and the card's margin).
    func title(_ text: String, header: Bool) -> ASTableSectionTitleNode.Appearance {
        let side = layoutMargin + (card?.margin ?? 0)
        if style == .plain {
            return .init(text: text, font: .preferredFont(forTextStyle: header ? .headline : .footnote),
                         color: header ? .label : .secondaryLabel, background: background,
                         insets: UIEdgeInsets(top: 4, left: side, bottom: 4, right: side))
        }
        return .init(text: header ? text.uppercased() : text, font: .preferredFont(forTextStyle: .footnote),
                     color: .secondaryLabel, background: nil,
                     insets: UIEdgeInsets(top: header ? 16 : 7, left: side, bottom: header ? 7 : 16, right: side))
    }
}
