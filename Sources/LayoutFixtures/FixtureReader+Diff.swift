import LayoutBitmap
import LayoutGeometry
import PixelDiff
import Yams

extension FixtureReader {
    /// The keys of a fixture's `diff:` block: pixelmatch's options, the pass limits, masks and
    /// the layout-change rule.
    static let diffKeys: Set<String> = [
        "threshold", "maxDiffPixels", "maxDiffRatio", "includeAA", "checkerboard", "alpha", "aaColor", "diffColor",
        "diffColorAlt", "diffMask", "outlines", "ignore", "failOnLayoutChange",
        "acceptRendererDrift", "failOnWarnings",
    ]

    /// Reads a `diff:` block.
    mutating func diffOverrides(_ node: FixtureNode, _ path: FixtureKeyPath) -> DiffPolicyOverrides {
        var d = DiffPolicyOverrides()
        guard let entries = map(node, path) else { return d }
        rejectUnknown(entries, allowed: FixtureReader.diffKeys, path, context: "diff settings")
        for (key, value) in entries {
            let p = path.key(key)
            switch key {
            case "threshold": d.threshold = unitInterval(value, p, what: "a threshold")
            case "maxDiffPixels": d.maxDiffPixels = integer(value, p)
            case "maxDiffRatio": d.maxDiffRatio = unitInterval(value, p, what: "a ratio")
            case "includeAA": d.includeAntiAliased = bool(value, p)
            case "checkerboard": d.checkerboard = bool(value, p)
            case "failOnLayoutChange": d.failOnLayoutChange = bool(value, p)
            case "acceptRendererDrift": d.acceptRendererDrift = bool(value, p)
            case "failOnWarnings": d.failOnWarnings = bool(value, p)
            case "alpha": d.image.alpha = unitInterval(value, p, what: "an opacity")
            case "aaColor": d.image.aaColor = rgb(value, p)
            case "diffColor": d.image.diffColor = rgb(value, p)
            case "diffColorAlt": d.image.diffColorAlt = rgb(value, p)
            case "diffMask": d.image.diffMask = bool(value, p)
            case "outlines": d.image.outlines = bool(value, p)
            case "ignore": d.ignore = ignoreList(value, p)
            default: break
            }
        }
        return d
    }

    /// A number from 0 to 1.
    private mutating func unitInterval(_ node: FixtureNode, _ path: FixtureKeyPath, what: String) -> Double? {
        guard let v = number(node, path) else { return nil }
        guard (0...1).contains(v) else { fail(node, path, "expected \(what) from 0 to 1, found \(LayoutFormat.number(v))"); return nil }
        return v
    }

    /// `[R, G, B]`, each a whole number from 0 to 255 (pixelmatch's colour form).
    private mutating func rgb(_ node: FixtureNode, _ path: FixtureKeyPath) -> RGBA8? {
        if case .sequence(let seq) = node, seq.count == 3 {
            var channels: [UInt8] = []
            for (i, item) in seq.enumerated() {
                guard case .scalar(let s) = item, let v = Int(s.string), (0...255).contains(v) else {
                    fail(item, path.index(i), "expected a whole number from 0 to 255, found \(FixtureReader.describe(item))")
                    return nil
                }
                channels.append(UInt8(v))
            }
            return RGBA8(r: channels[0], g: channels[1], b: channels[2])
        }
        fail(node, path, "expected [R, G, B] (each 0 to 255), found \(FixtureReader.describe(node))")
        return nil
    }

    /// `ignore:`: a list of element names (debugName or path) and `{rect: [x, y, w, h]}` in points.
    private mutating func ignoreList(_ node: FixtureNode, _ path: FixtureKeyPath) -> [DiffIgnore] {
        guard let items = list(node, path) else { return [] }
        guard items.count <= DiffOptions.maxMasks else {
            fail(node, path, "at most \(DiffOptions.maxMasks) entries are taken; this list has \(items.count)")
            return []
        }
        var out: [DiffIgnore] = []
        for (i, item) in items.enumerated() {
            let p = path.index(i)
            switch item {
            case .scalar(let scalar):
                // A plain null, true/false or number is not a name: YAML reads it as another type.
                let text = scalar.string.lowercased()
                if scalar.style == .plain,
                   ["null", "~", "", "true", "false", "yes", "no", "on", "off"].contains(text) || Double(text) != nil {
                    fail(item, p, "expected an element's debugName or path, found \(FixtureReader.describe(item)) "
                         + "(quote a name that reads as a number, true, false or null)")
                    continue
                }
                if let name = nonEmptyString(item, p) { out.append(.element(name)) }
            case .mapping:
                guard let entries = map(item, p) else { continue }
                rejectUnknown(entries, allowed: ["rect"], p, context: "an ignored area")
                guard let rectNode = entries.first(where: { $0.key == "rect" })?.value else {
                    fail(item, p, "expected {rect: [x, y, width, height]} in points")
                    continue
                }
                if let rect = pointRect(rectNode, p.key("rect")) { out.append(.rect(rect)) }
            default:
                fail(item, p, "expected an element's debugName or path, or {rect: [x, y, width, height]}, "
                     + "found \(FixtureReader.describe(item))")
            }
        }
        return out
    }

    /// `[x, y, width, height]` in points, sizes ≥ 0.
    private mutating func pointRect(_ node: FixtureNode, _ path: FixtureKeyPath) -> Rect? {
        guard case .sequence(let seq) = node, seq.count == 4 else {
            fail(node, path, "expected [x, y, width, height] in points, found \(FixtureReader.describe(node))")
            return nil
        }
        var values: [Double] = []
        for (i, item) in seq.enumerated() {
            guard let v = number(item, path.index(i)) else { return nil }
            values.append(v)
        }
        guard values[2] >= 0, values[3] >= 0 else { fail(node, path, "expected a width and height ≥ 0"); return nil }
        return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
    }
}
