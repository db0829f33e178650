import CYaml

/// How deeply maps and lists may nest in a fixture file, and libyaml's own limit, raised once for
/// the whole process to match (libyaml refuses more than 1000 levels by default).
enum YAMLNesting {
    /// The most nested objects and arrays in a JSON fixture file: three per element level (an
    /// element's map, its kind's map, a `children` list) for `FixtureReader.maxDepth` elements,
    /// plus room for the document around the root.
    static let maxJSONLevels = 3 * FixtureReader.maxDepth + 100

    /// The most nested maps and lists in a YAML fixture file: enough for 1000 element levels.
    /// libyaml's flow parser takes time in the square of the nesting, so deeper fixtures are
    /// written as JSON, which is read in time proportional to its length.
    static let maxYAMLLevels = 3 * 1000 + 100

    /// The message for a file nested deeper than it may be.
    static func tooDeep(json: Bool) -> String {
        json ? "objects and arrays nest deeper than \(maxJSONLevels) levels (elements may nest at most \(FixtureReader.maxDepth) deep)"
            : "maps and lists nest deeper than \(maxYAMLLevels) levels (about 1000 elements deep); "
                + "write deeper fixtures as JSON, where elements may nest \(FixtureReader.maxDepth) deep"
    }

    /// Touch before parsing YAML: sets libyaml's limit the first time (thread-safe, once), well above
    /// `maxYAMLLevels` (libyaml counts flow levels against it twice), so the clearer check of
    /// `YAMLExpansion` decides.
    static let configured: Void = {
        yaml_set_max_nest_level(Int32(2 * maxYAMLLevels + 16))
    }()
}
