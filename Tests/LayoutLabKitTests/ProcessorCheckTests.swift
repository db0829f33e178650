import Foundation
import LayoutLabTestSupport
@testable import LayoutSupport
import Testing

/// The command line refuses, with a sentence, a processor the engine's build cannot run on.
@Suite("processor check")
struct ProcessorCheckTests {
    private func cpuinfo(_ text: String) throws -> Set<Substring>? {
        let temporary = try TemporaryDirectory("cpuinfo")
        defer { temporary.remove() }
        let path = temporary.path + "/cpuinfo"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return ProcessorCheck.processorFlags(cpuinfo: path)
    }

    @Test func readsTheFirstProcessorsFlags() throws {
        let text = """
            processor\t: 0
            model name\t: Intel(R) Xeon(R)
            flags\t\t: fpu vme sse2 ssse3 sse4_1 sse4_2 popcnt
            bugs\t\t: spectre_v1

            processor\t: 1
            flags\t\t: fpu
            """
        let flags = try #require(try cpuinfo(text))
        #expect(flags.contains("sse4_1") && flags.contains("sse4_2") && flags.contains("popcnt") && flags.contains("fpu"))
        #expect(!flags.contains("spectre_v1"))
        #expect(ProcessorCheck.unmetRequirement(flags: flags) == nil)
    }

    @Test func namesWhatAnOlderProcessorLacks() throws {
        let flags = try #require(try cpuinfo("processor\t: 0\nflags\t\t: fpu sse2 ssse3 sse4_1\n"))
        let message = try #require(ProcessorCheck.unmetRequirement(flags: flags))
        #expect(message.hasPrefix("this processor lacks sse4_2:"))
        #expect(message.contains("SSE4.2"))
        let oldest = try #require(ProcessorCheck.unmetRequirement(flags: ["fpu", "sse2"]))
        #expect(oldest.hasPrefix("this processor lacks sse4_1 and sse4_2:"))
    }

    @Test func unreadableOrFlaglessInformationIsNoObjection() throws {
        #expect(ProcessorCheck.processorFlags(cpuinfo: "/nonexistent/cpuinfo") == nil)
        #expect(try cpuinfo("processor\t: 0\nFeatures\t: fp asimd\n") == nil)
    }

    @Test func thisMachineRunsTheBuild() {
        // The tests themselves run the engine compiled for these features.
        #expect(ProcessorCheck.unmetRequirement() == nil)
    }
}
