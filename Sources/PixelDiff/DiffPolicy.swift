/// When a comparison passes: the per-pixel options plus limits on how much may differ.
///
/// Images of different sizes always fail (odiff's `layout-diff`), whatever the limits. With no
/// limit set, any differing pixel fails (anti-aliased pixels are not differences unless
/// `options.includeAntiAliased` is set). With limits, every limit that is set must hold.
public struct DiffPolicy: Hashable, Sendable {
    /// Threshold, anti-aliasing handling and region merging.
    public var options: DiffOptions
    /// The most differing pixels allowed, or `nil` for no pixel-count limit.
    public var maxDiffPixels: Int?
    /// The largest ratio of differing pixels allowed (0 to 1), or `nil` for no ratio limit.
    public var maxDiffRatio: Double?

    /// Creates a policy; the defaults fail on any difference that is not anti-aliasing.
    public init(options: DiffOptions = DiffOptions(), maxDiffPixels: Int? = nil, maxDiffRatio: Double? = nil) {
        self.options = options
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffRatio = maxDiffRatio
    }

    /// True when `result` is within the policy.
    public func accepts(_ result: DiffResult) -> Bool {
        failure(result) == nil
    }

    /// Why `result` fails the policy, as odiff names it, or nil when it passes.
    public func failure(_ result: DiffResult) -> DiffResult.FailureReason? {
        if !result.sizesMatch { return .layoutDiff }
        return pixelsWithinLimits(result) ? nil : .pixelDiff
    }

    /// True when the differing pixels are within the limits.
    private func pixelsWithinLimits(_ result: DiffResult) -> Bool {
        if maxDiffPixels == nil && maxDiffRatio == nil { return result.diffPixels == 0 }
        if let limit = maxDiffPixels, result.diffPixels > limit { return false }
        if let limit = maxDiffRatio, !(result.ratio <= limit) { return false }
        return true
    }

    /// Why `result` fails the policy, or `nil` when it passes.
    public func failureReason(_ result: DiffResult) -> String? {
        switch failure(result) {
        case nil: return nil
        case .layoutDiff: return "the images differ in size, \(result.baselineSize) → \(result.actualSize)"
        case .pixelDiff: break
        }
        if maxDiffPixels == nil && maxDiffRatio == nil {
            return "\(result.diffPixels) pixels differ, none allowed"
        }
        if let limit = maxDiffPixels, result.diffPixels > limit {
            return "\(result.diffPixels) pixels differ, at most \(limit) allowed"
        }
        let limit = maxDiffRatio ?? 0
        return "ratio \(result.ratio) of pixels differ, at most \(limit) allowed"
    }
}
