import ArgumentParser
import AsyncDisplayKit
import Foundation
import LayoutLabKit
import LayoutRender

/// The `screen` benchmark suite: a table screen of N text rows (an `ASDKViewController` whose node
/// is an `ASTableNode`) laid out and drawn as screen fixtures on an iPhone 15, and prints one JSON
/// line per step with the median milliseconds and the process's peak memory:
/// `{"step": "layout full", "rows": 1000, "median_ms": 80.1, "runs": 5, "max_rss_mb": 90}`.
///
///     layoutlab-bench screen [--rows N] [--runs N]
///
/// Steps: the whole content laid out (`content: .full`), the screen at the top laid out and drawn,
/// and the whole content laid out and drawn (at the largest scale that fits a canvas), each with
/// the drawn image's pixel size.
struct ScreenBenchmarks: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "screen", abstract: "Times laying out and drawing a table screen of text rows.")

    @Option(help: "Rows of the table.", transform: BenchSteps.positiveCount)
    var rows = 1000
    @Option(help: "Timed runs per step.", transform: BenchSteps.positiveCount)
    var runs = 5

    func run() throws {
        let renderer = NodeRenderer(textEngine: try TextEngine())
        let count = rows
        let full = SwiftFixture("bench/rows-full", screen: .iPhone15, content: .full) { BenchRowsController(rows: count) }
        let top = SwiftFixture("bench/rows-top", screen: .iPhone15) { BenchRowsController(rows: count) }
        var height = 0.0
        var pixels = ""
        let steps: [(String, () throws -> Void)] = [
            ("layout full", { height = try FixtureLayout.compute(full, textMeasurer: renderer.textEngine).tree.size.height }),
            ("layout and draw top", {
                let image = try FixtureRender.render(top, renderer: renderer).composited
                pixels = "\(image.width)x\(image.height)"
            }),
            ("layout and draw full", {
                let image = try FixtureRender.render(full, renderer: renderer).composited
                pixels = "\(image.width)x\(image.height)"
            }),
        ]
        for (step, body) in steps {
            do {
                pixels = ""
                let median = try BenchSteps.medianMilliseconds(runs: runs, body)
                print("{\"step\": \"\(step)\", \"rows\": \(rows), \"height_pt\": \(height), \"median_ms\": \(median), "
                      + (pixels.isEmpty ? "" : "\"pixels\": \"\(pixels)\", ")
                      + "\"runs\": \(runs), \"max_rss_mb\": \(Self.maxResidentMegabytes())}")
            } catch {
                print("{\"step\": \"\(step)\", \"rows\": \(rows), \"refused\": \"\("\(error)".replacingOccurrences(of: "\"", with: "'"))\"}")
            }
        }
    }

    private static func maxResidentMegabytes() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_maxrss / 1024
    }
}

/// N rows of one line of text each.
final class BenchRowsController: ASDKViewController<ASTableNode>, ASTableDataSource {
    let rows: Int

    init(rows: Int) {
        self.rows = rows
        super.init(node: ASTableNode())
        node.dataSource = self
    }

    required init?(coder: NSCoder) { nil }

    func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int { rows }

    func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock {
        let row = indexPath.row
        return {
            let cell = ASTextCellNode()
            cell.text = "Row \(row): a product with a name long enough to wrap on a narrow screen"
            return cell
        }
    }
}
