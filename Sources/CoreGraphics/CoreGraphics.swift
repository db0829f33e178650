// `import CoreGraphics`, as node files write it: the Core Graphics types layoutlab has
// (`CGFloat`, `CGRect`, `CGContext`, `CGColor`, `CGPath`, …) come from Foundation and UIKit.
@_exported import Foundation
@_exported import UIKit
