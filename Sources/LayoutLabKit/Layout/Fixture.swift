import LayoutFixtures
import LayoutEngine
import LayoutGeometry
import LayoutSupport

/// A fixture of either origin: a fixture file's `FixtureDocument` or a `SwiftFixture` compiled
/// into a harness. Laying it out (`FixtureLayout.compute`), drawing it (`FixtureRender.render`)
/// and checking it take one path for both; what differs is how each builds its tree, the context
/// it is laid out in and how its errors name it.
public protocol Fixture: Sendable {
    /// Unique name; `/` groups fixtures into folders.
    var name: String { get }
    /// The constrained size handed to the root.
    var size: SizeRange { get }
    /// Pixels per point the layout is computed at: 1, 2 or 3.
    var scale: Double { get }
    /// Canvas colour.
    var background: Color { get }
    /// Reading direction.
    var layoutDirection: LayoutDirection { get }
    /// The fixture's own pixel-diff thresholds.
    var diffPolicy: DiffPolicyOverrides { get }
    /// Why the fixture cannot be laid out and drawn here, or nil when it can: a Swift fixture's
    /// unusable settings, a file's elements nested deeper than this thread's stack holds.
    var problem: String? { get }

    /// Builds a fresh element tree.
    func buildRoot() throws -> any LayoutElement
    /// Runs `body` (building the tree and laying it out) in the context the fixture's code needs.
    func inLayoutScope<T>(_ body: () throws -> T) throws -> T
    /// Asked after each layout pass: true when the fixture's code invalidated its layout during
    /// that pass, as a device would lay it out again.
    func layoutNeedsAnotherPass() -> Bool
    /// The scale a layout of `size` is drawn at.
    func drawingScale(for size: Size) -> Double
    /// The error that reports `message` about this fixture, naming it as its origin does.
    func failure(_ message: String) -> any Error
}

extension FixtureDocument: Fixture {
    /// Elements nested deeper than this thread's stack holds (a document read on a thread with a
    /// larger stack), or nil.
    public var problem: String? {
        let limit = FixtureReader.depthLimit()
        guard depth > limit else { return nil }
        return "elements nest \(depth) levels, more than the \(limit) this worker's stack of "
            + "\(WorkerThread.currentStackSize() >> 20) MiB holds (it could not have a full one)"
    }

    /// The tree the file describes.
    public func buildRoot() throws -> any LayoutElement {
        try FixtureBuilder(sourceFile: sourceFile).build(root)
    }

    /// Runs `body`: a file's elements need no context.
    public func inLayoutScope<T>(_ body: () throws -> T) throws -> T {
        try body()
    }

    /// Never: a file's elements lay out once.
    public func layoutNeedsAnotherPass() -> Bool { false }

    /// The document's scale.
    public func drawingScale(for size: Size) -> Double { scale }

    /// A `FixtureError` naming the file and the fixture.
    public func failure(_ message: String) -> any Error {
        FixtureError(file: sourceFile, keyPath: "", message: "\(name): \(message)")
    }
}

extension SwiftFixture: Fixture {
    /// The closure's tree; a closure that throws fails the fixture.
    public func buildRoot() throws -> any LayoutElement {
        do {
            return try build()
        } catch {
            throw SwiftFixtureError.buildFailed(name, error)
        }
    }

    /// Runs `body` inside the fixture's `scope` when it has one; an error of the scope's own
    /// fails the fixture with its description.
    public func inLayoutScope<T>(_ body: () throws -> T) throws -> T {
        guard let scope else { return try body() }
        do {
            return try scope.run(self, body)
        } catch let error as SwiftFixtureError {
            throw error
        } catch {
            throw SwiftFixtureError(name: name, message: "\(error)")
        }
    }

    /// What the fixture's scope says (never, without one).
    public func layoutNeedsAnotherPass() -> Bool {
        scope?.layoutNeedsAnotherPass() == true
    }

    /// A `SwiftFixtureError` naming the fixture.
    public func failure(_ message: String) -> any Error {
        SwiftFixtureError(name: name, message: message)
    }
}
