// The test files use UIKit through this re-export instead of importing it beside Testing: a
// file that imports both Testing and a module named UIKit makes the compiler look for Swift
// Testing's UIKit cross-import overlay (`_Testing_UIKit`), which exists only on Apple platforms.
@_exported import UIKit
