import LayoutGeometry

extension StackLayoutPass {
    /// Step 6: the stack's content lengths (the end of Texture's
    /// `ASStackUnpositionedLayout::compute`). Each line's stack length is summed again
    /// after flexing and stretching; the stack's is the longest line's, and its cross length is
    /// the lines' cross sizes plus the line spacing. The stack's size is these clamped to its
    /// range (Step 7), so it grows only to its minimum.
    mutating func computeStackAndCrossSums() {
        var longest: Double = 0
        for l in lines.indices {
            // Summed again from the line's spacing and margins unless Step 3's sum still holds.
            let sum = lines[l].hasSizeSums
                ? lines[l].stackSum : itemsStackSum(lines[l].start, lines[l].end, marginSum: lines[l].marginSum)
            lines[l].stackSum = sum
            longest = LayoutMath.appleMax(sum, longest)
        }
        stackSum = longest
        crossSum = linesCrossSum()
    }
}
