/// The names a list gives what it shows by place, so that structural diffs, overlays and the
/// report can tell them apart when nothing else named them.
extension ListSection {
    /// The name of the `index`th `kind` of section `section`: `row[0][3]` (a table's row),
    /// `item[1][0]` (a collection's item), `separator[0][3]` (a row's separator line).
    public static func placeName(_ kind: String, section: Int, index: Int) -> String {
        "\(kind)[\(section)][\(index)]"
    }

    /// The name of section `section`'s `kind`: `header[0]`, `footer[2]`, `section[1]` (a grouped
    /// table's card).
    public static func placeName(_ kind: String, section: Int) -> String {
        "\(kind)[\(section)]"
    }
}
