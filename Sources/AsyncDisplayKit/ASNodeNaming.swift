import Foundation
import LayoutEngine

/// Names nodes that code did not name: a node takes the name of the stored property that holds
/// it in its supernode (`usernameLabel`, `photos[2]`), else its class name when the class is the
/// app's own. An explicit `debugName` always wins.
enum ASNodeNaming {
    /// Names the nodes held in `owner`'s stored properties (its own class's and every superclass's
    /// up to this module's and UIKit's classes): a node's subnodes, a view controller's nodes.
    static func nameChildren(of owner: AnyObject) {
        var mirror: Mirror? = Mirror(reflecting: owner)
        while let current = mirror, !isModuleType(current.subjectType) {
            for child in current.children {
                guard let label = child.label else { continue }
                name(child.value, as: propertyName(label))
            }
            mirror = current.superclassMirror
        }
    }

    /// Names a node found as `value` under `name` (unwrapping optionals and arrays).
    private static func name(_ value: Any, as name: String) {
        if let node = value as? ASDisplayNode {
            if node.nameSource == .none || node.nameSource == .type {
                node.node.debugName = name
                node.nameSource = .property
            }
            return
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            if let some = mirror.children.first { self.name(some.value, as: name) }
        case .collection:
            for (i, element) in mirror.children.enumerated() where element.value is ASDisplayNode {
                self.name(element.value, as: "\(name)[\(i)]")
            }
        default:
            break
        }
    }

    /// `photoNode` for `photoNode`, `$__lazy_storage_$_photoNode` and `_photoNode`.
    static func propertyName(_ label: String) -> String {
        var name = label
        if name.hasPrefix("$__lazy_storage_$_") { name.removeFirst("$__lazy_storage_$_".count) }
        while name.hasPrefix("_") { name.removeFirst() }
        return name.isEmpty ? label : name
    }

    /// Whether `type` is one of this module's classes (their own properties name nothing).
    static func isModuleType(_ type: Any.Type) -> Bool {
        let name = String(reflecting: type)
        return name.hasPrefix("AsyncDisplayKit.") || name.hasPrefix("UIKit.")
    }

    /// Gives `node` its class's name when it has no other and the class is the app's own.
    static func nameByType(_ node: ASDisplayNode) {
        guard node.nameSource == .none, !isModuleType(type(of: node)) else { return }
        node.node.debugName = String(describing: type(of: node))
        node.nameSource = .type
    }

    /// `ClassName "name"` for messages.
    static func describe(_ node: ASDisplayNode) -> String {
        let name = node.reportedName.map { " \"\($0)\"" } ?? ""
        return String(describing: type(of: node)) + name
    }
}
