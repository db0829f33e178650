import LayoutBitmap
import Testing
@testable import PixelDiff

@Suite struct RegionClusteringTests {
    @Test func separateClustersLargestFirst() {
        var points: [(Int, Int)] = []
        for y in 10..<14 { for x in 50..<60 { points.append((x, y)) } }  // 10×4
        points += [(5, 5), (6, 6)]                                       // 2×2 diagonal pair
        points += [(80, 40)]                                             // single pixel
        let result = PixelDiff.compare(TestImages.white(100, 60), TestImages.white(100, 60, black: points))
        #expect(result.diffPixels == 43)
        #expect(result.regions == [
            PixelRect(x: 50, y: 10, width: 10, height: 4),
            PixelRect(x: 5, y: 5, width: 2, height: 2),
            PixelRect(x: 80, y: 40, width: 1, height: 1),
        ])
    }

    @Test func gapDecidesMerging() {
        // Two pixels with 5 unchanged columns between them.
        let b = TestImages.white(40, 10, black: [(10, 4), (16, 4)])
        let a = TestImages.white(40, 10)
        #expect(PixelDiff.compare(a, b, options: DiffOptions(regionGap: 4)).regions.count == 2)
        #expect(PixelDiff.compare(a, b, options: DiffOptions(regionGap: 5)).regions
                == [PixelRect(x: 10, y: 4, width: 7, height: 1)])
        // Gap 0 merges only touching pixels, diagonals included.
        let touching = TestImages.white(40, 10, black: [(3, 3), (4, 4), (6, 4)])
        #expect(PixelDiff.compare(a, touching, options: DiffOptions(regionGap: 0)).regions
                == [PixelRect(x: 3, y: 3, width: 2, height: 2), PixelRect(x: 6, y: 4, width: 1, height: 1)])
    }

    @Test func mergedBoxesKeepMerging() {
        // (0,0), (2,3) and (4,6) chain into one box; (7,0) is 2 columns from that box but farther
        // than 2 from each of its pixels, so it joins only once the box exists.
        let points = [(0, 0), (2, 3), (4, 6), (7, 0)]
        let a = TestImages.white(20, 10), b = TestImages.white(20, 10, black: points)
        #expect(PixelDiff.compare(a, b, options: DiffOptions(regionGap: 2)).regions
                == [PixelRect(x: 0, y: 0, width: 8, height: 7)])
        #expect(PixelDiff.compare(a, b, options: DiffOptions(regionGap: 1)).regions.count == 4)
    }

    @Test(arguments: [(0, UInt64(1)), (1, 2), (3, 3), (6, 4), (8, 5), (13, 6), (8, 7)])
    func matchesPixelByPixelMerging(gap: Int, seed: UInt64) {
        // Up to 600 scattered pixels: enough tiles to take the tile-union path as well.
        let count = seed == 7 ? 600 : 40 + Int(seed) * 20
        let points = TestImages.randomPoints(count, width: 300, height: 200, seed: seed)
        let result = PixelDiff.compare(TestImages.white(300, 200), TestImages.white(300, 200, black: points),
                                       options: DiffOptions(regionGap: gap))
        #expect(result.regions == Self.bruteForceRegions(points, gap: gap))
    }

    /// Starts from one box per pixel and merges any two boxes within `gap` until none are.
    static func bruteForceRegions(_ points: [(Int, Int)], gap: Int) -> [PixelRect] {
        var boxes = Set(points.map { PixelBox(x0: $0.0, y0: $0.1, x1: $0.0, y1: $0.1) }).sorted { ($0.x0, $0.y0) < ($1.x0, $1.y0) }
        var merged = true
        while merged {
            merged = false
            search: for i in 0..<boxes.count {
                for j in (i + 1)..<max(i + 1, boxes.count) where boxes[i].gap(to: boxes[j]) <= gap {
                    boxes[i] = boxes[i].union(boxes[j])
                    boxes.remove(at: j)
                    merged = true
                    break search
                }
            }
        }
        return boxes.map(\.rect).sorted { l, r in
            if l.area != r.area { return l.area > r.area }
            if l.y != r.y { return l.y < r.y }
            return l.x < r.x
        }
    }
}
