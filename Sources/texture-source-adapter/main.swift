import Foundation

// texture-source-adapter INPUT OUTPUT
// Writes INPUT to OUTPUT with Texture hook overrides inside extensions adapted for Linux (see
// ExtensionOverrideAdapter); a file that needs nothing is copied as it is. Diagnostics keep
// pointing at INPUT through a #sourceLocation line.
let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: texture-source-adapter INPUT.swift OUTPUT.swift\n".utf8))
    exit(2)
}
let input = arguments[1], output = arguments[2]
guard let data = FileManager.default.contents(atPath: input), let source = String(data: data, encoding: .utf8) else {
    FileHandle.standardError.write(Data("texture-source-adapter: cannot read \(input) as UTF-8\n".utf8))
    exit(1)
}
// Adapted on a thread with a large stack: strings nest interpolations without limit.
final class Box: @unchecked Sendable { var text: String? }
let box = Box()
let done = DispatchSemaphore(value: 0)
let worker = Thread {
    box.text = ExtensionOverrideAdapter.adapt(source, file: input)
    done.signal()
}
worker.stackSize = 1 << 30
worker.start()
done.wait()
let adapted = box.text ?? source
let located = "#sourceLocation(file: \"\(ExtensionOverrideAdapter.sourceLocationEscaped(input))\", line: 1)\n" + adapted
do {
    try Data(located.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
} catch {
    FileHandle.standardError.write(Data("texture-source-adapter: cannot write \(output): \(error)\n".utf8))
    exit(1)
}
