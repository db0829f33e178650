// Stand-ins for themuzzleflare/Provenance's own types used by the corpus node files
// (Nodes/Base/CellNode.swift, Model/ListDiffable/*CellModel.swift,
// Extensions/BonMot/StringStyle+Extension.swift, Shared/.../UIEdgeInsets+Extension.swift, fonts).
import AsyncDisplayKit
import UIKit

class CellNode: ASCellNode {}

extension UIEdgeInsets {
    static let cellNode = UIEdgeInsets(top: 13, left: 16, bottom: 13, right: 16)
}

extension UIFont {
    // The app bundles Circular Std; these fall back to the system font's weights.
    static func circularStdBook(size: CGFloat) -> UIFont { return UIFont(name: "CircularStd-Book", size: size) ?? .systemFont(ofSize: size) }
    static func circularStdMedium(size: CGFloat) -> UIFont { return UIFont(name: "CircularStd-Medium", size: size) ?? .systemFont(ofSize: size, weight: .medium) }
    static func circularStdBold(size: CGFloat) -> UIFont { return UIFont(name: "CircularStd-Bold", size: size) ?? .boldSystemFont(ofSize: size) }
}

extension UIColor {
    /// The app's accent colour (an asset-catalogue colour in the app).
    static let accentColor = UIColor(red: 1.0, green: 0.44, blue: 0.36, alpha: 1)
}

extension StringStyle {
    static let provenance = StringStyle(.font(.circularStdBook(size: 17)), .color(.label), .alignment(.left))
    static let transactionDescription = StringStyle(.font(.circularStdBold(size: 17)), .color(.label), .alignment(.left))
    static let transactionCreationDate = StringStyle(.font(.circularStdBook(size: 12)), .color(.secondaryLabel), .alignment(.left))
    static let transactionAmount = StringStyle(.font(.circularStdBook(size: 17)), .color(.label), .alignment(.right))
    static let accountBalance = StringStyle(.font(.circularStdBold(size: 32)), .color(.accentColor), .alignment(.center))
    static let accountDisplayName = StringStyle(.font(.circularStdBook(size: 17)), .color(.label), .alignment(.center))
    static let leftText = StringStyle(.font(.circularStdMedium(size: 17)), .color(.label), .alignment(.left))
    static let rightText = StringStyle(.font(.circularStdBook(size: 17)), .color(.secondaryLabel), .alignment(.right))
    static let bottomText = StringStyle(.font(.circularStdBook(size: 12)), .color(.secondaryLabel), .alignment(.left))
}

final class AccountCellModel {
    let id: String
    let balance: String
    let displayName: String

    init(id: String, balance: String, displayName: String) {
        self.id = id
        self.balance = balance
        self.displayName = displayName
    }
}

final class TransactionCellModel: NSObject {
    let id: String
    let transactionDescription: String
    let creationDate: String
    let amount: String
    let colour: UIColor

    init(id: String, transactionDescription: String, creationDate: String, amount: String, colour: UIColor) {
        self.id = id
        self.transactionDescription = transactionDescription
        self.creationDate = creationDate
        self.amount = amount
        self.colour = colour
    }
}

final class TagCellModel {
    let id: String

    init(id: String) {
        self.id = id
    }
}

// The app's colour extension on CGColor (Provenance's `CGColor+Extensions`).
extension CGColor {
    static var separator: CGColor { UIColor(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.29).cgColor }
}

// The app's context-menu helpers (Provenance's `UIContextMenuConfiguration+Extensions` and
// `UIMenuElement+Extensions`).
extension UIContextMenuConfiguration {
    convenience init(elements: [UIMenuElement]) {
        self.init(identifier: nil, previewProvider: nil) { _ in UIMenu(children: elements) }
    }
}

extension UIMenuElement {
    static func copyTransactionDescription(transaction: String) -> UIMenuElement { UIAction(title: "Copy Description") { _ in } }
    static func copyTransactionCreationDate(transaction: String) -> UIMenuElement { UIAction(title: "Copy Creation Date") { _ in } }
    static func copyTransactionAmount(transaction: String) -> UIMenuElement { UIAction(title: "Copy Amount") { _ in } }
}
