extension Rect {
    /// The parts of this rectangle outside `other`, as up to four non-overlapping rectangles: a
    /// full-width band above and below `other`, and the pieces left and right of it between
    /// them. Empty when `other` covers this rectangle; this rectangle itself when they do not
    /// overlap.
    public func subtracting(_ other: Rect) -> [Rect] {
        guard !isEmpty else { return [] }
        guard let cut = intersection(other) else { return [self] }
        var out: [Rect] = []
        if cut.minY > minY { out.append(Rect(x: minX, y: minY, width: width, height: cut.minY - minY)) }
        if cut.maxY < maxY { out.append(Rect(x: minX, y: cut.maxY, width: width, height: maxY - cut.maxY)) }
        if cut.minX > minX { out.append(Rect(x: minX, y: cut.minY, width: cut.minX - minX, height: cut.height)) }
        if cut.maxX < maxX { out.append(Rect(x: cut.maxX, y: cut.minY, width: maxX - cut.maxX, height: cut.height)) }
        return out
    }
}
