import LayoutRender

/// libFuzzer entry point: one input is a PNG file. It must decode to a bitmap of the size its
/// header declares, or be refused with a `PNGError` naming the file and the reason.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    do {
        let bitmap = try PNGCodec.decode(bytes, path: "fuzz.png")
        let header = try PNGCodec.dimensions(of: bytes)
        if bitmap.width != header.width || bitmap.height != header.height || bitmap.pixels.count != bitmap.width * bitmap.height * 4 {
            fatalError("decoded \(bitmap.width)×\(bitmap.height) with \(bitmap.pixels.count) bytes; the header says \(header)")
        }
    } catch let error as PNGError {
        if error.path != "fuzz.png" || error.reason.isEmpty { fatalError("a refusal without the file or a reason: \(error)") }
    } catch {
        fatalError("an error that is not a PNGError: \(error)")
    }
    return 0
}

/// libFuzzer's driver, for the executable's entry point below.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(_ argc: UnsafeMutablePointer<CInt>,
                     _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                     _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt) -> CInt

/// The executable's entry point (SwiftPM links `main` to `<target>_main`): runs libFuzzer.
@_cdecl("png_fuzzer_main")
public func pngFuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return runFuzzerDriver(&count, &arguments) { data, size in fuzzPNG(data, size) }
}
