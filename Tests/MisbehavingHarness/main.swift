import AsyncDisplayKit
import Foundation
import LayoutLabCLI
import LayoutLabKit

// A harness whose node code misbehaves as app code does (traps, recursion, a lock that never
// opens, exit, cycles) beside fixtures that pass: every verb must report each bad one by name and
// go on with the rest.
// LAYOUTLAB_HARNESS_SLOW_START=SECONDS makes the process start slowly (its workers too), as a
// loaded machine does.
if let seconds = ProcessInfo.processInfo.environment["LAYOUTLAB_HARNESS_SLOW_START"].flatMap(Double.init) {
    Thread.sleep(forTimeInterval: seconds)
}
LayoutLab.main(catalog: MisbehavingCatalog.catalog)
