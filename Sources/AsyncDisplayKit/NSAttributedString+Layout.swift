import Foundation
import LayoutEngine
import LayoutGeometry
import LayoutRender

/// Converts attributed strings to the engine's text, as Texture's text nodes draw them.
enum TextConversion {
    /// iOS draws text without a font in Helvetica 12; layoutlab draws it in DejaVu Sans 12.
    static let defaultFont = TextDefaults.font

    /// The engine's text for `string`, with `maximumNumberOfLines` and `truncation`. Attributes
    /// the engine cannot draw yet (indents, line height multiples, baseline offsets, strokes, a
    /// shadow on part of the text) are reported as problems of the fixture, since they would change
    /// what is laid out or drawn.
    static func text(_ string: NSAttributedString?, maximumNumberOfLines: Int = 0, truncation: NSAttributedString? = nil,
                      owner: String) -> AttributedText {
        guard let string, string.length > 0 else {
            return AttributedText(runs: [], font: defaultFont, color: .black, maximumNumberOfLines: maximumNumberOfLines)
        }
        if let problem = TextLimits.problem(in: string.string) {
            UIKitEnvironment.report("\(owner): \(problem)")
            return AttributedText(runs: [], font: defaultFont, color: .black, maximumNumberOfLines: maximumNumberOfLines)
        }
        var runs: [TextRun] = []
        var paragraph: NSParagraphStyle?
        var shadows: [TextShadow?] = []
        let ns = string.string as NSString
        string.enumerateAttributes(in: NSRange(location: 0, length: string.length), options: []) { attributes, range, _ in
            let text = ns.substring(with: range)
            let font = (attributes[.font] as? UIFont)?.pangoDescription ?? defaultFont
            let color = (attributes[.foregroundColor] as? UIColor)?.layoutColor ?? .black
            let underline = underlineStyle(attributes[.underlineStyle])
            let strike = underlineStyle(attributes[.strikethroughStyle]) != .none
            runs.append(TextRun(text, font: font, color: color, underline: underline, strikethrough: strike,
                                kern: number(attributes[.kern]) ?? 0))
            if paragraph == nil, let style = attributes[.paragraphStyle] as? NSParagraphStyle { paragraph = style }
            shadows.append((attributes[.shadow] as? NSShadow).map(shadow))
            for key in [NSAttributedString.Key.baselineOffset, .strokeWidth, .obliqueness, .expansion]
                where attributes[key] != nil && !isZero(attributes[key]) {
                UIKitEnvironment.report("\(owner): the text attribute \(key.rawValue) is not drawn yet")
            }
        }
        let style = paragraph ?? NSParagraphStyle()
        if style.lineSpacing < 0 || style.firstLineHeadIndent != 0 || style.headIndent != 0 || style.tailIndent != 0
            || style.lineHeightMultiple != 0 {
            UIKitEnvironment.report("\(owner): indents, negative line spacing and line height multiples are not laid out yet")
        }
        if Set(shadows.map { $0 }).count > 1 {
            UIKitEnvironment.report("\(owner): a shadow on part of the text is not drawn yet (only one on all of it)")
        }
        let paragraphTruncation: TruncationMode = style.lineBreakMode == .byTruncatingHead ? .head
            : style.lineBreakMode == .byTruncatingMiddle ? .middle : .tail
        var lineHeight: Double?
        if style.minimumLineHeight > 0 || style.maximumLineHeight > 0 {
            if style.minimumLineHeight == style.maximumLineHeight {
                lineHeight = Double(style.minimumLineHeight)
            } else {
                UIKitEnvironment.report("\(owner): minimum and maximum line heights must be equal to be laid out")
            }
        }
        var text = AttributedText(runs: runs, font: runs.first?.font ?? defaultFont, color: runs.first?.color ?? .black,
                                  alignment: alignment(style.alignment), lineHeight: lineHeight,
                                  maximumNumberOfLines: maximumNumberOfLines)
        if let truncation { text.truncationText = truncation.string }
        text.truncationMode = paragraphTruncation
        text.lineSpacing = Double(max(0, style.lineSpacing))
        text.paragraphSpacing = Double(max(0, style.paragraphSpacing))
        text.paragraphSpacingBefore = Double(max(0, style.paragraphSpacingBefore))
        text.shadow = shadows.first ?? nil
        return text
    }

    /// The engine's shadow for `shadow`: UIKit draws a shadow without a colour in black at a third
    /// of opacity.
    static func shadow(_ shadow: NSShadow) -> TextShadow {
        let color = (shadow.shadowColor as? UIColor)?.layoutColor ?? Color(red: 0, green: 0, blue: 0, alpha: 1.0 / 3)
        return TextShadow(color: color, offset: Point(x: Double(shadow.shadowOffset.width), y: Double(shadow.shadowOffset.height)),
                          blurRadius: Double(max(0, shadow.shadowBlurRadius)))
    }

    /// The runs of a truncation string: fonts and colours only where the string sets them (the
    /// rest take the text's, as Texture's truncation token does).
    static func truncationRuns(_ strings: [NSAttributedString]) -> [TextRun] {
        var runs: [TextRun] = []
        for string in strings where string.length > 0 {
            let ns = string.string as NSString
            string.enumerateAttributes(in: NSRange(location: 0, length: string.length), options: []) { attributes, range, _ in
                runs.append(TextRun(ns.substring(with: range), font: (attributes[.font] as? UIFont)?.pangoDescription,
                                    color: (attributes[.foregroundColor] as? UIColor)?.layoutColor,
                                    underline: underlineStyle(attributes[.underlineStyle]),
                                    strikethrough: underlineStyle(attributes[.strikethroughStyle]) != .none,
                                    kern: number(attributes[.kern]) ?? 0))
            }
        }
        return runs
    }

    static func alignment(_ alignment: NSTextAlignment) -> TextAlignment {
        switch alignment {
        case .left, .natural: return .left
        case .center: return .center
        case .right: return .right
        case .justified: return .justified
        }
    }

    static func underlineStyle(_ value: Any?) -> UnderlineStyle {
        let raw: Int
        if let style = value as? NSUnderlineStyle { raw = style.rawValue }
        else if let n = value as? Int { raw = n }
        else if let n = value as? NSNumber { raw = n.intValue }
        else { return .none }
        if raw == 0 { return .none }
        let style = NSUnderlineStyle(rawValue: raw)
        if style.contains(.patternDot) || style.contains(.patternDash) { return .dotted }
        if style.contains(.double) { return .double }
        return .single
    }

    /// A number attribute's value (CGFloat, Double, Int or NSNumber), or nil.
    static func number(_ value: Any?) -> Double? {
        if let n = value as? CGFloat { return Double(n) }
        if let n = value as? Double { return n }
        if let n = value as? Int { return Double(n) }
        if let n = value as? NSNumber { return n.doubleValue }
        return nil
    }

    private static func isZero(_ value: Any?) -> Bool { number(value) == 0 }
}
