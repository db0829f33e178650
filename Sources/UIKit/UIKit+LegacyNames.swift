import Foundation

// The names of Swift 3 and of the iOS 10 SDK that app code still uses, as aliases of today's.

/// The old name of `NSAttributedString.Key`.
public typealias NSAttributedStringKey = NSAttributedString.Key

/// The old name of `NSAttributedString.Key.font`.
public let NSFontAttributeName = NSAttributedString.Key.font
/// The old name of `NSAttributedString.Key.foregroundColor`.
public let NSForegroundColorAttributeName = NSAttributedString.Key.foregroundColor
/// The old name of `NSAttributedString.Key.backgroundColor`.
public let NSBackgroundColorAttributeName = NSAttributedString.Key.backgroundColor
/// The old name of `NSAttributedString.Key.paragraphStyle`.
public let NSParagraphStyleAttributeName = NSAttributedString.Key.paragraphStyle
/// The old name of `NSAttributedString.Key.kern`.
public let NSKernAttributeName = NSAttributedString.Key.kern
/// The old name of `NSAttributedString.Key.underlineStyle`.
public let NSUnderlineStyleAttributeName = NSAttributedString.Key.underlineStyle
/// The old name of `NSAttributedString.Key.underlineColor`.
public let NSUnderlineColorAttributeName = NSAttributedString.Key.underlineColor
/// The old name of `NSAttributedString.Key.strikethroughStyle`.
public let NSStrikethroughStyleAttributeName = NSAttributedString.Key.strikethroughStyle
/// The old name of `NSAttributedString.Key.strikethroughColor`.
public let NSStrikethroughColorAttributeName = NSAttributedString.Key.strikethroughColor
/// The old name of `NSAttributedString.Key.link`.
public let NSLinkAttributeName = NSAttributedString.Key.link
/// The old name of `NSAttributedString.Key.baselineOffset`.
public let NSBaselineOffsetAttributeName = NSAttributedString.Key.baselineOffset
/// The old name of `NSAttributedString.Key.shadow`.
public let NSShadowAttributeName = NSAttributedString.Key.shadow
/// The old name of `NSAttributedString.Key.strokeWidth`.
public let NSStrokeWidthAttributeName = NSAttributedString.Key.strokeWidth
/// The old name of `NSAttributedString.Key.strokeColor`.
public let NSStrokeColorAttributeName = NSAttributedString.Key.strokeColor
/// The old name of `NSAttributedString.Key.obliqueness`.
public let NSObliquenessAttributeName = NSAttributedString.Key.obliqueness
/// The old name of `NSAttributedString.Key.expansion`.
public let NSExpansionAttributeName = NSAttributedString.Key.expansion
/// The old name of `NSAttributedString.Key.ligature`.
public let NSLigatureAttributeName = NSAttributedString.Key.ligature

/// The old name of `UIFont.Weight.ultraLight`.
public let UIFontWeightUltraLight = UIFont.Weight.ultraLight
/// The old name of `UIFont.Weight.thin`.
public let UIFontWeightThin = UIFont.Weight.thin
/// The old name of `UIFont.Weight.light`.
public let UIFontWeightLight = UIFont.Weight.light
/// The old name of `UIFont.Weight.regular`.
public let UIFontWeightRegular = UIFont.Weight.regular
/// The old name of `UIFont.Weight.medium`.
public let UIFontWeightMedium = UIFont.Weight.medium
/// The old name of `UIFont.Weight.semibold`.
public let UIFontWeightSemibold = UIFont.Weight.semibold
/// The old name of `UIFont.Weight.bold`.
public let UIFontWeightBold = UIFont.Weight.bold
/// The old name of `UIFont.Weight.heavy`.
public let UIFontWeightHeavy = UIFont.Weight.heavy
/// The old name of `UIFont.Weight.black`.
public let UIFontWeightBlack = UIFont.Weight.black

/// The old name of `UIFont.TextStyle.body`.
public let UIFontTextStyleBody = UIFont.TextStyle.body
/// The old name of `UIFont.TextStyle.headline`.
public let UIFontTextStyleHeadline = UIFont.TextStyle.headline
/// The old name of `UIFont.TextStyle.subheadline`.
public let UIFontTextStyleSubheadline = UIFont.TextStyle.subheadline
/// The old name of `UIFont.TextStyle.footnote`.
public let UIFontTextStyleFootnote = UIFont.TextStyle.footnote
/// The old name of `UIFont.TextStyle.caption1`.
public let UIFontTextStyleCaption1 = UIFont.TextStyle.caption1
/// The old name of `UIFont.TextStyle.caption2`.
public let UIFontTextStyleCaption2 = UIFont.TextStyle.caption2
/// The old name of `UIFont.TextStyle.title1`.
public let UIFontTextStyleTitle1 = UIFont.TextStyle.title1
/// The old name of `UIFont.TextStyle.title2`.
public let UIFontTextStyleTitle2 = UIFont.TextStyle.title2
/// The old name of `UIFont.TextStyle.title3`.
public let UIFontTextStyleTitle3 = UIFont.TextStyle.title3
/// The old name of `UIFont.TextStyle.callout`.
public let UIFontTextStyleCallout = UIFont.TextStyle.callout

/// The old name of `UIControl.State`.
public typealias UIControlState = UIControl.State
/// The old name of `UIControl.Event`.
public typealias UIControlEvents = UIControl.Event
/// The old name of `UIActivityIndicatorView.Style`.
public typealias UIActivityIndicatorViewStyle = UIActivityIndicatorView.Style
/// The old name of `UITableViewCell.SelectionStyle`.
public typealias UITableViewCellSelectionStyle = UITableViewCell.SelectionStyle
/// The old name of `RunLoop.Mode`.
public typealias RunLoopMode = RunLoop.Mode

extension RunLoop.Mode {
    /// The old name of `RunLoop.Mode.default`.
    public static let defaultRunLoopMode = RunLoop.Mode.default
    /// The old name of `RunLoop.Mode.common`.
    public static let commonModes = RunLoop.Mode.common
}

extension UIActivityIndicatorView {
    /// The old spelling of `init(style:)`.
    public convenience init(activityIndicatorStyle style: Style) {
        self.init(style: style)
    }
}
