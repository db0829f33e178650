// `import UIKit` brings Foundation (and so `CGFloat`, `CGRect`, `NSAttributedString`), as on iOS.
@_exported import Foundation
