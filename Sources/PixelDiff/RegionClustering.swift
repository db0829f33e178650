/// Groups differing pixels into changed regions.
///
/// Regions are the bounding boxes that result from repeatedly merging any two boxes separated by
/// at most `gap` unchanged pixels, starting from single pixels, until no two are that close. The
/// result does not depend on the order of merging (a merge of two boxes that close is forced in
/// every such partition), so it is computed from coarser starting boxes: the per-tile boxes of a
/// `TileGrid` whose tiles are small enough that all pixels of one tile are within `gap`.
enum RegionClustering {
    /// log2 of the largest tile side whose pixels are all within `gap` of each other (≤ 8 px).
    static func tileShift(forGap gap: Int) -> Int {
        if gap >= 6 { return 3 }
        if gap >= 2 { return 2 }
        return 1
    }

    /// The regions of the pixels recorded in `grid`, plus `extra` boxes, largest area first
    /// (ties: top to bottom, then left to right).
    static func regions(grid: TileGrid, extra: [PixelBox], gap: Int) -> [PixelRect] {
        let tiles = grid.occupiedTiles()
        var boxes: [PixelBox]
        if tiles.count > 256 {
            boxes = mergeNeighbouringTiles(tiles, grid: grid, gap: gap)
        } else {
            boxes = tiles.map(\.box)
        }
        boxes += extra
        while true {
            let merged = mergePass(boxes, gap: gap)
            if merged.count == boxes.count { break }
            boxes = merged
        }
        return boxes.map(\.rect).sorted { l, r in
            if l.area != r.area { return l.area > r.area }
            if l.y != r.y { return l.y < r.y }
            if l.x != r.x { return l.x < r.x }
            return l.width > r.width
        }
    }

    /// Unites tiles near each other on the grid whose boxes are within `gap`; returns the
    /// bounding box of each group.
    private static func mergeNeighbouringTiles(_ tiles: [(index: Int, box: PixelBox)], grid: TileGrid,
                                               gap: Int) -> [PixelBox] {
        var slot = [Int32](repeating: -1, count: grid.tilesX * grid.tilesY)
        for (n, tile) in tiles.enumerated() { slot[tile.index] = Int32(n) }
        var sets = DisjointSets(count: tiles.count)
        // Tiles k apart leave at least (k - 1) × side pixels between them.
        let reach = gap / grid.side + 1
        for (n, tile) in tiles.enumerated() {
            let tx = tile.index % grid.tilesX, ty = tile.index / grid.tilesX
            for dy in 0...reach {
                let ny = ty + dy
                guard ny < grid.tilesY else { break }
                for dx in (dy == 0 ? 1 : -reach)...reach {
                    let nx = tx + dx
                    guard nx >= 0, nx < grid.tilesX else { continue }
                    let other = Int(slot[ny * grid.tilesX + nx])
                    if other >= 0, tile.box.gap(to: tiles[other].box) <= gap { sets.unite(n, other) }
                }
            }
        }
        return sets.boundingBoxes(tiles.map(\.box))
    }

    /// One round of merging every pair of boxes within `gap` (found by a sweep in x).
    static func mergePass(_ boxes: [PixelBox], gap: Int) -> [PixelBox] {
        guard boxes.count > 1 else { return boxes }
        let sorted = boxes.sorted { ($0.x0, $0.y0, $0.x1, $0.y1) < ($1.x0, $1.y0, $1.x1, $1.y1) }
        var sets = DisjointSets(count: sorted.count)
        for i in 0..<sorted.count {
            let a = sorted[i]
            var j = i + 1
            while j < sorted.count, sorted[j].x0 - a.x1 - 1 <= gap {
                if a.gap(to: sorted[j]) <= gap { sets.unite(i, j) }
                j += 1
            }
        }
        return sets.boundingBoxes(sorted)
    }
}

/// Union–find over `0 ..< count` with path halving and union by index (deterministic).
struct DisjointSets {
    private var parent: [Int32]

    /// Creates `count` singleton sets.
    init(count: Int) { parent = (0..<count).map { Int32($0) } }

    /// The representative of `i`'s set.
    mutating func find(_ i: Int) -> Int {
        var i = i
        while Int(parent[i]) != i {
            parent[i] = parent[Int(parent[i])]
            i = Int(parent[i])
        }
        return i
    }

    /// Merges the sets of `a` and `b`.
    mutating func unite(_ a: Int, _ b: Int) {
        let ra = find(a), rb = find(b)
        if ra == rb { return }
        if ra < rb { parent[rb] = Int32(ra) } else { parent[ra] = Int32(rb) }
    }

    /// The bounding box of each set, in order of the sets' smallest member.
    mutating func boundingBoxes(_ boxes: [PixelBox]) -> [PixelBox] {
        var slotOfRoot = [Int](repeating: -1, count: boxes.count)
        var out: [PixelBox] = []
        for i in 0..<boxes.count {
            let root = find(i)
            if slotOfRoot[root] < 0 {
                slotOfRoot[root] = out.count
                out.append(boxes[i])
            } else {
                out[slotOfRoot[root]] = out[slotOfRoot[root]].union(boxes[i])
            }
        }
        return out
    }
}
