// Stand-ins for AntonHse/GitHuber's own types used by the corpus node files
// (Reusable Nodes/BaseNode.swift, BaseCellNode.swift, Models/Protocols/ViewDataSettableProtocol.swift,
// Common/Images.swift, Common/Colors.swift, Extensions/String+Extension.swift, Int+Extension.swift,
// Numeric+Extension.swift, ProfileInfoNodeModel.swift, RepositoryCellNodeModel.swift).
import AsyncDisplayKit
import UIKit

class BaseNode: ASDisplayNode {
    override init() {
        super.init()
        backgroundColor = .white
        automaticallyManagesSubnodes = true
    }
}

class BaseCellNode: ASCellNode {
    override init() {
        super.init()
        backgroundColor = .white
        automaticallyManagesSubnodes = true
    }
}

protocol ViewDataSettableProtocol {
    associatedtype ModelType
    func set(model: ModelType)
}

enum Images {
    case fork, link, info, star, githubLogo

    var image: UIImage? {
        switch self {
        case .fork: return UIImage(named: "tuningfork")
        case .link: return UIImage(named: "link")
        case .info: return UIImage(named: "info.circle")
        case .star: return UIImage(named: "Star")?.withRenderingMode(.alwaysTemplate)
        case .githubLogo: return UIImage(named: "GithubLogo")
        }
    }
}

struct Colors {
    static let backgroundGray = UIColor(red: 247 / 255, green: 247 / 255, blue: 249 / 255, alpha: 1)
    static let placeholderText = UIColor(red: 165 / 255, green: 164 / 255, blue: 169 / 255, alpha: 1)
    static let header = UIColor(red: 238 / 255, green: 240 / 255, blue: 244 / 255, alpha: 1)
}

extension String {
    func bold(color: UIColor = .label) -> NSMutableAttributedString {
        return NSMutableAttributedString(string: self, attributes: [.foregroundColor: color, .font: UIFont.boldSystemFont(ofSize: 18)])
    }

    func normal(color: UIColor = .label) -> NSMutableAttributedString {
        return NSMutableAttributedString(string: self, attributes: [.foregroundColor: color, .font: UIFont.systemFont(ofSize: 18)])
    }

    func smallBold(color: UIColor = .label) -> NSMutableAttributedString {
        return NSMutableAttributedString(string: self, attributes: [.foregroundColor: color, .font: UIFont.boldSystemFont(ofSize: 14)])
    }

    func small(color: UIColor = .label) -> NSMutableAttributedString {
        return NSMutableAttributedString(string: self, attributes: [.foregroundColor: color, .font: UIFont.systemFont(ofSize: 14)])
    }

    func custom(color: UIColor = .label, fontSize: CGFloat) -> NSMutableAttributedString {
        return NSMutableAttributedString(string: self, attributes: [.foregroundColor: color, .font: UIFont.systemFont(ofSize: fontSize)])
    }
}

extension Int {
    var formatPoints: String {
        let number = Double(self)
        if number >= 1_000_000_000 { return "\((number / 1_000_000_000 * 10).rounded() / 10)B" }
        if number >= 1_000_000 { return "\((number / 1_000_000 * 10).rounded() / 10)M" }
        if number >= 1_000 { return "\((number / 1_000).rounded())K" }
        return "\(self)"
    }
}

extension Numeric {
    var formattedWithSeparator: String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.groupingSeparator = " "
        return formatter.string(for: self) ?? ""
    }
}

struct ProfileInfoNodeModel {
    let imageUrl: String?
    let text: String?
}

struct RepositoryCellNodeModel {
    var id: Int?
    var profileInfo: ProfileInfoNodeModel
    var name: String
    var description: String?
    var rating: Int?
    var language: String?
}
