import Foundation

extension ConstraintArrayDSL {
    /// Places the views one after another along `axis` with `fixedSpacing` between
    /// neighbours, the first `leadSpacing` from the start of their superview and the last
    /// `tailSpacing` from its end (Masonry's `mas_distributeViewsAlongAxis:withFixedSpacing:…`).
    ///
    /// Horizontally the views run from the leading edge to the trailing edge, so the row
    /// mirrors in right-to-left layouts; vertically they run from top to bottom.
    ///
    /// Unlike Masonry, the views keep their own sizes (their width or height constraints, or
    /// their intrinsic sizes) unless you ask for `equalSizes`: then every view gets the first
    /// one's length along `axis`, which is what Masonry always did. Nothing is said about the
    /// other axis.
    ///
    /// Each view's constraints are made with its `snp` maker, so they belong to it. Needs at
    /// least two views sharing a common superview; otherwise a diagnostic with `file` and
    /// `line` is reported and nothing is made.
    ///
    /// - Returns: The layout constraints made, active.
    @discardableResult
    public func distributeViews(along axis: Axis, fixedSpacing: CGFloat, leadSpacing: CGFloat, tailSpacing: CGFloat,
                                equalSizes: Bool = false,
                                file: String = #fileID, line: Int = #line) -> [LayoutConstraint] {
        let location = SourceLocation(file: file, line: line)
        guard let container = distributionContainer(needing: 2, for: "distributeViews", at: location) else { return [] }
        let sourceLine = UInt(line)
        var made: [LayoutConstraint] = []
        for (index, view) in views.enumerated() {
            let previous = index > 0 ? views[index - 1] : nil
            made += Self.make(view) { make in
                if let previous {
                    Self.start(of: make, axis).equalTo(Self.end(of: previous, axis), file, sourceLine).offset(fixedSpacing)
                    if equalSizes {
                        Self.length(of: make, axis).equalTo(views[0], file, sourceLine)
                    }
                } else {
                    Self.start(of: make, axis).equalTo(container, file, sourceLine).offset(leadSpacing)
                }
                if index == views.count - 1 {
                    Self.end(of: make, axis).equalTo(container, file, sourceLine).offset(-tailSpacing)
                }
            }
        }
        return made
    }

    /// Gives every view the length `fixedItemLength` along `axis`, puts the first
    /// `leadSpacing` from the start of their superview and the last `tailSpacing` from its
    /// end, and spreads the others with equal gaps between neighbours (Masonry's
    /// `mas_distributeViewsAlongAxis:withFixedItemLength:…`).
    ///
    /// Horizontally the views run from leading to trailing (mirrored right to left). The equal
    /// gaps are constraints between the distances of neighbours
    /// (`anchorWithOffset(to:)`), so no spacer views are needed and the result does not
    /// depend on where the superview lies (Masonry's multiplier trick does). The per-view
    /// constraints are made with each view's `snp` maker; the gap constraints are returned
    /// with them and belong to no single view.
    ///
    /// Needs at least two views sharing a common superview; otherwise a diagnostic with
    /// `file` and `line` is reported and nothing is made.
    ///
    /// - Returns: The layout constraints made, active.
    @discardableResult
    public func distributeViews(along axis: Axis, fixedItemLength: CGFloat, leadSpacing: CGFloat, tailSpacing: CGFloat,
                                file: String = #fileID, line: Int = #line) -> [LayoutConstraint] {
        let location = SourceLocation(file: file, line: line)
        guard let container = distributionContainer(needing: 2, for: "distributeViews", at: location) else { return [] }
        let sourceLine = UInt(line)
        var made: [LayoutConstraint] = []
        for (index, view) in views.enumerated() {
            made += Self.make(view) { make in
                Self.length(of: make, axis).equalTo(fixedItemLength, file, sourceLine)
                if index == 0 {
                    Self.start(of: make, axis).equalTo(container, file, sourceLine).offset(leadSpacing)
                }
                if index == views.count - 1 {
                    Self.end(of: make, axis).equalTo(container, file, sourceLine).offset(-tailSpacing)
                }
            }
        }
        return made + equalGaps(along: axis, file: file, line: line)
    }

    /// Makes the gaps between neighbours equal along `axis` (the distance from each view's
    /// trailing edge, or bottom, to the next view's leading edge, or top), without spacer
    /// views: each gap is a dimension (`anchorWithOffset(to:)`) constrained equal to the
    /// first. Nothing else is said about the gaps' size.
    ///
    /// Needs at least three views (two gaps) for anything to be made; fewer make nothing,
    /// silently. Problems (views in different trees) are reported with `file` and `line`.
    ///
    /// - Returns: The `count − 2` gap constraints made, active.
    @discardableResult
    public func equalGaps(along axis: Axis, file: String = #fileID, line: Int = #line) -> [LayoutConstraint] {
        guard views.count >= 3 else { return [] }
        let location = SourceLocation(file: file, line: line)
        let gaps = (0..<views.count - 1).map { Self.gap(from: views[$0], to: views[$0 + 1], axis) }
        let constraints = gaps.dropFirst().map { gap in
            let constraint = gap.constraint(equalTo: gaps[0])
            constraint.location = location
            return constraint
        }
        LayoutConstraint.activate(constraints)
        return constraints
    }

    // MARK: Helpers

    /// The distance from `a`'s end to `b`'s start along `axis`, as a dimension.
    static func gap(from a: View, to b: View, _ axis: Axis) -> LayoutDimension {
        switch axis {
        case .horizontal: return a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)
        case .vertical: return a.bottomAnchor.anchorWithOffset(to: b.topAnchor)
        }
    }

    /// The maker line for the start (leading or top) along `axis`.
    static func start(of make: ConstraintMaker, _ axis: Axis) -> ConstraintMakerExtendable {
        axis == .horizontal ? make.leading : make.top
    }

    /// The maker line for the end (trailing or bottom) along `axis`.
    static func end(of make: ConstraintMaker, _ axis: Axis) -> ConstraintMakerExtendable {
        axis == .horizontal ? make.trailing : make.bottom
    }

    /// The maker line for the length (width or height) along `axis`.
    static func length(of make: ConstraintMaker, _ axis: Axis) -> ConstraintMakerExtendable {
        axis == .horizontal ? make.width : make.height
    }

    /// The end (trailing or bottom) of `view` along `axis`, as a target.
    static func end(of view: View, _ axis: Axis) -> ConstraintItem {
        axis == .horizontal ? view.snp.trailing : view.snp.bottom
    }

    /// Makes and activates `view`'s block through its `snp` DSL; returns its layout constraints.
    static func make(_ view: View, _ closure: (ConstraintMaker) -> Void) -> [LayoutConstraint] {
        let constraints = view.snp.prepareConstraints(closure)
        for constraint in constraints { constraint.activate() }
        return constraints.flatMap(\.layoutConstraints)
    }

    /// The nearest common ancestor of the views' superviews, or `nil` after reporting why
    /// there is none (too few views, a view without superview, views in different trees).
    func distributionContainer(needing minimum: Int, for helper: String, at location: SourceLocation) -> View? {
        guard views.count >= minimum else {
            LayoutDiagnostics.report(LayoutDiagnostic(
                kind: .invalidDistribution,
                message: "\(helper) needs at least \(minimum) view\(minimum == 1 ? "" : "s") and got \(views.count); "
                    + "nothing was made. (\(location))",
                location: location))
            return nil
        }
        var superviews: [View] = []
        for view in views {
            guard let superview = view.superview else {
                LayoutDiagnostics.report(LayoutDiagnostic(
                    kind: .missingSuperview,
                    message: "\(helper): \(view.debugName) has no superview; nothing was made. (\(location))",
                    location: location))
                return nil
            }
            superviews.append(superview)
        }
        guard let container = ViewHierarchy.nearestCommonAncestor(of: superviews) else {
            LayoutDiagnostics.report(LayoutDiagnostic(
                kind: .noCommonAncestor,
                message: "\(helper): the views \(views.map(\.debugName).joined(separator: ", ")) are not in one view tree; "
                    + "nothing was made. (\(location))",
                location: location))
            return nil
        }
        return container
    }
}
