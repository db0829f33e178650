import LayoutFixtures
import Foundation
import LayoutBitmap
import LayoutEngine
import LayoutGeometry
import LayoutRender

/// Lays out and renders a fixture, from a file or compiled Swift: its tree at its size, scale and
/// direction, drawn over its background, with overlay layers composited on top when asked for.
public enum FixtureRender {
    /// A rendered fixture.
    public struct Result {
        /// The built tree and its layout.
        public let layout: FixtureLayout.Result
        /// The image and the overlay layers, apart.
        public let rendered: RenderedImage
        /// The image with the overlay layers drawn over it (in `OverlayKind.allCases` order);
        /// premultiplied.
        public let composited: Bitmap
    }

    /// Lays `fixture` out with the renderer's text engine and renders it with `overlays`, at the
    /// scale it is drawn at (`Fixture.drawingScale`). Throws the fixture's own error (a
    /// `FixtureError` naming the file and fixture, a `SwiftFixtureError`) when its settings are
    /// unusable, or it cannot be built or drawn.
    public static func render(_ fixture: some Fixture, renderer: NodeRenderer, overlays: Set<OverlayKind> = []) throws -> Result {
        if let problem = fixture.problem { throw fixture.failure(problem) }
        let layout = try FixtureLayout.compute(fixture, textMeasurer: renderer.textEngine)
        do {
            return try draw(layout, scale: fixture.drawingScale(for: layout.tree.size), background: fixture.background,
                            renderer: renderer, overlays: overlays)
        } catch {
            throw fixture.failure("cannot render: \(error)")
        }
    }

    /// Draws a laid-out fixture and composites the overlay layers over it.
    private static func draw(_ layout: FixtureLayout.Result, scale: Double, background: Color, renderer: NodeRenderer,
                             overlays: Set<OverlayKind>) throws -> Result {
        if let problem = CanvasLimits.problem(size: layout.tree.size, scale: scale) { throw CanvasLimitError(description: problem) }
        let rendered = try renderer.render(layout.tree, scale: scale, background: background, overlays: overlays)
        let layers = OverlayKind.allCases.compactMap { rendered.overlays[$0] }
        let composited = layers.isEmpty ? rendered.image : OverlayLayer.composite(layers, over: rendered.image)
        return Result(layout: layout, rendered: rendered, composited: composited)
    }

    /// Parses a comma-separated overlay list (`hit-area,pixel-scaling`); throws a message naming
    /// the unknown entry and the valid names.
    public static func overlays(parsing text: String) throws -> Set<OverlayKind> {
        var out = Set<OverlayKind>()
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let name = part.trimmingCharacters(in: .whitespaces)
            guard let kind = OverlayKind(rawValue: name) else {
                let valid = OverlayKind.allCases.map(\.rawValue).joined(separator: ", ")
                throw OverlayListError(message: "unknown overlay \"\(name)\" (expected a comma-separated list of: \(valid))")
            }
            out.insert(kind)
        }
        return out
    }

    /// A bad `--overlays` list.
    public struct OverlayListError: Error, CustomStringConvertible {
        /// What was wrong.
        public var message: String
        /// The message.
        public var description: String { message }
    }
}
