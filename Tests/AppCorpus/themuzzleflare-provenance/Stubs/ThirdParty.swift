// Stand-in for the BonMot pod (https://github.com/Rightpoint/BonMot), as far as the corpus files use it.
import Foundation
import UIKit

public struct StringStyle {
    public enum Part {
        case font(UIFont)
        case color(UIColor)
        case alignment(NSTextAlignment)
    }

    public var parts: [Part]

    public init(_ parts: Part...) {
        self.parts = parts
    }

    public init(parts: [Part]) {
        self.parts = parts
    }

    public var attributes: [NSAttributedString.Key: Any] {
        var result: [NSAttributedString.Key: Any] = [:]
        let paragraph = NSMutableParagraphStyle()
        for part in parts {
            switch part {
            case .font(let font): result[.font] = font
            case .color(let color): result[.foregroundColor] = color
            case .alignment(let alignment):
                paragraph.alignment = alignment
                result[.paragraphStyle] = paragraph
            }
        }
        return result
    }
}

extension String {
    public func styled(with style: StringStyle, _ overrideParts: StringStyle.Part...) -> NSAttributedString {
        return NSAttributedString(string: self, attributes: StringStyle(parts: style.parts + overrideParts).attributes)
    }

    public func styled(with parts: StringStyle.Part...) -> NSAttributedString {
        return NSAttributedString(string: self, attributes: StringStyle(parts: parts).attributes)
    }
}
