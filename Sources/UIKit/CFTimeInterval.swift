import Foundation

/// A duration in seconds (Core Foundation's `CFTimeInterval`, which iOS code gets through UIKit).
public typealias CFTimeInterval = Double
