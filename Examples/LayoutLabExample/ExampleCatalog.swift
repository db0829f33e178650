import AsyncDisplayKit
import LayoutLabKit

/// The example harness's fixtures: each layout at the sizes it must hold up at.
enum ExampleCatalog {
    /// Every fixture, by name.
    static let catalog = FixtureCatalog([
        SwiftFixture("example/profile-header@320", width: 320) {
            ProfileHeader.make(name: "Jane Appleseed", time: "2h")
        },
        SwiftFixture("example/profile-header@414", width: 414) {
            ProfileHeader.make(name: "Jane Appleseed", time: "2h")
        },
        SwiftFixture("example/badge", width: 120, height: 40, scale: 3) {
            Badge.make(label: "NEW")
        },
        // Texture node code, as the app has it.
        SwiftFixture("example/post-header@320", width: 320) { PostHeaderNode(username: "hannahmbanana", time: "30m") },
        SwiftFixture("example/post-header@414", width: 414) { PostHeaderNode(username: "hannahmbanana", time: "30m") },
    ])
}
