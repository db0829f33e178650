import LayoutFixtures
import Foundation
import LayoutLabCatalog
import LayoutLabKit
import LayoutRender
import Testing

/// The catalog's files: they load cleanly and pair one to one with the Swift entries.
@Suite("Catalog files")
struct CatalogFilesTests {
    @Test func everyCatalogFileLoadsWithoutErrors() throws {
        let files = CatalogSupport.catalogFiles
        #expect(files.count == 17)
        for file in files {
            let loaded = FixtureLoader.load(file: file)
            #expect(loaded.errors.isEmpty, "\(file): \(loaded.errors.map(\.description))")
            #expect(!loaded.fixtures.isEmpty, "\(file) holds no fixture")
        }
    }

    @Test func fileFixturesAndSwiftEntriesPairUp() {
        var fileNames: [String] = []
        for file in CatalogSupport.catalogFiles { fileNames += FixtureLoader.load(file: file).fixtures.map(\.name) }
        let swiftNames = Catalog.entries.map(\.name)
        #expect(Set(swiftNames).count == swiftNames.count, "duplicate Swift entry names")
        #expect(Set(fileNames).subtracting(swiftNames).sorted() == [], "fixtures with no Swift entry")
        #expect(Set(swiftNames).subtracting(fileNames).sorted() == [], "Swift entries with no fixture")
    }

    @Test func everyLayoutHasTwoWidthsAndTextLayoutsACJKVariant() {
        let names = Catalog.entries.map(\.name)
        let layouts = Set(names.map { String($0.split(separator: "@")[0]) })
        let withoutText: Set<String> = ["catalog/photo-outset-icon", "catalog/cat-crop", "catalog/image-scaling"]
        for layout in layouts {
            #expect(names.contains("\(layout)@320") && names.contains("\(layout)@414"), "\(layout) lacks a width variant")
            if !withoutText.contains(layout) {
                #expect(names.contains("\(layout)@cjk"), "\(layout) lacks a CJK variant")
            }
        }
    }

    @Test(arguments: CatalogImage.allCases)
    func imagePixelSizesMatchTheFiles(image: CatalogImage) throws {
        let (width, height) = try PNGCodec.readDimensions(path: image.path)
        #expect(width == image.pixelSize.width && height == image.pixelSize.height)
        let besideFixtures = CatalogSupport.packageRoot + "/Fixtures/catalog/images/" + image.fileName
        #expect(URL(fileURLWithPath: image.path).standardizedFileURL.path == URL(fileURLWithPath: besideFixtures).standardizedFileURL.path)
    }
}
