import Foundation
import LayoutFile

/// Reads an explanation file's JSON directly from its bytes into a `LayoutExplanationFile`, as
/// `JSONDecoder` would with numbers also accepted as the strings `"inf"`, `"-inf"` and `"nan"`:
/// members in any order and with any JSON white space, unknown members skipped, the first of
/// two members of one name taken, an absent or `null` optional as nil, and a missing required
/// member, a value of the wrong type or any JSON syntax error thrown. A failing screen's 75 KB
/// file took 1.8 ms through `JSONDecoder` and takes 0.6 ms here (`layoutlab-bench failing
/// --explanation`, release, median of 20).
struct ExplanationJSONReader {
    /// Why a file could not be read: the byte offset and what was expected there.
    struct Failure: Error, CustomStringConvertible {
        var offset: Int
        var message: String
        var description: String { "byte \(offset): \(message)" }
    }

    /// The file's bytes.
    let bytes: UnsafeBufferPointer<UInt8>
    /// Where reading is.
    var position = 0
    /// The objects and arrays open at the position.
    var depth = 0
    /// Deepest nesting of a file, as `JSONDecoder` limits it.
    static let maxDepth = 512

    private init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// The file `data` holds.
    static func read(_ data: Data) throws(Failure) -> LayoutExplanationFile {
        try whole(data) { (reader) throws(Failure) in try reader.file() }
    }

    /// The `layout` member of the file `data` holds (the SHA-256 of the layout file it explains),
    /// the other members checked as JSON only, as a decoder of that one member reads the file.
    static func layoutDigest(_ data: Data) throws(Failure) -> String? {
        try whole(data) { (reader) throws(Failure) in
            var layout: String?
            try reader.members { (reader, key) throws(Failure) in
                guard key == "layout" else {
                    try reader.skipValue()
                    return false
                }
                layout = try reader.optional { (r) throws(Failure) in try r.string() }
                return true
            }
            return layout
        }
    }

    /// What `value` reads from the whole of `data`: a UTF-8 byte order mark and white space may
    /// come before it, white space only after it.
    private static func whole<T>(_ data: Data, _ value: (inout ExplanationJSONReader) throws(Failure) -> T) throws(Failure) -> T {
        let result: Result<T, Failure> = data.withUnsafeBytes { raw in
            var reader = ExplanationJSONReader(raw.bindMemory(to: UInt8.self))
            do throws(Failure) {
                reader.skipByteOrderMarkAndSpace()
                let read = try value(&reader)
                reader.skipSpace()
                guard reader.position == reader.bytes.count else { throw reader.failure("the end of the file") }
                return .success(read)
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    // MARK: The file's types

    private mutating func file() throws(Failure) -> LayoutExplanationFile {
        var fixture: String?, layout: String?, scale: Double?, parents: [Int?]?, elements: [ExplainedElement]?
        try members { (reader, key) throws(Failure) in
            switch key {
            case "fixture": fixture = try reader.string()
            case "layout": layout = try reader.optional { (r) throws(Failure) in try r.string() }
            case "scale": scale = try reader.number()
            case "parents": parents = try reader.array { (r) throws(Failure) in try r.optional { (r) throws(Failure) in try r.integer() } }
            case "elements": elements = try reader.array { (r) throws(Failure) in try r.element() }
            default:
                try reader.skipValue()
                return false
            }
            return true
        }
        return LayoutExplanationFile(fixture: try required(fixture, "fixture"), layout: layout, scale: try required(scale, "scale"),
                                     parents: try required(parents, "parents"), elements: try required(elements, "elements"))
    }

    private mutating func element() throws(Failure) -> ExplainedElement {
        var kind: String?, debugName: String?, path: String?, frame: [Double]?, style: String?
        var offered: [[Double]]?, offeredBy: String?, steps: [ExplainedStep]?
        try members { (reader, key) throws(Failure) in
            switch key {
            case "kind": kind = try reader.string()
            case "debugName": debugName = try reader.optional { (r) throws(Failure) in try r.string() }
            case "path": path = try reader.string()
            case "frame": frame = try reader.optional { (r) throws(Failure) in try r.numbers() }
            case "style": style = try reader.string()
            case "offered": offered = try reader.optional { (r) throws(Failure) in try r.array { (r) throws(Failure) in try r.numbers() } }
            case "offeredBy": offeredBy = try reader.optional { (r) throws(Failure) in try r.string() }
            case "steps": steps = try reader.array { (r) throws(Failure) in try r.step() }
            default:
                try reader.skipValue()
                return false
            }
            return true
        }
        return ExplainedElement(kind: try required(kind, "kind"), debugName: debugName, path: try required(path, "path"), frame: frame,
                                style: try required(style, "style"), offered: offered, offeredBy: offeredBy,
                                steps: try required(steps, "steps"))
    }

    private mutating func step() throws(Failure) -> ExplainedStep {
        var kind: String?, rule: String?, texture: String?, text: String?
        var size: [Double]?, position: [Double]?, terms: [ExplainedStep.Term]?
        try members { (reader, key) throws(Failure) in
            switch key {
            case "kind": kind = try reader.string()
            case "rule": rule = try reader.string()
            case "texture": texture = try reader.string()
            case "text": text = try reader.string()
            case "size": size = try reader.optional { (r) throws(Failure) in try r.numbers() }
            case "position": position = try reader.optional { (r) throws(Failure) in try r.numbers() }
            case "terms": terms = try reader.optional { (r) throws(Failure) in try r.array { (r) throws(Failure) in try r.term() } }
            default:
                try reader.skipValue()
                return false
            }
            return true
        }
        return ExplainedStep(kind: try required(kind, "kind"), rule: try required(rule, "rule"), texture: try required(texture, "texture"),
                             text: try required(text, "text"), size: size, position: position, terms: terms)
    }

    private mutating func term() throws(Failure) -> ExplainedStep.Term {
        var axis: String?, amount: Double?, label: String?
        try members { (reader, key) throws(Failure) in
            switch key {
            case "axis": axis = try reader.string()
            case "amount": amount = try reader.number()
            case "label": label = try reader.string()
            default:
                try reader.skipValue()
                return false
            }
            return true
        }
        return ExplainedStep.Term(axis: try required(axis, "axis"), amount: try required(amount, "amount"),
                                  label: try required(label, "label"))
    }

    private func required<T>(_ value: T?, _ key: String) throws(Failure) -> T {
        guard let value else { throw Failure(offset: position, message: "expected a member \"\(key)\" in the object before it") }
        return value
    }
}
