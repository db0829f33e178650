import Foundation

/// The explanation of every element of one laid-out fixture, as a check writes it beside the
/// actual layout (`actual/<name>.explain.json`) for the fixtures a report shows in detail: the
/// elements in the layout file's order (parents before children, children in z-order), each
/// element's parent index, and each element's explanation. The report's "Why this size" panel
/// reads it to show the chain from the root to any element.
///
/// Baselines keep one too (`<name>.explain.json.gz` beside `<name>.layout.json`, written by record
/// and approve), so the panel can set the baseline's chain beside the actual's; `layout` ties the
/// file to the one layout file it explains, and an explanation whose layout file has other bytes is
/// never shown.
public struct LayoutExplanationFile: Codable, Sendable, Equatable {
    /// The fixture's name.
    public var fixture: String
    /// The SHA-256 (hex) of the layout file this explains; nil in files that do not say.
    public var layout: String?
    /// Its pixels per point.
    public var scale: Double
    /// Each element's parent index, nil for the root.
    public var parents: [Int?]
    /// Each element's explanation.
    public var elements: [ExplainedElement]

    /// Creates the file's contents.
    public init(fixture: String, layout: String? = nil, scale: Double, parents: [Int?], elements: [ExplainedElement]) {
        self.fixture = fixture
        self.layout = layout
        self.scale = scale
        self.parents = parents
        self.elements = elements
    }

    /// The file's bytes: compact, sorted keys, an unbounded maximum as the string `"inf"` (the
    /// report's copy is read by the page, not by people: `explain --json` prints it pretty). The
    /// bytes are those of `encode(self, pretty: false)`, written directly (`ExplanationJSONWriter`).
    public var data: Data {
        var writer = ExplanationJSONWriter(capacity: 1024 + 1536 * elements.count)
        writer.file(self)
        return Data(writer.bytes)
    }

    /// Reads a file written by `data` (or any JSON of the same members, as `JSONDecoder` would).
    /// The file is read as bytes (`ExplanationJSONReader`); what that reader refuses is given to
    /// `JSONDecoder`, which decides, so a file in another encoding (UTF-16) or a form the reader
    /// does not take is read as before, and an error is `JSONDecoder`'s.
    public static func read(_ data: Data) throws -> LayoutExplanationFile {
        if let file = try? ExplanationJSONReader.read(data) { return file }
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf",
                                                                        nan: "nan")
        return try decoder.decode(LayoutExplanationFile.self, from: data)
    }

    /// True when `data` is an explanation file that says it explains the layout file whose
    /// SHA-256 is `layoutDigest`: JSON whose `layout` member is that digest, whatever the other
    /// members hold (a file that says so but cannot be read is shown as unreadable, not dropped).
    public static func explains(_ data: Data, layoutDigest: String) -> Bool {
        if let layout = try? ExplanationJSONReader.layoutDigest(data) { return layout == layoutDigest }
        struct Header: Decodable { var layout: String? }
        return (try? JSONDecoder().decode(Header.self, from: data))?.layout == layoutDigest
    }

    /// `value` as the explanation's JSON is written everywhere (`explain --json`, this file):
    /// sorted keys, unbounded numbers as `"inf"`, pretty-printed unless not `pretty`.
    public static func encode<T: Encodable>(_ value: T, pretty: Bool = true) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            : [.sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf",
                                                                      nan: "nan")
        return (try? encoder.encode(value)) ?? Data("{}".utf8)
    }
}
