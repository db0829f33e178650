import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The comparison of two equally sized pixel planes, in bands of rows run on all cores.
///
/// Per row: one `memcmp`; in a row that differs, 4 pixels at a time as 64-bit words; only pixels
/// whose bytes differ (and are not masked) get the YIQ distance, and only those above the
/// threshold get the anti-aliasing test. Bands write their counts to their own slot and their pixels to their own
/// tile rows and diff-image rows, so the result does not depend on scheduling.
struct DiffEngine: @unchecked Sendable {
    /// The baseline's pixels (the overlap).
    let a: PixelPlane
    /// The actual pixels (the overlap).
    let b: PixelPlane
    /// `35215 × threshold²`.
    let maxDelta: Double
    /// Whether anti-aliased pixels count.
    let includeAntiAliased: Bool
    /// Whether translucent pixels are blended onto the checkerboard (else onto white).
    let checkerboard: Bool
    /// The pixels not compared, or `nil` when none are masked.
    let mask: PixelMask?
    /// Where the differing pixels are recorded for clustering.
    let tiles: TileGrid
    /// The diff image being drawn, if any.
    let canvas: DiffCanvas?

    /// Differing and anti-aliased pixel counts.
    struct Counts {
        var diff = 0
        var aa = 0
    }

    /// Compares every row and returns the counts.
    func run() -> Counts {
        let height = a.height, width = a.width
        guard width > 0, height > 0 else { return Counts() }
        let bands = bandLayout(width: width, height: height)
        if bands.count == 1 { return process(rows: 0..<height) }
        let slots = UnsafeMutableBufferPointer<Counts>.allocate(capacity: bands.count)
        slots.initialize(repeating: Counts())
        defer { slots.deallocate() }
        let shared = SharedCounts(slots: slots)
        DispatchQueue.concurrentPerform(iterations: bands.count) { band in
            let start = band * bands.rows
            shared.slots[band] = process(rows: start..<min(height, start + bands.rows))
        }
        var total = Counts()
        for counts in slots {
            total.diff += counts.diff
            total.aa += counts.aa
        }
        return total
    }

    /// Rows per band (a multiple of the tile side) and the number of bands.
    private func bandLayout(width: Int, height: Int) -> (rows: Int, count: Int) {
        let side = tiles.side
        // Small images: one band on the calling thread; dispatching costs more than it saves.
        guard width * height >= 1 << 18, height >= 2 * side else { return (height, 1) }
        // About 32 bands so that clustered changes still spread over both cores.
        let target = max(side, (height + 31) / 32)
        let rows = (target + side - 1) / side * side
        return (rows, (height + rows - 1) / rows)
    }

    /// Compares the rows of one band.
    func process(rows: Range<Int>) -> Counts {
        var counts = Counts()
        let rowBytes = a.width * 4
        // Identical band in contiguous memory: one memcmp.
        if canvas == nil, a.rowBytes == rowBytes, b.rowBytes == rowBytes,
           memcmp(a.row(rows.lowerBound), b.row(rows.lowerBound), rowBytes * rows.count) == 0 {
            return counts
        }
        for y in rows {
            canvas?.drawBackground(row: y, from: a)
            let rowA = a.row(y), rowB = b.row(y)
            if memcmp(rowA, rowB, rowBytes) == 0 { continue }
            compareRow(y, rowA, rowB, &counts)
        }
        return counts
    }

    /// Compares one row known to differ somewhere.
    @inline(__always)
    private func compareRow(_ y: Int, _ rowA: UnsafeRawPointer, _ rowB: UnsafeRawPointer, _ counts: inout Counts) {
        let width = a.width
        var rowTile = -1
        var x = 0
        while x < width {
            // Skip runs of 4 equal pixels.
            while x + 4 <= width {
                let o = x &* 4
                let d0 = rowA.loadUnaligned(fromByteOffset: o, as: UInt64.self)
                    ^ rowB.loadUnaligned(fromByteOffset: o, as: UInt64.self)
                let d1 = rowA.loadUnaligned(fromByteOffset: o &+ 8, as: UInt64.self)
                    ^ rowB.loadUnaligned(fromByteOffset: o &+ 8, as: UInt64.self)
                if d0 | d1 != 0 { break }
                x &+= 4
            }
            let end = min(x + 4, width)
            while x < end {
                let pa = UInt32(littleEndian: rowA.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self))
                let pb = UInt32(littleEndian: rowB.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self))
                if pa != pb, !(mask?.contains(x: x, y: y) ?? false),
                   case let delta = ColorDelta.signed(pa, pb, offset: (y &* width &+ x) &* 4, checkerboard: checkerboard),
                   abs(delta) > maxDelta {
                    let antiAliased = AntiAliasing.isAntiAliased(a, b, x: x, y: y, checkerboard: checkerboard)
                        || AntiAliasing.isAntiAliased(b, a, x: x, y: y, checkerboard: checkerboard)
                    if antiAliased { counts.aa &+= 1 }
                    let counted = !antiAliased || includeAntiAliased
                    if counted {
                        counts.diff &+= 1
                        if rowTile < 0 { rowTile = tiles.prepareRow(forPixelRow: y) }
                        tiles.record(x: x, y: y, rowTile: rowTile)
                    }
                    canvas?.drawDifference(x: x, y: y, counted: counted, darker: delta < 0)
                }
                x &+= 1
            }
        }
    }
}

/// Per-band result slots written from the concurrent bands (each band its own slot).
private struct SharedCounts: @unchecked Sendable {
    let slots: UnsafeMutableBufferPointer<DiffEngine.Counts>
}
