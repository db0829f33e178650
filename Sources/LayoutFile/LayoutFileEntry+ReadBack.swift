import Foundation

extension LayoutFileEntry {
    /// The entry as reading its `json` back gives it, without writing and parsing the text: every
    /// number as written (at most four decimals, read back by `Double(_:)` as the reader reads
    /// it). Nil when a number is not finite (written as `null`) or a list has a length the reader
    /// would not take, or the tree nests deeper than `readBackDepth`: only reading the text says
    /// what those become.
    public var readBack: LayoutFileEntry? {
        guard let size = LayoutFileEntry.readBack(size, count: 2),
              let root = root.readBack(depth: 0) else { return nil }
        var scale = self.scale
        if let value = scale {
            guard let read = LayoutFileEntry.readBack(value) else { return nil }
            scale = read
        }
        return LayoutFileEntry(name: name, size: size, scale: scale, root: root)
    }

    /// `value` as written and read back; nil when it is not finite. Without the text: the writer
    /// rounds to four decimals and writes the shortest text that reads back as the rounded value
    /// (a whole number as an integer, so negative zero reads back as zero), and numbers too large
    /// for decimals as they are.
    static func readBack(_ value: Double) -> Double? {
        guard value.isFinite else { return nil }
        guard abs(value) < 1e15 else { return value }
        let rounded = (value * 10_000).rounded() / 10_000
        return rounded == 0 ? 0 : rounded
    }

    /// The deepest tree `readBack` converts (it recurses; deeper trees are read from their text).
    public static let readBackDepth = 512

    /// A list as written and read back: `.some(nil)` for no list, nil when the reader would not
    /// take it as written (a value not finite, another length).
    static func readBack(_ values: [Double]?, count: Int) -> [Double]?? {
        guard let values else { return .some(nil) }
        guard values.count == count else { return nil }
        var out: [Double] = []
        out.reserveCapacity(count)
        for value in values {
            guard let read = readBack(value) else { return nil }
            out.append(read)
        }
        return .some(out)
    }
}

extension LayoutFileElement {
    /// The element as reading its `json` back gives it (see `LayoutFileEntry.readBack`).
    func readBack(depth: Int) -> LayoutFileElement? {
        guard depth < LayoutFileEntry.readBackDepth else { return nil }
        var out = self
        guard let frame = LayoutFileEntry.readBack(frame, count: 4) else { return nil }
        out.frame = frame
        if let hitArea {
            guard let area = LayoutFileEntry.readBack(hitArea.area, count: 4),
                  let slop = LayoutFileEntry.readBack(hitArea.slop, count: 4) else { return nil }
            out.hitArea = HitArea(area: area, slop: slop)
        }
        if let image {
            guard let pixelSize = LayoutFileEntry.readBack(image.pixelSize, count: 2),
                  let scaleFactor = LayoutFileEntry.readBack(image.scaleFactor, count: 2) else { return nil }
            out.image = Image(pixelSize: pixelSize, scaleFactor: scaleFactor)
        }
        if case .resolved(let values) = insets {
            guard let read = LayoutFileEntry.readBack(values, count: 4), let read else { return nil }
            out.insets = .resolved(read)
        }
        var children: [LayoutFileElement] = []
        children.reserveCapacity(self.children.count)
        for child in self.children {
            guard let read = child.readBack(depth: depth + 1) else { return nil }
            children.append(read)
        }
        out.children = children
        return out
    }
}
