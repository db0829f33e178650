import Foundation

extension UIColor {
    /// The colour set `name` of an asset catalog (`name.colorset/Contents.json`) in the places
    /// `UIImage(named:)` searches, in its light appearance; nil when there is none, which is also
    /// reported (the app's catalog is then not among the image folders: see
    /// `UIKitEnvironment.imageFolders`).
    public convenience init?(named name: String) {
        guard let components = UIColor.colorSet(named: name) else {
            let roots = ImageLibrary.searchRoots()
            UIKitEnvironment.report("UIColor(named: \"\(name)\") found no colour set (searched "
                                    + (roots.isEmpty ? "no resource bundles or image folders" : roots.joined(separator: ", "))
                                    + "; set UIKitEnvironment.imageFolders to the app's asset catalog)")
            return nil
        }
        self.init(red: components.red, green: components.green, blue: components.blue, alpha: components.alpha)
    }

    /// The colour set `name` (the bundle and traits are those of the fixture).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name)
    }

    /// A colour from a Swift 3 colour literal's components.
    public convenience init(colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// The light appearance of colour set `name`, or nil.
    static func colorSet(named name: String) -> (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)? {
        guard !name.isEmpty else { return nil }
        for root in ImageLibrary.searchRoots() {
            guard let folder = ImageLibrary.fileIndex(root)["\(name).colorset"],
                  let data = FileManager.default.contents(atPath: folder + "/Contents.json"),
                  let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                  let colors = json["colors"] as? [[String: Any]] else { continue }
            let light = colors.first { ($0["appearances"] as? [Any])?.isEmpty ?? true } ?? colors.first
            guard let color = light?["color"] as? [String: Any], let parts = color["components"] as? [String: Any] else { continue }
            func value(_ key: String) -> CGFloat? { parts[key].flatMap(component) }
            if let white = value("white") {
                return (white, white, white, value("alpha") ?? 1)
            }
            guard let red = value("red"), let green = value("green"), let blue = value("blue") else { continue }
            return (red, green, blue, value("alpha") ?? 1)
        }
        return nil
    }

    /// A colour set's component as Xcode writes it: `0.965` (0…1), `246` (0…255) or `0xF6`.
    private static func component(_ raw: Any) -> CGFloat? {
        if let number = raw as? Double { return CGFloat(number) }
        guard let text = (raw as? String)?.trimmingCharacters(in: .whitespaces) else { return nil }
        if text.lowercased().hasPrefix("0x"), let byte = Int(text.dropFirst(2), radix: 16) { return CGFloat(byte) / 255 }
        if text.contains("."), let number = Double(text) { return CGFloat(number) }
        if let byte = Int(text) { return CGFloat(byte) / 255 }
        return nil
    }
}
