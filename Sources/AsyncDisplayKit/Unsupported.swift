import Foundation

// Texture's screens-level API, which layoutlab does not lay out yet: declared unavailable, so the
// compiler says what is missing and what to do instead of "cannot find type".

/// Texture's table node. Unavailable: layoutlab checks nodes, not tables yet.
@available(*, unavailable, message: "layoutlab does not lay out table nodes yet: check each cell node as a SwiftFixture (docs/texture-code.md)")
open class ASTableNode: ASDisplayNode {}

/// Texture's collection node. Unavailable: layoutlab checks nodes, not collections yet.
@available(*, unavailable, message: "layoutlab does not lay out collection nodes yet: check each cell node as a SwiftFixture (docs/texture-code.md)")
open class ASCollectionNode: ASDisplayNode {}

/// Texture's pager node. Unavailable: layoutlab checks nodes, not pagers yet.
@available(*, unavailable, message: "layoutlab does not lay out pager nodes yet: check each page's node as a SwiftFixture (docs/texture-code.md)")
open class ASPagerNode: ASDisplayNode {}

/// Texture's view controller. Unavailable: layoutlab checks nodes, not view controllers yet.
@available(*, unavailable, message: "layoutlab does not load view controllers yet: check the controller's node as a SwiftFixture (docs/texture-code.md)")
open class ASDKViewController<NodeType: ASDisplayNode> {}

/// The old name of `ASDKViewController`. Unavailable, as it is.
@available(*, unavailable, message: "layoutlab does not load view controllers yet: check the controller's node as a SwiftFixture (docs/texture-code.md)")
open class ASViewController<NodeType: ASDisplayNode> {}

/// A table node's data source. Unavailable with the table node.
@available(*, unavailable, message: "layoutlab does not lay out table nodes yet: check each cell node as a SwiftFixture (docs/texture-code.md)")
public protocol ASTableDataSource {}

/// A table node's delegate. Unavailable with the table node.
@available(*, unavailable, message: "layoutlab does not lay out table nodes yet: check each cell node as a SwiftFixture (docs/texture-code.md)")
public protocol ASTableDelegate {}

/// A collection node's data source. Unavailable with the collection node.
@available(*, unavailable, message: "layoutlab does not lay out collection nodes yet: check each cell node as a SwiftFixture (docs/texture-code.md)")
public protocol ASCollectionDataSource {}

/// A collection node's delegate. Unavailable with the collection node.
@available(*, unavailable, message: "layoutlab does not lay out collection nodes yet: check each cell node as a SwiftFixture (docs/texture-code.md)")
public protocol ASCollectionDelegate {}

/// Makes a cell node for a table or collection node (Texture's `ASCellNodeBlock`).
public typealias ASCellNodeBlock = () -> ASCellNode
