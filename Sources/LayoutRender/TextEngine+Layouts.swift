import LayoutEngine
import LayoutGeometry

/// What a text layout is made from: the text and the size it is laid out in.
struct TextLayoutKey: Hashable {
    var text: AttributedText
    var width: Double
    var height: Double
}

extension TextEngine {
    /// The most layouts kept; the cache is emptied when it would hold more.
    static let layoutCacheLimit = 512

    /// The layout of `text` within `maxSize`, made once and kept: layout passes measure the same
    /// text several times, and drawing lays it out again in its frame. A layout depends only on
    /// its text, its size and this engine's fixed font set-up, so a kept one is exactly what a
    /// new one would be.
    func layout(_ text: AttributedText, maxSize: Size) -> TextLayout {
        let key = TextLayoutKey(text: text, width: maxSize.width, height: maxSize.height)
        if let laid = layouts[key] { return laid }
        let laid = TextLayout(engine: self, text: text, maxSize: maxSize)
        if layouts.count >= TextEngine.layoutCacheLimit { layouts.removeAll() }
        layouts[key] = laid
        return laid
    }
}
