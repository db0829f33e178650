import Testing
import UIKit

// Only UIKit is imported here, as in an app's helper file: Foundation comes with it.

/// What app code expects of UIKit and Foundation as iOS has them: `import UIKit` brings
/// Foundation, empty attributed strings, the Swift 3 names of attributes and font weights,
/// `IndexPath.row`, `UIDevice` and `UIApplication`.
@Suite("App code's UIKit and Foundation spellings")
struct AppCodeSpellingsTests {
    @Test func importingUIKitBringsFoundation() {
        let width: CGFloat = 12
        let rect = CGRect(x: 0, y: 0, width: width, height: 4)
        #expect(rect.width == 12)
        #expect(Date(timeIntervalSince1970: 0).timeIntervalSince1970 == 0)
    }

    @Test func emptyAttributedStringsAsApplesFoundationHasThem() {
        let empty = NSAttributedString()
        #expect(empty.length == 0 && empty.string.isEmpty)
        let mutable = NSMutableAttributedString()
        mutable.append(NSAttributedString(string: "Hi", attributes: [.font: UIFont.systemFont(ofSize: 12)]))
        mutable.append(empty)
        #expect(mutable.string == "Hi")
        #expect(type(of: mutable) == NSMutableAttributedString.self)
        let inferred: NSMutableAttributedString = .init()
        #expect(inferred.length == 0)
    }

    @Test func swift3NamesAreTodays() {
        let attributes: [NSAttributedStringKey: Any] = [NSFontAttributeName: UIFont.systemFont(ofSize: 15, weight: UIFontWeightMedium),
                                                        NSForegroundColorAttributeName: UIColor.red,
                                                        NSKernAttributeName: 1.5]
        let text = NSAttributedString(string: "x", attributes: attributes)
        let font = text.attribute(.font, at: 0, effectiveRange: nil) as? UIFont
        #expect(font?.weight == .medium)
        #expect(text.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .red)
        #expect(NSParagraphStyleAttributeName == .paragraphStyle && UIFontWeightBold == .bold)
    }

    @Test func indexPathsHaveRowsAndSections() {
        var path = IndexPath(row: 3, section: 1)
        #expect(path.row == 3 && path.section == 1 && path.item == 3)
        path.row = 5
        #expect(path == IndexPath(item: 5, section: 1))
        #expect(IndexPath(indexes: [2, 7]).row == 7)
    }

    @Test func deviceAndApplicationFollowTheScreen() {
        let phone = UIKitEnvironment.withValue(UIKitEnvironment(screenSize: CGSize(width: 390, height: 844))) { _ in
            UIDevice.current.userInterfaceIdiom
        }
        #expect(phone == .phone)
        var padEnvironment = UIKitEnvironment.defaults
        padEnvironment.screenSize = CGSize(width: 1024, height: 1366)
        let pad = UIKitEnvironment.withValue(padEnvironment) { _ in UIDevice.current.userInterfaceIdiom }
        #expect(pad == .pad)
        #expect(UIDevice.current.systemName == "iOS")
        #expect(UIApplication.shared.statusBarFrame.height == 0)
        #expect(!UIApplication.shared.canOpenURL(URL(string: "https://example.com")!))
    }
}
