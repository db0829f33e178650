/// Union–find over `0 ..< count` with path halving and union by index (deterministic).
struct DisjointSets {
    private var parent: [Int32]

    /// Creates `count` singleton sets.
    init(count: Int) { parent = (0..<count).map { Int32($0) } }

    /// The representative of `i`'s set.
    mutating func find(_ i: Int) -> Int {
        var i = i
        while Int(parent[i]) != i {
            parent[i] = parent[Int(parent[i])]
            i = Int(parent[i])
        }
        return i
    }

    /// Merges the sets of `a` and `b`.
    mutating func unite(_ a: Int, _ b: Int) {
        let ra = find(a), rb = find(b)
        if ra == rb { return }
        if ra < rb { parent[rb] = Int32(ra) } else { parent[ra] = Int32(rb) }
    }

    /// The bounding box of each set of the given members (`index` in `0 ..< count`), in order of
    /// first appearance.
    mutating func boundingBoxes(of members: [(index: Int, box: PixelBox)]) -> [PixelBox] {
        var slotOfRoot = [Int32](repeating: -1, count: parent.count)
        var out: [PixelBox] = []
        for member in members {
            let root = find(member.index)
            if slotOfRoot[root] < 0 {
                slotOfRoot[root] = Int32(out.count)
                out.append(member.box)
            } else {
                let slot = Int(slotOfRoot[root])
                out[slot] = out[slot].union(member.box)
            }
        }
        return out
    }

    /// The bounding box of each set, in order of the sets' smallest member.
    mutating func boundingBoxes(_ boxes: [PixelBox]) -> [PixelBox] {
        var slotOfRoot = [Int](repeating: -1, count: boxes.count)
        var out: [PixelBox] = []
        for i in 0..<boxes.count {
            let root = find(i)
            if slotOfRoot[root] < 0 {
                slotOfRoot[root] = out.count
                out.append(boxes[i])
            } else {
                out[slotOfRoot[root]] = out[slotOfRoot[root]].union(boxes[i])
            }
        }
        return out
    }
}
