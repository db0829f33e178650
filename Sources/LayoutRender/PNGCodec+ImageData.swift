extension PNGCodec {
    /// The most deflate can expand its input: 258 bytes from two bits, about 1032 to 1.
    static let maxDeflateRatio = 1032

    /// Bytes in the `IDAT` chunks of a PNG, as their headers declare them, counting no further
    /// than the end of `data`. Stops at `IEND`, or where a chunk header does not fit.
    static func imageDataBytes(in data: [UInt8]) -> Int {
        var offset = 8, total = 0
        while offset + 8 <= data.count {
            let length = Int(data[offset]) << 24 | Int(data[offset + 1]) << 16 | Int(data[offset + 2]) << 8 | Int(data[offset + 3])
            let type = data[offset + 4..<offset + 8]
            let body = offset + 8
            if type.elementsEqual("IDAT".utf8) { total += max(0, min(length, data.count - body)) }
            if type.elementsEqual("IEND".utf8) { break }
            offset = body + length + 4
        }
        return total
    }

    /// Throws when the image data present could not hold the pixels the header declares, even
    /// compressed as well as deflate allows: a truncated or corrupt file is refused before the
    /// image's memory is allocated.
    static func checkImageData(_ data: [UInt8], width: Int, height: Int, bitDepth: Int, colorType: Int,
                               path: String?) throws {
        let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType] ?? 1
        let (bits, overflow) = (width * height).multipliedReportingOverflow(by: channels * max(1, bitDepth))
        let needed = overflow ? Int.max : (bits + 7) / 8
        let present = imageDataBytes(in: data)
        guard present.multipliedReportingOverflow(by: maxDeflateRatio).partialValue + 1024 >= needed else {
            throw PNGError(path: path, reason: "the image data (\(present) bytes) cannot hold a \(width)×\(height) image; "
                           + "the file is truncated or corrupt")
        }
    }
}
