/// The page data written as script-safe JSON. Optional members are left out when absent, except
/// a hit area's `a`, whose `null` means "no touch area left".
extension FixtureRow {
    func write(to w: inout ScriptJSONWriter) {
        w.object { w in
            w.key("n"); w.string(n)
            w.key("s"); w.string(s)
            if let m { w.key("m"); w.string(m) }
            w.key("lo"); w.bool(lo)
            w.key("c"); w.number(c)
            if let r { w.key("r"); w.number(r) }
            if let d { w.key("d"); w.number(d) }
            w.key("rec"); w.bool(rec)
            if self.w > 0 { w.key("w"); w.number(self.w) }
        }
    }
}

extension ReportIndexData {
    func write(to w: inout ScriptJSONWriter) {
        w.object { w in
            w.key("token"); w.string(token)
            w.key("fixtures"); w.array { w in for row in fixtures { row.write(to: &w) } }
        }
    }
}

extension FixtureDetail {
    func write(to w: inout ScriptJSONWriter) {
        w.object { w in
            w.key("name"); w.string(name)
            w.key("status"); w.string(status)
            if let message { w.key("message"); w.string(message) }
            if let sourceFile { w.key("sourceFile"); w.string(sourceFile) }
            w.key("recorded"); w.bool(recorded)
            if let size { w.key("size"); w.numbers(size) }
            if let scale { w.key("scale"); w.number(scale) }
            if let durationMs { w.key("durationMs"); w.number(durationMs) }
            w.key("approveCommand"); w.string(approveCommand)
            if let baselineDigest { w.key("baselineDigest"); w.string(baselineDigest) }
            w.key("layoutOnly"); w.bool(layoutOnly)
            w.key("images"); w.object { w in
                for (key, image) in [("baseline", images.baseline), ("actual", images.actual), ("diff", images.diff)] {
                    guard let image else { continue }
                    switch key {
                    case "baseline": w.key("baseline")
                    case "actual": w.key("actual")
                    default: w.key("diff")
                    }
                    image.write(to: &w)
                }
            }
            if let diff { w.key("diff"); diff.write(to: &w) }
            w.key("changes"); w.array { w in for change in changes { change.write(to: &w) } }
            w.key("changesTotal"); w.number(changesTotal)
            if let asciiArt { w.key("asciiArt"); w.string(asciiArt) }
            w.key("asciiArtTruncated"); w.bool(asciiArtTruncated)
            w.key("layouts"); w.object { w in
                if let baseline = layouts.baseline { w.key("baseline"); baseline.write(to: &w) }
                if let actual = layouts.actual { w.key("actual"); actual.write(to: &w) }
                if layouts.baselineSameAsActual { w.key("baselineSameAsActual"); w.bool(true) }
            }
            w.key("notes"); w.array { w in for note in notes { w.string(note) } }
            w.key("warnings"); w.array { w in
                for warning in warnings {
                    w.object { w in
                        w.key("code"); w.string(warning.code.rawValue)
                        w.key("node"); w.string(warning.node)
                        w.key("path"); w.string(warning.path)
                        w.key("reason"); w.string(warning.reason)
                        w.key("fix"); w.string(warning.fix)
                    }
                }
            }
            if let why { w.key("why"); why.write(to: &w) }
            if let whyBaseline { w.key("whyBaseline"); whyBaseline.write(to: &w) }
        }
    }
}

extension LayoutExplanationFile {
    /// `{"parents": [...], "elements": [...]}`; an unbounded maximum is `null`.
    func write(to w: inout ScriptJSONWriter) {
        w.object { w in
            w.key("parents"); w.array { w in for p in parents { if let p { w.number(p) } else { w.null() } } }
            w.key("elements"); w.array { w in for e in elements { e.write(to: &w) } }
        }
    }
}

extension ExplainedElement {
    func write(to w: inout ScriptJSONWriter) {
        w.object { w in
            w.key("kind"); w.string(kind)
            if let debugName { w.key("debugName"); w.string(debugName) }
            w.key("path"); w.string(path)
            if let frame { w.key("frame"); w.numbers(frame) }
            if !style.isEmpty { w.key("style"); w.string(style) }
            if let offered { w.key("offered"); w.array { w in for corner in offered { w.numbers(corner) } } }
            if let offeredBy { w.key("offeredBy"); w.string(offeredBy) }
            w.key("steps"); w.array { w in
                for step in steps {
                    w.object { w in
                        w.key("kind"); w.string(step.kind)
                        if !step.rule.isEmpty { w.key("rule"); w.string(step.rule) }
                        w.key("texture"); w.string(step.texture)
                        w.key("text"); w.string(step.text)
                        if let size = step.size { w.key("size"); w.numbers(size) }
                        if let position = step.position { w.key("position"); w.numbers(position) }
                        if let terms = step.terms {
                            w.key("terms"); w.array { w in
                                for t in terms {
                                    w.object { w in
                                        w.key("axis"); w.string(t.axis)
                                        w.key("amount"); w.number(t.amount)
                                        w.key("label"); w.string(t.label)
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}

extension ImageReference {
    func write(to w: inout ScriptJSONWriter) {
        w.object { w in
            w.key("url"); w.string(url)
            if let width = self.w { w.key("w"); w.number(width) }
            if let height = h { w.key("h"); w.number(height) }
            if let outside { w.key("outside"); w.string(outside) }
        }
    }
}

extension DetailDiff {
    func write(to w: inout ScriptJSONWriter) {
        w.object { w in
            w.key("differentPixels"); w.number(differentPixels)
            w.key("totalPixels"); w.number(totalPixels)
            if let ratio { w.key("ratio"); w.number(ratio) }
            w.key("regions"); w.array { w in for region in regions { w.numbers(region) } }
            w.key("regionsTotal"); w.number(regionsTotal)
            if !masked.isEmpty { w.key("masked"); w.array { w in for area in masked { w.numbers(area) } } }
            if let baselineSize { w.key("baselineSize"); w.numbers(baselineSize) }
            w.key("actualSize"); w.numbers(actualSize)
        }
    }
}

extension DetailChange {
    func write(to w: inout ScriptJSONWriter) {
        w.object { w in
            w.key("path"); w.string(path)
            if let debugName { w.key("debugName"); w.string(debugName) }
            w.key("kind"); w.string(kind)
            w.key("change"); w.string(change)
            if let before { w.key("before"); w.numbers(before) }
            if let after { w.key("after"); w.numbers(after) }
            w.key("summary"); w.string(summary)
        }
    }
}

extension LayoutData {
    func write(to w: inout ScriptJSONWriter) {
        w.object { w in
            if let size { w.key("size"); w.numbers(size) }
            if let scale { w.key("scale"); w.number(scale) }
            w.key("total"); w.number(total)
            w.key("nodes"); w.array { w in for node in nodes { node.write(to: &w) } }
        }
    }
}

extension LayoutNodeRecord {
    func write(to w: inout ScriptJSONWriter) {
        w.object { w in
            w.key("k"); w.string(k)
            if let n { w.key("n"); w.string(n) }
            if let f { w.key("f"); w.numbers(f) }
            w.key("p"); w.number(p)
            w.key("sp"); w.bool(sp)
            if let st { w.key("st"); w.string(st) }
            if let t { w.key("t"); w.string(t) }
            if let ha {
                w.key("ha"); w.object { w in
                    w.key("a")
                    if let a = ha.a { w.numbers(a) } else { w.null() }
                    if let sl = ha.sl { w.key("sl"); w.numbers(sl) }
                }
            }
            if let sf { w.key("sf"); w.numbers(sf) }
            if let px { w.key("px"); w.numbers(px) }
            if let ins { w.key("ins"); w.numbers(ins) }
        }
    }
}
