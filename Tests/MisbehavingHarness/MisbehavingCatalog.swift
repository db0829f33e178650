import AsyncDisplayKit
import Foundation
import LayoutLabKit

/// Fixtures of node code that ends badly, and two that pass; `LAYOUTLAB_BENCH_FIXTURES=N` adds N
/// passing fixtures (`bench/0` …), to measure what checking in worker processes costs.
enum MisbehavingCatalog {
    static let catalog = FixtureCatalog(misbehaving + bench)

    static let bench: [SwiftFixture] = {
        let count = Int(ProcessInfo.processInfo.environment["LAYOUTLAB_BENCH_FIXTURES"] ?? "") ?? 0
        return (0..<max(0, count)).map { i in
            SwiftFixture("bench/\(i)", width: 320) { LabelNode("Fixture \(i): a line of text long enough to wrap once or twice") }
        }
    }()

    static let misbehaving: [SwiftFixture] = [
        SwiftFixture("good/first", width: 200) { LabelNode("First") },
        SwiftFixture("good/second", width: 200) { LabelNode("Second") },
        SwiftFixture("bad/force-unwrap", width: 200) { ForceUnwrapNode() },
        SwiftFixture("bad/index", width: 200) { IndexNode() },
        SwiftFixture("bad/fatal-error", width: 200) { FatalNode() },
        SwiftFixture("bad/recursion", width: 200) { RecursingNode() },
        SwiftFixture("bad/blocks", width: 200) { BlockingNode() },
        SwiftFixture("bad/blocks-own-limit", width: 200) { BlockingNode() }.timeLimit(.seconds(1)),
        SwiftFixture("bad/exit", width: 200) { ExitingNode() },
        SwiftFixture("bad/memory", width: 200) { HoardingNode() },
        SwiftFixture("cycle/own-subnode", width: 200) { OwnSubnodeNode() },
        SwiftFixture("cycle/own-spec", width: 200) { OwnSpecNode() },
        SwiftFixture("cycle/spec-cycle", width: 200) { SpecCycleNode() },
        SwiftFixture("cycle/own-descendant", width: 200) { OwnDescendantNode() },
        SwiftFixture("late/background-trap", width: 200) { BackgroundTrapNode() },
    ]
}

/// A text in an inset: what passing fixtures draw.
class LabelNode: ASDisplayNode {
    let label = ASTextNode()

    init(_ text: String) {
        super.init()
        automaticallyManagesSubnodes = true
        label.attributedText = NSAttributedString(string: text, attributes: [.font: UIFont.systemFont(ofSize: 15)])
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        ASInsetLayoutSpec(insets: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8), child: label)
    }
}

/// `UIImage(named:)!` on an image that is not there.
final class ForceUnwrapNode: ASDisplayNode {
    let icon = ASImageNode()

    override init() {
        super.init()
        icon.image = UIImage(named: "no-such-icon")!
        addSubnode(icon)
    }
}

/// An index out of range in layout.
final class IndexNode: ASDisplayNode {
    let items: [ASTextNode] = []

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        ASWrapperLayoutSpec(layoutElement: items[2])
    }
}

/// `fatalError` in layout.
final class FatalNode: ASDisplayNode {
    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        fatalError("FatalNode has no model to lay out")
    }
}

/// A layout that calls itself forever, wrapping each answer (so that no build turns the calls
/// into a loop).
final class RecursingNode: ASDisplayNode {
    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        ASInsetLayoutSpec(insets: UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1), child: layoutSpecThatFits(constrainedSize))
    }
}

/// Waits on a lock nobody opens.
final class BlockingNode: ASDisplayNode {
    override init() {
        super.init()
        DispatchSemaphore(value: 0).wait()
    }
}

/// Allocates 64 MiB after 64 MiB, touching each, and never lets go.
final class HoardingNode: ASDisplayNode {
    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        var hoard: [[UInt8]] = []
        while true { hoard.append([UInt8](repeating: UInt8(hoard.count & 0xFF), count: 64 << 20)) }
    }
}

/// Ends the process from layout, successfully.
final class ExitingNode: ASDisplayNode {
    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        exit(0)
    }
}

/// Adds itself as its own subnode (Texture ignores it) beside a real one.
final class OwnSubnodeNode: ASDisplayNode {
    let label = ASTextNode()

    override init() {
        super.init()
        label.attributedText = NSAttributedString(string: "Self", attributes: [.font: UIFont.systemFont(ofSize: 15)])
        addSubnode(self)
        addSubnode(label)
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        ASInsetLayoutSpec(insets: UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4), child: label)
    }
}

/// Traps on a background queue once laid out, while its fixture is still being checked or just
/// after.
final class BackgroundTrapNode: LabelNode {
    init() { super.init("Late") }

    override func layout() {
        super.layout()
        DispatchQueue.global().async { fatalError("trap on a background queue") }
    }
}

/// Puts itself in its own layout spec.
final class OwnSpecNode: ASDisplayNode {
    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        ASInsetLayoutSpec(insets: UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4), child: self)
    }
}

/// Two specs, each the other's child.
final class SpecCycleNode: ASDisplayNode {
    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        let inner = ASWrapperLayoutSpec(layoutElements: [])
        let outer = ASInsetLayoutSpec(insets: .zero, child: inner)
        inner.children = [outer]
        return outer
    }
}

/// Each of two nodes holds the other in its layout spec, and the first's `layout()` resizes the
/// second after the pass.
final class OwnDescendantNode: ASDisplayNode {
    let other = ASDisplayNode()

    override init() {
        super.init()
        automaticallyManagesSubnodes = true
        other.style.preferredSize = CGSize(width: 20, height: 20)
        other.layoutSpecBlock = { [unowned self] _, _ in
            ASInsetLayoutSpec(insets: UIEdgeInsets(top: 3, left: 3, bottom: 3, right: 3), child: self)
        }
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        ASInsetLayoutSpec(insets: UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5), child: other)
    }

    override func layout() {
        super.layout()
        other.frame = bounds
    }
}
