/// The pixels a comparison ignores: the union of rectangles, clipped to the canvas, stored as
/// sorted, disjoint column ranges per band of rows (rows that the same rectangles cover share
/// one band), so building it costs per band, not per row.
struct PixelMask: Sendable {
    /// The band of each row, or -1 where nothing is masked; empty when no pixel is masked.
    private let bandOfRow: [Int32]
    /// Index into `ranges` of each band's first range; one more entry than there are bands.
    private let bandStart: [Int]
    /// `(start, end)` column ranges (end exclusive), band by band.
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
        }.sorted { $0.y0 < $1.y0 }
        guard !clipped.isEmpty else {
            bandOfRow = []; bandStart = [0]; ranges = []
            return
        }
        // Sweep the rows: the covering set changes only where a rectangle starts or ends.
        let breaks = Set(clipped.flatMap { [$0.y0, $0.y1] }).sorted()
        var bandOfRow = [Int32](repeating: -1, count: self.height)
        var bandStart: [Int] = [0]
        var ranges: [(start: Int, end: Int)] = []
        var active: [(x0: Int, x1: Int, y1: Int)] = []
        var next = 0
        for (k, top) in breaks.enumerated() where k + 1 < breaks.count {
            let bottom = breaks[k + 1]
            active.removeAll { $0.y1 <= top }
            while next < clipped.count, clipped[next].y0 <= top {
                let r = clipped[next]
                if r.y1 > top { active.append((r.x0, r.x1, r.y1)) }
                next += 1
            }
            guard !active.isEmpty else { continue }
            let first = ranges.count
            for r in active.sorted(by: { $0.x0 < $1.x0 }) {
                if ranges.count > first, r.x0 <= ranges[ranges.count - 1].end {
                    ranges[ranges.count - 1].end = max(ranges[ranges.count - 1].end, r.x1)
                } else {
                    ranges.append((r.x0, r.x1))
                }
            }
            let band = Int32(bandStart.count - 1)
            bandStart.append(ranges.count)
            for y in top..<bottom { bandOfRow[y] = band }
        }
        self.bandOfRow = bandOfRow
        self.bandStart = bandStart
        self.ranges = ranges
    }

    /// The ranges of row `y` (empty when nothing in it is masked).
    @inline(__always)
    private func rowRanges(_ y: Int) -> Range<Int> {
        guard y >= 0, y < bandOfRow.count else { return 0..<0 }
        let band = Int(bandOfRow[y])
        return band < 0 ? 0..<0 : bandStart[band]..<bandStart[band + 1]
    }

    /// True when pixel (x, y) is masked.
    @inline(__always)
    func contains(x: Int, y: Int) -> Bool {
        // Binary search of the row's sorted, disjoint ranges: the last one starting at or before x.
        let row = rowRanges(y)
        var low = row.lowerBound, high = row.upperBound
        while low < high {
            let mid = (low + high) / 2
            if ranges[mid].start <= x { low = mid + 1 } else { high = mid }
        }
        return low > row.lowerBound && x < ranges[low - 1].end
    }

    /// The masked pixels inside `rect`.
    func count(in rect: PixelRect) -> Int {
        guard !isEmpty else { return 0 }
        var total = 0
        for y in max(0, rect.y)..<min(height, max(rect.y, rect.maxY)) {
            for i in rowRanges(y) {
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
            let row = ranges[rowRanges(y)]
            while let range = row.first(where: { $0.start <= first && first < $0.end }), first <= last { first = range.end }
            while let range = row.first(where: { $0.start <= last && last < $0.end }), last >= first { last = range.start - 1 }
            guard first <= last else { continue }
            x0 = min(x0, first); x1 = max(x1, last)
            y0 = min(y0, y); y1 = max(y1, y)
        }
        return x0 <= x1 ? PixelRect(x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1) : nil
    }

    /// Calls `body` with each masked row's column ranges.
    func forEachRange(_ body: (_ y: Int, _ start: Int, _ end: Int) -> Void) {
        guard !isEmpty else { return }
        for y in 0..<height {
            for i in rowRanges(y) { body(y, ranges[i].start, ranges[i].end) }
        }
    }
}
