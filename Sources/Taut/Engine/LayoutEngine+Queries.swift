import Foundation

import TautSolver

extension LayoutEngine {
    /// The attributes among left (x position), top (y position), width and height whose value
    /// the constraints don't determine. Solves first, then reads the solved tableau
    /// (``Solver/determination(of:)``): an attribute is open when another optimal solution
    /// gives it another value, whatever the priorities in play.
    func ambiguousAttributes(of item: any LayoutItem) -> [LayoutAttribute] {
        if let view = item as? View, existingVariables(of: view) == nil, view.translatesAutoresizingMaskIntoConstraints {
            return []
        }
        guard let iv = variables(for: item) else { return [] }
        root?.queueResized(layout())
        let variables = [iv.left, iv.top, iv.width, iv.height]
        let verdicts = solver.determination(of: variables)
        let result = openAttributes(verdicts[...], of: variables[...], pushing: true)
        if verdicts.contains(.undecided) { writeFramesAfterPushes() }
        return result
    }

    /// The ambiguity of every item of the tree that takes part in layout, in tree order. Solves
    /// first, then reads the solved tableau once for every item (as the automatic check does,
    /// without its limit on the fallback pushes).
    func ambiguityReport() -> AmbiguityReport {
        guard let root else { return AmbiguityReport(entries: []) }
        root.queueResized(layout())
        return quickAmbiguityReport(root: root, honouringOptOuts: false, separatePushLimit: .max)
    }

    /// The active constraints acting on the item along `axis`: user constraints mentioning it
    /// with an attribute on that axis, and the engine's own constraints for it.
    func constraintsAffecting(_ item: any LayoutItem, axis: Axis) -> [LayoutConstraint] {
        flushMeasuringAwaitingLabels()
        var result: [LayoutConstraint] = []
        if let state = item.itemState {
            let mine = state.references.filter { c in
                mentions(c.firstAnchor, item, axis) || (c.secondAnchor.map { mentions($0, item, axis) } ?? false)
            }
            result.append(contentsOf: mine.sorted { $0.serial < $1.serial })
        }
        if let iv = existingVariables(for: item) {
            // Asked for as constraints: the compact intrinsic-size pairs become theirs.
            if !iv.compactIntrinsic.isEmpty { materializeIntrinsic(iv) }
            if rootPins.variables === iv { materializeRootPins() }
            for c in iv.systemConstraints where c.firstAttribute.axis == axis { result.append(c) }
        }
        return result
    }

    private func mentions(_ anchor: LayoutAnchor, _ item: any LayoutItem, _ axis: Axis) -> Bool {
        if let offset = anchor.offset { return mentions(offset.from, item, axis) || mentions(offset.to, item, axis) }
        return anchor.storedItem === item && anchor.attribute.axis == axis
    }
}
