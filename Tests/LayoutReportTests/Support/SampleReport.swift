import Foundation
@testable import LayoutReport

/// Strings that try to break out of the report's markup.
enum Hostile {
    static let script = "<script>alert(1)</script>"
    static let attribute = "\"'><img src=x onerror=alert(1)>"
    static let controls = "ctrl/\u{202E}evil\u{07}\u{2028}name"
    static let closing = "</script><script>alert(4)</script><!--"
}

/// Builds report directories for the tests: images, layout files and the report model, the way
/// `layoutlab check` lays them out.
struct SampleReport {
    let directory: URL

    /// Writes `data` at the report-relative `path`.
    func put(_ data: Data, at path: String) throws {
        let url = directory.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    /// A layout element as the enriched layout JSON writes it.
    static func element(_ kind: String, _ name: String?, _ frame: [Double]?, style: String = "",
                        children: [[String: Any]] = [], extra: [String: Any] = [:]) -> [String: Any] {
        var e: [String: Any] = ["kind": kind, "debugName": name.map { $0 as Any } ?? NSNull(),
                                "frame": frame.map { $0 as Any } ?? NSNull(), "children": children, "style": style]
        for (k, v) in extra { e[k] = v }
        return e
    }

    /// A fixture's layout file.
    static func layoutFile(name: String, size: [Double], scale: Double, root: [String: Any]) throws -> Data {
        try JSONSerialization.data(withJSONObject: ["name": name, "size": size, "scale": scale, "root": root], options: [.sortedKeys])
    }

    /// The card layout: an inset around a stack with an image (2x), a text, a control with
    /// negative slop, a button with positive slop, and images scaled unevenly and exactly.
    static func cardLayout(name: String, avatarX: Double, title: String = "Hello <b>", specName: String? = "card",
                           style: String = "flexGrow: 1") -> [String: Any] {
        let children: [[String: Any]] = [
            element("image", "avatar", [avatarX, 4, 16, 16], extra: ["image": ["pixelSize": [64, 64], "scaleFactor": [2, 2]]]),
            element("text", "title", [24, 4, 30, 10], style: style, extra: ["text": title]),
            element("control", "tap", [24, 18, 20, 10], extra: ["hitArea": ["area": [20, 14, 28, 18], "slop": [-4, -4, -4, -4]]]),
            element("button", "more", [46, 18, 8, 10], extra: ["hitArea": ["area": [48, 20, 4, 6], "slop": [2, 2, 2, 2]]]),
            element("image", "wide", [4, 24, 16, 8], extra: ["image": ["pixelSize": [48, 12], "scaleFactor": [1.5, 0.75]]]),
            element("image", "exact", [24, 30, 8, 6], extra: ["image": ["pixelSize": [16, 12], "scaleFactor": [1, 1]]]),
        ]
        let stack = element("stack", specName, [4, 4, 52, 32], children: children)
        return element("inset", nil, [0, 0, 60, 40], children: [stack], extra: ["insets": [4, 4, 4, 4]])
    }

    /// A 120 × 80 picture (a 60 × 40 pt card at 2x) with the avatar at `avatarX` points.
    static func cardImage(avatarX: Int) -> Data {
        TinyPNG.encode(width: 120, height: 80) { x, y in
            if x >= avatarX * 2 && x < avatarX * 2 + 32 && y >= 8 && y < 40 { return (37, 99, 235, 255) }
            if x >= 48 && x < 108 && y >= 8 && y < 28 { return (30, 30, 30, 255) }
            if x >= 48 && x < 88 && y >= 36 && y < 56 { return (18, 183, 106, 255) }
            return (255, 255, 255, 255)
        }
    }

    static func diffImage() -> Data {
        TinyPNG.encode(width: 120, height: 80) { x, y in
            (x >= 8 && x < 48 && y >= 8 && y < 40) ? (255, 0, 0, 255) : (235, 235, 235, 255)
        }
    }

    /// The mixed report: failed, hostile names and texts, new, errored, passed, layout-only, and
    /// broken files.
    static func mixed(in directory: URL) throws -> CheckReport {
        let s = SampleReport(directory: directory)
        let base = cardImage(avatarX: 4), moved = cardImage(avatarX: 8), diff = diffImage()
        var fixtures: [FixtureOutcome] = []

        func full(_ name: String, status: FixtureStatus, message: String?, moved movedAvatar: Bool, layoutOnly: Bool = false,
                  title: String = "Hello <b>", specName: String? = "card", style: String = "flexGrow: 1",
                  art: String? = nil, changes: [LayoutChange] = []) throws -> FixtureOutcome {
            try s.put(base, at: "baseline/\(name).png")
            try s.put(movedAvatar ? moved : base, at: "actual/\(name).png")
            try s.put(try layoutFile(name: name, size: [60, 40], scale: 2,
                                     root: cardLayout(name: name, avatarX: 4, title: title, specName: specName, style: style)),
                      at: "baseline/\(name).layout.json")
            try s.put(try layoutFile(name: name, size: [60, 40], scale: 2,
                                     root: cardLayout(name: name, avatarX: movedAvatar || layoutOnly ? 8 : 4, title: title,
                                                      specName: specName, style: style)),
                      at: "actual/\(name).layout.json")
            var images = FixtureImages(baseline: "baseline/\(name).png", actual: "actual/\(name).png")
            var figures: DiffFigures?
            if movedAvatar {
                try s.put(diff, at: "diff/\(name).png")
                images.diff = "diff/\(name).png"
                figures = DiffFigures(differentPixels: 512, totalPixels: 9600, ratio: 512.0 / 9600, regions: [[8, 8, 40, 32]],
                                      actualSize: [120, 80])
                // An ignored element (a clock): not compared, shown on every image.
                figures?.masked = [[80, 40, 30, 20]]
            } else {
                figures = DiffFigures(differentPixels: 0, totalPixels: 9600, ratio: 0, regions: [], actualSize: [120, 80])
            }
            return FixtureOutcome(
                name: name, status: status, message: message, sourceFile: "Fixtures/cards.yaml", size: [60, 40], scale: 2,
                images: images, layouts: FixtureLayouts(baseline: "baseline/\(name).layout.json", actual: "actual/\(name).layout.json"),
                diff: figures, layoutChanges: changes, layoutOnlyChange: layoutOnly,
                asciiArt: art ?? "<inset>\n  <stack \"card\">\n    <image \"avatar\">", approveCommand: "layoutlab approve '\(name)'",
                durationMilliseconds: 3.5)
        }
        let avatarMoved = LayoutChange(path: "inset/stack[0]/image \"avatar\"", debugName: "avatar", elementKind: "image",
                                       change: .moved, before: [4, 4, 16, 16], after: [8, 4, 16, 16], summary: "avatar: x 4 → 8 (+4pt)")

        fixtures.append(try full("cards/profile", status: .failed,
                                 message: "512 pixels differ (5.33%); largest region 40×32 at (8, 8); avatar moved",
                                 moved: true, changes: [avatarMoved]))
        fixtures.append(try full(Hostile.script, status: .failed, message: "\(Hostile.script) \u{1B}[31m \(Hostile.attribute)",
                                 moved: true, title: "<script>alert(2)</script>", specName: Hostile.attribute, style: Hostile.closing,
                                 art: "\(Hostile.closing)\n\u{2028}<inset \(Hostile.attribute)>",
                                 changes: [LayoutChange(path: Hostile.closing, debugName: Hostile.attribute, elementKind: "<b>x</b>",
                                                        change: .resized, before: [1, 2, 3, 4], after: [1, 2, 5, 4],
                                                        summary: Hostile.script)]))

        // New: the actual image and layout only.
        let newName = Hostile.attribute
        try s.put(moved, at: "actual/\(newName).png")
        try s.put(try layoutFile(name: newName, size: [60, 40], scale: 2, root: cardLayout(name: newName, avatarX: 8)),
                  at: "actual/\(newName).layout.json")
        fixtures.append(FixtureOutcome(name: newName, status: .new, message: "no baseline", size: [60, 40], scale: 2,
                                       images: FixtureImages(actual: "actual/\(newName).png"),
                                       layouts: FixtureLayouts(actual: "actual/\(newName).layout.json"),
                                       approveCommand: "layoutlab approve --new"))

        fixtures.append(FixtureOutcome(name: Hostile.controls, status: .error,
                                       message: "Fixtures/bad.yaml: root.stack.children[0]: expected an element\n\u{0}\u{1B}\u{202E}x",
                                       sourceFile: "Fixtures/bad.yaml", approveCommand: "layoutlab approve x"))
        fixtures.append(try full("plain/passed", status: .passed, message: nil, moved: false))
        fixtures.append(try full("layout/only", status: .passed, message: "pixels match; layout changed", moved: false,
                                 layoutOnly: true, changes: [avatarMoved]))

        // Broken files: a missing baseline image and layout, a corrupt actual layout, an unsafe path.
        try s.put(moved, at: "actual/broken/files.png")
        try s.put(Data("{not json".utf8), at: "actual/broken/files.layout.json")
        fixtures.append(FixtureOutcome(name: "broken/files", status: .failed, message: "files are broken",
                                       images: FixtureImages(baseline: "baseline/broken/files.png", actual: "actual/broken/files.png",
                                                             diff: "../outside.png"),
                                       layouts: FixtureLayouts(baseline: "baseline/broken/files.layout.json",
                                                               actual: "actual/broken/files.layout.json"),
                                       approveCommand: "layoutlab approve broken/files"))

        fixtures.sort { $0.name < $1.name }
        return CheckReport(tool: "layoutlab 0.1.0", startedAt: "2025-01-01T00:00:00Z", durationSeconds: 1.25,
                           settings: ReportSettings(threshold: 0.1, record: "never", jobs: 2, baselineDirectory: "Baselines",
                                                    fixtureRoots: ["Fixtures"]),
                           fixtures: fixtures,
                           warnings: ["Render settings differ from Baselines/manifest.json: \(Hostile.script)"])
    }

    /// `count` passing fixtures with images and layouts, as a large catalog's report.
    static func bulk(count: Int, in directory: URL) throws -> CheckReport {
        let s = SampleReport(directory: directory)
        let image = cardImage(avatarX: 4)
        let names = (0..<count).map { String(format: "group%02d/fixture-%05d", $0 / 50, $0) }
        var fixtures: [FixtureOutcome] = []
        for name in names {
            let layout = try layoutFile(name: name, size: [60, 40], scale: 2, root: cardLayout(name: name, avatarX: 4))
            try s.put(image, at: "baseline/\(name).png")
            try s.put(image, at: "actual/\(name).png")
            try s.put(layout, at: "baseline/\(name).layout.json")
            try s.put(layout, at: "actual/\(name).layout.json")
            fixtures.append(FixtureOutcome(
                name: name, status: .passed, size: [60, 40], scale: 2,
                images: FixtureImages(baseline: "baseline/\(name).png", actual: "actual/\(name).png"),
                layouts: FixtureLayouts(baseline: "baseline/\(name).layout.json", actual: "actual/\(name).layout.json"),
                diff: DiffFigures(differentPixels: 0, totalPixels: 9600, ratio: 0, regions: [], actualSize: [120, 80]),
                asciiArt: "<inset>\n  <stack \"card\">", approveCommand: "layoutlab approve '\(name)'", durationMilliseconds: 1))
        }
        return CheckReport(tool: "layoutlab 0.1.0", startedAt: "2025-01-01T00:00:00Z", durationSeconds: 2,
                           settings: ReportSettings(threshold: 0.1, record: "never", jobs: 2, baselineDirectory: "Baselines",
                                                    fixtureRoots: ["Fixtures"]),
                           fixtures: fixtures)
    }
}
