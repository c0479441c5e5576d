import Foundation

import TautSolver

extension LayoutEngine {
    /// The attributes among left (x position), top (y position), width and height whose value
    /// the constraints don't determine. Solves first. Each variable is pushed both ways by a
    /// very weak edit (weaker than any priority); if it moves, another value is as good.
    func ambiguousAttributes(of item: any LayoutItem) -> [LayoutAttribute] {
        if let view = item as? View, existingVariables(of: view) == nil, view.translatesAutoresizingMaskIntoConstraints {
            return []
        }
        guard let iv = variables(for: item) else { return [] }
        root?.queueResized(layout())
        var result: [LayoutAttribute] = []
        for (attribute, variable) in [(LayoutAttribute.left, iv.left), (.top, iv.top), (.width, iv.width), (.height, iv.height)]
            where isAmbiguous(variable) {
            result.append(attribute)
        }
        markChanged(solver.updateVariables())
        root?.queueResized(writeFrames())
        applyAutoresizing()
        return result
    }

    /// Whether a weak push moves the variable (see ``weakPushMoves(_:)``).
    private func isAmbiguous(_ variable: Variable) -> Bool { weakPushMoves(variable) }

    /// The ambiguity of every item of the tree that takes part in layout, in tree order.
    func ambiguityReport() -> AmbiguityReport {
        guard let root else { return AmbiguityReport(entries: []) }
        root.queueResized(layout())
        var entries: [AmbiguityReport.Entry] = []
        for item in ViewHierarchy.subtree(of: root).items {
            if item is LayoutGuide, existingVariables(for: item) == nil { continue }
            if let view = item as? View, existingVariables(of: view) == nil {
                if !view.translatesAutoresizingMaskIntoConstraints {
                    entries.append(.init(item: view, name: view.debugName, attributes: [.left, .top, .width, .height]))
                }
                continue
            }
            let attributes = ambiguousAttributes(of: item)
            if !attributes.isEmpty { entries.append(.init(item: item, name: item.debugName, attributes: attributes)) }
        }
        return AmbiguityReport(entries: entries)
    }

    /// The active constraints acting on the item along `axis`: user constraints mentioning it
    /// with an attribute on that axis, and the engine's own constraints for it.
    func constraintsAffecting(_ item: any LayoutItem, axis: Axis) -> [LayoutConstraint] {
        flush()
        var result: [LayoutConstraint] = []
        if let state = item.itemState {
            let mine = state.references.values.filter { c in
                mentions(c.firstAnchor, item, axis) || (c.secondAnchor.map { mentions($0, item, axis) } ?? false)
            }
            result.append(contentsOf: mine.sorted { $0.serial < $1.serial })
        }
        if let iv = existingVariables(for: item) {
            for c in iv.systemConstraints where c.firstAttribute.axis == axis { result.append(c) }
        }
        return result
    }

    private func mentions(_ anchor: LayoutAnchor, _ item: any LayoutItem, _ axis: Axis) -> Bool {
        if let offset = anchor.offset { return mentions(offset.from, item, axis) || mentions(offset.to, item, axis) }
        return anchor.storedItem === item && anchor.attribute.axis == axis
    }
}
