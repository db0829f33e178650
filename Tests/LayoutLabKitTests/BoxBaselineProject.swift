import Foundation
import LayoutEngine
import LayoutGeometry
@testable import LayoutLabKit
import LayoutLabTestSupport
import LayoutReport
import Testing

/// A scratch project of one Swift fixture (a blue box inset by 5 points), checked in process: what
/// the baseline-digest and baseline-trust suites edit baselines of.
struct BoxBaselineProject {
    /// The fixture's name (`group/box`).
    let name: String
    /// The project's folder.
    let dir: String

    init(group: String) {
        name = group + "/box"
        dir = TemporaryDirectory(reserving: group).path
    }

    var catalog: FixtureCatalog {
        FixtureCatalog([
            SwiftFixture(name, width: 40, height: 30, scale: 2) {
                let node = DisplayNode()
                node.debugName = "box"
                node.backgroundColor = Color(red: 0.2, green: 0.4, blue: 1)
                node.style.width = .points(20)
                node.style.height = .points(10)
                return InsetLayoutSpec(insets: EdgeInsets(all: 5), child: node)
            },
        ])
    }

    /// Checks the project with `record` (a passing fixture's report files copied when
    /// `copyPassing`); its one outcome.
    func run(_ record: RecordMode = .never, copyPassing: Bool = false) throws -> FixtureOutcome {
        var settings = CheckSettings(fixtureRoots: [dir + "/Fixtures"], baselineDirectory: dir + "/Baselines",
                                     reportDirectory: dir + "/Reports", record: record, jobs: 1)
        settings.copiesPassing = copyPassing
        let result = try CheckRun.run(settings: settings, catalog: catalog, console: CheckConsole(showsProgress: false))
        return try #require(result.report.fixtures.first)
    }

    var baselinePath: String { dir + "/Baselines/" + name + ".png" }

    func baseline() throws -> [UInt8] { [UInt8](try Data(contentsOf: URL(fileURLWithPath: baselinePath))) }

    func replaceBaseline(_ bytes: [UInt8]) throws {
        try Data(bytes).write(to: URL(fileURLWithPath: baselinePath))
    }
}
