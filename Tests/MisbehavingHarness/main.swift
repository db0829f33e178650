import AsyncDisplayKit
import LayoutLabCLI
import LayoutLabKit

// A harness whose node code misbehaves as app code does (traps, recursion, a lock that never
// opens, exit, cycles) beside fixtures that pass: every verb must report each bad one by name and
// go on with the rest.
LayoutLab.main(catalog: MisbehavingCatalog.catalog)
