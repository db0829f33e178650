@testable import LayoutLabKit
import Testing

/// The Swift runtime's crash reports, as its backtracer prints them for a release and a debug
/// build, read for a fixture's error: the reason, the innermost frame with a source line, the
/// library function it crashed inside, and recursion.
@Suite("Crash backtraces")
struct CrashBacktraceTests {
    private static let releaseIndex = """
        some output of the fixture

        *** Signal 4: Backtracing from 0x56170a8b4251... done ***

        *** Program crashed: Illegal instruction at 0x000056170a8b4251 ***

        Platform: x86_64 Linux (Debian GNU/Linux 12 (bookworm))

        Thread 2 crashed:

          0 [inlined] [system]     0x000056170a8b4251 specialized Array.subscript.getter in app at //<compiler-generated>
          1                        0x000056170a8b4251 IndexNode.layoutSpecThatFits(_:) + 81 in app at /proj/Sources/App/Cell.swift:65:49
          2 [ra]                   0x000056170a54659a specialized ASDisplayNode.layoutSpec(for:constrainedSize:) + 169 in app at /proj/Sources/AsyncDisplayKit/ASDisplayNode.swift:162:23

        Backtrace took 1.10s
        """

    @Test func aReleaseTrapIsNamedByItsFrameAndTheFunctionItCrashedIn() throws {
        let trace = try #require(CrashBacktrace(Self.releaseIndex, relativeTo: "/proj"))
        #expect(trace.reason == "Program crashed: Illegal instruction at 0x000056170a8b4251")
        #expect(trace.frame == .init(symbol: "IndexNode.layoutSpecThatFits(_:)", location: "Sources/App/Cell.swift:65"))
        #expect(trace.inside == "specialized Array.subscript.getter")
        #expect(!trace.recursive)
    }

    @Test func theRuntimeFailureLineIsTheReasonAndNotAFrame() throws {
        let text = """
            *** Signal 4: Backtracing from 0x55f25dca42fe... done ***

            *** Swift runtime failure: Unexpectedly found nil while unwrapping an Optional value ***

            Thread 2 crashed:

              0 [inlined] [system]      0x000055f25dca42fe Swift runtime failure: Unexpectedly found nil while unwrapping an Optional value in app at //<compiler-generated>
              1                         0x000055f25dca42fe ForceUnwrapNode.init() + 206 in app at /elsewhere/Node.swift:55:52
            """
        let trace = try #require(CrashBacktrace(text, relativeTo: "/proj"))
        #expect(trace.reason == "Swift runtime failure: Unexpectedly found nil while unwrapping an Optional value")
        #expect(trace.frame == .init(symbol: "ForceUnwrapNode.init()", location: "/elsewhere/Node.swift:55"))
        #expect(trace.inside == nil)
    }

    @Test func aDebugTrapSkipsTheRuntimesOwnFrames() throws {
        let text = """
            app/Node.swift:55: Fatal error: Unexpectedly found nil while unwrapping an Optional value

            *** Signal 4: Backtracing from 0x7f086dd6df7f... done ***

            *** Program crashed: Illegal instruction at 0x00007f086dd6df7f ***

            Thread 1 "worker" crashed:

              0              0x00007f086dd6df7f closure #1 in closure #1 in _assertionFailure(_:_:file:line:flags:) + 623 in libswiftCore.so
              1 [ra]         0x00007f086def961f _assertionFailure(_:_:file:line:flags:) + 302 in libswiftCore.so
              2 [ra]         0x000055bf21f1a2fe closure #3 in static Catalog.fixtures + 39 in app at /proj/Node.swift:20:56

            Thread 2:
              0              0x00007f086dd6d000 other in app at /proj/Other.swift:1:1
            """
        let trace = try #require(CrashBacktrace(text, relativeTo: "/proj"))
        #expect(trace.frame == .init(symbol: "closure #3 in static Catalog.fixtures", location: "Node.swift:20"))
        #expect(trace.inside == "closure #1 in closure #1 in _assertionFailure(_:_:file:line:flags:)")
    }

    @Test func aFunctionFillingTheStackIsRecursion() throws {
        let frame = "0x000055f040a423bc RecursingNode.layoutSpecThatFits(_:) + 11 in app at /proj/Node.swift:80:94"
        let text = "*** Signal 11: Backtracing from 0x55f040a423b4... done ***\n\n"
            + "*** Program crashed: Bad pointer dereference at 0x00007f196ffffff8 ***\n\nThread 2 crashed:\n\n"
            + (0..<24).map { "  \($0) [ra] \(frame)" }.joined(separator: "\n") + "\n...\n\nBacktrace took 1.5s\n"
        // What the recursing function called when the stack ran out is not the one named.
        let callee = "  0 0x1 UIEdgeInsets.init(top:left:bottom:right:) in app at /proj/UIEdgeInsets.swift:17:1\n"
        let trace = try #require(CrashBacktrace(text.replacingOccurrences(of: "Thread 2 crashed:\n\n", with: "Thread 2 crashed:\n\n" + callee),
                                                relativeTo: "/proj"))
        #expect(trace.frame?.symbol == "RecursingNode.layoutSpecThatFits(_:)")
        #expect(trace.recursive)
        // Two functions calling each other are recursion too; a deep stack of different ones is not.
        let mutual = (0..<24).map { "  \($0) [ra] 0x1 \($0 % 2 == 0 ? "A.b()" : "A.c()") + 1 in app at /proj/A.swift:\($0):1" }
        #expect(try #require(CrashBacktrace(text.replacingOccurrences(of: "  0 [ra]", with: mutual.joined(separator: "\n") + "\n  0 [ra]"),
                                            relativeTo: "/proj")).recursive)
        let deep = (0..<24).map { "  \($0) [ra] 0x1 F\($0).f() + 1 in app at /proj/F.swift:\($0):1" }
        let different = "*** Signal 11: Backtracing from 0x1... done ***\nThread 0 crashed:\n" + deep.joined(separator: "\n")
        #expect(try #require(CrashBacktrace(different, relativeTo: "/proj")).recursive == false)
        let short = "*** Signal 11: Backtracing from 0x1... done ***\nThread 0 crashed:\n  0 \(frame)\n  1 \(frame)\n"
        #expect(try #require(CrashBacktrace(short, relativeTo: "/proj")).recursive == false)
    }

    @Test func outputWithoutABacktraceIsNone() {
        #expect(CrashBacktrace("Fatal error: x\n", relativeTo: "/") == nil)
        #expect(CrashBacktrace("\n*** Signal 4: Backtracing from 0x1... failed ***\n", relativeTo: "/")?.frame == nil)
    }
}
