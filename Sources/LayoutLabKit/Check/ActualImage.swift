import LayoutBitmap
import LayoutRender
import LayoutReport
import LayoutSupport

/// A fixture's rendered image during a check: its digests, compared with the ones its baseline
/// carries, taken straight from the renderer's canvas when first asked for; the pixels as a `Bitmap`, copied
/// out only when something needs them (a comparison, a new baseline, the report's copy); and the
/// report's copy, written only when someone will look at it (the fixture is new or its pixels
/// differ from the baseline's).
///
/// The canvas belongs to the worker's renderer: use the value before that renderer draws again.
final class ActualImage {
    /// The digest of the render's pixels (`PixelDigest(of:)`).
    private(set) lazy var digest: PixelDigest = canvas.pixelDigest()
    /// The digest of the canvas's memory (`PixelDigest(canvasFormOf:)`): one pass, no conversion.
    private(set) lazy var canvasDigest: PixelDigest = canvas.canvasDigest()
    /// Width and height in pixels.
    let width: Int, height: Int
    /// The render as a straight-alpha bitmap (as PNG stores it and the comparison reads it),
    /// copied from the canvas on first use into an array from the worker's pool, which gets it
    /// back when this value goes away.
    var image: Bitmap {
        if let copied { return copied }
        let made = canvas.straightBitmap(pool: pool)
        copied = made
        return made
    }
    private var copied: Bitmap?
    private let canvas: CairoCanvas
    private let name: String
    private let reports: ReportDirectory
    private let pool: PixelBufferPool

    /// The render of fixture `name` on `canvas`, whose report files go to `reports`; its pixels
    /// are copied into arrays from `pool`.
    init(canvas: CairoCanvas, name: String, reports: ReportDirectory, pool: PixelBufferPool) {
        self.canvas = canvas
        width = canvas.pixelWidth
        height = canvas.pixelHeight
        self.name = name
        self.reports = reports
        self.pool = pool
    }

    deinit {
        if let copied { pool.keep(copied.pixels) }
    }

    /// Writes the report's copy (`actual/<name>.png`, encoded quickly: `approve` re-encodes what
    /// it promotes) and records its path and SHA-256 in `outcome`.
    func write(into outcome: inout FixtureOutcome) throws {
        let png = try PNGCodec.encodeQuickly(image)
        try reports.write(png, to: ReportDirectory.actualImage(name))
        outcome.images.actual = ReportDirectory.actualImage(name)
        outcome.actualDigest = SHA256.hexDigest(png)
    }
}
