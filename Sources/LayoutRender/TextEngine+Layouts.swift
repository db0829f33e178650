import LayoutEngine
import LayoutGeometry

/// What a text layout is made from: the text and the size it is laid out in.
struct TextLayoutKey: Hashable {
    var text: AttributedText
    var width: Double
    var height: Double
}

/// A text and the width it is laid out in: what a layout depends on, but for where it is cut.
struct TextWidthKey: Hashable {
    var text: AttributedText
    var width: Double
}

extension TextEngine {
    /// The most layouts kept; the cache is emptied when it would hold more.
    static let layoutCacheLimit = 512

    /// The layout of `text` within `maxSize`, made once and kept: layout passes measure the same
    /// text several times, and drawing lays it out again in its frame. A layout depends only on
    /// its text, its size and this engine's fixed font set-up, so a kept one is exactly what a
    /// new one would be.
    ///
    /// The height only decides where the text is cut: a layout of the same text and width that
    /// holds all of it serves any height in which all its lines fit (measured text drawn in a
    /// frame of its own height or taller), exactly as a new layout would be made.
    func layout(_ text: AttributedText, maxSize: Size) -> TextLayout {
        let key = TextLayoutKey(text: text, width: maxSize.width, height: maxSize.height)
        if let laid = layouts[key] { return laid }
        let widthKey = TextWidthKey(text: text, width: maxSize.width)
        let laid: TextLayout
        if let whole = uncut[widthKey], whole.fitsUncut(maxHeight: maxSize.height) {
            laid = whole
        } else {
            laid = TextLayout(engine: self, text: text, maxSize: maxSize)
        }
        if layouts.count >= TextEngine.layoutCacheLimit {
            layouts.removeAll()
            uncut.removeAll()
        }
        layouts[key] = laid
        if !laid.isTruncated { uncut[widthKey] = laid }
        return laid
    }
}
