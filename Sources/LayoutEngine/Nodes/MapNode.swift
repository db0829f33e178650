import LayoutGeometry

/// A geographic coordinate in degrees.
public struct MapCoordinate: Hashable, Sendable {
    /// Latitude in degrees, −90…90.
    public var latitude: Double
    /// Longitude in degrees, −180…180.
    public var longitude: Double

    /// Creates a coordinate.
    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// A map snapshot (Texture's `ASMapNode`) showing the region around `center`.
///
/// It has no intrinsic size until given one (style size, `intrinsicSize` or a ratio spec); the
/// renderer draws a placeholder in its bounds.
open class MapNode: ImageNode {
    /// The centre of the shown region, if set.
    public var center: MapCoordinate?
    /// The shown region's extent in degrees of latitude (`height`) and longitude (`width`).
    public var span: Size?

    /// Creates a map node.
    public init(center: MapCoordinate? = nil, span: Size? = nil) {
        self.center = center
        self.span = span
        super.init(image: nil)
    }

    /// `map`.
    open override var kindName: String { "map" }
}
