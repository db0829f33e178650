import LayoutFixtures
import Foundation
import LayoutLabKit
import LayoutRender

/// The text engine every input is laid out with. libFuzzer calls the entry point from one
/// thread (the big-stack thread `fixture_fuzzer_main` starts), one input at a time.
nonisolated(unsafe) var textEngine: TextEngine?

/// libFuzzer entry point: one input is the text of a fixture file. It must load or be refused
/// with errors naming the file; what loads must lay out and write layout JSON that reads back.
/// A broken rule stops the fuzzer with the input saved (`fatalError`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFixtureFile(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let loaded = FixtureLoader.load(text: text, file: "fuzz.yaml")
    for error in loaded.errors where error.file != "fuzz.yaml" || error.message.isEmpty {
        fatalError("an error without its file or message: \(error)")
    }
    if loaded.errors.count > 51 { fatalError("\(loaded.errors.count) errors kept") }
    guard !loaded.fixtures.isEmpty else { return 0 }
    if textEngine == nil { textEngine = try? TextEngine() }
    guard let engine = textEngine else { fatalError("no text engine") }
    for document in loaded.fixtures {
        if let problem = FixtureName.problem(document.name) { fatalError("loaded a bad name: \(problem)") }
        guard let layout = try? FixtureLayout.compute(document, textMeasurer: engine) else { continue }
        let json = LayoutJSON.fixture(name: document.name, tree: layout.tree, scale: document.scale)
        do {
            _ = try LayoutSnapshot.read(Data(json.utf8), file: "layout.json")
        } catch {
            fatalError("the layout JSON of \(document.name) does not read back: \(error)")
        }
    }
    return 0
}

/// libFuzzer's driver, for the executable's entry point below.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(_ argc: UnsafeMutablePointer<CInt>,
                     _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                     _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt) -> CInt

/// The executable's entry point (SwiftPM links `main` to `<target>_main`): runs libFuzzer on a
/// thread with a large stack, as layoutlab's commands run, so deep inputs are not stack overflows.
@_cdecl("fixture_fuzzer_main")
public func fixtureFuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    nonisolated(unsafe) let arguments = argv
    return DeepStack.run {
        var count = argc
        var list = arguments
        return runFuzzerDriver(&count, &list) { data, size in fuzzFixtureFile(data, size) }
    }
}
