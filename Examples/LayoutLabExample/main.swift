import LayoutLabCLI
import LayoutLabKit

// The whole layoutlab command line (check, approve, prune, layout, render, …) over the fixture
// files under Fixtures/ and the Swift fixtures compiled in here.
LayoutLab.main(catalog: ExampleCatalog.catalog)
