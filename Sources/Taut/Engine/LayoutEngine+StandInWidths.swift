import Foundation

import TautSolver

/// A wrapping label's unwrapped width, measured only when it can matter.
///
/// A label that wraps (`numberOfLines != 1`, no `preferredMaxLayoutWidth`) asks for its
/// unwrapped width, as in UIKit, and for the height its text takes at the width it gets. So it
/// is measured unwrapped, solved, and measured again at its width — and the unwrapped
/// measurement of a long text is the dearest part of a self-sizing cell. Most often the width
/// never depended on it: edges pinned by required equalities (`H:|-m-[comment]-m-|`) fix the
/// width whatever the text wants, and the hugging and compression-resistance pair on the width
/// then only weighs its own error.
///
/// So such a label enters its first solve with a placeholder size (no width, a line of text
/// high), and the engine asks the
/// solver whether the label's width is fixed by required equalities alone
/// (`Solver.isFixedByRequiredEqualities(_:)`). If it is, the label is measured once, at that
/// width, for its height; its width pair keeps the placeholder as a stand-in (no solution
/// depends on it) and the item is marked `widthIsStandIn`. Otherwise it is measured unwrapped
/// and the layout goes on as before, one solve later. Either way the layout ends where it would
/// have: the same frames, the same height constants.
///
/// The stand-in is replaced by the real unwrapped width (``measureStandInWidths()``) before
/// anything changes the system (`requireAwaitingHolds()`, which every change calls first), when
/// the pair is made into constraints (`constraintsAffectingLayout(for:)`), and when the label's
/// width moves or its text changes (any full measurement clears the mark). Only plain labels
/// whose hugging and compression resistance are optional on both axes take part (their sizes
/// are optional pairs, so a placeholder cannot make a required constraint fail), and a label
/// whose baselines a constraint uses is measured unwrapped (its baselines were measured so).
extension LayoutEngine {
    /// Gives `view`'s intrinsic size a placeholder and lists it to be measured after the first
    /// solve, when it is a label that may wait (see above). Returns whether it waits.
    func awaitFirstMeasurement(_ iv: ItemVariables, view: View) -> Bool {
        guard iv.layoutWidth == nil, type(of: view) == Label.self, let label = view as? Label,
              view.intrinsicHeightDependsOnWidth,
              usesIntrinsicSize(view), !view.contentHuggingPriority(for: .horizontal).isRequired,
              !view.contentCompressionResistancePriority(for: .horizontal).isRequired,
              !view.contentHuggingPriority(for: .vertical).isRequired,
              !view.contentCompressionResistancePriority(for: .vertical).isRequired else { return false }
        // A line of text high: near the label's real height, the first solve and the next one
        // take fewer pivots than from zero (any placeholder gives the same layout).
        refreshIntrinsic(iv, view: view, placeholder: CGSize(width: 0, height: label.fontLineHeight))
        iv.sizeIsPlaceholder = true
        awaitingFirstMeasurement.append(iv)
        return true
    }

    /// Measures the labels waiting for their first measurement: at their solved width, for the
    /// height only, when that width is fixed by required equalities (and `atFixedWidths`);
    /// otherwise unwrapped, as any label's first measurement. Returns whether a constant changed.
    func measureAwaitingLabels(atFixedWidths: Bool) -> Bool {
        var awaiting: [ItemVariables] = []
        swap(&awaiting, &awaitingFirstMeasurement)
        var changed = false
        for iv in awaiting {
            iv.sizeIsPlaceholder = false
            guard !iv.isForgotten, let view = iv.view else { continue }
            if atFixedWidths, let label = view as? Label, iv.layoutWidth == nil, iv.baselineOffsets == nil,
               iv.compactIntrinsic[0] != nil, iv.compactIntrinsic[1] != nil,
               solver.isFixedByRequiredEqualities(iv.width) {
                let width = CGFloat(solver.value(of: iv.width))
                iv.layoutWidth = width
                if !iv.widthIsStandIn {
                    iv.widthIsStandIn = true
                    standInWidths.append(iv)
                    standInsAreSettled = false
                }
                if updateCompactIntrinsic(iv, axis: 1, value: label.engineIntrinsicHeight(layoutWidth: width)) {
                    changed = true
                }
            } else if refreshIntrinsic(iv, view: view) {
                changed = true
            }
        }
        return changed
    }

    /// Gives every label with a stand-in width its real unwrapped width (and its height at its
    /// width), before the system changes.
    func measureStandInWidths() {
        var standIns: [ItemVariables] = []
        swap(&standIns, &standInWidths)
        for iv in standIns where iv.widthIsStandIn {
            guard !iv.isForgotten, let view = iv.view else {
                iv.widthIsStandIn = false
                continue
            }
            refreshIntrinsic(iv, view: view)
        }
    }

    /// Adds what is queued and gives waiting labels their unwrapped measurement, for a query
    /// that reads the constraints without solving.
    func flushMeasuringAwaitingLabels() {
        flush()
        if !awaitingFirstMeasurement.isEmpty, measureAwaitingLabels(atFixedWidths: false) { flush() }
    }
}
