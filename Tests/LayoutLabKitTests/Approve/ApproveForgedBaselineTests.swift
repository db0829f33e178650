import Foundation
import LayoutSupport
@testable import LayoutLabKit
@testable import LayoutRender
import LayoutReport
import Testing

/// `approve` decides that a baseline already holds the actual image from pixels it decoded, never
/// from a digest chunk alone, which anyone can write.
@Suite("Approve: forged baselines")
struct ApproveForgedBaselineTests {
    @Test func aBaselineWhoseDigestClaimsTheActualPixelsIsWrittenAgain() throws {
        let world = try ApproveWorld()
        try world.add("forged", .failed, actualSeed: 1, baselineSeed: 2)
        // The baseline (other pixels) under a digest chunk claiming the actual image's pixels,
        // its data digest computed again; the report records these bytes as the ones compared.
        let forged = BaselineForgery.claiming(try ApproveWorld.png(seed: 1), for: try ApproveWorld.png(seed: 2))
        try world.write(forged, to: world.baselines + "/forged.png")
        world.fixtures[0].baselineDigest = SHA256.hex(forged)
        try world.write(world.actualLayout["forged"]!, to: world.baselines + "/forged.layout.json")
        try world.writeReport()
        let (result, lines) = try world.approve(world.request(["forged"]))
        #expect(result.counts.promoted == 1, "\(lines)")
        let written = try #require(world.read(world.baselines + "/forged.png"))
        #expect(try PNGCodec.decode(written) == PNGCodec.decode(try ApproveWorld.png(seed: 1)))
    }
}
