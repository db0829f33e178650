// Stand-ins for Xzya/Hacker-News-iOS-Client's own types used by the corpus node files
// (Styles.swift, HNDimensions.swift, ThemeManager.swift, FontManager.swift, ThemedNodes.swift,
// OptionType.swift, User.swift). Attribute dictionaries are typed `[NSAttributedString.Key: Any]`
// (the Swift 3 app used `[String: Any]`).
import AsyncDisplayKit
import UIKit

protocol HNThemable {
    func setupTheme()
}

struct HNTheme {
    var primary = UIColor(red: 1.0, green: 0.4, blue: 0.0, alpha: 1)
    var secondary = UIColor(red: 1.0, green: 0.4, blue: 0.0, alpha: 1)
    var primaryBackground = UIColor(white: 0.96, alpha: 1)
    var secondaryBackground = UIColor.white
    var primaryText = UIColor(white: 0.1, alpha: 1)
    var secondaryText = UIColor(white: 0.45, alpha: 1)
    var divider = UIColor(white: 0.85, alpha: 1)
    var other = UIColor(white: 0.6, alpha: 1)
}

class ThemeManager {
    static var current = HNTheme()
}

struct HNFont {
    var titleFont = UIFont.boldSystemFont(ofSize: 18)
    var textFont = UIFont.systemFont(ofSize: 16)
    var subtitleFont = UIFont.systemFont(ofSize: 13)
}

class FontManager {
    static var currentFont = HNFont()
}

class HNDimensions {
    open class comments {
        static let paddingPerLevel: CGFloat = 16
    }
    open class itemBar {
        static let height: CGFloat = 40
        static let dividerHeight: CGFloat = 16
    }
    static let padding: CGFloat = 16
}

open class Styles {
    open class storyType {
        public static var background: UIColor { return ThemeManager.current.secondaryBackground }
        public static var title: [NSAttributedString.Key: Any] {
            return [.font: FontManager.currentFont.subtitleFont, .foregroundColor: ThemeManager.current.secondaryText]
        }
    }

    open class user {
        public static var aboutLabel: [NSAttributedString.Key: Any] {
            return [.font: FontManager.currentFont.subtitleFont, .foregroundColor: ThemeManager.current.secondaryText]
        }
        public static var aboutValue: [NSAttributedString.Key: Any] {
            return [.font: FontManager.currentFont.titleFont, .foregroundColor: ThemeManager.current.primaryText]
        }
    }

    open class options {
        public static var background: UIColor { return ThemeManager.current.secondaryBackground }
        public static var backgroundLight: UIColor { return ThemeManager.current.primaryBackground }
        public static var title: [NSAttributedString.Key: Any] {
            return [.font: FontManager.currentFont.textFont, .foregroundColor: ThemeManager.current.secondaryText]
        }
        public static var header: [NSAttributedString.Key: Any] {
            return [.font: FontManager.currentFont.subtitleFont, .foregroundColor: ThemeManager.current.secondaryText]
        }
    }
}

protocol OptionType {
    var title: String { get }
}

enum WebOptionType: OptionType {
    case openInSafari, copyLink, cancel
    var title: String {
        switch self {
        case .openInSafari: return "Open in Safari"
        case .copyLink: return "Copy link"
        case .cancel: return "Cancel"
        }
    }
}

class User: NSObject {
    var id: String = ""
    var about: String = ""
    var created: TimeInterval = 0
    var karma: Int = 0
}

// ThemedNodes.swift
extension StoryTypeNode: HNThemable {
    func setupTheme() {
        self.backgroundColor = Styles.storyType.background
    }
}

extension UserAboutNode: HNThemable {
    func setupTheme() {
        self.backgroundColor = ThemeManager.current.secondaryBackground
    }
}

extension HNOptionActionNode: HNThemable {
    func setupTheme() {
        self.backgroundColor = Styles.options.backgroundLight
    }
}

extension HNOptionHeaderNode: HNThemable {
    func setupTheme() {
        self.backgroundColor = Styles.options.background
        self.topDividerNode.backgroundColor = ThemeManager.current.primaryBackground
        self.bottomDividerNode.backgroundColor = UIColor.clear
    }
}
