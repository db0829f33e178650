import FlyingFox
import Foundation
import LayoutLabKit
import LayoutReport
import LayoutSupport

/// The `update` event: the report's new version and the fixtures checked.
struct UpdateEvent: Codable {
    var version: Int
    var changed: [String]
}

/// What `POST /approve` reads.
struct ApproveBody: Codable {
    var names: [String]
}

extension ReviewServer {
    /// The folders of the report directory the page loads images from (its data comes from
    /// `data/<index>.json`, made from the report in memory).
    static let servedFolders = ["actual", "baseline", "diff", "overlays"]

    /// Headers every answer carries: no caching, for the page's own origin only, not to be
    /// sniffed as another type, not to be framed, no referrer. The page's own policy replaces
    /// the default one.
    static let commonHeaders: [(String, String)] = [
        ("Cache-Control", "no-store"),
        ("Cross-Origin-Resource-Policy", "same-origin"),
        ("X-Content-Type-Options", "nosniff"),
        ("X-Frame-Options", "DENY"),
        ("Referrer-Policy", "no-referrer"),
        ("Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'"),
    ]

    /// How guarded a request is (`RequestGuard.Access`).
    static func access(_ method: HTTPMethod, _ path: String) -> RequestGuard.Access {
        guard method == .GET || method == .HEAD else { return .change }
        switch path {
        case "/", "/index.html": return .page
        case "/state": return .tokenRead
        default: return path.hasPrefix("/data/") && path.hasSuffix(".json") ? .tokenRead : .read
        }
    }

    /// Answers one request: refused (403) unless the guard accepts it, then routed.
    func answer(_ request: HTTPRequest) async -> HTTPResponse {
        let facts = RequestGuard.Facts(host: request.headers[.host], origin: request.headers[HTTPHeader("Origin")],
                                       token: request.headers[HTTPHeader("X-Layoutlab-Token")],
                                       fetchSite: request.headers[HTTPHeader("Sec-Fetch-Site")],
                                       fetchDest: request.headers[HTTPHeader("Sec-Fetch-Dest")])
        if let reason = requestGuard.refusal(ReviewServer.access(request.method, request.path), facts) {
            refusals.note("review: refused \(request.method.rawValue) \(request.path): \(reason)")
            return text(.forbidden, reason)
        }
        switch (request.method, request.path) {
        case (.GET, "/"), (.GET, "/index.html"):
            return page()
        case (.GET, "/favicon.ico"):
            return HTTPResponse(statusCode: .noContent, headers: [.cacheControl: "no-store"])
        case (.GET, "/state"):
            return state()
        case (.GET, "/events"):
            return events()
        case (.POST, "/approve"):
            guard let body = try? JSONDecoder().decode(ApproveBody.self, from: await request.bodyData) else {
                return text(.badRequest, "expected JSON {\"names\": [fixture names]}")
            }
            return await action { $0.approve(names: body.names) }
        case (.POST, "/undo"):
            return await action { $0.undo() }
        case (.GET, _):
            return file(String(request.path.dropFirst()))
        default:
            return text(.methodNotAllowed, "\(request.method.rawValue) \(request.path) is not served")
        }
    }

    private func page() -> HTTPResponse {
        let (version, report) = session.state
        do {
            let live = try HTMLReportWriter.livePage(report, review: LiveReview(token: token, version: version,
                                                                                undoable: session.undoable))
            return HTTPResponse(statusCode: .ok, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store",
                                                           HTTPHeader("Content-Security-Policy"): live.contentSecurityPolicy],
                                body: Data(live.html.utf8))
        } catch {
            return text(.internalServerError, "\(error)")
        }
    }

    private func state() -> HTTPResponse {
        let (version, report) = session.state
        let index = self.index(version: version, report: report).json
        let body = "{\"version\":\(version),\"undoable\":\(session.undoable),\"index\":\(index)}"
        return HTTPResponse(statusCode: .ok, headers: [.contentType: "application/json", .cacheControl: "no-store"],
                            body: Data(body.utf8))
    }

    private func events() -> HTTPResponse {
        let first = EventHub.message(event: "update",
                                     json: ReviewServer.json(UpdateEvent(version: session.state.version, changed: [])))
        let body = HTTPBodySequence(from: EventBody(messages: hub.subscribe(first: first)), suggestedBufferSize: 65_536)
        return HTTPResponse(statusCode: .ok, headers: [.contentType: "text/event-stream", .cacheControl: "no-store"],
                            body: body)
    }

    private func action(_ work: @escaping @Sendable (ReviewSession) -> ReviewActionResult) async -> HTTPResponse {
        let session = self.session
        let result = await ReviewServer.offload { work(session) }
        for line in result.lines { lines("review: \(line)") }
        publish(result.version, changed: result.names)
        return HTTPResponse(statusCode: result.ok ? .ok : .conflict,
                            headers: [.contentType: "application/json", .cacheControl: "no-store"],
                            body: Data(ReviewServer.json(ActionBody(result)).utf8))
    }

    /// A file of the report directory, from one of `servedFolders` only; `data/<index>.json` is
    /// made from the report the page was last told about (`HTMLReportWriter.dataJSON`). The data
    /// files the static report loads as scripts (`data/<n>.js`) are not served: a page of
    /// another origin could run them.
    private func file(_ relative: String) -> HTTPResponse {
        let decoded = relative.removingPercentEncoding ?? relative
        if decoded.hasPrefix("data/") {
            guard decoded.hasSuffix(".json"), let number = Int(decoded.dropFirst(5).dropLast(5)) else {
                return text(.notFound, "not found: the review page loads data/<index>.json")
            }
            let (version, report) = session.state
            let token = index(version: version, report: report).token
            let directory = session.settings.reportDirectory
            guard let json = HTMLReportWriter.dataJSON(report, index: number, token: token, directory: directory) else {
                return text(.notFound, "not found")
            }
            return HTTPResponse(statusCode: .ok, headers: [.contentType: "application/json", .cacheControl: "no-store"], body: json)
        }
        guard let folder = decoded.split(separator: "/").first, ReviewServer.servedFolders.contains(String(folder)),
              let path = try? ContainedPath.resolve(decoded, in: session.settings.reportDirectory),
              let data = FileManager.default.contents(atPath: path) else {
            return text(.notFound, "not found")
        }
        let type: String
        switch (decoded as NSString).pathExtension {
        case "png": type = "image/png"
        case "json": type = "application/json"
        default: type = "application/octet-stream"
        }
        return HTTPResponse(statusCode: .ok, headers: [.contentType: type, .cacheControl: "no-store"], body: data)
    }

    private func text(_ status: HTTPStatusCode, _ message: String) -> HTTPResponse {
        HTTPResponse(statusCode: status, headers: [.contentType: "text/plain; charset=utf-8", .cacheControl: "no-store"],
                     body: Data((message + "\n").utf8))
    }

    /// `value` as compact JSON.
    static func json(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}

/// The answer to `POST /approve` and `POST /undo`.
struct ActionBody: Codable {
    var ok: Bool
    var lines: [String]
    var names: [String]
    var version: Int
    var undoable: Int

    init(_ result: ReviewActionResult) {
        ok = result.ok
        lines = result.lines
        names = result.names
        version = result.version
        undoable = result.undoable
    }
}
