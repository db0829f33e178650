/// The chunks of a PNG file, and PNG files made of chunks with correct CRCs (as a tool that
/// rewrites a file makes them): for tests that edit files the way people and tools do.
public enum PNGChunks {
    /// The chunks in file order: type and data.
    public static func parse(_ png: [UInt8]) -> [(type: String, data: [UInt8])] {
        var out: [(String, [UInt8])] = []
        var offset = 8
        while offset + 12 <= png.count {
            let length = Int(png[offset..<(offset + 4)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
            guard length <= png.count - offset - 12 else { break }
            out.append((String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self),
                        Array(png[(offset + 8)..<(offset + 8 + length)])))
            offset += 12 + length
        }
        return out
    }

    /// A PNG file of these chunks, each with its CRC.
    public static func file(_ chunks: [(type: String, data: [UInt8])]) -> [UInt8] {
        var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        for (type, data) in chunks { out += PNGFixtureWriter.chunk(type, data) }
        return out
    }

    /// `png` with its image data (IDAT) replaced by that of `other`, every other chunk kept.
    public static func splicingImageData(of other: [UInt8], into png: [UInt8]) -> [UInt8] {
        let data = parse(other).filter { $0.type == "IDAT" }
        var out: [(type: String, data: [UInt8])] = []
        var placed = false
        for chunk in parse(png) {
            if chunk.type == "IDAT" {
                if !placed { out += data; placed = true }
            } else {
                out.append(chunk)
            }
        }
        return file(out)
    }

    /// `png` with the lines of its `llPX` digest chunk passed through `edit` (each line without its
    /// newline; the chunk ends with one), every other chunk kept: a baseline as an earlier version
    /// wrote it, or with its note rearranged.
    public static func editingDigestNote(of png: [UInt8], _ edit: ([String]) -> [String]) -> [UInt8] {
        file(parse(png).map { chunk in
            guard chunk.type == "llPX" else { return chunk }
            let lines = String(decoding: chunk.data, as: UTF8.self).split(separator: "\n").map(String.init)
            return ("llPX", Array(edit(lines).map { $0 + "\n" }.joined().utf8))
        })
    }
}
