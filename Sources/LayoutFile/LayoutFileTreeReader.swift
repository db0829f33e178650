import Yams

/// Builds the element tree of a parsed layout file with an explicit stack, so no nesting up to
/// `LayoutFileEntry.maxDepth` recurses.
struct LayoutFileTreeReader {
    /// Whether malformed structure is an error (else it is dropped).
    var strict: Bool
    /// The key path of the root element (`root` or `fixtures[0].root`).
    var rootPath: String

    /// An element being read: its own values, its children still to read and those read.
    private struct Open {
        var element: LayoutFileElement
        var childNodes: [Node]
        var next = 0
        /// This element's index among its parent's children.
        var index: Int
    }

    /// The tree under `root`.
    func tree(_ root: Node) throws(LayoutFileError) -> LayoutFileElement {
        var stack: [Open] = []
        try open(root, index: 0, on: &stack)
        while true {
            let top = stack.count - 1
            if stack[top].next < stack[top].childNodes.count {
                let child = stack[top].childNodes[stack[top].next]
                stack[top].next += 1
                if !strict && child.mapping == nil { continue }
                try open(child, index: stack[top].element.children.count, on: &stack)
                continue
            }
            let done = stack.removeLast().element
            guard !stack.isEmpty else { return done }
            stack[stack.count - 1].element.children.append(done)
        }
    }

    private func open(_ node: Node, index: Int, on stack: inout [Open]) throws(LayoutFileError) {
        guard stack.count <= LayoutFileEntry.maxDepth else {
            throw failure(stack, index, "", "nested deeper than \(LayoutFileEntry.maxDepth) levels")
        }
        guard let object = node.mapping.map(LayoutFileNodes.fields) else {
            throw failure(stack, index, "", "expected an element object")
        }
        var kind = LayoutFileNodes.string(object["kind"])
        if kind == nil {
            guard !strict else { throw failure(stack, index, ".kind", "expected a string") }
            kind = "?"
        }
        var debugName: String?
        if let name = object["debugName"], !LayoutFileNodes.isNull(name) {
            debugName = LayoutFileNodes.string(name)
            if debugName == nil, strict { throw failure(stack, index, ".debugName", "expected a string or null") }
        }
        var frame: [Double]?
        if let value = object["frame"], !LayoutFileNodes.isNull(value) {
            if strict {
                let items = value.sequence.map(Array.init) ?? []
                let numbers = items.compactMap(LayoutFileNodes.anyNumber)
                guard numbers.count == 4, items.count == 4 else {
                    throw failure(stack, index, ".frame", "expected [x, y, w, h] or null")
                }
                frame = numbers
            } else {
                frame = LayoutFileNodes.numbers(value, count: 4)
            }
        }
        var childNodes: [Node] = []
        if let value = object["children"] {
            if let list = value.sequence {
                childNodes = Array(list)
            } else if strict {
                throw failure(stack, index, ".children", "expected a list")
            }
        }
        var element = LayoutFileElement(kind: kind ?? "?", debugName: debugName, frame: frame,
                                        style: LayoutFileNodes.string(object["style"]) ?? "", hitArea: Self.hitArea(object["hitArea"]),
                                        image: Self.image(object["image"]), text: LayoutFileNodes.string(object["text"]),
                                        insets: Self.insets(object["insets"]))
        element.spec = LayoutFileNodes.string(object["spec"]) ?? ""
        element.children.reserveCapacity(childNodes.count)
        stack.append(Open(element: element, childNodes: childNodes, index: index))
    }

    private static func hitArea(_ node: Node?) -> LayoutFileElement.HitArea? {
        guard let object = node?.mapping.map(LayoutFileNodes.fields) else { return nil }
        return .init(area: LayoutFileNodes.numbers(object["area"], count: 4), slop: LayoutFileNodes.numbers(object["slop"], count: 4))
    }

    private static func image(_ node: Node?) -> LayoutFileElement.Image? {
        guard let object = node?.mapping.map(LayoutFileNodes.fields) else { return nil }
        return .init(pixelSize: LayoutFileNodes.numbers(object["pixelSize"], count: 2),
                     scaleFactor: LayoutFileNodes.numbers(object["scaleFactor"], count: 2))
    }

    /// Absent, `null` (or malformed: unresolved), or four numbers.
    private static func insets(_ node: Node?) -> LayoutFileElement.Insets? {
        guard let node else { return nil }
        return LayoutFileNodes.numbers(node, count: 4).map { .resolved($0) } ?? .unresolved
    }

    /// An error at the element that would be opened next on `stack` (as child `index`), with
    /// `suffix` naming the key within it.
    private func failure(_ stack: [Open], _ index: Int, _ suffix: String, _ message: String) -> LayoutFileError {
        var path = rootPath
        for open in stack.dropFirst() { path += ".children[\(open.index)]" }
        if !stack.isEmpty { path += ".children[\(index)]" }
        return LayoutFileError(keyPath: path + suffix, message: message)
    }
}
