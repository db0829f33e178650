import Foundation

/// Writes one line to standard error.
func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}

/// Writes one line to standard output at once, so progress shows even through a pipe.
func printLine(_ text: String) {
    print(text)
    fflush(nil)
}
