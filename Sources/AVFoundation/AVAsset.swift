@_exported import Foundation

/// How far loading a value of an asset got (AVFoundation's `AVKeyValueStatus`).
public enum AVKeyValueStatus: Int, Sendable {
    /// Not asked for.
    case unknown
    /// Loading.
    case loading
    /// Loaded.
    case loaded
    /// Failed.
    case failed
    /// Cancelled.
    case cancelled
}

/// A timed media asset (AVFoundation's `AVAsset`), as far as node code touches one: a video node
/// draws the placeholder of its size (no frame is decoded), so an asset's values load at once and
/// hold nothing.
open class AVAsset: NSObject {
    /// Loads the values of `keys` (at once: nothing is read) and calls `handler`.
    open func loadValuesAsynchronously(forKeys keys: [String], completionHandler handler: (() -> Void)? = nil) {
        handler?()
    }

    /// Loaded, for every key.
    open func statusOfValue(forKey key: String, error outError: UnsafeMutablePointer<NSError?>?) -> AVKeyValueStatus { .loaded }

    /// Whether the asset plays (accepted).
    open var isPlayable: Bool { true }
}

/// An asset at a URL (AVFoundation's `AVURLAsset`): nothing is read from it.
open class AVURLAsset: AVAsset {
    /// The asset's URL.
    public let url: URL

    /// An asset at `url`.
    public init(url: URL, options: [String: Any]? = nil) {
        self.url = url
    }
}

/// How a video fills its layer (AVFoundation's `AVLayerVideoGravity`).
public struct AVLayerVideoGravity: Hashable, RawRepresentable, Sendable {
    /// The gravity's name.
    public var rawValue: String
    /// Creates a gravity.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Fit, aspect kept.
    public static let resizeAspect = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspect")
    /// Fill, aspect kept.
    public static let resizeAspectFill = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspectFill")
    /// Stretched.
    public static let resize = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResize")
}

/// A presentation of an asset (AVFoundation's `AVPlayerItem`).
open class AVPlayerItem: NSObject {
    /// The asset.
    public let asset: AVAsset

    /// An item of `asset`.
    public init(asset: AVAsset) { self.asset = asset }

    /// An item of the asset at `url`.
    public convenience init(url: URL) { self.init(asset: AVURLAsset(url: url)) }
}

/// A player (AVFoundation's `AVPlayer`): nothing plays while a fixture is drawn.
open class AVPlayer: NSObject {
    /// The item.
    open private(set) var currentItem: AVPlayerItem?
    /// Whether sound is off (accepted).
    open var isMuted = false
    /// The rate (0: paused).
    open private(set) var rate: Float = 0

    /// A player of `item`.
    public init(playerItem item: AVPlayerItem?) { currentItem = item }

    /// A player of the asset at `url`.
    public convenience init(url: URL) { self.init(playerItem: AVPlayerItem(url: url)) }

    /// Plays (nothing happens in a fixture).
    open func play() {}
    /// Pauses.
    open func pause() {}
}
