import Foundation
import LayoutBitmap
import LayoutEngine
import LayoutGeometry
import LayoutLabTestSupport
import LayoutRender
import Testing

/// JPEG input: decoded with libjpeg-turbo, sized from the header, damaged files refused.
@Suite struct JPEGCodecTests {
    /// 16×8 pixels, the left half red and the right half blue, baseline, quality 95.
    static let halves = [UInt8](Data(base64Encoded: "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAIBAQEBAQIBAQECAgICAgQDAgICAgUEBAMEBgUGBgYFBgYGBwkIBgcJBwYGCAsICQoKCgoKBggLDAsKDAkKCgr/2wBDAQICAgICAgUDAwUKBwYHCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgr/wAARCAAIABADASIAAhEBAxEB/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/8QAHwEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoL/8QAtREAAgECBAQDBAcFBAQAAQJ3AAECAxEEBSExBhJBUQdhcRMiMoEIFEKRobHBCSMzUvAVYnLRChYkNOEl8RcYGRomJygpKjU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6goOEhYaHiImKkpOUlZaXmJmaoqOkpaanqKmqsrO0tba3uLm6wsPExcbHyMnK0tPU1dbX2Nna4uPk5ebn6Onq8vP09fb3+Pn6/9oADAMBAAIRAxEAPwD4vr5Door+qP2Zf/NV/wDcj/7uH9qftDP+aZ/7nf8A3UP/2Q==")!)
    /// The same picture in greys, progressive.
    static let grey = [UInt8](Data(base64Encoded: "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAIBAQEBAQIBAQECAgICAgQDAgICAgUEBAMEBgUGBgYFBgYGBwkIBgcJBwYGCAsICQoKCgoKBggLDAsKDAkKCgr/wgALCAAIABABAREA/8QAFAABAAAAAAAAAAAAAAAAAAAAB//aAAgBAQAAAAEXIf/EABQQAQAAAAAAAAAAAAAAAAAAABD/2gAIAQEAAQUCP//EABQQAQAAAAAAAAAAAAAAAAAAABD/2gAIAQEABj8CP//EABQQAQAAAAAAAAAAAAAAAAAAABD/2gAIAQEAAT8hP//aAAgBAQAAABA//8QAFBABAAAAAAAAAAAAAAAAAAAAEP/aAAgBAQABPxA//9k=")!)

    @Test func decodesColourAndProgressiveGreyJPEGs() throws {
        #expect(JPEGCodec.isJPEG(Self.halves) && !JPEGCodec.isJPEG([0x89, 0x50, 0x4E, 0x47]))
        #expect(try JPEGCodec.dimensions(of: Self.halves) == (16, 8))
        let image = try ImageFileCodec.decode(Self.halves)
        #expect(image.width == 16 && image.height == 8 && !image.isPremultiplied)
        // JPEG is lossy: the colours come back within a few levels, away from the edge.
        let left = image[2, 4], right = image[13, 4]
        #expect(left.r > 240 && left.g < 20 && left.b < 20 && left.a == 255)
        #expect(right.r < 20 && right.g < 20 && right.b > 235 && right.a == 255)
        let grey = try ImageFileCodec.decode(Self.grey)
        #expect(grey.width == 16 && grey[2, 4].r == grey[2, 4].g && grey[2, 4].g == grey[2, 4].b)
        #expect(try ImageFileCodec.decode(Self.halves) == image)
    }

    @Test func damagedJPEGsAreRefusedWithTheirPath() {
        let truncated = Array(Self.halves.prefix(20))
        #expect(throws: PNGError.self) { try ImageFileCodec.decode(truncated, path: "photo.jpg") }
        do {
            _ = try ImageFileCodec.decode(truncated, path: "photo.jpg")
        } catch {
            #expect("\(error)".hasPrefix("photo.jpg: JPEG"))
        }
        // Cut after the header: libjpeg would fill the rest with grey and only warn.
        #expect(throws: PNGError.self) { try ImageFileCodec.decode(Array(Self.halves.prefix(400)), path: "photo.jpg") }
    }

    @Test func anImageNodeDrawsAJPEGFile() throws {
        let temporary = try TemporaryDirectory("jpeg")
        defer { temporary.remove() }
        let path = temporary.path + "/halves.jpg"
        try Data(Self.halves).write(to: URL(fileURLWithPath: path))
        #expect(try ImageFileCodec.readDimensions(path: path) == (16, 8))
        let node = ImageNode(image: ImageReference(source: .file(path: path), pixelWidth: 16, pixelHeight: 8))
        node.contentMode = .scaleToFill
        let image = try Scene.render(Size(width: 16, height: 8), scale: 1, [Scene.place(node, Rect(x: 0, y: 0, width: 16, height: 8))])
        #expect(image[2, 4].r > 240 && image[13, 4].b > 235)
    }
}
