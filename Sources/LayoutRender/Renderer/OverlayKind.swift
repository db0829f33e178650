/// The debugging overlays, each drawn on its own transparent layer at the image's scale.
public enum OverlayKind: String, CaseIterable, Hashable, Sendable, Codable {
    /// Every control's effective touch area (frame grown or shrunk by its hitTestSlop, clipped as
    /// touches are).
    case hitArea = "hit-area"
    /// On each image node, how much its pixels are scaled (`2.00x`); nothing where exactly 1.
    case pixelScaling = "pixel-scaling"
    /// The frame of every layout spec, dashed and named; inset specs' insets shaded.
    case specBoundary = "spec-boundary"
}
