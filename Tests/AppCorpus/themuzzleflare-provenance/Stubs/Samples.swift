import AsyncDisplayKit
import UIKit

func makeCorpusNodes() -> [(String, ASDisplayNode)] {
    let account = AccountCellModel(id: "acc-1", balance: "$1,234.56", displayName: "Spending")
    let transaction = TransactionCellModel(id: "tx-1", transactionDescription: "Coffee Supreme, Fitzroy — flat white and a croissant",
                                           creationDate: "Today, 8:14 am", amount: "-$9.50", colour: .label)
    return [
        ("themuzzleflare-provenance/AccountCellNode", AccountCellNode(model: account)),
        ("themuzzleflare-provenance/TransactionCellNode", TransactionCellNode(model: transaction, contextMenu: false)),
        ("themuzzleflare-provenance/SubtitleCellNode", SubtitleCellNode(text: "Transaction ID", detailText: "e7c9b1f4-2a1d-4c55-9d2e-0b1f0a6c3d21")),
        ("themuzzleflare-provenance/TagCellNode", TagCellNode(model: TagCellModel(id: "Holiday"))),
        ("themuzzleflare-provenance/RightDetailCellNode", RightDetailCellNode(text: "Status", detailText: "Settled")),
    ]
}
