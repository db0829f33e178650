import AsyncDisplayKit
import Foundation
import LayoutEngine
import LayoutGeometry
import LayoutLabKit
import Testing

/// An animated image standing in for one an app's image library makes.
private final class StandInAnimatedImage: NSObject, ASAnimatedImageProtocol {
    let coverImage: UIImage
    var coverImageReady: Bool
    var coverImageReadyCallback: ((UIImage) -> Void)?
    var playbackReadyCallback: (() -> Void)?
    init(cover: UIImage, ready: Bool) {
        coverImage = cover
        coverImageReady = ready
    }
    var totalDuration: CFTimeInterval { 1 }
    var frameInterval: UInt { 1 }
    var loopCount: Int { 0 }
    var frameCount: Int { 2 }
    var playbackReady: Bool { false }
    var error: Error? { nil }
    func image(at index: UInt) -> CGImage { coverImage.cgImage! }
    func duration(at index: UInt) -> CFTimeInterval { 0.5 }
    func clearAnimatedImageCache() {}
}

/// An image node's animated image, against Texture.
@Suite struct ASAnimatedImageTests {
    // MARK: ASImageNode.animatedImage

    /// ASImageNode+AnimatedImage.mm: the cover image shows until playback (`setCoverImageCompleted:`).
    @Test func animatedImageShowsItsCover() throws {
        let cover = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 12)).image { _ in }
        let ready = ASImageNode()
        ready.animatedImage = StandInAnimatedImage(cover: cover, ready: true)
        #expect(ready.image === cover)
        let range = ASSizeRange(min: .zero, max: CGSize(width: 100, height: 100))
        _ = try NodeFixtureSupport.layout(SwiftFixture("t/animated", size: range) { ready })
        #expect(ready.frame.size == CGSize(width: 24, height: 12))
        let later = StandInAnimatedImage(cover: cover, ready: false)
        let waiting = ASImageNode()
        waiting.animatedImage = later
        #expect(waiting.image == nil)
        later.coverImageReadyCallback?(cover)
        #expect(waiting.image === cover)
        waiting.animatedImage = nil
        #expect(waiting.image == nil && waiting.animatedImage == nil)
    }
}
