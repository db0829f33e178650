import LayoutFixtures
import LayoutEngine
import LayoutGeometry

/// Lays out a fixture, from a file or compiled Swift: builds its tree and computes it at the
/// fixture's size, scale and direction.
public enum FixtureLayout {
    /// The built tree and its computed layout.
    public struct Result {
        /// The root element as built.
        public let root: any LayoutElement
        /// The computed, applied layout.
        public let tree: LayoutTree
        /// Why every element got its frame, when the layout was traced; nil otherwise.
        public var trace: LayoutTrace?
        /// Elements found inside their own layout (only Swift fixtures can build such cycles):
        /// each is named, and was laid out as empty where it recurred.
        public var cycles: [String] = []
        /// What the laid-out tree needs while it is drawn, kept as long as the result: a Swift
        /// fixture's root node (its nodes draw their own contents through it).
        public var owner: AnyObject?
    }

    /// Layout passes a fixture may take before one that invalidates its layout every time fails:
    /// a node that loads and then re-measures its content needs two or three.
    public static let maxLayoutPasses = 8

    /// Builds `fixture`'s tree and lays it out at the fixture's size, scale and direction with
    /// `textMeasurer` for text; `traced` records a `LayoutTrace`. Both run inside the fixture's
    /// scope; what its code invalidates during a pass is laid out again, as a device would, up to
    /// `maxLayoutPasses`. Throws when the tree cannot be built, is laid out forever or holds a
    /// cycle, with the fixture's own error (`Fixture.failure`).
    public static func compute(_ fixture: some Fixture, textMeasurer: any TextMeasuring, traced: Bool = false) throws -> Result {
        try fixture.inLayoutScope {
            let root = try fixture.buildRoot()
            var result = compute(root: root, range: fixture.size, scale: fixture.scale, direction: fixture.layoutDirection,
                                 textMeasurer: textMeasurer, traced: traced)
            // What the first pass set off (didLoad, setNeedsLayout, a text set in layout()) is laid
            // out again, as a device would, until nothing asks for another pass.
            var passes = 1
            while fixture.layoutNeedsAnotherPass() {
                guard passes < maxLayoutPasses else {
                    throw fixture.failure("its layout was invalidated again in each of "
                        + "\(maxLayoutPasses) layout passes (setNeedsLayout, invalidateCalculatedLayout or a size-changing "
                        + "property set from layout() or didLoad() every time): a device would lay it out forever")
                }
                passes += 1
                result = compute(root: root, range: fixture.size, scale: fixture.scale, direction: fixture.layoutDirection,
                                 textMeasurer: textMeasurer, traced: traced)
            }
            if !result.cycles.isEmpty {
                throw fixture.failure("a layout cycle: " + result.cycles.joined(separator: "; "))
            }
            result.owner = (root as? DisplayNode)?.host
            return result
        }
    }

    /// Lays out an already built tree, as a fixture at `range`, `scale` and `direction`; `traced`
    /// records a `LayoutTrace`.
    public static func compute(root: any LayoutElement, range: SizeRange, scale: Double, direction: LayoutDirection,
                               textMeasurer: any TextMeasuring, traced: Bool = false) -> Result {
        let context = LayoutContext(scale: scale, textMeasurer: textMeasurer)
        if traced { context.trace = LayoutTrace() }
        let tree = LayoutTree.compute(root: root, range: range, direction: direction, in: context)
        return Result(root: root, tree: tree, trace: context.trace, cycles: context.cycles)
    }
}

/// A Swift fixture that cannot be built, laid out or drawn.
public struct SwiftFixtureError: Error, CustomStringConvertible, Equatable {
    /// The fixture's name.
    public var name: String
    /// What went wrong.
    public var message: String

    /// Creates an error.
    public init(name: String, message: String) {
        self.name = name
        self.message = message
    }

    /// The fixture's build closure threw `error`.
    static func buildFailed(_ name: String, _ error: any Error) -> SwiftFixtureError {
        SwiftFixtureError(name: name, message: "building the layout failed: \(error)")
    }

    /// `Swift fixture "NAME": MESSAGE`.
    public var description: String { "Swift fixture \"\(name)\": \(message)" }
}
