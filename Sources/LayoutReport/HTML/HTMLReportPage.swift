import Foundation
import LayoutSupport

/// The markup of `index.html`: the run's summary, the filters and search, the list and detail
/// panes, the embedded fixture rows, the style sheet and the script. Strings from the report are
/// escaped where they are placed; the rows travel as JSON inside a non-executed script element.
struct HTMLReportPage {
    /// The report.
    var report: CheckReport
    /// The embedded data, already JSON.
    var dataJSON: String
    /// The style sheet and script.
    var assets: ReportAssets
    /// The review session the page belongs to, when a review server serves it.
    var review: LiveReview? = nil
    /// Counts taken from the fixtures themselves, so the filters and the list always agree.
    var summary: ReportSummary { ReportSummary(report.fixtures) }

    /// The page's Content-Security-Policy: its own inline style sheet and script, by their
    /// hashes; the static report also loads its data files as scripts (`data/<n>.js`, beside
    /// it on disk), the live page fetches its data from its own origin instead.
    var contentSecurityPolicy: String {
        [
            "default-src 'none'",
            review == nil ? "script-src 'self' file: '\(Self.hash(assets.script))'" : "script-src '\(Self.hash(assets.script))'",
            "style-src '\(Self.hash(assets.style))'",
            review == nil ? "img-src 'self' file: data:" : "img-src 'self' data:",
            review == nil ? nil : "connect-src 'self'",
            "base-uri 'none'",
            "form-action 'none'",
        ].compactMap { $0 }.joined(separator: "; ")
    }

    /// The page.
    func render() -> String {
        let script = assets.script
        let css = assets.style
        let policy = contentSecurityPolicy
        var html = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta http-equiv="Content-Security-Policy" content="\(policy)">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="referrer" content="no-referrer">
        <title>\(MarkupEscaper.html.text(title))</title>
        <style>\(css)</style>
        </head>
        <body>
        <header class="top">
        <h1>layoutlab report</h1>
        <span class="meta">\(MarkupEscaper.html.text(meta))</span>
        <div class="bar filters" role="toolbar" aria-label="Filter by outcome">

        """
        html += filterButtons()
        html += """
        <input id="search" type="search" placeholder="Search names (press /)" aria-label="Search fixture names" autocomplete="off" spellcheck="false">
        <span id="shown"></span>
        <span class="keys"><kbd>j</kbd>/<kbd>k</kbd> next/previous · <kbd>1</kbd>–<kbd>4</kbd> or <kbd>v</kbd> view · <kbd>h</kbd> <kbd>p</kbd> <kbd>s</kbd> <kbd>r</kbd> overlays · <kbd>z</kbd> zoom · <kbd>/</kbd> search · <kbd>c</kbd> copy command · click an element: why this size, <kbd>Esc</kbd> closes</span>
        </div>

        """
        if let orphans = report.orphanedBaselines, !orphans.isEmpty {
            html += "<ul class=\"warnings orphans\" id=\"orphans\">"
            for orphan in orphans {
                let path = report.settings.baselineDirectory + "/" + orphan
                html += "<li>Orphaned baseline \(MarkupEscaper.html.text(path)): no fixture produces it "
                    + "(<code>layoutlab prune</code> removes it)</li>"
            }
            html += "</ul>"
        }
        html += rendererDriftSection()
        if !report.warnings.isEmpty {
            html += "<ul class=\"warnings\" id=\"warnings\">"
            for warning in report.warnings { html += "<li>\(MarkupEscaper.html.text(warning))</li>" }
            html += "</ul>\n"
        }
        html += """
        </header>
        <main>
        <section id="list" aria-label="Fixtures" role="listbox"><div id="list-spacer"></div><p id="empty" hidden>No fixture matches the filters.</p></section>
        <section id="detail" aria-live="polite"><noscript>The report needs JavaScript to show the fixtures; report.json holds the same results.</noscript></section>
        </main>
        <div id="hover-info" hidden></div>
        <script type="application/json" id="layoutlab-data">\(dataJSON)</script>
        \(reviewElement)
        <script>\(script)</script>
        </body>
        </html>

        """
        return html
    }

    /// The review session's data, for the page's live updates and buttons; empty on a static page.
    private var reviewElement: String {
        guard let review else { return "" }
        var json = ScriptJSONWriter(capacity: 128)
        json.object { w in
            w.key("token"); w.string(review.token)
            w.key("version"); w.number(review.version)
            w.key("undoable"); w.number(review.undoable)
        }
        return "<script type=\"application/json\" id=\"layoutlab-review\">\(json.text)</script>"
    }

    /// `'sha256-<base64>'` of a script or style sheet, as the Content-Security-Policy expects.
    static func hash(_ source: String) -> String {
        "sha256-" + Data(SHA256.digest(Array(source.utf8))).base64EncodedString()
    }

    private var title: String {
        let s = summary
        var parts: [String] = []
        if s.failed > 0 { parts.append("\(s.failed) failed") }
        if let drift = s.rendererDrift { parts.append("\(drift) renderer drift") }
        if s.new > 0 { parts.append("\(s.new) new") }
        if s.error > 0 { parts.append("\(s.error) errored") }
        if parts.isEmpty { parts.append("all \(s.passed) passed") }
        return "layoutlab: " + parts.joined(separator: ", ") + " of \(s.total)"
    }

    private var meta: String {
        let settings = report.settings
        var parts = [report.tool, "started \(report.startedAt)", String(format: "%.1f s", report.durationSeconds),
                     "threshold \(settings.threshold)", "record \(settings.record)", "\(settings.jobs) jobs"]
        if let n = settings.maxDiffPixels { parts.append("max \(n) differing pixels") }
        if let r = settings.maxDiffRatio { parts.append("max ratio \(r)") }
        if let shard = settings.shard { parts.append("shard \(shard)") }
        if let filter = settings.filter { parts.append("filter \(filter)") }
        if let recorded = report.recordedPhrase { parts.append(recorded) }
        return parts.joined(separator: " · ")
    }

    private func filterButtons() -> String {
        let s = summary
        var buttons: [(String, String, Int)] = [
            ("all", "All", s.total), ("failed", "Failed", s.failed), ("new", "New", s.new), ("error", "Errored", s.error),
            ("passed", "Passed", s.passed), ("layoutOnly", "Layout-only changes", s.layoutOnly),
        ]
        if let drift = s.rendererDrift { buttons.insert(("drift", "Renderer drift", drift), at: 2) }
        let warned = report.fixtures.filter { !($0.warnings ?? []).isEmpty }.count
        if warned > 0 { buttons.append(("warnings", "Layout warnings", warned)) }
        return buttons.map { filter, label, count in
            "<button type=\"button\" class=\"filter\" data-filter=\"\(filter)\" aria-pressed=\"\(filter == "all")\">\(label) <b>\(count)</b></button>\n"
        }.joined()
    }

    /// The renderer-drift notice under the filters: how many fixtures changed pixels only, the
    /// libraries and versions that changed, and what re-records them; empty when none drifted.
    private func rendererDriftSection() -> String {
        guard let drift = report.rendererDrift, let count = summary.rendererDrift else { return "" }
        let versions = drift.libraries.map { change in
            "<li><b>\(MarkupEscaper.html.text(change.name))</b> \(MarkupEscaper.html.text(change.baselines ?? "unrecorded")) → "
                + "\(MarkupEscaper.html.text(change.machine ?? "none"))</li>"
        }.joined()
        let outcome = drift.accepted ? "They pass with a warning (acceptRendererDrift)." : "They fail the run."
        return "<div class=\"drift\" id=\"renderer-drift\"><p><b>Renderer drift:</b> \(count) fixture\(count == 1 ? "" : "s") "
            + "changed pixels only (no frame moved); the libraries that render differ from the baselines' manifest:</p>"
            + "<ul>\(versions)</ul><p>\(outcome) <code>layoutlab approve --renderer-drift</code> re-records them; "
            + "the Renderer drift filter lists them.</p></div>\n"
    }
}
