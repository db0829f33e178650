import LayoutEngine

extension FixtureBuilder {
    func buildStack(_ p: StackProperties, _ children: [ElementDescription]) throws -> any LayoutElement {
        throw FixtureError(file: sourceFile, keyPath: "", message: "the stack spec is not available in this build")
    }
}
