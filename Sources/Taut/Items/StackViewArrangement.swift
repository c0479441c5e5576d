import Foundation

/// The constraints a stack view generates for its arranged subviews, worked out
/// from a plain description of the stack (no views involved), so that the rules
/// can be read and tested in one place.
///
/// The rules, for a horizontal stack (a vertical one swaps the axes; "canvas" is
/// the stack, or its layout margins guide when the arrangement is relative to
/// the margins). Every generated constraint carries an identifier named after
/// UIKit's `UISV-*` constraints.
///
/// Along the axis, over the visible (not hidden) arranged views `v0 … vn`:
/// - `UISV-canvas-connection`: `v0.leading == canvas.leading`,
///   `canvas.trailing == vn.trailing`;
/// - `UISV-spacing`: `vk+1.leading == vk.trailing + spacing` (`>=` for
///   `equalSpacing` and `equalCentering`), where the spacing is the custom
///   spacing after `vk` when it has one; a baseline-relative vertical stack
///   measures it from `vk.lastBaseline` to `vk+1.firstBaseline`;
/// - `fill`: sizes follow hugging and compression resistance. When several
///   views share the lowest hugging priority, the LAST of them stretches: the
///   others get `UISV-fill-order` constraints `size <= intrinsic` at
///   `tieBreakPriority`; when several share the lowest compression resistance,
///   the LAST of them shrinks first (`size >= intrinsic` on the others). UIKit
///   documents only that ties are broken "based on their index";
/// - `fillEqually`: `UISV-fill-equally` `vk.width == v0.width`;
/// - `fillProportionally`: `UISV-fill-proportionally` `vk.width == v.width *
///   (intrinsic(vk) / intrinsic(v))` at 999, relative to the first view `v`
///   with a positive intrinsic width; views without one fill like `fill`.
///   Unlike UIKit's, the proportions hold whatever the spacing;
/// - `equalSpacing`: a spacer guide `gk` per gap, `UISV-distributing-edge`
///   `gk.leading == vk.trailing`, `vk+1.leading == gk.trailing`, and
///   `UISV-distributing` `gk.width == g0.width` at 999 (this and the proportions are
///   each generated as a `<=`, `>=` pair, see ``optionalEqualityRelations``);
/// - `equalCentering`: the same with the spacers running from center to center.
///
/// Across the axis, for each visible view:
/// - `fill`: `UISV-canvas-connection` to the canvas top and bottom;
/// - `leading`/`top`, `trailing`/`bottom`, `center`: that edge (or center) equal
///   to the canvas's, `UISV-spanning-boundary` keeping the other edge inside;
/// - `firstBaseline`/`lastBaseline` (horizontal stacks; vertical stacks treat
///   them as `fill`): `UISV-alignment` `vk.baseline == v0.baseline`, boundaries
///   on both edges, and `UISV-ambiguity-suppression` `vk.top == canvas.top` at
///   `fitPriority`, which lifts the group to the top of a taller canvas;
/// - except for `fill`, `UISV-canvas-fit` `canvas.height == 0` at `fitPriority`:
///   the stack hugs its tallest view unless something else sizes it.
///
/// Hidden views leave the arrangement: no required constraint touches them, so
/// the user's own constraints on a hidden view are never fought. They get
/// `UISV-hiding` constraints at `hidingPriority` (the lowest) that park them where
/// they would be, and a zero length at `collapsePriority` (999), which beats their
/// compression resistance but yields to any required constraint of the user's.
struct StackViewArrangement: Hashable {
    /// The axis of the stack.
    enum Axis: Hashable { case horizontal, vertical }
    /// How views share the length along the axis (mirrors `StackView.Distribution`).
    enum Distribution: Hashable { case fill, fillEqually, fillProportionally, equalSpacing, equalCentering }
    /// How views sit across the axis (mirrors `StackView.Alignment`).
    enum Alignment: Hashable { case fill, leading, firstBaseline, center, trailing, lastBaseline }

    /// The attributes the arrangement uses.
    enum Attribute: Hashable {
        case leading, trailing, top, bottom, width, height, centerX, centerY, firstBaseline, lastBaseline
    }

    /// An item of a generated constraint.
    enum Item: Equatable, Hashable {
        /// The canvas: the stack, or its layout margins guide.
        case canvas
        /// The arranged subview at this index of `arrangedSubviews`.
        case arranged(Int)
        /// The spacer guide of the gap at this index (equal spacing and centering).
        case spacer(Int)
    }

    /// One generated constraint: `first.firstAttribute relation
    /// second.secondAttribute * multiplier + constant @priority`.
    struct Spec: Hashable {
        var first: Item
        var firstAttribute: Attribute
        var relation: VisualFormatSyntax.Relation
        var second: Item?
        var secondAttribute: Attribute?
        var multiplier: CGFloat = 1
        var constant: CGFloat = 0
        var priority: Float = 1000
        var identifier: String
    }

    /// What the arrangement needs to know about one arranged view.
    struct Entry: Hashable {
        /// Whether the view is hidden.
        var isHidden = false
        /// The intrinsic length along the axis, `nil` when it has none.
        var intrinsicLength: CGFloat?
        /// The content hugging priority along the axis.
        var hugging: Float = 250
        /// The compression resistance priority along the axis.
        var compressionResistance: Float = 750
        /// The custom spacing after the view, `nil` for the stack's spacing.
        var customSpacingAfter: CGFloat?
    }

    /// The priority of the proportional and distributing constraints.
    static let distributionPriority: Float = 999
    /// The priority of the canvas-fit and baseline lift constraints: just below
    /// `LayoutPriority.fittingSizeLevel`, so that `systemLayoutSizeFitting`'s
    /// target wins over them.
    static let fitPriority: Float = 49
    /// An optional equality `a == b` is generated as the pair `a <= b`, `a >= b` at its
    /// priority: the same cost (the priority times |a − b|), so the same frames, but the solver
    /// adds each as a row whose slack, not its error, becomes basic, so that a long stack's
    /// star of them needs no simplex pivots when it can hold (with equalities every row
    /// brought its error into the objective, and laying out N views took O(N²) pivoting).
    static let optionalEqualityRelations: [VisualFormatSyntax.Relation] = [.lessThanOrEqual, .greaterThanOrEqual]
    /// The priority of the `fill` tie-break constraints.
    static let tieBreakPriority: Float = 1
    /// The priority of the constraints that park hidden views.
    static let hidingPriority: Float = 1
    /// The priority of a hidden view's zero length: above compression resistance, so that a
    /// hidden label collapses as in UIKit, but below required, so that it never fights the
    /// user's own required constraints on the view.
    static let collapsePriority: Float = 999

    var axis: Axis = .horizontal
    var distribution: Distribution = .fill
    var alignment: Alignment = .fill
    var spacing: CGFloat = 0
    var isBaselineRelative = false
    var entries: [Entry] = []

    /// The number of spacer guides the arrangement needs.
    var spacerCount: Int {
        guard distribution == .equalSpacing || distribution == .equalCentering else { return 0 }
        return max(0, entries.filter { !$0.isHidden }.count - 1)
    }

    /// The constraints, in a fixed order: along the axis, then across, then the
    /// hidden views.
    func specs() -> [Spec] {
        let visible = entries.indices.filter { !entries[$0].isHidden }
        var specs = alongAxis(visible)
        specs += acrossAxis(visible)
        specs += hiding(visible)
        return specs
    }

    // MARK: - Axis attributes

    private var lead: Attribute { axis == .horizontal ? .leading : .top }
    private var trail: Attribute { axis == .horizontal ? .trailing : .bottom }
    private var length: Attribute { axis == .horizontal ? .width : .height }
    private var center: Attribute { axis == .horizontal ? .centerX : .centerY }
    private var crossLead: Attribute { axis == .horizontal ? .top : .leading }
    private var crossTrail: Attribute { axis == .horizontal ? .bottom : .trailing }
    private var crossLength: Attribute { axis == .horizontal ? .height : .width }
    private var crossCenter: Attribute { axis == .horizontal ? .centerY : .centerX }

    private func spec(_ first: Item, _ firstAttribute: Attribute, _ relation: VisualFormatSyntax.Relation,
                      _ second: Item?, _ secondAttribute: Attribute?, multiplier: CGFloat = 1,
                      constant: CGFloat = 0, priority: Float = 1000, _ identifier: String) -> Spec {
        Spec(first: first, firstAttribute: firstAttribute, relation: relation, second: second,
             secondAttribute: secondAttribute, multiplier: multiplier, constant: constant,
             priority: priority, identifier: identifier)
    }

    // MARK: - Along the axis

    private func alongAxis(_ visible: [Int]) -> [Spec] {
        guard let first = visible.first, let last = visible.last else { return [] }
        var specs = [
            spec(.arranged(first), lead, .equal, .canvas, lead, "UISV-canvas-connection"),
            spec(.canvas, trail, .equal, .arranged(last), trail, "UISV-canvas-connection"),
        ]
        let isDistributing = distribution == .equalSpacing || distribution == .equalCentering
        let baselines = isBaselineRelative && axis == .vertical
        // The spacers' edges come before the spacing inequalities: each view's position is then
        // defined through its spacer's (an equality with a new variable, which the solver keeps
        // out of the tableau) and the inequality only bounds the gap, so that a long stack's
        // rows stay short instead of each position summing every length before it.
        if isDistributing { specs += distributingSpecs(visible) }
        // fillEqually's equal lengths, likewise, before the spacing: adding them after the
        // position chain made the first view's length enter the basis over every row.
        if distribution == .fillEqually {
            for index in visible.dropFirst() {
                specs.append(spec(.arranged(index), length, .equal, .arranged(first), length, "UISV-fill-equally"))
            }
        }
        for (a, b) in zip(visible, visible.dropFirst()) {
            let gap = entries[a].customSpacingAfter ?? spacing
            specs.append(spec(.arranged(b), baselines ? .firstBaseline : lead,
                              isDistributing ? .greaterThanOrEqual : .equal,
                              .arranged(a), baselines ? .lastBaseline : trail, constant: gap, "UISV-spacing"))
        }
        switch distribution {
        case .fill:
            specs += fillOrder(visible)
        case .fillEqually:
            break
        case .fillProportionally:
            let sized = visible.filter { (entries[$0].intrinsicLength ?? 0) > 0 }
            if let anchor = sized.first, let anchorLength = entries[anchor].intrinsicLength {
                for index in sized.dropFirst() {
                    let ratio = (entries[index].intrinsicLength ?? 0) / anchorLength
                    for relation in Self.optionalEqualityRelations {
                        specs.append(spec(.arranged(index), length, relation, .arranged(anchor), length,
                                          multiplier: ratio, priority: Self.distributionPriority,
                                          "UISV-fill-proportionally"))
                    }
                }
            }
        case .equalSpacing, .equalCentering:
            break
        }
        return specs
    }

    /// `equalSpacing`'s and `equalCentering`'s spacer guides between the visible views.
    private func distributingSpecs(_ visible: [Int]) -> [Spec] {
        var specs: [Spec] = []
        let edge: (Attribute, Attribute) = distribution == .equalSpacing ? (trail, lead) : (center, center)
        for (gap, (a, b)) in zip(visible, visible.dropFirst()).enumerated() {
            specs.append(spec(.spacer(gap), lead, .equal, .arranged(a), edge.0, "UISV-distributing-edge"))
            specs.append(spec(.arranged(b), edge.1, .equal, .spacer(gap), trail, "UISV-distributing-edge"))
            specs.append(spec(.spacer(gap), crossLead, .equal, .canvas, crossLead, "UISV-distributing-edge"))
            specs.append(spec(.spacer(gap), crossLength, .equal, nil, nil, "UISV-distributing-edge"))
            if gap > 0 {
                for relation in Self.optionalEqualityRelations {
                    specs.append(spec(.spacer(gap), length, relation, .spacer(0), length,
                                      priority: Self.distributionPriority, "UISV-distributing"))
                }
            }
        }
        return specs
    }

    /// `fill`'s tie-breaks: among the views sharing the lowest hugging priority
    /// all but the last keep their intrinsic length when the stack grows; among
    /// those sharing the lowest compression resistance, all but the last when it
    /// shrinks.
    private func fillOrder(_ visible: [Int]) -> [Spec] {
        let sized = visible.filter { entries[$0].intrinsicLength != nil }
        guard sized.count > 1 else { return [] }
        var specs: [Spec] = []
        if let lowestHugging = sized.map({ entries[$0].hugging }).min() {
            let tied = sized.filter { entries[$0].hugging == lowestHugging }
            for index in tied.dropLast() {
                specs.append(spec(.arranged(index), length, .lessThanOrEqual, nil, nil,
                                  constant: entries[index].intrinsicLength ?? 0,
                                  priority: Self.tieBreakPriority, "UISV-fill-order"))
            }
        }
        if let lowestResistance = sized.map({ entries[$0].compressionResistance }).min() {
            let tied = sized.filter { entries[$0].compressionResistance == lowestResistance }
            for index in tied.dropLast() {
                specs.append(spec(.arranged(index), length, .greaterThanOrEqual, nil, nil,
                                  constant: entries[index].intrinsicLength ?? 0,
                                  priority: Self.tieBreakPriority, "UISV-fill-order"))
            }
        }
        return specs
    }

    // MARK: - Across the axis

    private func acrossAxis(_ visible: [Int]) -> [Spec] {
        guard let first = visible.first else { return [] }
        var effective = alignment
        if axis == .vertical && (alignment == .firstBaseline || alignment == .lastBaseline) {
            effective = .fill
        }
        var specs: [Spec] = []
        for index in visible {
            let item = Item.arranged(index)
            switch effective {
            case .fill:
                specs.append(spec(item, crossLead, .equal, .canvas, crossLead, "UISV-canvas-connection"))
                specs.append(spec(.canvas, crossTrail, .equal, item, crossTrail, "UISV-canvas-connection"))
            case .leading:
                specs.append(spec(item, crossLead, .equal, .canvas, crossLead, "UISV-canvas-connection"))
                specs.append(spec(.canvas, crossTrail, .greaterThanOrEqual, item, crossTrail, "UISV-spanning-boundary"))
            case .trailing:
                specs.append(spec(.canvas, crossTrail, .equal, item, crossTrail, "UISV-canvas-connection"))
                specs.append(spec(item, crossLead, .greaterThanOrEqual, .canvas, crossLead, "UISV-spanning-boundary"))
            case .center:
                specs.append(spec(item, crossCenter, .equal, .canvas, crossCenter, "UISV-canvas-connection"))
                specs.append(spec(item, crossLead, .greaterThanOrEqual, .canvas, crossLead, "UISV-spanning-boundary"))
            case .firstBaseline, .lastBaseline:
                let baseline: Attribute = effective == .firstBaseline ? .firstBaseline : .lastBaseline
                if index != first {
                    specs.append(spec(item, baseline, .equal, .arranged(first), baseline, "UISV-alignment"))
                }
                specs.append(spec(item, crossLead, .greaterThanOrEqual, .canvas, crossLead, "UISV-spanning-boundary"))
                specs.append(spec(.canvas, crossTrail, .greaterThanOrEqual, item, crossTrail, "UISV-spanning-boundary"))
                specs.append(spec(item, crossLead, .equal, .canvas, crossLead, priority: Self.fitPriority,
                                  "UISV-ambiguity-suppression"))
            }
        }
        if effective != .fill {
            specs.append(spec(.canvas, crossLength, .equal, nil, nil, priority: Self.fitPriority, "UISV-canvas-fit"))
        }
        return specs
    }

    // MARK: - Hidden views

    private func hiding(_ visible: [Int]) -> [Spec] {
        var specs: [Spec] = []
        var previousVisible: Int?
        for index in entries.indices {
            guard entries[index].isHidden else {
                previousVisible = index
                continue
            }
            let item = Item.arranged(index)
            let priority = Self.hidingPriority
            if let previous = previousVisible {
                specs.append(spec(item, lead, .equal, .arranged(previous), trail, priority: priority, "UISV-hiding"))
            } else {
                specs.append(spec(item, lead, .equal, .canvas, lead, priority: priority, "UISV-hiding"))
            }
            specs.append(spec(item, length, .equal, nil, nil, priority: Self.collapsePriority, "UISV-hiding"))
            specs.append(spec(item, crossLead, .equal, .canvas, crossLead, priority: priority, "UISV-hiding"))
            specs.append(spec(item, crossLength, .equal, .canvas, crossLength, priority: priority, "UISV-hiding"))
        }
        return specs
    }
}
