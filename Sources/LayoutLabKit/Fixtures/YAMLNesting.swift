import CYaml

/// libyaml's nesting limit, raised once for the whole process so the deepest fixture the reader
/// accepts can be parsed (libyaml refuses more than 1000 levels by default).
enum YAMLNesting {
    /// The most nested maps and lists a fixture file may hold: three per element level (an
    /// element's map, its kind's map, a `children` list) for `FixtureReader.maxDepth` elements,
    /// plus room for the document around the root.
    static let maxLevels = 3 * FixtureReader.maxDepth + 100

    /// Touch before parsing: sets libyaml's limit the first time (thread-safe, once).
    static let configured: Void = {
        yaml_set_max_nest_level(Int32(maxLevels + 16))
    }()
}
