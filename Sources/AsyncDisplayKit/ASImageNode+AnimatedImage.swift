import Foundation

/// An animated image an image node plays (Texture's `ASAnimatedImageProtocol`): a cover image shown
/// until playback, and the frames.
public protocol ASAnimatedImageProtocol: NSObjectProtocol {
    /// Called with the cover image once it is ready (optional in Texture; the default stores nothing).
    var coverImageReadyCallback: ((UIImage) -> Void)? { get set }
    /// Whether `data` holds an animated image of a supported format (optional in Texture; the
    /// default is false).
    func isDataSupported(_ data: Data) -> Bool
    /// The image shown before playback.
    var coverImage: UIImage { get }
    /// Whether the cover image is ready.
    var coverImageReady: Bool { get }
    /// The length of one loop, in seconds.
    var totalDuration: CFTimeInterval { get }
    /// The display-link frame interval playback advances at.
    var frameInterval: UInt { get }
    /// How many times it loops (0: forever).
    var loopCount: Int { get }
    /// The number of frames.
    var frameCount: Int { get }
    /// Whether playback can start.
    var playbackReady: Bool { get }
    /// An error that stops playback.
    var error: Error? { get }
    /// Called when playback can start.
    var playbackReadyCallback: (() -> Void)? { get set }
    /// The frame at `index`.
    func image(at index: UInt) -> CGImage
    /// How long the frame at `index` shows, in seconds.
    func duration(at index: UInt) -> CFTimeInterval
    /// Drops cached frames (called when playback pauses).
    func clearAnimatedImageCache()
}

extension ASAnimatedImageProtocol {
    /// Not stored: Texture's protocol makes this callback optional.
    public var coverImageReadyCallback: ((UIImage) -> Void)? {
        get { nil }
        set {}
    }

    /// False: Texture's protocol makes this check optional.
    public func isDataSupported(_ data: Data) -> Bool { false }
}

extension ASImageNode {
    /// An animated image. The node shows its cover image, as Texture's does before playback
    /// starts: at once when the cover is ready, else when the image calls its
    /// `coverImageReadyCallback` (ASImageNode+AnimatedImage.mm `_locked_setAnimatedImage` and
    /// `setCoverImageCompleted:`). Frames are not played in a fixture; nil clears the image.
    public var animatedImage: (any ASAnimatedImageProtocol)? {
        get { storedAnimatedImage }
        set {
            if let current = storedAnimatedImage, let newValue, current === newValue { return }
            storedAnimatedImage = newValue
            guard let animated = newValue else {
                image = nil
                return
            }
            animated.coverImageReadyCallback = { [weak self, weak animated] cover in
                guard let self, let animated, self.storedAnimatedImage === animated else { return }
                self.image = cover
            }
            if animated.coverImageReady { image = animated.coverImage }
        }
    }
}
