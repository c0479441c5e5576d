import TautSolver

extension LayoutEngine {
    /// `systemLayoutSizeFitting`: solves `view`'s own constraints (those installed on it and
    /// its descendants) in a temporary engine whose root is `view`, with the root's size free
    /// and pulled towards `target` at the given priorities. No frame changes.
    static func fittingSize(of view: View, target: CGSize,
                            horizontalPriority: LayoutPriority, verticalPriority: LayoutPriority) -> CGSize {
        let engine = LayoutEngine(root: view, fitting: true)
        let views = ViewHierarchy.subtree(of: view).views
        let constraints = views.flatMap(\.constraints).sorted { $0.serial < $1.serial }
        for c in constraints { engine.add(c) }
        guard let iv = engine.variables(for: view) else { return view.storedFrame.size }
        if target.width.isFinite {
            _ = engine.system(.fitting, view.widthAnchor, nil, constant: target.width,
                              priority: clampPriority(horizontalPriority), id: "fitting size")
        }
        if target.height.isFinite {
            _ = engine.system(.fitting, view.heightAnchor, nil, constant: target.height,
                              priority: clampPriority(verticalPriority), id: "fitting size")
        }
        engine.solve()
        return CGSize(width: snap(iv.width.value), height: snap(iv.height.value))
    }

    private static func clampPriority(_ p: LayoutPriority) -> LayoutPriority {
        p.rawValue.isNaN ? .fittingSizeLevel : LayoutPriority(Swift.min(Swift.max(p.rawValue, 1), 1000))
    }
}
