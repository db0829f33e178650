import LayoutEngine
import LayoutGeometry

extension FixtureBuilder {
    /// Builds a layout spec description.
    func buildSpec(_ d: ElementDescription) throws -> any LayoutElement {
        switch d.kind {
        case .spacer:
            return LayoutSpec()
        case .wrapper(let children):
            return WrapperLayoutSpec(children: try children.map(build))
        default:
            throw FixtureError(file: sourceFile, keyPath: d.keyPath, message: "the \(d.kindName) spec is not available in this build")
        }
    }
}
