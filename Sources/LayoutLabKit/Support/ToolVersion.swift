/// layoutlab's version, as `--version` prints it and as reports and baseline manifests record it.
public enum ToolVersion {
    /// The version number.
    public static let number = "0.1.0"
}
