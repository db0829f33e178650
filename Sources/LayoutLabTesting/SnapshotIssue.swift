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
    }

    /// Records `message` as a failure at `location`.
    static func record(_ message: String, at location: Location) {
        #if canImport(Testing)
        if Test.current != nil {
            let source = SourceLocation(fileID: location.fileID, filePath: "\(location.filePath)",
                                        line: Int(location.line), column: Int(location.column))
            Issue.record(Comment(rawValue: message), sourceLocation: source)
            return
        }
        #endif
        #if canImport(XCTest)
        XCTFail(message, file: location.filePath, line: location.line)
        #else
        FileHandle.standardError.write(Data("\(location.filePath):\(location.line): error: \(message)\n".utf8))
        #endif
    }
}
