import LayoutEngine
import LayoutGeometry
import Yams

extension FixtureReader {
    /// `networkImage` and `video`: a URL (and, for network images, a content mode and a
    /// placeholder colour).
    mutating func mediaProperties(_ v: FixtureFields, _ path: FixtureKeyPath) -> MediaProperties? {
        let before = errors.count
        var p = MediaProperties()
        if let n = v["url"] { p.url = nonEmptyString(n, path.key("url")) }
        if let n = v["contentMode"], let m = choice(n, path.key("contentMode"), ImageContentMode.self) { p.contentMode = m }
        if let n = v["placeholderColor"], let c = color(n, path.key("placeholderColor")) { p.placeholderColor = c }
        return errors.count == before ? p : nil
    }

    /// `map`: `center: [latitude, longitude]`, `span: [latitude degrees, longitude degrees]`.
    mutating func mapProperties(_ v: FixtureFields, _ path: FixtureKeyPath) -> MapProperties? {
        let before = errors.count
        var p = MapProperties()
        if let n = v["center"], let (lat, lon) = pair(n, path.key("center"), what: "[latitude, longitude]") {
            if abs(lat) > 90 || abs(lon) > 180 {
                fail(n, path.key("center"), "expected a latitude from -90 to 90 and a longitude from -180 to 180")
            } else {
                p.center = MapCoordinate(latitude: lat, longitude: lon)
            }
        }
        if let n = v["span"], let (lat, lon) = pair(n, path.key("span"), what: "[latitude degrees, longitude degrees]") {
            if !(lat > 0 && lat <= 180 && lon > 0 && lon <= 360) {
                fail(n, path.key("span"), "expected spans > 0 (at most 180 degrees of latitude and 360 of longitude)")
            } else {
                p.span = Size(width: lon, height: lat)
            }
        }
        return errors.count == before ? p : nil
    }

    /// `editableText`: text, placeholder, typing font and colour, text container inset.
    mutating func editableTextProperties(_ v: FixtureFields, _ path: FixtureKeyPath) -> EditableTextProperties? {
        let before = errors.count
        var p = EditableTextProperties()
        if let n = v["text"], let s = string(n, path.key("text")) { p.text = s }
        if let n = v["placeholder"] { p.placeholder = string(n, path.key("placeholder")) }
        if let n = v["font"], let f = nonEmptyString(n, path.key("font")) { p.font = f }
        if let n = v["color"], let c = color(n, path.key("color")) { p.color = c }
        if let n = v["placeholderColor"], let c = color(n, path.key("placeholderColor")) { p.placeholderColor = c }
        if let n = v["textContainerInset"], let i = nonNegativeInsets(n, path.key("textContainerInset")) { p.textContainerInset = i }
        if let n = v["maximumNumberOfLines"], let m = integer(n, path.key("maximumNumberOfLines")) { p.maximumNumberOfLines = m }
        return errors.count == before ? p : nil
    }

    /// A scroll node's own settings (its `content` is read as an element).
    mutating func scrollProperties(_ v: FixtureFields, _ path: FixtureKeyPath) -> ScrollProperties? {
        let before = errors.count
        var p = ScrollProperties()
        if let n = v["scrollDirection"], let d = choice(n, path.key("scrollDirection"), ScrollDirection.self) { p.scrollDirection = d }
        if let n = v["contentOffset"], let (x, y) = pair(n, path.key("contentOffset")) { p.contentOffset = Point(x: x, y: y) }
        return errors.count == before ? p : nil
    }
}
