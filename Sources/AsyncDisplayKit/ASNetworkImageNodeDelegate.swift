import Foundation

/// What a network image node tells its delegate (Texture's `ASNetworkImageNodeDelegate`). Images
/// come from local files here, so nothing is downloading when a fixture is drawn; every method
/// is optional.
public protocol ASNetworkImageNodeDelegate: AnyObject {
    /// The image loaded.
    func imageNode(_ imageNode: ASNetworkImageNode, didLoad image: UIImage)
    /// The image loaded, with its source.
    func imageNode(_ imageNode: ASNetworkImageNode, didLoad image: UIImage, info: ASNetworkImageLoadInfo)
    /// Loading started.
    func imageNodeDidStartFetchingData(_ imageNode: ASNetworkImageNode)
    /// Loading failed.
    func imageNode(_ imageNode: ASNetworkImageNode, didFailWithError error: Error)
    /// The image was decoded.
    func imageNodeDidFinishDecoding(_ imageNode: ASNetworkImageNode)
}

extension ASNetworkImageNodeDelegate {
    /// Does nothing.
    public func imageNode(_ imageNode: ASNetworkImageNode, didLoad image: UIImage) {}
    /// Does nothing.
    public func imageNode(_ imageNode: ASNetworkImageNode, didLoad image: UIImage, info: ASNetworkImageLoadInfo) {}
    /// Does nothing.
    public func imageNodeDidStartFetchingData(_ imageNode: ASNetworkImageNode) {}
    /// Does nothing.
    public func imageNode(_ imageNode: ASNetworkImageNode, didFailWithError error: Error) {}
    /// Does nothing.
    public func imageNodeDidFinishDecoding(_ imageNode: ASNetworkImageNode) {}
}

/// Where a network image came from (Texture's `ASNetworkImageLoadInfo`).
public final class ASNetworkImageLoadInfo: NSObject {
    /// The URL.
    public let url: URL

    init(url: URL) { self.url = url }
}

/// The grey Texture draws placeholders in (Texture's `ASDisplayNodeDefaultPlaceholderColor`).
public func ASDisplayNodeDefaultPlaceholderColor() -> UIColor {
    UIColor(white: 0.95, alpha: 1)
}
