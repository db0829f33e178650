import Foundation

// texture-source-adapter INPUT OUTPUT [CONTEXT...]
// Writes INPUT to OUTPUT with Texture hook overrides inside extensions adapted for Linux (see
// ExtensionOverrideAdapter); a file that needs nothing is copied as it is. Diagnostics keep
// pointing at INPUT through a #sourceLocation line. CONTEXT are the module's other Swift files,
// read to learn its class hierarchy. OUTPUT is left untouched when it already holds the result.
let arguments = CommandLine.arguments
guard arguments.count >= 3 else {
    FileHandle.standardError.write(Data("usage: texture-source-adapter INPUT.swift OUTPUT.swift [CONTEXT.swift...]\n".utf8))
    exit(2)
}
let input = arguments[1], output = arguments[2]
// A context file that cannot be read only leaves its classes unknown.
let context = arguments.dropFirst(3).compactMap { FileManager.default.contents(atPath: $0).flatMap { String(data: $0, encoding: .utf8) } }
guard let data = FileManager.default.contents(atPath: input), let source = String(data: data, encoding: .utf8) else {
    FileHandle.standardError.write(Data("texture-source-adapter: cannot read \(input) as UTF-8\n".utf8))
    exit(1)
}
// Adapted on a thread with a large stack: strings nest interpolations without limit.
final class Box: @unchecked Sendable { var text: String? }
let box = Box()
let done = DispatchSemaphore(value: 0)
let worker = Thread {
    box.text = ExtensionOverrideAdapter.adapt(source, file: input, context: context)
    done.signal()
}
worker.stackSize = 1 << 30
worker.start()
done.wait()
let adapted = box.text ?? source
let located = "#sourceLocation(file: \"\(ExtensionOverrideAdapter.sourceLocationEscaped(input))\", line: 1)\n" + adapted
if FileManager.default.contents(atPath: output) == Data(located.utf8) { exit(0) }
do {
    try Data(located.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
} catch {
    FileHandle.standardError.write(Data("texture-source-adapter: cannot write \(output): \(error)\n".utf8))
    exit(1)
}
