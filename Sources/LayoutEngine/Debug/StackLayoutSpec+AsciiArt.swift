extension StackLayoutSpec: AsciiArtCustomizing {
    /// Vertical stacks draw their children one below the other.
    public var asciiArtArrangement: AsciiArtArrangement { direction == .vertical ? .vertical : .horizontal }
}
