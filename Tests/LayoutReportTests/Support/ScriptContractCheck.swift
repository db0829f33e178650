import Foundation
@testable import LayoutReport

/// Checks the report page's scripts against the data contract: every access that starts at a
/// name the contract gives a type (`ReportContract.scriptNames`: `row.s`, `detail.diff.masked`)
/// is followed member by member through the contract's types, and a member its type does not
/// declare is a problem. Comments are left out; an access through brackets (`detail.images[role]`)
/// ends the check of that chain, and so does a member of an array or of a string or number.
enum ScriptContractCheck {
    /// What a script may read from an array of the contract.
    static let arrayMembers: Set<String> = [
        "length", "map", "filter", "forEach", "some", "every", "find", "findIndex", "indexOf", "includes", "join", "slice",
        "reduce", "concat", "flatMap",
    ]

    /// The problems in `source` (named `file`), one line each: `file: name.member: Type has no member member`.
    static func problems(in source: String, file: String, schema: [ContractObject]) -> [String] {
        let objects = Dictionary(uniqueKeysWithValues: schema.map { ($0.name, $0) })
        let types = Dictionary(uniqueKeysWithValues: ReportContract.scriptNames.map { ($0.name, $0.type) })
        var problems: [String] = []
        for (name, members) in accesses(in: source) {
            guard let typeName = types[name] else { continue }
            var shape = ContractShape.object(typeName)
            var path = name
            for member in members {
                path += "." + member
                if case .nullable(let inner) = shape { shape = inner }
                guard case .object(let objectName) = shape else {
                    if case .array = shape, !arrayMembers.contains(member) {
                        problems.append("\(file): \(path): an array has no member \(member)")
                    }
                    break
                }
                guard let field = objects[objectName]?.fields.first(where: { $0.key == member }) else {
                    problems.append("\(file): \(path): \(objectName) has no member \(member)")
                    break
                }
                shape = field.shape
            }
        }
        return problems
    }

    /// The names of the contract that `source` reads members of.
    static func namesUsed(in source: String) -> Set<String> {
        Set(accesses(in: source).map(\.name))
    }

    /// Every `name.member.member` chain outside comments, with `?.` read as `.`.
    static func accesses(in source: String) -> [(name: String, members: [String])] {
        let code = withoutComments(source)
        let names = ReportContract.scriptNames.map(\.name).joined(separator: "|")
        let pattern = try! NSRegularExpression(pattern: #"(?<![\w$.])("# + names + #")((?:\??\.[A-Za-z_$][\w$]*)+)"#)
        let text = code as NSString
        return pattern.matches(in: code, range: NSRange(location: 0, length: text.length)).map { match in
            let name = text.substring(with: match.range(at: 1))
            let chain = text.substring(with: match.range(at: 2)).replacingOccurrences(of: "?.", with: ".")
            return (name, chain.split(separator: ".").map(String.init))
        }
    }

    /// `source` without its `/* … */` and `// …` comments (a `//` inside a string cuts the rest of
    /// its line, which only leaves less to check).
    static func withoutComments(_ source: String) -> String {
        let block = try! NSRegularExpression(pattern: #"/\*[\s\S]*?\*/"#)
        let line = try! NSRegularExpression(pattern: #"//[^\n]*"#)
        var text = block.stringByReplacingMatches(in: source, range: NSRange(location: 0, length: (source as NSString).length),
                                                  withTemplate: " ")
        text = line.stringByReplacingMatches(in: text, range: NSRange(location: 0, length: (text as NSString).length),
                                             withTemplate: "")
        return text
    }
}
