import Foundation

/// `[section, row]`, the way list diagnostics name an index path.
func describeIndexPath(_ indexPath: IndexPath) -> String {
    indexPath.count >= 2 ? "[\(indexPath.section), \(indexPath.item)]" : "\(Array(indexPath))"
}

extension View {
    /// Reports a problem with a list's data (``LayoutDiagnostic/Kind/invalidListData``),
    /// naming this list view: "`<list>`: `<what>`."
    func reportListProblem(_ what: String) {
        LayoutDiagnostics.report(LayoutDiagnostic(kind: .invalidListData, message: "\(debugName): \(what)."))
    }
}
