/// The pixels a comparison ignores: the union of rectangles, clipped to the canvas, stored as
/// sorted, disjoint column ranges per row.
struct PixelMask: Sendable {
    /// Index into `ranges` of each row's first range; `rowStart[height]` is `ranges.count`.
    private let rowStart: [Int]
    /// `(start, end)` column ranges (end exclusive), row by row.
    private let ranges: [(start: Int, end: Int)]
    /// Rows in the canvas.
    let height: Int

    /// True when no pixel is masked.
    var isEmpty: Bool { ranges.isEmpty }

    /// The union of `rects` within a `width × height` canvas.
    init(_ rects: [PixelRect], width: Int, height: Int) {
        self.height = max(0, height)
        // Clipped without overflow: a far end past the canvas is the canvas edge.
        func end(_ start: Int, _ length: Int, _ limit: Int) -> Int {
            guard length > 0, start < limit else { return min(start, limit) }
            return length >= limit - start ? limit : start + length
        }
        let clipped = rects.compactMap { rect -> (x0: Int, y0: Int, x1: Int, y1: Int)? in
            let x0 = max(0, rect.x), y0 = max(0, rect.y)
            let x1 = end(rect.x, rect.width, width), y1 = end(rect.y, rect.height, height)
            return x0 < x1 && y0 < y1 ? (x0, y0, x1, y1) : nil
        }
        var rowStart = [Int](repeating: 0, count: self.height + 1)
        var ranges: [(start: Int, end: Int)] = []
        if !clipped.isEmpty {
            for y in 0..<self.height {
                rowStart[y] = ranges.count
                let row = clipped.filter { $0.y0 <= y && y < $0.y1 }.map { ($0.x0, $0.x1) }.sorted { $0.0 < $1.0 }
                for (start, end) in row {
                    if let last = ranges.last, ranges.count > rowStart[y], start <= last.end {
                        ranges[ranges.count - 1].end = max(last.end, end)
                    } else {
                        ranges.append((start, end))
                    }
                }
            }
        }
        rowStart[self.height] = ranges.count
        self.rowStart = rowStart
        self.ranges = ranges
    }

    /// True when pixel (x, y) is masked.
    @inline(__always)
    func contains(x: Int, y: Int) -> Bool {
        guard y >= 0, y < height else { return false }
        var i = rowStart[y]
        let end = rowStart[y + 1]
        while i < end {
            let range = ranges[i]
            if x < range.start { return false }
            if x < range.end { return true }
            i += 1
        }
        return false
    }

    /// The masked pixels inside `rect`.
    func count(in rect: PixelRect) -> Int {
        var total = 0
        for y in max(0, rect.y)..<min(height, max(rect.y, rect.maxY)) {
            for i in rowStart[y]..<rowStart[y + 1] {
                let range = ranges[i]
                total += max(0, min(range.end, rect.maxX) - max(range.start, rect.x))
            }
        }
        return total
    }

    /// The bounding box of the pixels of `rect` that are not masked, or nil when all are.
    func unmaskedBounds(in rect: PixelRect) -> PixelRect? {
        guard rect.width > 0, rect.height > 0 else { return nil }
        var x0 = Int.max, y0 = Int.max, x1 = Int.min, y1 = Int.min
        for y in rect.y..<rect.maxY {
            // The first and last unmasked columns of this row within the rectangle.
            var first = rect.x, last = rect.maxX - 1
            if y >= 0 && y < height {
                let rowRanges = ranges[rowStart[y]..<rowStart[y + 1]]
                while let range = rowRanges.first(where: { $0.start <= first && first < $0.end }), first <= last { first = range.end }
                while let range = rowRanges.first(where: { $0.start <= last && last < $0.end }), last >= first { last = range.start - 1 }
            }
            guard first <= last else { continue }
            x0 = min(x0, first); x1 = max(x1, last)
            y0 = min(y0, y); y1 = max(y1, y)
        }
        return x0 <= x1 ? PixelRect(x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1) : nil
    }

    /// Calls `body` with each masked row's column ranges.
    func forEachRange(_ body: (_ y: Int, _ start: Int, _ end: Int) -> Void) {
        for y in 0..<height {
            for i in rowStart[y]..<rowStart[y + 1] { body(y, ranges[i].start, ranges[i].end) }
        }
    }
}
