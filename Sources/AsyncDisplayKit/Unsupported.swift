import Foundation

// Texture's API that layoutlab does not lay out yet: declared unavailable, so the compiler says
// what is missing and what to do instead of "cannot find type".

/// Texture's pager node. Unavailable: layoutlab checks tables and collections, not pagers yet.
@available(*, unavailable, message: "layoutlab does not lay out pager nodes yet: check each page's node as a SwiftFixture (docs/texture-code.md)")
open class ASPagerNode: ASDisplayNode {}

/// Makes a cell node for a table or collection node (Texture's `ASCellNodeBlock`).
public typealias ASCellNodeBlock = () -> ASCellNode
