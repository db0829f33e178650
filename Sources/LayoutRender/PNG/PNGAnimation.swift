/// Animated PNG files (APNG): what browsers, GitHub and the HTML report show of them is their
/// frames, while a PNG decoder that does not animate (layoutlab's, libspng) shows the default image.
public enum PNGAnimation {
    /// The chunk types that make a file an animation: animation control, frame control, frame data.
    public static let chunkTypes: Set<String> = ["acTL", "fcTL", "fdAT"]

    /// The first animation chunk of `png` (`acTL`, `fcTL` or `fdAT`), or nil when it has none.
    /// Walks the chunks by their lengths alone (no CRC is checked); stops at a chunk cut short.
    public static func chunk(in png: [UInt8]) -> String? {
        png.withUnsafeBytes { file -> String? in
            var offset = 8
            while file.count - offset >= 12 {
                let length = Int(file[offset..<(offset + 4)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
                let type = String(decoding: UnsafeRawBufferPointer(rebasing: file[(offset + 4)..<(offset + 8)]), as: UTF8.self)
                if chunkTypes.contains(type) { return type }
                guard length <= file.count - offset - 12 else { return nil }
                offset += 12 + length
            }
            return nil
        }
    }
}
