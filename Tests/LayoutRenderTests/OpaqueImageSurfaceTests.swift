import CCairo
import LayoutBitmap
import LayoutGeometry
import LayoutLabTestSupport
@testable import LayoutRender
import Testing

/// An opaque image is given to Cairo as an RGB24 surface, which lets pixman copy where it would
/// blend (an opaque source over anything is the source). Whatever the drawing does with it
/// (operators, constant alpha, filters, extends, scaling up and down, fractional and flipped
/// placement, clips with antialiased edges, translucent destinations), the pixels must be those
/// the same image gives as an ARGB32 surface.
@Suite("Opaque images as RGB24 surfaces")
struct OpaqueImageSurfaceTests {
    private static func opaqueBitmap(_ width: Int, _ height: Int, seed: UInt64) -> Bitmap {
        var rng = FuzzRandom(seed: seed)
        var bitmap = Bitmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                bitmap[x, y] = RGBA8(r: UInt8(truncatingIfNeeded: x * 37 + rng.below(9)), g: UInt8(truncatingIfNeeded: y * 23),
                                     b: UInt8(truncatingIfNeeded: rng.next()), a: 255)
            }
        }
        return bitmap
    }

    /// A canvas drawn with a translucent or opaque background and a rounded clip, then `image`
    /// painted through `matrix` with the settings given.
    private static func draw(_ image: CairoImage, op: cairo_operator_t, alpha: Double, filter: cairo_filter_t,
                             extend: cairo_extend_t, matrix: cairo_matrix_t, translucent: Bool) throws -> [UInt8] {
        let canvas = try CairoCanvas(pixelWidth: 61, pixelHeight: 47, scale: 1)
        canvas.fill(Color(red: 0.3, green: 0.7, blue: 0.2, alpha: translucent ? 0.4 : 1))
        let cr = canvas.cr
        cairo_save(cr)
        canvas.clip(to: Rect(x: 3.3, y: 2.6, width: 52.5, height: 40.2), radius: 7.5)
        guard let pattern = cairo_pattern_create_for_surface(image.surface) else { return [] }
        defer { cairo_pattern_destroy(pattern) }
        var m = matrix
        cairo_pattern_set_matrix(pattern, &m)
        cairo_pattern_set_filter(pattern, filter)
        cairo_pattern_set_extend(pattern, extend)
        cairo_set_source(cr, pattern)
        cairo_set_operator(cr, op)
        if alpha < 1 { cairo_paint_with_alpha(cr, alpha) } else { cairo_paint(cr) }
        cairo_restore(cr)
        return canvas.bitmap().pixels
    }

    @Test func everyWayOfPaintingGivesTheArgbPixels() throws {
        let bitmap = OpaqueImageSurfaceTests.opaqueBitmap(23, 17, seed: 0x5247_4232)
        let rgb = try CairoImage(bitmap), argb = try CairoImage(bitmap, tint: nil, rgb24WhenOpaque: false)
        #expect(cairo_image_surface_get_format(rgb.surface) == CAIRO_FORMAT_RGB24)
        #expect(cairo_image_surface_get_format(argb.surface) == CAIRO_FORMAT_ARGB32)
        defer { withExtendedLifetime((rgb, argb)) {} }
        // Pattern matrices map the canvas to the image: enlarged about 2.6 times at a fractional
        // offset, shrunk to about a third, flipped vertically, and skewed slightly.
        func matrix(_ xx: Double, _ yx: Double, _ xy: Double, _ yy: Double, _ x0: Double, _ y0: Double) -> cairo_matrix_t {
            var m = cairo_matrix_t()
            cairo_matrix_init(&m, xx, yx, xy, yy, x0, y0)
            return m
        }
        let matrices = [matrix(0.38, 0, 0, 0.38, -1.7, -0.45), matrix(2.9, 0, 0, 2.9, -4.2, -3.1),
                        matrix(0.41, 0, 0, -0.36, -0.9, 16.4), matrix(0.4, 0.05, -0.04, 0.37, 0.3, -0.2)]
        let operators = [CAIRO_OPERATOR_OVER, CAIRO_OPERATOR_SOURCE, CAIRO_OPERATOR_ATOP, CAIRO_OPERATOR_DEST_OVER,
                         CAIRO_OPERATOR_MULTIPLY, CAIRO_OPERATOR_SCREEN, CAIRO_OPERATOR_DIFFERENCE,
                         CAIRO_OPERATOR_HSL_LUMINOSITY]
        let filters = [CAIRO_FILTER_GOOD, CAIRO_FILTER_BILINEAR, CAIRO_FILTER_NEAREST, CAIRO_FILTER_BEST]
        let extends = [CAIRO_EXTEND_PAD, CAIRO_EXTEND_REPEAT, CAIRO_EXTEND_NONE, CAIRO_EXTEND_REFLECT]
        var cases = 0
        for (index, m) in matrices.enumerated() {
            for op in operators {
                for filter in filters {
                    for extend in extends {
                        for alpha in [1.0, 0.55] {
                            for translucent in [false, true] {
                                let a = try OpaqueImageSurfaceTests.draw(rgb, op: op, alpha: alpha, filter: filter, extend: extend,
                                                                         matrix: m, translucent: translucent)
                                let b = try OpaqueImageSurfaceTests.draw(argb, op: op, alpha: alpha, filter: filter, extend: extend,
                                                                         matrix: m, translucent: translucent)
                                let label = "matrix \(index), operator \(op.rawValue), filter \(filter.rawValue), "
                                    + "extend \(extend.rawValue), alpha \(alpha), translucent canvas \(translucent)"
                                #expect(a == b, "\(label)")
                                cases += 1
                            }
                        }
                    }
                }
            }
        }
        #expect(cases == 4 * 8 * 4 * 4 * 2 * 2)
    }

    /// The renderer's own image drawing (`CairoCanvas.paint(_:into:)`: GOOD filter, PAD extend,
    /// a clip on the target rectangle) at whole, fractional, enlarged and shrunk placements.
    @Test func canvasPaintGivesTheArgbPixels() throws {
        let bitmap = OpaqueImageSurfaceTests.opaqueBitmap(19, 13, seed: 0x4841_4E44)
        let rgb = try CairoImage(bitmap), argb = try CairoImage(bitmap, tint: nil, rgb24WhenOpaque: false)
        defer { withExtendedLifetime((rgb, argb)) {} }
        let targets = [Rect(x: 0, y: 0, width: 19, height: 13), Rect(x: 2.4, y: 1.7, width: 47.3, height: 31.9),
                       Rect(x: 5.5, y: 3.25, width: 6.2, height: 4.1), Rect(x: -3.3, y: 10.6, width: 70.2, height: 12.5)]
        for scale in [1.0, 2.0, 3.0] {
            for target in targets {
                for translucent in [false, true] {
                    func paint(_ image: CairoImage) throws -> [UInt8] {
                        let canvas = try CairoCanvas(pixelWidth: Int(61 * scale), pixelHeight: Int(47 * scale), scale: scale)
                        canvas.fill(Color(red: 0.9, green: 0.1, blue: 0.4, alpha: translucent ? 0.3 : 1))
                        canvas.paint(image, into: target)
                        return canvas.bitmap().pixels
                    }
                    #expect(try paint(rgb) == (try paint(argb)), "scale \(scale), target \(target), translucent \(translucent)")
                }
            }
        }
    }

    @Test func translucentOrTintedImagesKeepTheirAlpha() throws {
        func format(_ image: CairoImage) -> cairo_format_t {
            withExtendedLifetime(image) { cairo_image_surface_get_format(image.surface) }
        }
        var bitmap = OpaqueImageSurfaceTests.opaqueBitmap(5, 4, seed: 7)
        #expect(format(try CairoImage(bitmap, tint: Color(red: 1, green: 1, blue: 1, alpha: 0.5))) == CAIRO_FORMAT_ARGB32)
        #expect(format(try CairoImage(bitmap, tint: Color(red: 1, green: 0, blue: 0.5))) == CAIRO_FORMAT_RGB24)
        bitmap[4, 3] = RGBA8(r: 1, g: 2, b: 3, a: 254)
        #expect(format(try CairoImage(bitmap)) == CAIRO_FORMAT_ARGB32)
    }
}
