import LayoutEngine
import LayoutGeometry
import LayoutRender
import Yams

extension FixtureReader {
    /// A text element's text, runs and paragraph settings, and its container inset.
    mutating func textProperties(_ v: FixtureFields, _ path: FixtureKeyPath, node: FixtureNode) -> TextProperties? {
        let before = errors.count
        var text = AttributedText(runs: [])
        if let n = v["font"], let f = nonEmptyString(n, path.key("font")) { text.font = f }
        if let n = v["color"], let c = color(n, path.key("color")) { text.color = c }
        if let n = v["lineHeight"], let h = points(n, path.key("lineHeight")) { text.lineHeight = h }
        if let n = v["lineSpacing"], let s = points(n, path.key("lineSpacing")) { text.lineSpacing = s }
        if let n = v["paragraphSpacing"], let s = points(n, path.key("paragraphSpacing")) { text.paragraphSpacing = s }
        if let n = v["paragraphSpacingBefore"], let s = points(n, path.key("paragraphSpacingBefore")) {
            text.paragraphSpacingBefore = s
        }
        if let n = v["shadow"] { text.shadow = shadow(n, path.key("shadow")) }
        var inset = EdgeInsets.zero
        if let n = v["textContainerInset"], let i = insets(n, path.key("textContainerInset"), allowInfinity: false) {
            if [i.top, i.left, i.bottom, i.right].allSatisfy({ (0...FixtureReader.maxTextPoints).contains($0) }) {
                inset = i
            } else {
                fail(n, path.key("textContainerInset"), "expected insets from 0 to 10000 points, found "
                     + "[\([i.top, i.left, i.bottom, i.right].map { LayoutFormat.number($0) }.joined(separator: ", "))] (top, left, bottom, right)")
            }
        }
        if let n = v["maximumNumberOfLines"], let m = integer(n, path.key("maximumNumberOfLines")) { text.maximumNumberOfLines = m }
        if let n = v["truncation"], let t = string(n, path.key("truncation")) { text.truncationText = t }
        if let n = v["truncationMode"], let m = choice(n, path.key("truncationMode"), TruncationMode.self) { text.truncationMode = m }
        if let n = v["truncationRuns"] {
            let runs = runs(n, path.key("truncationRuns"))
            text.truncationRuns = runs
            text.truncationText = runs.map(\.text).joined()
        }
        if let n = v["alignment"], let a = choice(n, path.key("alignment"), TextAlignment.self) { text.alignment = a }
        if let n = v["linkColor"], let c = color(n, path.key("linkColor")) { text.linkColor = c }
        if let n = v["linkUnderline"], let u = choice(n, path.key("linkUnderline"), UnderlineStyle.self) { text.linkUnderline = u }
        switch (v["text"], v["runs"]) {
        case (nil, nil):
            fail(node, path.key("text"), "missing: a text element needs `text` (a string) or `runs`")
        case (.some, .some):
            fail(node, path, "a text element takes `text` or `runs`, not both")
        case (let t?, nil):
            if let s = string(t, path.key("text")) {
                var links: [String] = []
                if let ln = v["links"], let items = list(ln, path.key("links")) {
                    for (i, item) in items.enumerated() {
                        if let l = nonEmptyString(item, path.key("links").index(i)) {
                            if s.contains(l) { links.append(l) } else {
                                fail(item, path.key("links").index(i), "the link text \"\(l)\" does not occur in the text")
                            }
                        }
                    }
                }
                text.runs = FixtureReader.runs(splitting: s, links: links)
            }
        case (nil, let r?):
            if v["links"] != nil { fail(v["links"], path.key("links"), "`links` goes with `text`; in `runs`, give a run a `link`") }
            text.runs = runs(r, path.key("runs"))
        }
        return errors.count == before ? TextProperties(text: text, textContainerInset: inset) : nil
    }

    /// An image's round border: `{width, color}` (both optional: no border), as Texture's
    /// round-border modification block; the image is cut to the oval either way.
    mutating func roundBorder(_ node: FixtureNode, _ path: FixtureKeyPath) -> ImageRoundBorder? {
        guard let entries = map(node, path, what: "a round border ({width, color})") else { return nil }
        rejectUnknown(entries, allowed: ["width", "color"], path, context: "a round border")
        let before = errors.count
        var border = ImageRoundBorder(width: 0, color: nil)
        for (key, value) in entries {
            switch key {
            case "width": if let w = points(value, path.key(key)) { border.width = w }
            case "color": border.color = color(value, path.key(key))
            default: break
            }
        }
        return errors.count == before ? border : nil
    }

    /// The largest line height, spacing or inset a text takes, in points (what Pango's 32-bit
    /// units hold with room to spare).
    static let maxTextPoints = 10_000.0

    /// A length of text layout in points, from 0 to `maxTextPoints`.
    mutating func points(_ node: FixtureNode, _ path: FixtureKeyPath) -> Double? {
        guard let v = nonNegative(node, path) else { return nil }
        guard v <= FixtureReader.maxTextPoints else {
            fail(node, path, "expected a number from 0 to 10000 points, found \(LayoutFormat.number(v))")
            return nil
        }
        return v
    }

    /// A text shadow: `{color, offset: [x, y], radius}`, as UIKit's `NSShadow` (colour black at a
    /// third of opacity, offset [0, -3] and radius 0 when left out; a positive y moves it down).
    mutating func shadow(_ node: FixtureNode, _ path: FixtureKeyPath) -> TextShadow? {
        guard let entries = map(node, path, what: "a shadow map ({color, offset: [x, y], radius})") else { return nil }
        rejectUnknown(entries, allowed: ["color", "offset", "radius"], path, context: "a text shadow")
        let before = errors.count
        var shadow = TextShadow(color: Color(red: 0, green: 0, blue: 0, alpha: 1.0 / 3), offset: Point(x: 0, y: -3),
                                blurRadius: 0)
        for (key, value) in entries {
            switch key {
            case "color": if let c = color(value, path.key(key)) { shadow.color = c }
            case "offset":
                if let (x, y) = pair(value, path.key(key)) {
                    for (i, v) in [x, y].enumerated() where abs(v) > FixtureReader.maxTextPoints {
                        fail(value, path.key(key).index(i), "expected an offset from -10000 to 10000 points, found \(LayoutFormat.number(v))")
                    }
                    shadow.offset = Point(x: x, y: y)
                }
            case "radius":
                if let r = nonNegative(value, path.key(key)) {
                    if r <= 1000 { shadow.blurRadius = r } else {
                        fail(value, path.key(key), "expected a radius from 0 to 1000 points, found \(LayoutFormat.number(r))")
                    }
                }
            default: break
            }
        }
        return errors.count == before ? shadow : nil
    }

    /// Splits `text` into runs, each first occurrence of a link substring becoming a link run.
    static func runs(splitting text: String, links: [String]) -> [TextRun] {
        var marks: [(Range<String.Index>, String)] = []
        for link in links {
            var search = text.startIndex..<text.endIndex
            while let r = text.range(of: link, range: search) {
                if !marks.contains(where: { $0.0.overlaps(r) }) { marks.append((r, link)); break }
                search = r.upperBound..<text.endIndex
            }
        }
        marks.sort { $0.0.lowerBound < $1.0.lowerBound }
        var runs: [TextRun] = []
        var cursor = text.startIndex
        for (range, link) in marks {
            if cursor < range.lowerBound { runs.append(TextRun(String(text[cursor..<range.lowerBound]))) }
            runs.append(TextRun(String(text[range]), link: link))
            cursor = range.upperBound
        }
        if cursor < text.endIndex || runs.isEmpty { runs.append(TextRun(String(text[cursor...]))) }
        return runs
    }

    private mutating func runs(_ node: FixtureNode, _ path: FixtureKeyPath) -> [TextRun] {
        guard let items = list(node, path) else { return [] }
        var out: [TextRun] = []
        let allowed: Set<String> = ["text", "font", "color", "underline", "strikethrough", "link", "kern"]
        for (i, item) in items.enumerated() {
            let p = path.index(i)
            guard let entries = map(item, p) else { continue }
            rejectUnknown(entries, allowed: allowed, p, context: "a text run")
            let v = FixtureFields(entries: entries)
            guard let tn = v["text"] else { fail(item, p.key("text"), "missing: a run needs `text`"); continue }
            var run = TextRun(string(tn, p.key("text")) ?? "")
            if let n = v["font"] { run.font = nonEmptyString(n, p.key("font")) }
            if let n = v["color"] { run.color = color(n, p.key("color")) }
            if let n = v["underline"], let u = choice(n, p.key("underline"), UnderlineStyle.self) { run.underline = u }
            if let n = v["strikethrough"], let b = bool(n, p.key("strikethrough")) { run.strikethrough = b }
            if let n = v["link"] { run.link = nonEmptyString(n, p.key("link")) }
            if let n = v["kern"], let k = number(n, p.key("kern")) {
                if abs(k) > 1000 { fail(n, p.key("kern"), "expected a kerning from -1000 to 1000 points") } else { run.kern = k }
            }
            out.append(run)
        }
        return out
    }

    mutating func imageSource(_ node: FixtureNode, _ path: FixtureKeyPath) -> ImageProperties.Source? {
        if case .scalar = node {
            guard let p = nonEmptyString(node, path) else { return nil }
            return .file(path: p, scale: nil)
        }
        guard let entries = map(node, path, what: "a PNG path, {file, scale} or {pattern, size, scale}") else { return nil }
        let v = FixtureFields(entries: entries)
        if let fileNode = v["file"] {
            rejectUnknown(entries, allowed: ["file", "scale"], path, context: "an image file")
            guard let file = nonEmptyString(fileNode, path.key("file")) else { return nil }
            var scale: Double?
            if let n = v["scale"], let s = number(n, path.key("scale")) {
                guard s > 0 else { fail(n, path.key("scale"), "expected an image scale > 0"); return nil }
                scale = s
            }
            return .file(path: file, scale: scale)
        }
        rejectUnknown(entries, allowed: ["pattern", "size", "scale"], path, context: "a generated image")
        guard let pn = v["pattern"], let pattern = choice(pn, path.key("pattern"), ImagePattern.self) else {
            if v["pattern"] == nil {
                fail(node, path.key("pattern"),
                     "missing: a generated image needs `pattern` (\(ImagePattern.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            return nil
        }
        guard let sn = v["size"], let (w, h) = pair(sn, path.key("size"), what: "[pixel width, pixel height]") else {
            if v["size"] == nil { fail(node, path.key("size"), "missing: a generated image needs `size` in pixels") }
            return nil
        }
        guard w >= 1, h >= 1, w <= 8192, h <= 8192, w == w.rounded(), h == h.rounded() else {
            fail(sn, path.key("size"), "expected whole pixel sizes from 1 to 8192")
            return nil
        }
        var scale = 1.0
        if let n = v["scale"], let s = number(n, path.key("scale")) {
            guard s > 0 else { fail(n, path.key("scale"), "expected an image scale > 0"); return nil }
            scale = s
        }
        return .pattern(pattern, pixelWidth: Int(w), pixelHeight: Int(h), scale: scale)
    }

    /// An image element's image and how it is drawn.
    mutating func imageProperties(_ v: FixtureFields, _ path: FixtureKeyPath, node: FixtureNode) -> ImageProperties? {
        let before = errors.count
        guard let sn = v["image"] else { fail(node, path.key("image"), "missing: an image element needs `image`"); return nil }
        guard let source = imageSource(sn, path.key("image")) else { return nil }
        var p = ImageProperties(source: source)
        if let n = v["contentMode"], let m = choice(n, path.key("contentMode"), ImageContentMode.self) { p.contentMode = m }
        if let n = v["cropRect"] {
            if case .sequence(let seq) = n, seq.count == 4 {
                var vals: [Double] = []
                for (i, item) in seq.enumerated() { if let x = number(item, path.key("cropRect").index(i)) { vals.append(x) } }
                if vals.count == 4 { p.cropRect = Rect(x: vals[0], y: vals[1], width: vals[2], height: vals[3]) }
            } else {
                fail(n, path.key("cropRect"), "expected [x, y, width, height] in unit coordinates, found \(FixtureReader.describe(n))")
            }
        }
        if let n = v["forceUpscaling"], let b = bool(n, path.key("forceUpscaling")) { p.forceUpscaling = b }
        if let n = v["roundBorder"] { p.roundBorder = roundBorder(n, path.key("roundBorder")) }
        if let n = v["forcedSize"], let s = size(n, path.key("forcedSize")) {
            if s.width <= 10_000, s.height <= 10_000 { p.forcedSize = s } else {
                fail(n, path.key("forcedSize"), "expected a size from 0 to 10000 points a side, found "
                     + "[\(LayoutFormat.number(s.width)), \(LayoutFormat.number(s.height))]")
            }
        }
        if let n = v["tint"] { p.tint = color(n, path.key("tint")) }
        if let n = v["templateTint"] { p.templateTint = color(n, path.key("templateTint")) }
        if let n = v["capInsets"], let c = insets(n, path.key("capInsets"), allowInfinity: false) {
            if [c.top, c.left, c.bottom, c.right].allSatisfy({ $0 >= 0 && $0 <= 100_000 }) {
                p.capInsets = c
            } else {
                fail(n, path.key("capInsets"), "expected cap insets from 0 to 100000 points")
            }
        }
        return errors.count == before ? p : nil
    }
}
