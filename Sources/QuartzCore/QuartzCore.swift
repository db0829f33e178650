// `import QuartzCore`, as node files write it: `CALayer` and the Core Graphics types come from
// UIKit.
@_exported import Foundation
@_exported import UIKit
