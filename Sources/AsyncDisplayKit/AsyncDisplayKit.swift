// `import AsyncDisplayKit` brings the UIKit subset and Foundation, as it does on iOS.
@_exported import Foundation
@_exported import UIKit
