import CCairo
import Foundation
import LayoutBitmap
import LayoutEngine
import LayoutGeometry

extension NodeRenderer {
    /// Draws `text` laid out in `frame` exactly as it was measured there: the same Pango layout,
    /// cut to the lines that fit the frame's height and its line limit.
    func drawText(_ text: AttributedText, in frame: Rect, on canvas: CairoCanvas) {
        textEngine.layout(text, maxSize: frame.size).draw(on: canvas.cr, at: frame.origin)
    }

    /// Draws an image node's image where `ImagePlacement` puts it, tinted, through a backing of
    /// its forced size when it has one, then passed through the node's image modifier when it has
    /// one.
    func drawImage(of node: ImageNode, in frame: Rect, on canvas: CairoCanvas) throws {
        guard let image = node.image else { return }
        let surface = try images.surface(for: image, tint: node.tintColor, template: node.templateColor)
        let resizable = node.capInsets != .zero
        let rect = resizable ? Rect(origin: .zero, size: frame.size)
            : ImagePlacement.drawRect(imageSize: image.pointSize, bounds: frame.size, contentMode: node.contentMode,
                                      cropRect: node.cropRect, forceUpscaling: node.forceUpscaling)
        guard !rect.isEmpty else { return }
        func paint(on target: CairoCanvas, into rect: Rect) throws {
            guard resizable else { return target.paint(surface, into: rect) }
            try paintSlices(of: image, caps: node.capInsets, tint: node.tintColor, template: node.templateColor,
                            on: target, into: rect)
        }
        let forced = Self.forcedBacking(of: node, in: frame.size)
        if let forced, forced.imageRect.isEmpty { return }
        guard node.imageModifier != nil || forced != nil || node.roundBorder != nil else {
            try paint(on: canvas, into: rect.offsetBy(frame.origin))
            return
        }
        // The image drawn into a backing of its own first: the node's pixels, or its forced size
        // (then scaled to the bounds by the content mode); the round border and the modifier see
        // that backing, as Texture's imageModificationBlock does.
        let backingSize = forced?.size ?? frame.size
        let pixels = Size(width: (backingSize.width * canvas.scale - 1e-9).rounded(.up),
                          height: (backingSize.height * canvas.scale - 1e-9).rounded(.up))
        // No more pixels than a canvas may have (2^25, 128 MB): a forced size is not bounded by it.
        guard pixels.width * pixels.height <= Double(1 << 25) else {
            throw RenderError.image(path: node.debugName ?? "node",
                                    reason: "its backing of \(LayoutFormat.number(pixels.width))×\(LayoutFormat.number(pixels.height)) "
                                        + "pixels (its forcedSize, or its frame, at scale \(LayoutFormat.number(canvas.scale))) is over "
                                        + "the 33554432 pixels an image backing may take, as a canvas")
        }
        let pixelWidth = max(1, Int(pixels.width)), pixelHeight = max(1, Int(pixels.height))
        let layer = try CairoCanvas(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: canvas.scale)
        try paint(on: layer, into: forced?.imageRect ?? rect)
        var result = layer.bitmap()
        if let border = node.roundBorder { result = try border.apply(to: result, scale: canvas.scale) }
        if let modifier = node.imageModifier {
            result = modifier(result.straightAlpha())
            guard result.width > 0, result.height > 0 else {
                throw RenderError.image(path: node.debugName ?? "image node",
                                        reason: "the image modifier returned a \(result.width)×\(result.height) bitmap")
            }
        }
        let drawn = try CairoImage(result)
        let target = forced?.backingRect ?? Rect(origin: .zero, size: Size(width: Double(pixelWidth) / canvas.scale,
                                                                           height: Double(pixelHeight) / canvas.scale))
        canvas.paint(drawn, into: target.offsetBy(frame.origin))
    }

    /// For an image node with a forced size: the backing's size, where the image lies in it, and
    /// where the backing lies in the node's bounds (both by the content mode).
    static func forcedBacking(of node: ImageNode, in bounds: Size) -> (size: Size, imageRect: Rect, backingRect: Rect)? {
        let forced = node.forcedSize
        guard forced != .zero, forced.width.isFinite, forced.height.isFinite, node.capInsets == .zero,
              let image = node.image, [.aspectFit, .aspectFill, .center].contains(node.contentMode) else { return nil }
        // A forced size with a zero side is a backing of nothing: nothing is drawn.
        guard forced.width > 0, forced.height > 0 else { return (forced, .zero, .zero) }
        // Aspect fit and fill place the image in the backing by the mode; center stretches it over
        // the backing (Texture's ASCroppedImageBackingSizeAndDrawRectInBounds).
        let imageRect = node.contentMode == .center ? Rect(origin: .zero, size: forced)
            : ImagePlacement.drawRect(imageSize: image.pointSize, bounds: forced, contentMode: node.contentMode,
                                      cropRect: node.cropRect, forceUpscaling: true)
        let backingRect = ImagePlacement.drawRect(imageSize: forced, bounds: bounds, contentMode: node.contentMode,
                                                  cropRect: Rect(x: 0.5, y: 0.5, width: 0, height: 0), forceUpscaling: true)
        return (forced, imageRect, backingRect)
    }

    /// Draws a resizable image as nine slices over `rect` (`NineSlice`), each slice's edges on
    /// device pixels.
    private func paintSlices(of image: ImageReference, caps: EdgeInsets, tint: Color?, template: Color?,
                             on canvas: CairoCanvas, into rect: Rect) throws {
        var bitmap = try ImageStore.bitmap(for: image)
        if let template { bitmap = bitmap.template(template) }
        let scale = canvas.scale
        let slices = NineSlice.slices(pixelWidth: bitmap.width, pixelHeight: bitmap.height, scale: image.scale,
                                      caps: caps, in: rect) { value, _ in (value * scale).rounded() / scale }
        for slice in slices {
            let (x, y, w, h) = slice.source
            canvas.paint(try CairoImage(bitmap.cropped(x: x, y: y, width: w, height: h), tint: tint), into: slice.target)
        }
    }

    /// Draws a button's content for its state: image and title side by side (or the image above
    /// the title) with `contentSpacing` between them, centred inside `contentEdgeInsets`, as
    /// `ButtonNode` measures it. Positions are pixel-ceiled as the engine places nodes.
    func drawButton(_ button: ButtonNode, in frame: Rect, on canvas: CairoCanvas) throws {
        if let background = button.currentBackgroundImage, !frame.isEmpty {
            // Stretched over the button (as Texture's background image node, scale-to-fill), in
            // nine slices when it has caps.
            let caps = button.backgroundImageCapInsets[button.state] ?? button.backgroundImageCapInsets[.normal] ?? .zero
            if caps == .zero {
                canvas.paint(try images.surface(for: background, tint: nil), into: frame)
            } else {
                try paintSlices(of: background, caps: caps, tint: nil, template: nil, on: canvas, into: frame)
            }
        }
        let grid = PixelGrid(scale: canvas.scale)
        let inner = frame.inset(by: button.contentEdgeInsets)
        let image = button.currentImage
        let title = button.currentTitle
        let imageSize = image?.pointSize ?? .zero
        let horizontal = button.laysOutHorizontally
        let spacing = image != nil && title != nil ? button.contentSpacing : 0
        var titleSize = Size.zero
        if let title {
            var room = Size(width: max(0, inner.width), height: max(0, inner.height))
            if horizontal, image != nil { room.width = max(0, room.width - imageSize.width - spacing) }
            let measured = textEngine.measure(title, maxSize: room).size
            titleSize = Size(width: grid.ceil(measured.width), height: grid.ceil(measured.height))
        }
        let content = horizontal
            ? Size(width: imageSize.width + spacing + titleSize.width, height: max(imageSize.height, titleSize.height))
            : Size(width: max(imageSize.width, titleSize.width), height: imageSize.height + spacing + titleSize.height)
        let originX = inner.minX + (inner.width - content.width) / 2
        let originY = inner.minY + (inner.height - content.height) / 2
        var imageOrigin = Point(x: originX, y: originY), titleOrigin = Point(x: originX, y: originY)
        if horizontal {
            imageOrigin.y += (content.height - imageSize.height) / 2
            titleOrigin.x += imageSize.width + spacing
            titleOrigin.y += (content.height - titleSize.height) / 2
        } else {
            imageOrigin.x += (content.width - imageSize.width) / 2
            titleOrigin.x += (content.width - titleSize.width) / 2
            titleOrigin.y += imageSize.height + spacing
        }
        if let image, !imageSize.width.isZero, !imageSize.height.isZero {
            let surface = try images.surface(for: image, tint: nil)
            canvas.paint(surface, into: Rect(origin: grid.ceil(imageOrigin), size: imageSize))
        }
        if let title, titleSize.width > 0, titleSize.height > 0 {
            drawText(title, in: Rect(origin: grid.ceil(titleOrigin), size: titleSize), on: canvas)
        }
    }
}
