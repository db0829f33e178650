import Foundation

/// The keyboard a text input shows (UIKit's `UIKeyboardType`).
public enum UIKeyboardType: Int, Sendable {
    /// The default keyboard.
    case `default`
    /// ASCII letters.
    case asciiCapable
    /// Numbers and punctuation.
    case numbersAndPunctuation
    /// A URL keyboard.
    case URL
    /// A number pad.
    case numberPad
    /// A phone pad.
    case phonePad
    /// A name and phone pad.
    case namePhonePad
    /// An email keyboard.
    case emailAddress
    /// A decimal pad.
    case decimalPad
    /// A Twitter keyboard.
    case twitter
    /// A web search keyboard.
    case webSearch
    /// An ASCII number pad.
    case asciiCapableNumberPad
}

/// The keyboard's appearance (UIKit's `UIKeyboardAppearance`).
public enum UIKeyboardAppearance: Int, Sendable {
    /// The default.
    case `default`
    /// Dark.
    case dark
    /// Light.
    case light

    /// The old name of `dark`.
    public static let alert = UIKeyboardAppearance.dark
}

/// The return key's title (UIKit's `UIReturnKeyType`).
public enum UIReturnKeyType: Int, Sendable {
    /// Return.
    case `default`
    /// Go.
    case go
    /// Google.
    case google
    /// Join.
    case join
    /// Next.
    case next
    /// Route.
    case route
    /// Search.
    case search
    /// Send.
    case send
    /// Yahoo.
    case yahoo
    /// Done.
    case done
    /// Emergency call.
    case emergencyCall
    /// Continue.
    case `continue`
}

/// Automatic capitalisation (UIKit's `UITextAutocapitalizationType`).
public enum UITextAutocapitalizationType: Int, Sendable {
    /// None.
    case none
    /// Words.
    case words
    /// Sentences.
    case sentences
    /// Every character.
    case allCharacters
}

/// Automatic correction (UIKit's `UITextAutocorrectionType`).
public enum UITextAutocorrectionType: Int, Sendable {
    /// The default.
    case `default`
    /// Off.
    case no
    /// On.
    case yes
}

/// Spell checking (UIKit's `UITextSpellCheckingType`).
public enum UITextSpellCheckingType: Int, Sendable {
    /// The default.
    case `default`
    /// Off.
    case no
    /// On.
    case yes
}

/// What a text input's content is, for autofill (UIKit's `UITextContentType`).
public struct UITextContentType: Hashable, RawRepresentable, Sendable {
    /// The type's name.
    public var rawValue: String
    /// Creates a type.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A name.
    public static let name = UITextContentType(rawValue: "name")
    /// An email address.
    public static let emailAddress = UITextContentType(rawValue: "email")
    /// A user name.
    public static let username = UITextContentType(rawValue: "username")
    /// A password.
    public static let password = UITextContentType(rawValue: "password")
    /// A telephone number.
    public static let telephoneNumber = UITextContentType(rawValue: "tel")
    /// A one-time code.
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
}
