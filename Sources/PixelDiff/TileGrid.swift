/// Bounding boxes of the differing pixels in each square tile of the image, filled by the row
/// bands during the comparison and read by region clustering afterwards.
///
/// Tiles are `1 << shift` pixels square. A band owns whole rows of tiles (bands start on tile
/// boundaries), so bands never write the same memory. A row of tiles is initialised when its
/// first differing pixel is recorded; untouched rows cost nothing.
final class TileGrid: @unchecked Sendable {
    /// log2 of the tile side.
    let shift: Int
    /// Tiles per row.
    let tilesX: Int
    /// Rows of tiles.
    let tilesY: Int
    /// `minX, minY, maxX, maxY` (inclusive) per tile; `minX == Int32.max` for an empty tile.
    private let boxes: UnsafeMutablePointer<Int32>
    /// 1 when a row of tiles has been initialised.
    private let rowReady: UnsafeMutablePointer<UInt8>

    /// Creates a grid for `width × height` pixels with tiles `1 << shift` pixels square.
    init(width: Int, height: Int, shift: Int) {
        self.shift = shift
        let side = 1 << shift
        tilesX = max(1, (width + side - 1) >> shift)
        tilesY = max(1, (height + side - 1) >> shift)
        boxes = .allocate(capacity: tilesX * tilesY * 4)
        rowReady = .allocate(capacity: tilesY)
        rowReady.initialize(repeating: 0, count: tilesY)
    }

    deinit {
        boxes.deallocate()
        rowReady.deallocate()
    }

    /// The tile side in pixels.
    var side: Int { 1 << shift }

    /// Prepares the row of tiles holding pixel row `y` and returns the index of its first tile.
    @inline(__always)
    func prepareRow(forPixelRow y: Int) -> Int {
        let ty = y >> shift
        if rowReady[ty] == 0 {
            let start = boxes + ty * tilesX * 4
            var t = 0
            while t < tilesX {
                start[t * 4] = Int32.max
                t += 1
            }
            rowReady[ty] = 1
        }
        return ty * tilesX
    }

    /// Records a differing pixel. Rows of one tile must be recorded top to bottom.
    @inline(__always)
    func record(x: Int, y: Int, rowTile: Int) {
        let box = boxes + (rowTile + (x >> shift)) * 4
        let x32 = Int32(truncatingIfNeeded: x), y32 = Int32(truncatingIfNeeded: y)
        if box[0] == Int32.max {
            box[0] = x32; box[1] = y32; box[2] = x32; box[3] = y32
        } else {
            if x32 < box[0] { box[0] = x32 }
            if x32 > box[2] { box[2] = x32 }
            box[3] = y32
        }
    }

    /// The non-empty tiles, row by row: their index in the grid and their box.
    func occupiedTiles() -> [(index: Int, box: PixelBox)] {
        var out: [(index: Int, box: PixelBox)] = []
        for ty in 0..<tilesY where rowReady[ty] != 0 {
            for tx in 0..<tilesX {
                let index = ty * tilesX + tx
                let box = boxes + index * 4
                if box[0] != Int32.max {
                    out.append((index, PixelBox(x0: Int(box[0]), y0: Int(box[1]), x1: Int(box[2]), y1: Int(box[3]))))
                }
            }
        }
        return out
    }
}

/// A box of pixels with inclusive bounds, used while clustering.
struct PixelBox: Hashable, Sendable {
    /// Left column.
    var x0: Int
    /// Top row.
    var y0: Int
    /// Right column (inclusive).
    var x1: Int
    /// Bottom row (inclusive).
    var y1: Int

    /// The smallest box holding both.
    func union(_ other: PixelBox) -> PixelBox {
        PixelBox(x0: min(x0, other.x0), y0: min(y0, other.y0), x1: max(x1, other.x1), y1: max(y1, other.y1))
    }

    /// Unchanged pixels between the two boxes along the axis where they are farthest apart
    /// (0 when they touch or overlap).
    func gap(to other: PixelBox) -> Int {
        let gx = max(0, max(other.x0 - x1, x0 - other.x1) - 1)
        let gy = max(0, max(other.y0 - y1, y0 - other.y1) - 1)
        return max(gx, gy)
    }

    /// The same box as a `PixelRect`.
    var rect: PixelRect { PixelRect(x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1) }
}
