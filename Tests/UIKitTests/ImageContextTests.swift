import Foundation
import LayoutBitmap
import LayoutRender
import Testing

@Test func rectFillAtScaleTwoCoversItsPixels() throws {
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 10), false, 2)
    UIColor.red.setFill()
    UIRectFill(CGRect(x: 2, y: 2, width: 4, height: 4))
    let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
    UIGraphicsEndImageContext()
    #expect(image.size == CGSize(width: 10, height: 10))
    #expect(image.scale == 2)
    let bitmap = try #require(image.cgImage?.bitmap)
    #expect(bitmap.width == 20 && bitmap.height == 20)
    var wrong = 0
    for y in 0..<20 {
        for x in 0..<20 {
            let inside = (4...11).contains(x) && (4...11).contains(y)
            if bitmap[x, y] != (inside ? red : clearPixel) { wrong += 1 }
        }
    }
    #expect(wrong == 0)
    #expect(UIGraphicsGetCurrentContext() == nil)
}

@Test func scaleZeroFollowsTheEnvironmentAndPlainContextIsScaleOne() throws {
    let image = UIKitEnvironment.withValue(UIKitEnvironment(screenScale: 3)) { _ in
        drawImage(CGSize(width: 5, height: 4), scale: 0) { _ in }
    }
    #expect(image?.scale == 3)
    #expect(image?.cgImage?.width == 15 && image?.cgImage?.height == 12)

    UIGraphicsBeginImageContext(CGSize(width: 5, height: 4))
    let plain = UIGraphicsGetImageFromCurrentImageContext()
    UIGraphicsEndImageContext()
    #expect(plain?.scale == 1)
    #expect(plain?.cgImage?.width == 5 && plain?.cgImage?.height == 4)
}

@Test func fractionalSizesRoundUpToWholePixels() {
    let image = drawImage(CGSize(width: 10.25, height: 3), scale: 2) { _ in }
    #expect(image?.cgImage?.width == 21)
    #expect(image?.cgImage?.height == 6)
}

@Test func emptySizeHasNoContext() {
    UIGraphicsBeginImageContextWithOptions(.zero, false, 1)
    #expect(UIGraphicsGetCurrentContext() == nil)
    #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
    UIGraphicsEndImageContext()
}

@Test func nestedContextsRestoreTheOuterOne() throws {
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 4), false, 1)
    let outer = try #require(UIGraphicsGetCurrentContext())
    UIColor.red.setFill()

    UIGraphicsBeginImageContextWithOptions(CGSize(width: 2, height: 2), false, 1)
    let inner = try #require(UIGraphicsGetCurrentContext())
    #expect(inner !== outer)
    UIColor.blue.setFill()
    UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 2))
    let innerImage = UIGraphicsGetImageFromCurrentImageContext()
    UIGraphicsEndImageContext()

    #expect(UIGraphicsGetCurrentContext() === outer)
    UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))

    // Another image context begun and ended leaves the outer one current.
    #expect(drawImage(CGSize(width: 1, height: 1)) { _ in }?.cgImage != nil)
    #expect(UIGraphicsGetCurrentContext() === outer)
    // A pushed context is current until popped, and the image context stays the image context.
    UIGraphicsPushContext(inner)
    #expect(UIGraphicsGetCurrentContext() === inner)
    UIGraphicsPopContext()
    #expect(UIGraphicsGetCurrentContext() === outer)

    let outerImage = UIGraphicsGetImageFromCurrentImageContext()
    UIGraphicsEndImageContext()
    #expect(pixel(innerImage, 0, 0) == blue)
    #expect(pixel(outerImage, 0, 0) == red)
    #expect(pixel(outerImage, 1, 1) == clearPixel)
    #expect(UIGraphicsGetCurrentContext() == nil)
}

@Test func rectFillReplacesWhileContextFillBlends() {
    let image = drawImage(CGSize(width: 2, height: 1)) { context in
        context.setFillColor(UIColor.blue.cgColor)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        UIColor.red.withAlphaComponent(0.5).setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
        context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
    }
    // UIRectFill copies: half-transparent red, the blue gone.
    let copied = pixel(image, 0, 0)
    #expect(copied?.a == 128 && copied?.r == 255 && copied?.b == 0)
    // CGContext.fill blends over the blue.
    let blended = pixel(image, 1, 0)
    #expect(blended?.a == 255 && blended?.r == 128 && blended?.b == 127)
}

@Test func rectFrameIsOnePointInside() {
    let image = drawImage(CGSize(width: 6, height: 6)) { _ in
        UIColor.green.set()
        UIRectFrame(CGRect(x: 1, y: 1, width: 4, height: 4))
    }
    #expect(pixel(image, 1, 1) == green)
    #expect(pixel(image, 4, 2) == green)
    #expect(pixel(image, 2, 4) == green)
    #expect(pixel(image, 2, 2) == clearPixel)
    #expect(pixel(image, 0, 0) == clearPixel)
    #expect(pixel(image, 5, 5) == clearPixel)
}

@Test func opaqueContextStartsBlackAndHasNoTransparency() {
    let image = drawImage(CGSize(width: 3, height: 1), opaque: true) { context in
        context.setFillColor(UIColor.red.withAlphaComponent(0.5).cgColor)
        context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        context.clear(CGRect(x: 2, y: 0, width: 1, height: 1))
    }
    #expect(pixel(image, 0, 0) == RGBA8(r: 0, g: 0, b: 0))
    #expect(pixel(image, 1, 0) == RGBA8(r: 128, g: 0, b: 0))
    #expect(pixel(image, 2, 0) == RGBA8(r: 0, g: 0, b: 0))
}

@Test func contextsOnSeveralThreadsDoNotInterfere() {
    let colors: [UIColor] = [.red, .green, .blue, .yellow, .cyan, .magenta]
    let results = Results(count: colors.count * 4)
    DispatchQueue.concurrentPerform(iterations: colors.count * 4) { i in
        let color = colors[i % colors.count]
        var image: UIImage?
        for _ in 0..<20 {
            UIGraphicsBeginImageContextWithOptions(CGSize(width: 16, height: 16), false, 2)
            color.setFill()
            UIBezierPath(ovalIn: CGRect(x: 1, y: 1, width: 14, height: 14)).fill()
            Thread.sleep(forTimeInterval: 0.0005)
            UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 2))
            image = UIGraphicsGetImageFromCurrentImageContext()
            UIGraphicsEndImageContext()
        }
        results.set(i, image?.pngData())
    }
    for i in 0..<colors.count * 4 {
        let data = results.get(i)
        #expect(data != nil)
        // Same colour, same bytes: deterministic on every thread.
        #expect(data == results.get(i % colors.count))
        if i >= colors.count { continue }
        let image = data.flatMap { UIImage(data: $0) }
        let expected = colors[i].cgColor.components!.map { UInt8($0 * 255) }
        let centre = pixel(image, 16, 16)
        #expect(centre == RGBA8(r: expected[0], g: expected[1], b: expected[2]))
        #expect(pixel(image, 0, 0) == RGBA8(r: expected[0], g: expected[1], b: expected[2]))
    }
}

/// Thread-safe storage for results of concurrent work.
final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [Data?]
    init(count: Int) { items = Array(repeating: nil, count: count) }
    func set(_ i: Int, _ value: Data?) { lock.lock(); items[i] = value; lock.unlock() }
    func get(_ i: Int) -> Data? { lock.lock(); defer { lock.unlock() }; return items[i] }
}
