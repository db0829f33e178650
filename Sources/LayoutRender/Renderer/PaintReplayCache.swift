import CCairo
import Foundation
import LayoutGeometry

/// The results of one renderer's image paints, replayed when the same paint meets the same pixels.
///
/// Stretching an image (Cairo's bilinear or box filter, through pixman) is the costliest thing a
/// screen draws, and a run's screens repeat their images where they repeat them: a hero, an avatar,
/// an icon at the same place and size. A paint's pixels are a function of the image, the canvas's
/// transformation, the paint's rectangle, the clip, the antialiasing mode and the pixels under
/// the paint before it; nothing outside the rectangle's device pixels changes. So the cache keeps,
/// for a paint seen twice, the pixels under it before and after, and when the paint comes again
/// with equal pixels under it (compared byte for byte, never by digest) it copies the after-pixels
/// in instead of painting: the same bytes Cairo would write, by construction.
///
/// A paint is only kept when it draws straight onto a canvas's own surface (no group) with Cairo's
/// default operator and a clip Cairo can list as rectangles; a key first seen is only remembered
/// (an image drawn once costs no copies). Owned by one `NodeRenderer`, confined to its thread; at
/// most `byteBudget` bytes of pixels are kept, the images the kept paints hold counted in, the
/// oldest dropped first.
public final class PaintReplayCache {
    /// What decides a paint's pixels besides the pixels under it.
    struct Key: Hashable {
        var image: ObjectIdentifier
        var surfaceWidth: Int, surfaceHeight: Int
        /// The transformation before the paint (xx, yx, xy, yy, x0, y0), the paint's rectangle
        /// (x, y, width, height, in the points of that transformation), then the clip's rectangles
        /// in the same points, four numbers each; compared by their bits.
        var numbers: [UInt64]
        var antialias: UInt32
    }

    /// Where a paint's pixels lie on the surface: a rectangle of whole device pixels.
    struct Region: Equatable {
        var x: Int, y: Int, width: Int, height: Int
        var byteCount: Int { width * height * 4 }
    }

    /// The pixels under a paint before it: any (an opaque image covering every pixel of the
    /// region whole, which replaces them), one colour throughout (a background), or each pixel.
    enum Before {
        case any
        case uniform(UInt32)
        case pixels([UInt32])
    }

    struct Entry {
        /// Held so that its identifier cannot be reused by another image while the entry lives.
        let image: CairoImage
        let region: Region
        let before: Before
        let after: [UInt32]
        /// The kept pixels and the image the entry holds on to (the renderer's image store may
        /// have let it go).
        var byteCount: Int {
            if case .pixels(let p) = before { return (p.count + after.count) * 4 + image.byteCount }
            return after.count * 4 + image.byteCount
        }
    }

    /// The most bytes of pixels kept (default 32 MiB).
    public let byteBudget: Int
    /// Paints smaller than this many pixels are painted, never kept (they cost little to paint).
    public let minimumPixels: Int
    private var entries: [Key: Entry] = [:]
    private var order: [Key] = []
    private var seen: Set<Key> = []
    private var bytes = 0
    /// Paints replayed and paints kept, for tests and measurements.
    public private(set) var replays = 0, stores = 0

    /// Creates an empty cache.
    public init(byteBudget: Int = 32 << 20, minimumPixels: Int = 16_384) {
        self.byteBudget = byteBudget
        self.minimumPixels = minimumPixels
    }

    /// Paints `image` on `canvas` with `paint`, or replays a kept result of the same paint over
    /// the same pixels. `rect` is the paint's rectangle in the canvas's current points.
    func paint(_ image: CairoImage, into rect: Rect, on canvas: CairoCanvas, _ paint: () -> Void) {
        guard let (key, region, covered) = key(for: image, rect: rect, on: canvas) else { return paint() }
        let surface = canvas.surface
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        if let entry = entries[key], entry.region == region {
            if Self.matches(entry.before, data: data, stride: stride, region: region) {
                Self.write(entry.after, data: data, stride: stride, region: region)
                cairo_surface_mark_dirty_rectangle(surface, Int32(region.x), Int32(region.y),
                                                   Int32(region.width), Int32(region.height))
                replays += 1
                return
            }
            return paint()
        }
        guard seen.contains(key), region.byteCount <= byteBudget else {
            if seen.count >= 4096 { seen.removeAll() }
            seen.insert(key)
            return paint()
        }
        let before = covered ? .any : Self.before(data: data, stride: stride, region: region)
        paint()
        cairo_surface_flush(surface)
        let entry = Entry(image: image, region: region, before: before,
                          after: Self.read(data: data, stride: stride, region: region))
        guard entry.byteCount <= byteBudget else { return }
        while bytes + entry.byteCount > byteBudget, !order.isEmpty {
            let oldest = order.removeFirst()
            bytes -= entries.removeValue(forKey: oldest)?.byteCount ?? 0
        }
        entries[key] = entry
        order.append(key)
        bytes += entry.byteCount
        stores += 1
    }

    /// The paint's key, its region, and whether the paint replaces every pixel of the region
    /// whatever was there (`Before.any`); nil when the paint is not one the cache may keep.
    ///
    /// An opaque image (an RGB24 surface) painted onto a rectangle whose device corners are whole
    /// pixels, with no rotation and a clip of one rectangle (whole pixels, as Cairo lists a clip
    /// only when it is), covers every pixel of the rectangle and clip's intersection whole with
    /// an opaque colour and touches no other: its region is that intersection, and the pixels
    /// before it do not count. Any other paint's region is the rectangle's device bounds, one
    /// more pixel on each side, and the pixels before it are compared.
    private func key(for image: CairoImage, rect: Rect, on canvas: CairoCanvas) -> (Key, Region, covered: Bool)? {
        let cr = canvas.cr
        guard cairo_get_group_target(cr) == canvas.surface, cairo_get_operator(cr) == CAIRO_OPERATOR_OVER,
              cairo_image_surface_get_format(canvas.surface) == CAIRO_FORMAT_ARGB32 else { return nil }
        var xs: [Double] = [], ys: [Double] = []
        for (px, py) in [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)] {
            var x = px, y = py
            cairo_user_to_device(cr, &x, &y)
            guard x.isFinite, y.isFinite, abs(x) < 1e9, abs(y) < 1e9 else { return nil }
            xs.append(x)
            ys.append(y)
        }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        var numbers = [matrix.xx, matrix.yx, matrix.xy, matrix.yy, matrix.x0, matrix.y0,
                       rect.minX, rect.minY, rect.width, rect.height].map(\.bitPattern)
        guard let list = cairo_copy_clip_rectangle_list(cr) else { return nil }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS else { return nil }
        var clips: [(x0: Double, y0: Double, x1: Double, y1: Double)] = []
        for i in 0..<Int(list.pointee.num_rectangles) {
            let r = list.pointee.rectangles[i]
            numbers += [r.x, r.y, r.width, r.height].map(\.bitPattern)
            var (ax, ay, bx, by) = (r.x, r.y, r.x + r.width, r.y + r.height)
            cairo_user_to_device(cr, &ax, &ay)
            cairo_user_to_device(cr, &bx, &by)
            clips.append((min(ax, bx), min(ay, by), max(ax, bx), max(ay, by)))
        }
        let key = Key(image: ObjectIdentifier(image), surfaceWidth: canvas.pixelWidth, surfaceHeight: canvas.pixelHeight,
                      numbers: numbers, antialias: withUnsafeBytes(of: cairo_get_antialias(cr)) { $0.load(as: UInt32.self) })
        let whole = (xs + ys).allSatisfy { $0 == $0.rounded() }
        if cairo_image_surface_get_format(image.surface) == CAIRO_FORMAT_RGB24, matrix.xy == 0, matrix.yx == 0,
           whole, clips.count == 1, let clip = clips.first,
           [clip.x0, clip.y0, clip.x1, clip.y1].allSatisfy({ $0 == $0.rounded() }) {
            let x0 = max(Int(xs.min()!), Int(clip.x0), 0), y0 = max(Int(ys.min()!), Int(clip.y0), 0)
            let x1 = min(Int(xs.max()!), Int(clip.x1), canvas.pixelWidth)
            let y1 = min(Int(ys.max()!), Int(clip.y1), canvas.pixelHeight)
            guard x1 > x0, y1 > y0, (x1 - x0) * (y1 - y0) >= minimumPixels else { return nil }
            return (key, Region(x: x0, y: y0, width: x1 - x0, height: y1 - y0), true)
        }
        let x0 = max(0, Int(xs.min()!.rounded(.down)) - 1), y0 = max(0, Int(ys.min()!.rounded(.down)) - 1)
        let x1 = min(canvas.pixelWidth, Int(xs.max()!.rounded(.up)) + 1)
        let y1 = min(canvas.pixelHeight, Int(ys.max()!.rounded(.up)) + 1)
        guard x1 > x0, y1 > y0, (x1 - x0) * (y1 - y0) >= minimumPixels else { return nil }
        return (key, Region(x: x0, y: y0, width: x1 - x0, height: y1 - y0), false)
    }

    private static func row(_ data: UnsafeMutablePointer<UInt8>, stride: Int, region: Region, _ y: Int)
        -> UnsafeMutablePointer<UInt32> {
        UnsafeMutableRawPointer(data + (region.y + y) * stride).assumingMemoryBound(to: UInt32.self) + region.x
    }

    private static func read(data: UnsafeMutablePointer<UInt8>, stride: Int, region: Region) -> [UInt32] {
        [UInt32](unsafeUninitializedCapacity: region.width * region.height) { buffer, count in
            for y in 0..<region.height {
                (buffer.baseAddress! + y * region.width).update(from: row(data, stride: stride, region: region, y),
                                                                 count: region.width)
            }
            count = region.width * region.height
        }
    }

    private static func before(data: UnsafeMutablePointer<UInt8>, stride: Int, region: Region) -> Before {
        let first = row(data, stride: stride, region: region, 0).pointee
        for y in 0..<region.height {
            let pixels = row(data, stride: stride, region: region, y)
            for x in 0..<region.width where pixels[x] != first {
                return .pixels(read(data: data, stride: stride, region: region))
            }
        }
        return .uniform(first)
    }

    private static func matches(_ before: Before, data: UnsafeMutablePointer<UInt8>, stride: Int, region: Region) -> Bool {
        switch before {
        case .any:
            return true
        case .uniform(let value):
            for y in 0..<region.height {
                let pixels = row(data, stride: stride, region: region, y)
                for x in 0..<region.width where pixels[x] != value { return false }
            }
            return true
        case .pixels(let kept):
            return kept.withUnsafeBufferPointer { kept in
                (0..<region.height).allSatisfy { y in
                    memcmp(row(data, stride: stride, region: region, y), kept.baseAddress! + y * region.width,
                           region.width * 4) == 0
                }
            }
        }
    }

    private static func write(_ pixels: [UInt32], data: UnsafeMutablePointer<UInt8>, stride: Int, region: Region) {
        pixels.withUnsafeBufferPointer { pixels in
            for y in 0..<region.height {
                row(data, stride: stride, region: region, y).update(from: pixels.baseAddress! + y * region.width,
                                                                     count: region.width)
            }
        }
    }
}
