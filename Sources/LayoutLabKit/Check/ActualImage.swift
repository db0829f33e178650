import LayoutBitmap
import LayoutRender
import LayoutReport
import LayoutSupport

/// A fixture's rendered image during a check: its pixel digest, compared with the one its
/// baseline carries, and the report's copy, written only when someone will look at it (the
/// fixture is new or its pixels differ from the baseline's).
struct ActualImage {
    /// The render.
    let image: Bitmap
    /// The digest of its pixels (`PixelDigest`).
    let digest: PixelDigest
    private let name: String
    private let reports: ReportDirectory

    /// The render of fixture `name`, whose report files go to `reports`.
    init(image: Bitmap, name: String, reports: ReportDirectory) {
        self.image = image
        digest = PixelDigest(of: image)
        self.name = name
        self.reports = reports
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
