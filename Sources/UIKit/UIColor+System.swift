import Foundation

extension UIColor {
    private static func rgb(_ r: Int, _ g: Int, _ b: Int, _ a: CGFloat = 1) -> UIColor {
        UIColor(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: a)
    }

    // The fixed colours, with UIKit's values.

    /// 0 0 0.
    public static var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// White ⅓.
    public static var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }
    /// White ⅔.
    public static var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
    /// 1 1 1.
    public static var white: UIColor { UIColor(white: 1, alpha: 1) }
    /// White ½.
    public static var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    /// 1 0 0.
    public static var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    /// 0 1 0.
    public static var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    /// 0 0 1.
    public static var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    /// 0 1 1.
    public static var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    /// 1 1 0.
    public static var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    /// 1 0 1.
    public static var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    /// 1 ½ 0.
    public static var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    /// ½ 0 ½.
    public static var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    /// 0.6 0.4 0.2.
    public static var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    /// Transparent black.
    public static var clear: UIColor { UIColor(white: 0, alpha: 0) }

    // The system colours in their light appearance (iOS 15 values).

    /// 255 59 48.
    public static var systemRed: UIColor { rgb(255, 59, 48) }
    /// 255 149 0.
    public static var systemOrange: UIColor { rgb(255, 149, 0) }
    /// 255 204 0.
    public static var systemYellow: UIColor { rgb(255, 204, 0) }
    /// 52 199 89.
    public static var systemGreen: UIColor { rgb(52, 199, 89) }
    /// 0 199 190.
    public static var systemMint: UIColor { rgb(0, 199, 190) }
    /// 48 176 199.
    public static var systemTeal: UIColor { rgb(48, 176, 199) }
    /// 50 173 230.
    public static var systemCyan: UIColor { rgb(50, 173, 230) }
    /// 0 122 255.
    public static var systemBlue: UIColor { rgb(0, 122, 255) }
    /// 88 86 214.
    public static var systemIndigo: UIColor { rgb(88, 86, 214) }
    /// 175 82 222.
    public static var systemPurple: UIColor { rgb(175, 82, 222) }
    /// 255 45 85.
    public static var systemPink: UIColor { rgb(255, 45, 85) }
    /// 162 132 94.
    public static var systemBrown: UIColor { rgb(162, 132, 94) }
    /// 142 142 147.
    public static var systemGray: UIColor { rgb(142, 142, 147) }
    /// 174 174 178.
    public static var systemGray2: UIColor { rgb(174, 174, 178) }
    /// 199 199 204.
    public static var systemGray3: UIColor { rgb(199, 199, 204) }
    /// 209 209 214.
    public static var systemGray4: UIColor { rgb(209, 209, 214) }
    /// 229 229 234.
    public static var systemGray5: UIColor { rgb(229, 229, 234) }
    /// 242 242 247.
    public static var systemGray6: UIColor { rgb(242, 242, 247) }
    /// The default tint: system blue.
    public static var tintColor: UIColor { systemBlue }

    // The semantic colours in their light appearance.

    /// Black.
    public static var label: UIColor { rgb(0, 0, 0) }
    /// 60 60 67 at 60 %.
    public static var secondaryLabel: UIColor { rgb(60, 60, 67, 0.6) }
    /// 60 60 67 at 30 %.
    public static var tertiaryLabel: UIColor { rgb(60, 60, 67, 0.3) }
    /// 60 60 67 at 18 %.
    public static var quaternaryLabel: UIColor { rgb(60, 60, 67, 0.18) }
    /// 60 60 67 at 30 %.
    public static var placeholderText: UIColor { rgb(60, 60, 67, 0.3) }
    /// 0 122 255.
    public static var link: UIColor { rgb(0, 122, 255) }
    /// 60 60 67 at 29 %.
    public static var separator: UIColor { rgb(60, 60, 67, 0.29) }
    /// 198 198 200.
    public static var opaqueSeparator: UIColor { rgb(198, 198, 200) }
    /// White.
    public static var systemBackground: UIColor { rgb(255, 255, 255) }
    /// 242 242 247.
    public static var secondarySystemBackground: UIColor { rgb(242, 242, 247) }
    /// White.
    public static var tertiarySystemBackground: UIColor { rgb(255, 255, 255) }
    /// 242 242 247.
    public static var systemGroupedBackground: UIColor { rgb(242, 242, 247) }
    /// White.
    public static var secondarySystemGroupedBackground: UIColor { rgb(255, 255, 255) }
    /// 242 242 247.
    public static var tertiarySystemGroupedBackground: UIColor { rgb(242, 242, 247) }
    /// 120 120 128 at 20 %.
    public static var systemFill: UIColor { rgb(120, 120, 128, 0.2) }
    /// 120 120 128 at 16 %.
    public static var secondarySystemFill: UIColor { rgb(120, 120, 128, 0.16) }
    /// 118 118 128 at 12 %.
    public static var tertiarySystemFill: UIColor { rgb(118, 118, 128, 0.12) }
    /// 116 116 128 at 8 %.
    public static var quaternarySystemFill: UIColor { rgb(116, 116, 128, 0.08) }
    /// Black.
    public static var darkText: UIColor { rgb(0, 0, 0) }
    /// 153 153 153 (white 0.6).
    public static var lightText: UIColor { UIColor(white: 1, alpha: 0.6) }
    /// 239 239 244.
    public static var groupTableViewBackground: UIColor { rgb(242, 242, 247) }
}
