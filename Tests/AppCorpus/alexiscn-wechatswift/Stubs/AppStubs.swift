// Stand-ins for alexiscn/WeChatSwift's own types used by the corpus node files.
// Signatures follow the app's definitions (Models/Session.swift, Models/AddContactSource.swift,
// Models/ContactModel.swift, Common/Colors.swift, Common/Constants.swift, Extensions/*).
import AsyncDisplayKit
import UIKit

extension UIColor {
    /// WeChatSwift's `UIColor(hexString:)` (Extensions/UIColor+Extensions.swift).
    public convenience init(hexString: String) {
        self.init(hexString: hexString, alpha: 1.0)
    }

    convenience init(hexString: String, alpha: Float) {
        var hex = hexString
        if hex.hasPrefix("#") { hex.removeFirst() }
        let value = Int(hex, radix: 16) ?? 0
        if hex.count == 3 {
            let r = (value & 0xF00) >> 8, g = (value & 0x0F0) >> 4, b = value & 0x00F
            self.init(red: CGFloat(r * 17) / 255.0, green: CGFloat(g * 17) / 255.0,
                      blue: CGFloat(b * 17) / 255.0, alpha: CGFloat(alpha))
        } else {
            self.init(red: CGFloat((value & 0xFF0000) >> 16) / 255.0,
                      green: CGFloat((value & 0x00FF00) >> 8) / 255.0,
                      blue: CGFloat(value & 0x0000FF) / 255.0, alpha: CGFloat(alpha))
        }
    }
}

extension UIImage {
    /// WeChatSwift renders SVG icons from its bundle (Extensions/UIImage+SVG.swift).
    static func SVGImage(named: String, fillColor: UIColor? = nil) -> UIImage? {
        return UIImage(named: named)
    }
}

struct Colors {
    static let tintColor = UIColor(red: 0.0, green: 194.0/255, blue: 95.0/255, alpha: 1.0)
    static let white = UIColor.white
    static let black = UIColor.black
    static let DEFAULT_SEPARTOR_LINE_COLOR = UIColor(white: 0, alpha: 0.15)
    static let DEFAULT_TEXT_COLOR = UIColor(hexString: "#000000")
    static let DEFAULT_TEXT_GRAY_COLOR = UIColor(hexString: "#888888")
    static let DEFAUTL_TABLE_INTROL_COLOR = UIColor(hexString: "#888888")
}

struct Constants {
    static var screenHeight: CGFloat { return UIScreen.main.bounds.height }
    static var screenWidth: CGFloat { return UIScreen.main.bounds.width }
    static var lineHeight: CGFloat { return 1 / UIScreen.main.scale }
}

func LocalizedString(_ key: String) -> String { return key }

public class Session {
    var sessionID: String
    var name: String
    var avatarImage: UIImage?
    var avatar: URL?
    var content: String? = nil
    var unreadCount: Int = 0
    var showUnreadAsRedDot = false
    var stickTop: Bool = false
    var muted: Bool = false
    var showDrafts: Bool { return draft != nil }
    var draft: String? = nil

    public init(sessionID: String, name: String) {
        self.sessionID = sessionID
        self.name = name
    }

    func attributedStringForTitle() -> NSAttributedString {
        return NSAttributedString(string: name, attributes: [.font: UIFont.systemFont(ofSize: 15.5), .foregroundColor: Colors.black])
    }

    func attributedStringForSubTitle() -> NSAttributedString {
        return NSAttributedString(string: content ?? "", attributes: [.font: UIFont.systemFont(ofSize: 14), .foregroundColor: UIColor(hexString: "9B9B9B")])
    }

    func attributedStringForTime() -> NSAttributedString {
        return NSAttributedString(string: "12:40", attributes: [.font: UIFont.systemFont(ofSize: 11), .foregroundColor: Colors.DEFAUTL_TABLE_INTROL_COLOR])
    }
}

enum ContactInfo {
    case remark, moments, more, sendMessage, voip

    var title: String {
        switch self {
        case .remark: return "Remark"
        case .moments: return "Moments"
        case .more: return "More"
        case .sendMessage: return "Send Message"
        case .voip: return "Voice or Video Call"
        }
    }
}

enum AddContactSource {
    case radar, faceToFaceGroup, scan, phoneContacts, officialAccounts, enterpriseContacts

    var titles: (String, String) {
        switch self {
        case .radar: return ("Radar", "Add nearby friends")
        case .faceToFaceGroup: return ("Face-to-Face Group", "Join a group with friends nearby")
        case .scan: return ("Scan", "Scan a QR code")
        case .phoneContacts: return ("Mobile Contacts", "Add from your contacts")
        case .officialAccounts: return ("Official Accounts", "Get news and services")
        case .enterpriseContacts: return ("WeCom Contacts", "Find WeCom users by phone")
        }
    }

    var image: UIImage? {
        switch self {
        case .radar: return UIImage(named: "add_friend_icon_reda_36x36_")
        case .faceToFaceGroup: return UIImage(named: "add_friend_icon_addgroup_36x36_")
        case .scan: return UIImage(named: "add_friend_icon_scanqr_36x36_")
        case .phoneContacts: return UIImage(named: "add_friend_icon_contacts_36x36_")
        case .officialAccounts: return UIImage(named: "add_friend_icon_offical_36x36_")
        case .enterpriseContacts: return UIImage(named: "add_friend_icon_search_wework_40x40_")
        }
    }

    func attributedStringForTitle(_ title: String) -> NSAttributedString {
        return NSAttributedString(string: title, attributes: [.font: UIFont.systemFont(ofSize: 17), .foregroundColor: UIColor(hexString: "#181818")])
    }

    func attributedStringForDesc(_ desc: String) -> NSAttributedString {
        return NSAttributedString(string: desc, attributes: [.font: UIFont.systemFont(ofSize: 14), .foregroundColor: UIColor(hexString: "#808080")])
    }
}
