import LayoutFixtures
import Foundation
import LayoutEngine
import LayoutGeometry
import LayoutLabKit

extension SwiftFixture {
    /// A fixture of Texture node code: `build` returns the root node (an `ASDisplayNode` of any
    /// class), which is laid out at `width` (and `height`, or its own height) and `scale`, and
    /// checked like any other fixture.
    ///
    /// While the node is built and laid out, `UIScreen.main` is the fixture's screen (`width` ×
    /// `height`, or the default screen's height, at `scale`), and `UIImage(named:)` looks where
    /// `environment` (default: `UIKitEnvironment.defaults`) says. Whatever UIKit could not do as the
    /// code asked (an image that is not there) fails the fixture, naming it.
    public init(_ name: String, width: Double, height: Double? = nil, scale: Double = 2, background: UIColor = .white,
                layoutDirection: LayoutDirection = .ltr, diffPolicy: DiffPolicyOverrides = DiffPolicyOverrides(),
                environment: UIKitEnvironment? = nil, file: String = #filePath, line: Int = #line,
                build: @escaping @Sendable () throws -> ASDisplayNode) {
        let range = SizeRange(min: Size(width: width, height: height ?? 0),
                              max: Size(width: width, height: height ?? .infinity))
        self.init(name, size: ASSizeRange(range), scale: scale, background: background, layoutDirection: layoutDirection,
                  diffPolicy: diffPolicy, environment: environment, file: file, line: line, build: build)
    }

    /// A fixture of Texture node code laid out in `size` (see `init(_:width:height:…)`). The screen
    /// is the range's maximum where it is finite, the default screen's size where it is not.
    public init(_ name: String, size: ASSizeRange, scale: Double = 2, background: UIColor = .white,
                layoutDirection: LayoutDirection = .ltr, diffPolicy: DiffPolicyOverrides = DiffPolicyOverrides(),
                environment: UIKitEnvironment? = nil, file: String = #filePath, line: Int = #line,
                build: @escaping @Sendable () throws -> ASDisplayNode) {
        var screen = environment ?? UIKitEnvironment.defaults
        let max = size.max
        screen.screenSize = CGSize(width: max.width.isFinite ? max.width : screen.screenSize.width,
                                   height: max.height.isFinite ? max.height : screen.screenSize.height)
        screen.screenScale = CGFloat(scale)
        self.init(name, size: size.sizeRange, scale: scale, background: background.layoutColor,
                  layoutDirection: layoutDirection, diffPolicy: diffPolicy, file: file, line: line) {
            let root = try build()
            ASFixtureScope.keeper?.root = root
            ASFixtureScope.keeper?.layingOut = true
            return root.node
        }
        scope = ASFixtureScope(environment: screen)
    }
}

/// Runs a node fixture's building and layout with its screen in force, keeps its root node alive
/// while it is laid out, and fails the fixture when UIKit reported a problem.
struct ASFixtureScope: FixtureScope {
    /// Holds the root node for the length of the fixture's layout.
    final class Keeper: @unchecked Sendable {
        var root: ASDisplayNode?
        /// Set when node code invalidated a layout (`setNeedsLayout` and the setters that call it)
        /// after the fixture's tree was built.
        var invalidated = false
        /// True once the first layout pass has begun.
        var layingOut = false
        /// Runs after each layout pass (a screen's controller and lists); true asks for another.
        var afterPass: (() -> Bool)?
    }

    /// Notes that node code asked for its layout to be computed again.
    static func noteInvalidation() {
        guard let keeper, keeper.layingOut else { return }
        keeper.invalidated = true
    }

    func layoutNeedsAnotherPass() -> Bool {
        guard let keeper = ASFixtureScope.keeper else { return false }
        let screenAgain = keeper.afterPass?() ?? false
        defer { keeper.invalidated = false }
        return keeper.invalidated || screenAgain
    }

    @TaskLocal static var keeper: Keeper?

    let environment: UIKitEnvironment

    func run<T>(_ fixture: SwiftFixture, _ body: () throws -> T) throws -> T {
        try UIKitEnvironment.withValue(environment) { log in
            let keeper = Keeper()
            let result = try ASFixtureScope.$keeper.withValue(keeper) { try body() }
            let problems = log.problems
            if !problems.isEmpty { throw UIKitProblems(problems: problems) }
            withExtendedLifetime(keeper) {}
            return result
        }
    }
}

/// What UIKit could not do while a node fixture was built and laid out.
public struct UIKitProblems: Error, CustomStringConvertible {
    /// The problems, in order.
    public var problems: [String]

    /// The problems, joined.
    public var description: String { problems.joined(separator: "; ") }
}
