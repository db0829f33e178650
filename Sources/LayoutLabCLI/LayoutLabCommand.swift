import LayoutLabKit
import ArgumentParser

/// The `layoutlab` command line: its subcommands are the verbs people use.
public struct LayoutLabCommand: ParsableCommand {
    /// The version printed by `--version`.
    public static let version = ToolVersion.number

    /// Command description, subcommands and version.
    public static let configuration = CommandConfiguration(
        commandName: "layoutlab",
        abstract: "Catch layout regressions: lay out fixtures with Texture's semantics, render, diff against baselines.",
        discussion: """
        Fixtures are layouts at a given size and scale, written in Swift or as YAML/JSON files. \
        layoutlab lays them out exactly as Texture would, renders them through Cairo and Pango, and \
        compares the pixels and frames with the approved baselines.
        """,
        version: version,
        subcommands: LayoutLab.subcommands
    )

    /// Creates the command (used by the argument parser).
    public init() {}
}
