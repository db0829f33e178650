import Foundation
import LayoutFixtures
import LayoutReport

/// One fixture a check run will check, however it was written: a fixture file's document, a
/// Swift fixture from the harness's catalog, or a fixture that could not be loaded (checked as
/// an error with the loader's message).
public struct CheckFixture: Sendable {
    /// Where the fixture comes from.
    public enum Source: Sendable {
        /// A document loaded from a fixture file.
        case file(FixtureDocument)
        /// A fixture compiled into the harness.
        case swift(SwiftFixture)
        /// Nothing checkable: the message says why (file, key path, what was expected).
        case invalid(message: String)
    }

    /// The fixture's name; for a file that failed to load, the file's path.
    public var name: String
    /// Where it comes from.
    public var source: Source
    /// The fixture file, or nil for a Swift fixture.
    public var sourceFile: String?

    /// True for a fixture file that could not be loaded: its fixtures' names are unknown, so no
    /// name filter leaves it out.
    public var isUnloadableFile: Bool

    /// Creates a fixture.
    public init(name: String, source: Source, sourceFile: String?, isUnloadableFile: Bool = false) {
        self.name = name
        self.source = source
        self.sourceFile = sourceFile
        self.isUnloadableFile = isUnloadableFile
    }

    /// Where the fixture is declared: its file and the line of its name or variant, or the
    /// `SwiftFixture(…)` that made it; for a file that did not load, the file and the line of its
    /// first error. Paths inside the current folder are given relative to it.
    public var location: FixtureLocation? {
        switch source {
        case .file(let document): return FixtureLocation(file: CheckFixture.relative(document.sourceFile), line: document.line)
        case .swift(let fixture): return FixtureLocation(file: CheckFixture.relative(fixture.declaredIn.file), line: fixture.declaredIn.line)
        case .invalid: return sourceFile.map { FixtureLocation(file: CheckFixture.relative($0), line: errorLine) }
        }
    }

    /// The line of the first load error, for a file that did not load.
    public var errorLine: Int?

    private static func relative(_ path: String) -> String {
        let folder = FileManager.default.currentDirectoryPath
        return path.hasPrefix(folder + "/") ? String(path.dropFirst(folder.count + 1)) : path
    }

    /// True for a fixture that could not be loaded.
    public var isInvalid: Bool {
        if case .invalid = source { return true }
        return false
    }

    /// The fixture's own diff thresholds.
    var diffPolicy: DiffPolicyOverrides {
        source.fixture?.diffPolicy ?? DiffPolicyOverrides()
    }
}

extension CheckFixture.Source {
    /// The fixture to lay out and draw; nil for one that could not be loaded.
    public var fixture: (any Fixture)? {
        try? checkable()
    }

    /// The fixture to lay out and draw; throws why for one that could not be loaded.
    func checkable() throws(CheckError) -> any Fixture {
        switch self {
        case .file(let document): return document
        case .swift(let fixture): return fixture
        case .invalid(let message): throw CheckError(message)
        }
    }
}
