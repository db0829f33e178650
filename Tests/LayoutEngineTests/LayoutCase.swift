import LayoutFixtures
import Foundation
import LayoutEngine
import LayoutGeometry
import LayoutLabKit
import LayoutLabTestSupport
import Testing

/// Where a case's expected frames come from (its `origin`).
enum CaseOrigin: String, CaseIterable, Sendable {
    /// Written in one of Texture's own tests, which checks them when it runs.
    case textureTest = "texture-test"
    /// Measured from the pixels of Texture's reference images.
    case referenceImage = "reference-image"
    /// Worked out from Texture's source, by the rules of docs/semantics.md.
    case derived

    /// The origins a case in `set` may have: measured cases live in `reference`, the others in
    /// `ported`.
    static func allowed(in set: String) -> [CaseOrigin] {
        set == "reference" ? [.referenceImage] : [.textureTest, .derived]
    }
}

/// One layout conformance case from `Cases/<set>/*.json`: a fixture document, the frames
/// Texture gives it, where those frames come from (`origin`) and the deviations from CSS it
/// exercises (`deviations`, ids listed in docs/semantics.md).
struct LayoutCase: Sendable, CustomTestStringConvertible {
    let set: String
    let file: String
    let name: String
    let from: String
    /// The `origin` value as written ("" when missing).
    let origin: String
    /// The `deviations` ids as written; a value that is not a list of strings reads as one
    /// invalid id.
    let deviations: [String]
    let fixtureJSON: String
    let expectedSize: Size?
    let expectedFrames: [(name: String, frame: Rect)]
    let unplaced: [String]

    var testDescription: String { name.hasPrefix(set + "/") ? name : "\(set)/\(name)" }

    /// Every case of a set (`ported` or `reference`), in file order.
    static func load(set: String) -> [LayoutCase] {
        guard let base = Bundle.module.resourceURL?.appendingPathComponent("Cases/\(set)"),
              let files = try? FileManager.default.contentsOfDirectory(atPath: base.path) else { return [] }
        var out: [LayoutCase] = []
        for file in files.sorted() where file.hasSuffix(".json") {
            guard let data = FileManager.default.contents(atPath: base.appendingPathComponent(file).path),
                  let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                  let cases = root["cases"] as? [[String: Any]] else {
                out.append(LayoutCase(set: set, file: file, name: "\(file) (unreadable)", from: "", origin: "",
                                      deviations: [], fixtureJSON: "", expectedSize: nil, expectedFrames: [],
                                      unplaced: []))
                continue
            }
            for c in cases {
                let expect = c["expect"] as? [String: Any] ?? [:]
                let size = (expect["size"] as? [Double]).flatMap { $0.count == 2 ? Size(width: $0[0], height: $0[1]) : nil }
                var frames: [(String, Rect)] = []
                for (k, v) in (expect["frames"] as? [String: [Double]] ?? [:]).sorted(by: { $0.key < $1.key }) where v.count == 4 {
                    frames.append((k, Rect(x: v[0], y: v[1], width: v[2], height: v[3])))
                }
                let fixture = (c["fixture"]).flatMap { try? JSONSerialization.data(withJSONObject: $0, options: [.sortedKeys]) }
                let deviations: [String]
                switch c["deviations"] {
                case nil: deviations = []
                case let ids as [String]: deviations = ids
                default: deviations = ["(deviations is not a list of strings)"]
                }
                out.append(LayoutCase(set: set, file: file, name: c["name"] as? String ?? "?", from: c["from"] as? String ?? "",
                                      origin: c["origin"] as? String ?? "", deviations: deviations,
                                      fixtureJSON: fixture.map { String(decoding: $0, as: UTF8.self) } ?? "",
                                      expectedSize: size, expectedFrames: frames, unplaced: c["unplaced"] as? [String] ?? []))
            }
        }
        return out
    }

    /// Loads, lays out and compares; returns a failure report, or nil when every frame matches
    /// within `tolerance` points.
    func check(tolerance: Double) -> String? {
        let loaded = FixtureLoader.load(text: fixtureJSON, file: "\(set)/\(file)")
        guard loaded.errors.isEmpty, let document = loaded.fixtures.first else {
            return "fixture did not load:\n" + loaded.errors.map(\.description).joined(separator: "\n") + "\ninput: \(fixtureJSON)"
        }
        let result: FixtureLayout.Result
        do { result = try FixtureLayout.compute(document, textMeasurer: GlyphBoxMeasurer()) } catch {
            return "fixture did not build: \(error)"
        }
        var actual: [String: PlacedElement] = [:]
        result.tree.root.forEach { e, _ in if e.isNode, let n = e.element.debugName { actual[n] = e } }
        var problems: [String] = []
        func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= tolerance }
        if let s = expectedSize, !(near(s.width, result.tree.size.width) && near(s.height, result.tree.size.height)) {
            problems.append("root size: expected \(fmt(s)), got \(fmt(result.tree.size))")
        }
        for (name, want) in expectedFrames {
            guard let got = actual[name] else { problems.append("\(name): no such node"); continue }
            if got.isUnplaced { problems.append("\(name): expected \(fmt(want)), got no frame"); continue }
            let f = got.frame
            if !(near(f.minX, want.minX) && near(f.minY, want.minY) && near(f.width, want.width) && near(f.height, want.height)) {
                problems.append("\(name): expected \(fmt(want)), got \(fmt(f))")
            }
        }
        for name in unplaced where actual[name].map({ !$0.isUnplaced }) ?? false {
            problems.append("\(name): expected no frame, got \(fmt(actual[name]!.frame))")
        }
        guard !problems.isEmpty else { return nil }
        return """
        \(testDescription) (\(from))
        \(problems.joined(separator: "\n"))
        input: \(fixtureJSON)
        expected: \(expectedFrames.map { "\($0.name) \(fmt($0.frame))" }.joined(separator: ", "))
        actual tree:
        \(LayoutText.frames(result.tree.root))
        """
    }

    private func fmt(_ r: Rect) -> String {
        "[\(LayoutJSON.num(r.minX)), \(LayoutJSON.num(r.minY)), \(LayoutJSON.num(r.width)), \(LayoutJSON.num(r.height))]"
    }

    private func fmt(_ s: Size) -> String { "\(LayoutJSON.num(s.width))×\(LayoutJSON.num(s.height))" }
}

@Suite("Texture conformance cases")
struct LayoutCaseTests {
    static let ported = LayoutCase.load(set: "ported")
    static let reference = LayoutCase.load(set: "reference")

    @Test func bothSetsArePresent() {
        #expect(LayoutCaseTests.ported.count >= 50, "ported Texture tests")
        #expect(LayoutCaseTests.reference.count >= 10, "cases measured from reference images")
    }

    @Test("Every case says where its frames come from, as its folder allows")
    func everyCaseHasAKnownOrigin() {
        for c in LayoutCaseTests.ported + LayoutCaseTests.reference {
            guard let origin = CaseOrigin(rawValue: c.origin) else {
                let known = CaseOrigin.allCases.map(\.rawValue).joined(separator: ", ")
                Issue.record("\(c.testDescription) (\(c.file)): origin \"\(c.origin)\" is not one of \(known)")
                continue
            }
            if !CaseOrigin.allowed(in: c.set).contains(origin) {
                Issue.record("\(c.testDescription) (\(c.file)): origin \(origin.rawValue) does not belong in Cases/\(c.set)")
            }
        }
    }

    @Test("Texture's layout tests, ported", arguments: ported)
    func portedCase(_ c: LayoutCase) {
        if let failure = c.check(tolerance: 0.01) { Issue.record(Comment(rawValue: failure)) }
    }

    @Test("Frames measured from Texture's reference images, within 0.5 pt", arguments: reference)
    func referenceCase(_ c: LayoutCase) {
        if let failure = c.check(tolerance: 0.5) { Issue.record(Comment(rawValue: failure)) }
    }
}
