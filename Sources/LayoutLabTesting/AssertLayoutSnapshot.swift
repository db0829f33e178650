import LayoutFixtures
import LayoutEngine
import LayoutGeometry
import LayoutLabKit

/// Checks a Swift fixture against its baseline inside `swift test`, exactly as `layoutlab check`
/// would (same rendering, diff policy, structural diff and record modes), and records a test
/// failure when it does not match. Works under Swift Testing and XCTest.
///
/// The baseline is `<baselines>/<name>.png` with its `.layout.json`: `baselines` when given, else
/// `LAYOUTLAB_BASELINES`, else `Baselines/` in the package holding the calling file. The actual
/// image and layout, and on failure the diff image and overlays, go to `artifacts` (else
/// `LAYOUTLAB_ARTIFACTS`, else `.build/layoutlab-snapshots/` in that package). The record mode is
/// `record`, else `LAYOUTLAB_RECORD`, else `never` when `CI` is set and `missing` otherwise.
///
/// As in `layoutlab check`, a layout whose nodes moved without changing a pixel passes; it is
/// reported as a warning (a Swift Testing issue of warning severity, or a line on standard error
/// under XCTest). Call it from the test itself, not from a detached task or another thread, so
/// that the failure reaches the running test.
///
/// - Parameters:
///   - fixture: The fixture to lay out and render.
///   - name: The baseline's name; the fixture's own name when nil.
/// - Returns: What the check found, for further assertions.
@discardableResult
public func assertLayoutSnapshot(
    of fixture: SwiftFixture, named name: String? = nil, record: RecordMode? = nil, baselines: String? = nil,
    artifacts: String? = nil, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
) -> SnapshotResult {
    var fixture = fixture
    if let name { fixture.name = name }
    let result = SnapshotCheck.run(fixture, callerFile: "\(filePath)", baselines: baselines, artifacts: artifacts,
                                   record: record)
    let location = SnapshotIssue.Location(fileID: fileID, filePath: filePath, line: line, column: column)
    if let message = result.failureMessage {
        SnapshotIssue.record(message, at: location)
    } else if let warning = result.warningMessage {
        SnapshotIssue.warn(warning, at: location)
    }
    return result
}

/// Lays out `root` in `size` at `scale` and checks it against the baseline `name`, like
/// `assertLayoutSnapshot(of:named:)` with a fixture built from these arguments.
///
/// `root` is laid out on the calling thread before the function returns; it is not used afterwards.
@discardableResult
public func assertLayoutSnapshot(
    of root: any LayoutElement, named name: String, size: SizeRange, scale: Double = 2, background: Color = .white,
    layoutDirection: LayoutDirection = .ltr, diffPolicy: DiffPolicyOverrides = DiffPolicyOverrides(),
    record: RecordMode? = nil, baselines: String? = nil, artifacts: String? = nil, fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> SnapshotResult {
    let element = ElementHandOff(root)
    let fixture = SwiftFixture(name, size: size, scale: scale, background: background, layoutDirection: layoutDirection,
                               diffPolicy: diffPolicy, file: "\(filePath)", line: Int(line)) { element.root }
    return assertLayoutSnapshot(of: fixture, record: record, baselines: baselines, artifacts: artifacts,
                                fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Lays out `root` at exactly `width × height` points (at `width` with its own height when
/// `height` is nil) and checks it against the baseline `name`.
@discardableResult
public func assertLayoutSnapshot(
    of root: any LayoutElement, named name: String, width: Double, height: Double? = nil, scale: Double = 2,
    background: Color = .white, layoutDirection: LayoutDirection = .ltr,
    diffPolicy: DiffPolicyOverrides = DiffPolicyOverrides(), record: RecordMode? = nil, baselines: String? = nil,
    artifacts: String? = nil, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
) -> SnapshotResult {
    let range = SizeRange(min: Size(width: width, height: height ?? 0),
                          max: Size(width: width, height: height ?? .infinity))
    return assertLayoutSnapshot(of: root, named: name, size: range, scale: scale, background: background,
                                layoutDirection: layoutDirection, diffPolicy: diffPolicy, record: record,
                                baselines: baselines, artifacts: artifacts, fileID: fileID, filePath: filePath,
                                line: line, column: column)
}

/// Carries an element tree into a fixture's build closure. The snapshot check calls the closure
/// once, synchronously, on the thread that made the assertion, so the tree never crosses threads.
private final class ElementHandOff: @unchecked Sendable {
    let root: any LayoutElement

    init(_ root: any LayoutElement) { self.root = root }
}
