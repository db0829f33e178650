import Foundation
import LayoutReport

/// Text for the terminal: characters that could move the cursor, clear the screen, set the title
/// or reorder the line (control characters, bidirectional overrides, …) are shown as `\u{XXXX}`,
/// by the report's rule (`MarkupEscaper.revealingInvisibles`); line feeds and tabs stay. Names,
/// keys and values from fixtures reach every line layoutlab prints.
public func terminalSafe(_ text: String) -> String {
    MarkupEscaper.revealingInvisibles(text, keepLineBreaks: true)
}

/// Writes one line to standard error.
public func printError(_ text: String) {
    FileHandle.standardError.write(Data((terminalSafe(text) + "\n").utf8))
}

/// Writes one line to standard output at once, so progress shows even through a pipe.
public func printLine(_ text: String) {
    print(terminalSafe(text))
    fflush(nil)
}

/// Writes `text` to standard output.
public func printOut(_ text: String, terminator: String = "\n") {
    print(terminalSafe(text), terminator: terminator)
}
