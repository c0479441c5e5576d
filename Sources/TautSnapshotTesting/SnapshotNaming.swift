#if SnapshotTesting
import Foundation
import Taut

/// Names for the views of a snapshot that are the same whatever order tests run in.
///
/// Taut names a view without an `accessibilityIdentifier` `ClassName:N`, with `N` counted
/// over the process, so the same screen gets other numbers when another test made views
/// first. Here such a view is named by its type alone (`Label`), and a name used before
/// gets `#2`, `#3`… in the snapshot's depth-first order.
struct SnapshotNaming {
    /// The snapshot's names, replaced.
    private var names: [String: String] = [:]
    /// The views' debug names (as diagnostics write them), replaced, longest first.
    private var debugNames: [(old: String, new: String)] = []

    init(root: View, snapshot: LayoutSnapshot) {
        var views: [View] = []
        func visit(_ view: View) {
            views.append(view)
            view.subviews.forEach(visit)
        }
        visit(root)
        var used = Set<String>()
        for (view, node) in zip(views, snapshot.nodes) {
            let base = view.accessibilityIdentifier ?? String(describing: type(of: view))
            var name = base
            var index = 2
            while used.contains(name) {
                name = "\(base)#\(index)"
                index += 1
            }
            used.insert(name)
            names[node.name] = name
            if view.accessibilityIdentifier == nil { debugNames.append((view.debugName, name)) }
        }
        debugNames.sort { $0.old.count > $1.old.count }
    }

    /// The node with its own and its parent's names replaced.
    func rename(_ node: LayoutSnapshot.Node) -> LayoutSnapshot.Node {
        var node = node
        node.name = names[node.name] ?? node.name
        node.parent = node.parent.map { names[$0] ?? $0 }
        return node
    }

    /// `text` with every debug name `ClassName:N` of the snapshot's views replaced, where it
    /// is not followed by another digit.
    func rename(in text: String) -> String {
        var result = text
        for (old, new) in debugNames {
            var output = ""
            var rest = Substring(result)
            while let range = rest.range(of: old) {
                let next = rest[range.upperBound...].first
                output += rest[..<range.lowerBound]
                output += next?.isNumber == true ? String(rest[range]) : new
                rest = rest[range.upperBound...]
            }
            result = output + rest
        }
        return result
    }
}
#endif
