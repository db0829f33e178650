#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif
import Foundation

/// Records a failed snapshot assertion with the test framework that is running it: Swift
/// Testing when a Swift Testing test is current, XCTest otherwise (standard error when neither
/// is available).
enum SnapshotIssue {
    /// Where the assertion was made.
    struct Location {
        var fileID: String
        var filePath: StaticString
        var line: UInt
        var column: UInt

        #if canImport(Testing)
        /// The location as Swift Testing names it.
        var sourceLocation: SourceLocation {
            SourceLocation(fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column))
        }
        #endif
    }

    /// Records `message` as a failure at `location`.
    static func record(_ message: String, at location: Location) {
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(Comment(rawValue: message), sourceLocation: location.sourceLocation)
            return
        }
        #endif
        #if canImport(XCTest)
        XCTFail(message, file: location.filePath, line: location.line)
        #else
        standardError("error", message, at: location)
        #endif
    }

    /// Records `message` as a warning at `location`: an issue of warning severity under Swift
    /// Testing (it does not fail the test), a line on standard error otherwise.
    static func warn(_ message: String, at location: Location) {
        #if canImport(Testing) && compiler(>=6.3)
        if Test.current != nil {
            Issue.record(Comment(rawValue: message), severity: .warning, sourceLocation: location.sourceLocation)
            return
        }
        #endif
        standardError("warning", message, at: location)
    }

    /// Writes `path:line: kind: message` to standard error.
    private static func standardError(_ kind: String, _ message: String, at location: Location) {
        FileHandle.standardError.write(Data("\(location.filePath):\(location.line): \(kind): \(message)\n".utf8))
    }
}
