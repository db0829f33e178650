import Foundation
import LayoutLabTestSupport
import Testing

/// Commands under an address-space limit: a thread that cannot have its large stack starts with a
/// smaller one (or the work runs on fewer threads) instead of being waited for forever.
@Suite struct ResourceLimitTests {
    @Test func versionAnswersUnderOneGigabyte() throws {
        let p = try ScratchProject()
        let run = try p.run(["--version"], addressSpaceKiB: 1_000_000)
        #expect(run.status == 0 && !run.stdout.isEmpty, "status \(run.status): \(run.stderr)")
    }

    @Test func fourWorkersCheckEveryFixtureUnderFourGigabytes() throws {
        let p = try ScratchProject()
        for i in 0..<8 {
            try p.write("name: f\(i)\nsize: [20, 20]\nscale: 1\nroot:\n  node: {backgroundColor: red}\n", "Fixtures/f\(i).yaml")
        }
        let run = try p.run(["check", "--jobs", "4", "--record", "missing"], addressSpaceKiB: 4_000_000)
        #expect(run.status == 0, "status \(run.status): \(run.stdout) \(run.stderr)")
        #expect(run.stdout.contains("8 fixtures") && run.stdout.contains("8 new"), "\(run.stdout)")
    }
}

/// Memory bombs within the documented limits cost the fixture, not the run.
@Suite struct MemoryBombTests {
    @Test func aCanvasThatCannotBeAllocatedSaysSo() throws {
        let p = try ScratchProject()
        try p.write("name: big\nsize: [8192, 4096]\nscale: 1\nroot:\n  node: {backgroundColor: red}\n", "big.yaml")
        // 128 MB of canvas under a 400 MB address space: Cairo cannot have it.
        let run = try p.run(["render", "big.yaml", "-o", "out.png"], addressSpaceKiB: 400_000)
        #expect(run.status == 2 && run.stderr.contains("not enough memory for a 8192×4096 pixel canvas (128 MB)"), "\(run.status): \(run.stderr)")
        #expect(!run.stderr.contains("each side must be"))
    }

    /// Between "the canvas cannot be had" and "everything fits" lay limits under which the canvas
    /// was drawn and a copy of it then stopped the process. Room for the copies is asked for with
    /// the canvas: each of these limits renders, or fails the fixture with the reason; none stops
    /// the process.
    @Test func noAddressSpaceLimitStopsTheProcessAfterTheCanvas() throws {
        let p = try ScratchProject()
        try p.write("name: big\nsize: [8192, 4096]\nscale: 1\nroot:\n  node: {backgroundColor: red}\n", "Fixtures/big.yaml")
        #expect(try p.run(["check", "--record", "missing", "--jobs", "1"]).status == 0)
        try p.write("name: big\nsize: [8192, 4096]\nscale: 1\nroot:\n  node: {backgroundColor: blue}\n", "Fixtures/big.yaml")
        for limit in [450_000, 550_000, 650_000] {
            let run = try p.run(["render", "Fixtures/big.yaml", "-o", "out.png"], addressSpaceKiB: limit)
            #expect(run.status == 0 || (run.status == 2 && run.stderr.contains("not enough memory for a 8192×4096 pixel canvas")),
                    "render under \(limit) KiB: \(run.status): \(run.stderr.prefix(300))")
        }
        for limit in [1_200_000, 1_400_000] {
            let run = try p.run(["check", "--record", "never"], addressSpaceKiB: limit)
            #expect(run.status == 1 || (run.status == 2 && run.stdout.contains("not enough memory for a 8192×4096 pixel canvas")),
                    "check under \(limit) KiB: \(run.status): \(run.stdout.suffix(300)) \(run.stderr.prefix(300))")
        }
    }

    @Test func aHugeBaselineOfAnotherSizeIsNotDecoded() throws {
        let p = try ScratchProject()
        try p.write("name: small\nsize: [20, 20]\nscale: 1\nroot:\n  node: {backgroundColor: red}\n", "Fixtures/small.yaml")
        #expect(try p.run(["check", "--record", "missing"]).status == 0)
        // 16000 × 16000 declared (1 GB decoded) in a few hundred bytes.
        let bomb = PNGFixtureWriter.png(width: 16_000, height: 16_000, bitDepth: 8, colorType: 6, rows: [[UInt8](repeating: 0, count: 64)])
        try p.write(Data(bomb), "Baselines/small.png")
        let run = try p.run(["check", "--record", "never"], addressSpaceKiB: 4_000_000)
        #expect(run.status == 1, "\(run.status): \(run.stdout) \(run.stderr)")
        let outcome = try #require(try p.outcomes()["small"])
        #expect(outcome["status"] as? String == "failed")
        let message = outcome["message"] as? String ?? ""
        #expect(message.contains("size differs: baseline 16000×16000 px, actual 20×20 px") && message.contains("not decoded"), "\(message)")
    }

    @Test func anAliasBombUnderTheElementLimitIsThatFixturesError() throws {
        let p = try ScratchProject()
        // 1,948,717 elements (under the 2,000,000 of a file) in 548 bytes: about 3.8 GB to lay out.
        func level(_ i: Int) -> String {
            i == 0 ? "&a0 {node: {}}" : "&a\(i) {stack: {children: [\(level(i - 1))\(String(repeating: ", *a\(i - 1)", count: 10))]}}"
        }
        try p.write("name: bomb\nsize: [100, 100]\nscale: 1\nroot: \(level(6))\n", "Fixtures/bomb.yaml")
        try p.write("name: good\nsize: [20, 20]\nscale: 1\nroot:\n  node: {backgroundColor: red}\n", "Fixtures/good.yaml")
        let run = try p.run(["check", "--record", "missing"], addressSpaceKiB: 4_000_000)
        #expect(run.status == 2, "\(run.status): \(run.stdout) \(run.stderr)")
        let outcomes = try p.outcomes()
        #expect(outcomes["good"]?["status"] as? String == "new")
        let bomb = try #require(outcomes.values.first { ($0["sourceFile"] as? String)?.hasSuffix("bomb.yaml") == true })
        #expect((bomb["message"] as? String)?.contains("would take more than 1024 MB to lay out and draw") == true, "\(bomb)")
    }
}
