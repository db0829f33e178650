import LayoutEngine
import LayoutFixtures
import LayoutGeometry
import LayoutSupport

/// A fixture written in Swift and compiled into a harness: a layout built by a closure, checked
/// at a given size and scale exactly like a fixture file.
public struct SwiftFixture: Sendable {
    /// Unique name; `/` groups fixtures into folders. The same rules as file fixtures
    /// (`FixtureName.problem(_:)`) apply.
    public var name: String
    /// The constrained size handed to the root.
    public var size: SizeRange
    /// Pixels per point: 1, 2 or 3.
    public var scale: Double
    /// Canvas colour.
    public var background: Color
    /// Reading direction.
    public var layoutDirection: LayoutDirection
    /// The fixture's own pixel-diff thresholds.
    public var diffPolicy: DiffPolicyOverrides
    /// Builds a fresh element tree. Called once per check, on a worker thread.
    public var build: @Sendable () throws -> any LayoutElement
    /// Runs the building and laying out of the tree inside a context of the harness's choosing
    /// (nil: none). Fixtures of Texture node code use it to make `UIScreen.main` the fixture's
    /// screen and to fail the fixture when UIKit could not do what the code asked.
    public var scope: (any FixtureScope)?
    /// How long the fixture may take when it is checked in a worker process (nil: the run's
    /// limit, `FixtureIsolation.defaultTimeLimit` unless `--fixture-timeout` says otherwise).
    public var timeLimit: Duration?
    /// The file (`#filePath`) and line of the `SwiftFixture(…)` that declared the fixture.
    public var declaredIn: (file: String, line: Int)
    /// When true (a screen's whole content, `content: .full`), a layout too large for a canvas at
    /// `scale` is drawn at the largest scale that fits (`CanvasLimits.fittingScale`) instead of
    /// failing; its frames stay those laid out at `scale`.
    public var fitsCanvas = false

    /// The scale `layout` is drawn at: `scale`, or for a fixture that `fitsCanvas`, the largest
    /// that fits a canvas when `scale` does not (nil when none does).
    public func drawingScale(for size: Size) -> Double {
        guard fitsCanvas, CanvasLimits.problem(size: size, scale: scale) != nil else { return scale }
        return CanvasLimits.fittingScale(size: size, scale: scale) ?? scale
    }

    /// Creates a fixture; `file` and `line` say where it is declared (annotations on a pull
    /// request point there).
    public init(_ name: String, size: SizeRange, scale: Double = 2, background: Color = .white,
                layoutDirection: LayoutDirection = .ltr, diffPolicy: DiffPolicyOverrides = DiffPolicyOverrides(),
                file: String = #filePath, line: Int = #line,
                build: @escaping @Sendable () throws -> any LayoutElement) {
        self.declaredIn = (file, line)
        self.name = name
        self.size = size
        self.scale = scale
        self.background = background
        self.layoutDirection = layoutDirection
        self.diffPolicy = diffPolicy
        self.build = build
    }

    /// Creates a fixture laid out at exactly `width × height` points, or at `width` wide with its
    /// own height when `height` is nil.
    public init(_ name: String, width: Double, height: Double? = nil, scale: Double = 2, background: Color = .white,
                layoutDirection: LayoutDirection = .ltr, diffPolicy: DiffPolicyOverrides = DiffPolicyOverrides(),
                file: String = #filePath, line: Int = #line,
                build: @escaping @Sendable () throws -> any LayoutElement) {
        let range = SizeRange(min: Size(width: width, height: height ?? 0),
                              max: Size(width: width, height: height ?? .infinity))
        self.init(name, size: range, scale: scale, background: background, layoutDirection: layoutDirection,
                  diffPolicy: diffPolicy, file: file, line: line, build: build)
    }

    /// The same fixture with its own time limit (see `timeLimit`).
    public func timeLimit(_ limit: Duration) -> SwiftFixture {
        var fixture = self
        fixture.timeLimit = limit
        return fixture
    }

    /// Why the fixture's settings cannot be checked, or nil when they can.
    public var problem: String? {
        if let problem = FixtureName.problem(name) { return problem }
        if let timeLimit, timeLimit <= .zero { return "expected a positive time limit, found \(timeLimit)" }
        if ![1, 2, 3].contains(scale) { return "expected a scale of 1, 2 or 3, found \(LayoutFormat.number(scale))" }
        let lo = size.min, hi = size.max
        guard lo.width.isFinite, lo.height.isFinite, lo.width >= 0, lo.height >= 0, !hi.width.isNaN, !hi.height.isNaN,
              lo.width <= hi.width, lo.height <= hi.height else {
            return "expected a size range with finite minimums ≥ 0, each no larger than its maximum"
        }
        return nil
    }
}

/// A context around a Swift fixture's building and layout, both of which run inside one call of
/// `run(_:_:)` on the same thread.
public protocol FixtureScope: Sendable {
    /// Runs `body` (building the fixture's tree and laying it out) for `fixture` and returns its
    /// result. Throwing fails the fixture with the error's description.
    func run<T>(_ fixture: SwiftFixture, _ body: () throws -> T) throws -> T

    /// Asked inside `run` after each layout pass: true when the fixture's code invalidated its
    /// layout during that pass (a device would lay it out again), which also clears the request.
    func layoutNeedsAnotherPass() -> Bool
}

extension FixtureScope {
    /// Never: a scope without node code lays out once.
    public func layoutNeedsAnotherPass() -> Bool { false }
}

/// The Swift fixtures a harness compiles in, handed to `LayoutLab.main(catalog:arguments:)`.
public struct FixtureCatalog: Sendable {
    /// The fixtures, in any order (checks sort by name).
    public var fixtures: [SwiftFixture]

    /// Creates a catalog.
    public init(_ fixtures: [SwiftFixture] = []) {
        self.fixtures = fixtures
    }

    /// A catalog with no fixtures: what the plain `layoutlab` binary checks besides files.
    public static let empty = FixtureCatalog()

    /// The fixtures sorted by name (UTF-8 order, as check runs and reports list them).
    public var sortedFixtures: [SwiftFixture] {
        fixtures.sorted { $0.name.precedesInByteOrder($1.name) }
    }

    /// The fixture named `name`, or nil.
    public func fixture(named name: String) -> SwiftFixture? {
        fixtures.first { $0.name == name }
    }
}
