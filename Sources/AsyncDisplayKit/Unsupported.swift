import Foundation

// Texture's API that layoutlab does not lay out yet: declared unavailable, so the compiler says
// what is missing and what to do instead of "cannot find type".


/// Makes a cell node for a table or collection node (Texture's `ASCellNodeBlock`).
public typealias ASCellNodeBlock = () -> ASCellNode
