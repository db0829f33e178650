/// Bounding boxes of the differing pixels in each square tile of the image, filled by the row
/// bands during the comparison and read by region clustering afterwards.
///
/// Tiles are `side` pixels square. A band owns whole rows of tiles (bands start on tile
/// boundaries), so bands never write the same memory. A row of tiles is initialised when its
/// first differing pixel is recorded; untouched rows cost nothing.
final class TileGrid: @unchecked Sendable {
    /// The tile side in pixels.
    let side: Int
    /// Tiles per row.
    let tilesX: Int
    /// Rows of tiles.
    let tilesY: Int
    /// `minX, minY, maxX, maxY` (inclusive) per tile; `minX == Int32.max` for an empty tile.
    private let boxes: UnsafeMutablePointer<Int32>
    /// 1 when a row of tiles has been initialised.
    private let rowReady: UnsafeMutablePointer<UInt8>
    /// The tile column of each pixel column (`x / side`, without a division per pixel).
    private let columnTile: UnsafeMutablePointer<Int32>

    /// Creates a grid for `width × height` pixels with tiles `side` pixels square.
    init(width: Int, height: Int, side: Int) {
        precondition(side > 0, "tile side must be positive")
        self.side = side
        tilesX = max(1, (width + side - 1) / side)
        tilesY = max(1, (height + side - 1) / side)
        boxes = .allocate(capacity: tilesX * tilesY * 4)
        rowReady = .allocate(capacity: tilesY)
        rowReady.initialize(repeating: 0, count: tilesY)
        columnTile = .allocate(capacity: max(1, width))
        for x in 0..<width { columnTile[x] = Int32(truncatingIfNeeded: x / side) }
    }

    deinit {
        boxes.deallocate()
        rowReady.deallocate()
        columnTile.deallocate()
    }

    /// The box of tile `index`, or `nil` when it is empty or its row was never touched.
    @inline(__always)
    func box(at index: Int) -> PixelBox? {
        guard rowReady[index / tilesX] != 0 else { return nil }
        let box = boxes + index * 4
        guard box[0] != Int32.max else { return nil }
        return PixelBox(x0: Int(box[0]), y0: Int(box[1]), x1: Int(box[2]), y1: Int(box[3]))
    }

    /// Prepares the row of tiles holding pixel row `y` and returns the index of its first tile.
    @inline(__always)
    func prepareRow(forPixelRow y: Int) -> Int {
        let ty = y / side
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
        let box = boxes + (rowTile + Int(columnTile[x])) * 4
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
