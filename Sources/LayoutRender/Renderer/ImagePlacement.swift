import LayoutEngine
import LayoutGeometry

/// Where an image node draws its image: the rectangle, in the node's own coordinates (points),
/// that the whole image is stretched onto. What falls outside the bounds is clipped.
///
/// The rules, after Texture's `ASImageNode`:
/// - `scaleToFill` stretches the image to the bounds, `aspectFit` scales it to fit inside and
///   `aspectFill` to cover, keeping its aspect ratio; the other modes draw it at its own size (its
///   pixels ÷ its image scale, in points) against the named edge or corner, `center` in the
///   middle.
/// - An image smaller than the bounds fills them as its mode says whether or not
///   `forceUpscaling` is set: Texture draws it into a backing store no larger than the image
///   (unless `forceUpscaling`) and the layer then scales that store to the bounds by the content
///   mode, so on screen the box is filled either way; only the sharpness differs, which a
///   bilinear stretch of the image reproduces.
/// - For `aspectFill` only, `cropRect` picks the visible part. A zero-sized crop rectangle (the
///   default `{0.5, 0.5, 0, 0}`) is an anchor: its origin places the image along each axis,
///   0 against the leading edge, 0.5 centred, 1 against the trailing edge. A crop rectangle with
///   a size is the unit rectangle of the image shown in the bounds, stretched to them.
public enum ImagePlacement {
    /// The draw rectangle of an image of `imageSize` points in `bounds` (node coordinates).
    /// `forceUpscaling` changes nothing on screen (see the type's description).
    public static func drawRect(imageSize: Size, bounds: Size, contentMode: ImageContentMode, cropRect: Rect,
                                forceUpscaling: Bool) -> Rect {
        let iw = imageSize.width, ih = imageSize.height, bw = bounds.width, bh = bounds.height
        guard iw > 0, ih > 0, bw > 0, bh > 0 else { return .zero }
        switch contentMode {
        case .scaleToFill:
            let sx = bw / iw, sy = bh / ih
            return placed(Size(width: iw * sx, height: ih * sy), in: bounds, anchor: Point(x: 0.5, y: 0.5))
        case .aspectFit:
            let s = min(bw / iw, bh / ih)
            return placed(Size(width: iw * s, height: ih * s), in: bounds, anchor: Point(x: 0.5, y: 0.5))
        case .aspectFill:
            if cropRect.width > 0 && cropRect.height > 0 {
                let w = bw / cropRect.width, h = bh / cropRect.height
                return Rect(x: -cropRect.minX * w, y: -cropRect.minY * h, width: w, height: h)
            }
            let s = max(bw / iw, bh / ih)
            return placed(Size(width: iw * s, height: ih * s), in: bounds, anchor: cropRect.origin)
        case .center: return placed(imageSize, in: bounds, anchor: Point(x: 0.5, y: 0.5))
        case .top: return placed(imageSize, in: bounds, anchor: Point(x: 0.5, y: 0))
        case .bottom: return placed(imageSize, in: bounds, anchor: Point(x: 0.5, y: 1))
        case .left: return placed(imageSize, in: bounds, anchor: Point(x: 0, y: 0.5))
        case .right: return placed(imageSize, in: bounds, anchor: Point(x: 1, y: 0.5))
        case .topLeft: return placed(imageSize, in: bounds, anchor: Point(x: 0, y: 0))
        case .topRight: return placed(imageSize, in: bounds, anchor: Point(x: 1, y: 0))
        case .bottomLeft: return placed(imageSize, in: bounds, anchor: Point(x: 0, y: 1))
        case .bottomRight: return placed(imageSize, in: bounds, anchor: Point(x: 1, y: 1))
        }
    }

    /// `size` placed in `bounds` so that the leftover space (negative when the image is larger)
    /// is split by `anchor`: 0 puts it all after the image, 1 all before.
    private static func placed(_ size: Size, in bounds: Size, anchor: Point) -> Rect {
        Rect(x: (bounds.width - size.width) * anchor.x, y: (bounds.height - size.height) * anchor.y,
             width: size.width, height: size.height)
    }
}
