import LayoutFixtures
import Foundation
import PixelDiff

/// Turns a fixture's `ignore` list into the pixel rectangles the comparison masks: each named
/// element's frame (every element whose debugName or path is the name) and each rectangle in
/// points, scaled and rounded outwards to whole pixels.
enum DiffMaskResolver {
    /// The masks, in pixels of an image at `scale`. Throws when a name matches no element (every
    /// such name is listed): a mask that masks nothing is a mistake, never a silent no-op.
    static func pixelRects(_ ignore: [DiffIgnore], layout: LayoutSnapshot, scale: Double) throws -> [PixelRect] {
        guard !ignore.isEmpty else { return [] }
        let entries = LayoutDiff.flatten(layout)
        // Each name looked up once, whatever the length of the list or the size of the tree.
        var byName: [String: [Int]] = [:]
        for (i, entry) in entries.enumerated() {
            if let name = entry.debugName { byName[name, default: []].append(i) }
            if entry.path != entry.debugName { byName[entry.path, default: []].append(i) }
        }
        var rects: [PixelRect] = []
        var unknown: [String] = []
        for (i, item) in ignore.enumerated() {
            switch item {
            case .rect(let r):
                if let rect = pixels([r.minX, r.minY, r.width, r.height], scale: scale) { rects.append(rect) }
            case .element(let name):
                guard let matches = byName[name] else {
                    unknown.append("diff.ignore[\(i)]: \(item)")
                    continue
                }
                rects += matches.compactMap { entries[$0].frame.flatMap { pixels($0, scale: scale) } }
            }
        }
        guard unknown.isEmpty else {
            let listed = unknown.prefix(10).joined(separator: ", ") + (unknown.count > 10 ? ", … (\(unknown.count) in all)" : "")
            throw CheckError(listed + (unknown.count == 1 ? " names" : " name") + " no element of the layout (by debugName or path)"
                             + namedElements(entries))
        }
        guard rects.count <= DiffOptions.maxMasks else {
            throw CheckError("diff.ignore: its names and rectangles cover \(rects.count) element frames and areas; "
                             + "at most \(DiffOptions.maxMasks) are taken")
        }
        return rects
    }

    /// `[x, y, w, h]` in points as whole pixels covering it, or nil when empty or not finite.
    static func pixels(_ frame: [Double], scale: Double) -> PixelRect? {
        guard frame.count == 4, frame.allSatisfy(\.isFinite), frame[2] > 0, frame[3] > 0 else { return nil }
        let limit = Double(Int32.max)
        func clamp(_ v: Double) -> Int { Int(min(limit, max(-limit, v))) }
        let x0 = clamp((frame[0] * scale).rounded(.down)), y0 = clamp((frame[1] * scale).rounded(.down))
        let x1 = clamp(((frame[0] + frame[2]) * scale).rounded(.up)), y1 = clamp(((frame[1] + frame[3]) * scale).rounded(.up))
        return x1 > x0 && y1 > y0 ? PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : nil
    }

    /// "; the named elements are a, b, …" (at most 10), or nothing when none is named.
    private static func namedElements(_ entries: [LayoutDiff.Entry]) -> String {
        var seen = Set<String>()
        let names = entries.compactMap(\.debugName).filter { seen.insert($0).inserted }
        guard !names.isEmpty else { return "; no element has a debugName" }
        let shown = names.prefix(10).map { "\"\($0)\"" }.joined(separator: ", ")
        return "; the named elements are \(shown)" + (names.count > 10 ? ", …" : "")
    }
}
