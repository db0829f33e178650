import Foundation

/// `NSAttributedString()` and `NSMutableAttributedString()`, as Apple's Foundation has them: an
/// empty text. swift-corelibs-foundation declares no `init()` for them (and an extension cannot
/// add one to an `NSObject` subclass), so the empty text is made through the initialiser every
/// subclass has, `init?(coder:)`, from a coder that holds an empty string.
public protocol _EmptyAttributedStringInitializable {
    /// Decodes the text from `coder`.
    init?(coder: NSCoder)
}

extension _EmptyAttributedStringInitializable {
    /// An empty text.
    public init() {
        self.init(coder: EmptyTextCoder())!
    }
}

extension NSAttributedString: _EmptyAttributedStringInitializable {}

/// A keyed coder that holds an empty string and no attributes: what `NSAttributedString` decodes
/// an empty text from.
private final class EmptyTextCoder: NSCoder {
    override var allowsKeyedCoding: Bool { true }
    override func containsValue(forKey key: String) -> Bool { key == "NSString" }
    override func decodeObject(forKey key: String) -> Any? { key == "NSString" ? NSString(string: "") : nil }
}
