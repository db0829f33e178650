@testable import LayoutReport

/// Values of the report page's data contract with every member set, so that their encoding shows
/// every key.
enum ContractSamples {
    static let row = FixtureRow(name: "cards/profile", status: "failed", message: "12 pixels differ", layoutOnly: false, changes: 1,
                                ratio: 0.25, differentPixels: 12, recorded: false, warnings: 2)

    static let index = ReportIndexData(token: "0123456789abcdef", dataFiles: [0], fixtures: [row])

    static let node = LayoutNodeRecord(kind: "button", debugName: "follow", frame: [1, 2, 3, 4], parent: 0, isSpec: false,
                                       style: "flexGrow: 1", text: "Follow", hitArea: HitAreaRecord(area: [0, 0, 3, 4], slop: [1, 1, 1, 1]),
                                       imageScale: [2, 2], imagePixels: [6, 8], insets: [1, 2, 3, 4])

    static let layout = LayoutData(size: [320, 40], scale: 2, total: 2, nodes: [
        LayoutNodeRecord(kind: "inset", debugName: nil, frame: [0, 0, 320, 40], parent: -1, isSpec: true),
        node,
    ])

    static let explained = ExplainedElement(
        kind: "button", debugName: "follow", path: "inset/button", frame: [1, 2, 3, 4], style: "flexGrow: 1",
        offered: [[0, 0], [320, 40]], offeredBy: "inset",
        steps: [ExplainedStep(kind: "positioned", rule: "stack-1", texture: "ASStackLayoutSpec", text: "placed at (1, 2)",
                              size: [3, 4], position: [1, 2], terms: [.init(axis: "x", amount: 1, label: "inset")])])

    static let explanation = ExplanationData(LayoutExplanationFile(fixture: "cards/profile", scale: 2, parents: [nil, 0],
                                                                   elements: [explained, explained]))

    static let detail = FixtureDetail(
        name: "cards/profile", status: "failed", message: "12 pixels differ", sourceFile: "Fixtures/cards/profile.yaml",
        recorded: false, size: [320, 40], scale: 2, durationMs: 12.5, approveCommand: "layoutlab approve cards/profile",
        baselineDigest: "ab", layoutOnly: false,
        images: DetailImages(baseline: ImageReference(url: "../Baselines/cards/profile.png", width: 640, height: 80,
                                                      outside: "Baselines/cards/profile.png"),
                             actual: ImageReference(url: "actual/cards/profile.png", width: 640, height: 80),
                             diff: ImageReference(url: "diff/cards/profile.png", width: 640, height: 80)),
        diff: DetailDiff(differentPixels: 12, totalPixels: 51_200, ratio: 0.0002, regions: [[1, 2, 3, 4]], regionsTotal: 1,
                         masked: [[0, 0, 2, 2]], baselineSize: [640, 82], actualSize: [640, 80]),
        changes: [DetailChange(path: "inset/button", debugName: "follow", kind: "button", change: "moved", before: [1, 2, 3, 4],
                               after: [1, 3, 3, 4], summary: "follow: moved down 1")],
        changesTotal: 1, asciiArt: "+--+", asciiArtTruncated: false,
        layouts: DetailLayouts(baseline: layout, actual: layout, baselineSameAsActual: true),
        notes: ["a note"],
        warnings: [LayoutWarning(code: .overflow, node: "follow", path: "inset/button", reason: "overflows", fix: "shrink it")],
        why: explanation, whyBaseline: explanation)
}
