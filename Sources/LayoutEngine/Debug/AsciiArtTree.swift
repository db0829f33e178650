/// An element tree's ASCII-art boxes before they are drawn: each box's title, how its children are
/// arranged, and their boxes. Read from the elements once, then drawn.
///
/// `text` draws boxes whose titles are all printable ASCII straight into one buffer of the art's
/// final size, each character written once; any other title is drawn by `AsciiArtBox`, which
/// counts characters, line by line. Both give the same text.
struct AsciiArtTree {
    /// The box's title.
    var title: String
    /// How the children's boxes are arranged.
    var arrangement: AsciiArtArrangement
    /// The children's boxes.
    var children: [AsciiArtTree]

    /// A box titled `title` around `children`.
    init(title: String, arrangement: AsciiArtArrangement, children: [AsciiArtTree]) {
        self.title = title
        self.arrangement = arrangement
        self.children = children
    }

    /// The boxes of `element` and everything inside it.
    init(_ element: any LayoutElement) {
        if let custom = element as? any AsciiArtCustomizing {
            title = custom.asciiArtName
            arrangement = custom.asciiArtArrangement
        } else {
            title = element.asciiArtTypeName
            arrangement = .horizontal
        }
        let inner: [any LayoutElement]
        if let node = element as? DisplayNode {
            let spec = node.measuredLayoutSpec ?? node.layoutSpecThatFits(.unconstrained)
            inner = spec.map { [$0] } ?? []
        } else {
            inner = element.layoutChildren
        }
        children = inner.map(AsciiArtTree.init)
    }

    /// The art as text: lines separated by newlines.
    var text: String {
        guard let sized = Sized(self) else { return lines().text }
        let width = sized.width, height = sized.height
        var bytes = [UInt8](repeating: UInt8(ascii: " "), count: max(0, (width + 1) * height - 1))
        for row in 1..<max(1, height) { bytes[row * (width + 1) - 1] = UInt8(ascii: "\n") }
        bytes.withUnsafeMutableBufferPointer { sized.draw(into: $0, stride: width + 1, x: 0, y: 0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The art drawn line by line by `AsciiArtBox`.
    func lines() -> AsciiArtBox.Lines {
        AsciiArtBox.box(children: children.map { $0.lines() }, parent: title, arrangement: arrangement)
    }

    /// A box measured for drawing into a buffer: its size and its children's places, as
    /// `AsciiArtBox` lays them out.
    private struct Sized {
        var title: [UInt8]
        var width: Int
        var height: Int
        /// Each child and its top-left corner inside this box.
        var children: [(box: Sized, x: Int, y: Int)]

        /// Nil when a title is not printable ASCII (a character there may be several bytes, or two
        /// bytes one character).
        init?(_ tree: AsciiArtTree) {
            title = Array(tree.title.utf8)
            guard title.allSatisfy({ (0x20...0x7E).contains($0) }) else { return nil }
            var boxes: [Sized] = []
            boxes.reserveCapacity(tree.children.count)
            for child in tree.children {
                guard let box = Sized(child) else { return nil }
                boxes.append(box)
            }
            let padding = AsciiArtBox.padding, titleWidth = title.count
            guard !boxes.isEmpty else {
                width = titleWidth
                height = 1
                children = []
                return
            }
            children = []
            children.reserveCapacity(boxes.count)
            switch tree.arrangement {
            case .horizontal:
                let lineCount = boxes.map(\.height).max() ?? 0
                let content = boxes.reduce(padding) { $0 + $1.width + padding }
                let difference = content + 2 < titleWidth ? titleWidth + 2 * padding - (content + 2) : 0
                var x = 1 + padding + (difference + 1) / 2
                for box in boxes {
                    children.append((box, x, 1 + (lineCount - box.height + 1) / 2))
                    x += box.width + padding
                }
                width = content + 2 + difference
                height = lineCount + 2
            case .vertical:
                let widest = boxes.map(\.width).max() ?? 0
                let difference = widest < titleWidth ? titleWidth + 2 * padding - widest : 0
                let left = (difference + 1) / 2, right = difference / 2
                var y = 1
                for box in boxes {
                    children.append((box, 1 + (widest - box.width + 1) / 2 + left + padding, y))
                    y += box.height
                }
                width = widest + left + right + 2 * padding + 2
                height = y + 1
            }
        }

        /// Writes the box with its top-left corner at (`x`, `y`) into `buffer`, whose lines start
        /// `stride` bytes apart and are spaces where nothing is drawn.
        func draw(into buffer: UnsafeMutableBufferPointer<UInt8>, stride: Int, x: Int, y: Int) {
            guard !children.isEmpty else {
                for (i, byte) in title.enumerated() { buffer[y * stride + x + i] = byte }
                return
            }
            let top = y * stride + x, bottom = (y + height - 1) * stride + x
            let titleStart = (max(0, width - title.count) + 1) / 2
            for i in 0..<width {
                buffer[top + i] = UInt8(ascii: "-")
                buffer[bottom + i] = UInt8(ascii: "-")
            }
            for (i, byte) in title.enumerated() { buffer[top + titleStart + i] = byte }
            for row in (y + 1)..<(y + height - 1) {
                buffer[row * stride + x] = UInt8(ascii: "|")
                buffer[row * stride + x + width - 1] = UInt8(ascii: "|")
            }
            for child in children { child.box.draw(into: buffer, stride: stride, x: x + child.x, y: y + child.y) }
        }
    }
}
