import Foundation

extension View {
    /// The size the view would take from its own constraints (those installed on it and its
    /// descendants), pulled towards `targetSize` at ``LayoutPriority/fittingSizeLevel`` on both
    /// axes. Frames are not changed.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
                                verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the view would take from its own constraints (those installed on it and its
    /// descendants), with its width pulled towards `targetSize.width` at `horizontalPriority`
    /// and its height towards `targetSize.height` at `verticalPriority` — the self-sizing cell
    /// computation: `cell.systemLayoutSizeFitting(CGSize(width: 320, height: 0),
    /// withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)`.
    ///
    /// It works on any view, in a tree or not, on any thread that owns the tree: the
    /// computation runs in a temporary engine, and no frame changes. Multi-line labels wrap to
    /// the width they get. Use ``layoutFittingCompressedSize`` / ``layoutFittingExpandedSize``
    /// for the smallest / largest size. A non-finite target dimension is not pulled at all.
    public func systemLayoutSizeFitting(_ targetSize: CGSize,
                                        withHorizontalFittingPriority horizontalPriority: LayoutPriority,
                                        verticalFittingPriority verticalPriority: LayoutPriority) -> CGSize {
        // As in UIKit, the constraints are brought up to date first (`updateConstraints()`
        // of the views that asked, stack views' arrangements).
        updateConstraintsIfNeeded()
        let size = LayoutEngine.fittingSize(of: self, target: targetSize,
                                            horizontalPriority: horizontalPriority, verticalPriority: verticalPriority)
        // On the pixel grid when the tree rounds its layout, as UIKit's (View+PixelRounding.swift).
        return pixelRoundedFittingSize(size)
    }

    /// Whether the view's position or size is not determined by the constraints (another
    /// position or size would satisfy them equally well). Solves the tree first if needed.
    public var hasAmbiguousLayout: Bool {
        let root = rootView
        root.updateConstraintsIfNeeded()
        let engine = root.engineCreatingIfNeeded()
        return engine.preservingAmbiguityCheck { !engine.ambiguousAttributes(of: self).isEmpty }
    }

    /// Whether the automatic ambiguity diagnostic of a layout pass covers this view and its
    /// subtree (default `true`; see ``LayoutDiagnostics/reportsAmbiguousLayout``). Set it to
    /// `false` on a view whose subtree is left ambiguous on purpose; ``ambiguityReport()`` and
    /// ``hasAmbiguousLayout`` still check it.
    public var reportsAmbiguousLayout: Bool {
        get { !(extras?.ignoresAmbiguousLayout ?? false) }
        set {
            guard newValue != reportsAmbiguousLayout else { return }
            madeExtras.ignoresAmbiguousLayout = !newValue
        }
    }

    /// The active constraints that act on the view's position or size along `axis`: the ones
    /// that mention the view, and those the engine made for it (autoresizing, intrinsic size).
    public func constraintsAffectingLayout(for axis: Axis) -> [LayoutConstraint] {
        let root = rootView
        root.updateConstraintsIfNeeded()
        let engine = root.engineCreatingIfNeeded()
        return engine.constraintsAffecting(self, axis: axis)
    }

    /// Which views and guides of this view's tree have an undetermined position or size, and
    /// on which attributes. Checks every item that takes part in layout.
    public func ambiguityReport() -> AmbiguityReport {
        let root = rootView
        root.updateConstraintsIfNeeded()
        let engine = root.engineCreatingIfNeeded()
        return engine.preservingAmbiguityCheck { engine.ambiguityReport() }
    }
}

extension View {
    /// The value of an axis of ``intrinsicContentSize`` that has no natural size (-1).
    public static var noIntrinsicMetric: CGFloat { -1 }
    /// The smallest size the constraints allow, for ``systemLayoutSizeFitting(_:)``: (0, 0).
    public static var layoutFittingCompressedSize: CGSize { CGSize(width: 0, height: 0) }
    /// The largest size the constraints allow, for ``systemLayoutSizeFitting(_:)``:
    /// (10 000 000, 10 000 000).
    public static var layoutFittingExpandedSize: CGSize { CGSize(width: 10_000_000, height: 10_000_000) }

    /// Tells the engine that `forFirstBaselineLayout` / `forLastBaselineLayout` of some view may
    /// have changed (called when a view is hidden or shown): baseline constraints are rebuilt.
    func baselineLayoutDidChange() {
        guard let engine = rootView.engine, !engine.baselineRecords.isEmpty else { return }
        engine.rebuildBaselineConstraints()
    }
}
