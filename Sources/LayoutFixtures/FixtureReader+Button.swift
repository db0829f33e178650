import LayoutEngine
import LayoutGeometry
import Yams

extension FixtureReader {
    /// The control state names.
    static let controlStates = Set(ControlState.allCases.map(\.rawValue))

    /// A button element's titles, images, colours and state.
    mutating func buttonProperties(_ v: FixtureFields, _ path: FixtureKeyPath) -> ButtonProperties? {
        let before = errors.count
        var b = ButtonProperties()
        if let n = v["title"] { b.title = string(n, path.key("title")) }
        if let n = v["titles"] { b.titles = perState(n, path.key("titles")) { $0.string($1, $2) } }
        if let n = v["font"], let f = nonEmptyString(n, path.key("font")) { b.font = f }
        if let n = v["color"] { b.color = color(n, path.key("color")) }
        if let n = v["titleColors"] { b.titleColors = perState(n, path.key("titleColors")) { $0.color($1, $2) } }
        if let n = v["backgroundColors"] {
            b.backgroundColors = perState(n, path.key("backgroundColors")) { $0.color($1, $2) }
        }
        if let n = v["image"] { b.image = imageSource(n, path.key("image")) }
        if let n = v["images"] { b.images = perState(n, path.key("images")) { $0.imageSource($1, $2) } }
        if let n = v["contentSpacing"], let s = number(n, path.key("contentSpacing")) { b.contentSpacing = s }
        if let n = v["laysOutHorizontally"], let x = bool(n, path.key("laysOutHorizontally")) { b.laysOutHorizontally = x }
        if let n = v["contentEdgeInsets"], let i = insets(n, path.key("contentEdgeInsets"), allowInfinity: false) { b.contentEdgeInsets = i }
        if let n = v["state"], let s = choice(n, path.key("state"), ControlState.self) { b.state = s }
        if b.title != nil, let n = v["titles"], b.titles[.normal] != nil {
            fail(n, path.key("titles").key("normal"), "the normal title is given twice: use `title` or `titles.normal`, not both")
        }
        if b.image != nil, let n = v["images"], b.images[.normal] != nil {
            fail(n, path.key("images").key("normal"), "the normal image is given twice: use `image` or `images.normal`, not both")
        }
        return errors.count == before ? b : nil
    }

    /// A map from control state names to values read by `read`; unknown states are rejected.
    mutating func perState<T>(_ node: FixtureNode, _ path: FixtureKeyPath,
                              _ read: (inout FixtureReader, FixtureNode, FixtureKeyPath) -> T?) -> [ControlState: T] {
        guard let entries = map(node, path, what: "a map from control states (normal, highlighted, selected, disabled) to values") else {
            return [:]
        }
        rejectUnknown(entries, allowed: FixtureReader.controlStates, path, context: "a control state")
        var out: [ControlState: T] = [:]
        for (key, value) in entries {
            if let state = ControlState(rawValue: key), let r = read(&self, value, path.key(key)) { out[state] = r }
        }
        return out
    }
}
