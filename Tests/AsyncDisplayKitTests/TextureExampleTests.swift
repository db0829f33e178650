import AsyncDisplayKit
import Foundation
import LayoutEngine
import LayoutGeometry
import LayoutLabKit
import LayoutRender
import Testing

/// Texture's own LayoutSpecExamples-Swift nodes, compiled unchanged (TextureExamples/), laid out
/// as fixtures: their frames equal those of the same layouts written as fixture files, and they
/// render. `LayoutExampleNode+Layouts.swift` overrides `layoutSpecThatFits` in extensions, which
/// Swift on Linux compiles only for Objective-C methods: it reaches the compiler through the
/// TextureSourceAdapter plugin, the file itself unchanged.
@Suite struct TextureExampleTests {
    static let examples: [(String, @Sendable () -> ASDisplayNode)] = [
        ("HeaderWithRightAndLeftItems", { HeaderWithRightAndLeftItems() }),
        ("PhotoWithInsetTextOverlay", { PhotoWithInsetTextOverlay() }),
        ("PhotoWithOutsetIconOverlay", { PhotoWithOutsetIconOverlay() }),
        ("FlexibleSeparatorSurroundingContent", { FlexibleSeparatorSurroundingContent() }),
        ("CornerLayoutSample", { CornerLayoutSample() }),
        ("UserProfileSample", { UserProfileSample() }),
    ]

    static func fixture(_ name: String, _ build: @escaping @Sendable () -> ASDisplayNode) -> SwiftFixture {
        SwiftFixture("texture-examples/\(name)", size: ASSizeRange(min: .zero, max: CGSize(width: 375, height: 667)),
                     build: build)
    }

    @Test(arguments: examples.map(\.0))
    func framesEqualTheFixtureFile(_ name: String) throws {
        let build = Self.examples.first { $0.0 == name }!.1
        let swift = try NodeFixtureSupport.layout(Self.fixture(name, build))
        let file = try NodeFixtureSupport.layoutFile("Fixtures/texture-examples/\(name).yaml", fixture: "texture-examples/\(name)")
        let swiftLines = NodeFixtureSupport.lines(swift.tree)
        let fileLines = NodeFixtureSupport.lines(file.tree)
        #expect(swiftLines == fileLines, "\(name):\nSwift:\n\(swiftLines.joined(separator: "\n"))\nfile:\n\(fileLines.joined(separator: "\n"))")
        #expect(swiftLines.count > 2)
    }

    @Test(arguments: examples.map(\.0))
    func rendersWithoutProblems(_ name: String) throws {
        let build = Self.examples.first { $0.0 == name }!.1
        let renderer = NodeRenderer(textEngine: try NodeFixtureSupport.textEngine())
        let result = try FixtureRender.render(Self.fixture(name, build), renderer: renderer)
        #expect(result.rendered.image.width > 0 && result.rendered.image.height > 0)
    }

    @Test func headerFramesAreTexturesLayout() throws {
        let result = try NodeFixtureSupport.layout(Self.fixture("HeaderWithRightAndLeftItems") { HeaderWithRightAndLeftItems() })
        let tree = result.tree
        let name = try #require(NodeFixtureSupport.frame("userNameNode", in: tree))
        let location = try #require(NodeFixtureSupport.frame("postLocationNode", in: tree))
        let time = try #require(NodeFixtureSupport.frame("postTimeNode", in: tree))
        // Inset 10 left and right; the name column grows; 40 points before the time, flush right.
        #expect(name.minX == 10)
        #expect(location.minX == 10 && location.minY == name.maxY)
        #expect(time.maxX == 365)
        #expect(time.minX - 40 == name.maxX)
        #expect(tree.size.width == 375)
    }

    @Test func photoWithInsetTextUsesTheOfferedWidth() throws {
        let result = try NodeFixtureSupport.layout(Self.fixture("PhotoWithInsetTextOverlay") { PhotoWithInsetTextOverlay() })
        let photo = try #require(NodeFixtureSupport.frame("photoNode", in: result.tree))
        // constrainedSize.max.width / 4 = 93.75, pixel-ceiled at 2x.
        #expect(photo == Rect(x: 0, y: 0, width: 94, height: 94))
        let title = try #require(NodeFixtureSupport.frame("titleNode", in: result.tree))
        #expect(title.minX == 12 && title.maxY == 82)
    }

    @Test func userProfileFramesAreTexturesLayout() throws {
        let result = try NodeFixtureSupport.layout(Self.fixture("UserProfileSample") { UserProfileSample() })
        let tree = result.tree
        let avatar = try #require(NodeFixtureSupport.frame("avatarNode", in: tree))
        let badge = try #require(NodeFixtureSupport.frame("badgeNode", in: tree))
        let username = try #require(NodeFixtureSupport.frame("usernameNode", in: tree))
        // Inset 120 from the top and 20 from the left; the badge on the avatar's bottom-right
        // corner, moved by (-6, -6); the text 10 points after the avatar.
        #expect(avatar == Rect(x: 20, y: 120, width: 44, height: 44))
        #expect(badge == Rect(x: 20 + 44 - 7.5 - 6, y: 120 + 44 - 7.5 - 6, width: 15, height: 15))
        #expect(username.minX == 74)
        #expect(tree.root.element.debugName == "UserProfileSample")
    }
}
