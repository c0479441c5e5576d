import Foundation

import TautSolver

extension LayoutEngine {
    /// The item's variables, created on first need together with what they depend on: the
    /// superview's (or owning view's) variables, the autoresizing constraints of a view that
    /// translates its frame, the intrinsic-size constraints, a built-in guide's placement.
    /// `nil` if the item is not in this engine's tree.
    func variables(for item: any LayoutItem) -> ItemVariables? {
        if let existing = existingVariables(for: item) { return existing }
        if let view = item as? View { return makeVariables(for: view) }
        if let guide = item as? LayoutGuide { return makeVariables(for: guide) }
        return nil
    }

    private func register(_ item: any LayoutItem) -> ItemVariables {
        // Variables are named after the item's explicit name only (`box.left`); unnamed items
        // get unnamed variables, which spares building `ClassName:N` strings for every item.
        let name = (item as? View)?.accessibilityIdentifier ?? (item as? LayoutGuide).map(\.debugName) ?? ""
        let iv = ItemVariables(item: item, name: name, engineID: identity, solver: solver)
        store(iv, for: item)
        markDirty(iv)
        return iv
    }

    private func makeVariables(for view: View) -> ItemVariables? {
        // Most often the superview has its variables already: no list of ancestors to make.
        if view !== root, let superview = view.superview, existingVariables(of: superview) != nil {
            return makeVariablesOfOne(view)
        }
        // The ancestors without variables get theirs first, top down, without recursion (a
        // tree may be thousands of views deep).
        var missing: [View] = []
        var current = view
        while current !== root, existingVariables(of: current) == nil, let superview = current.superview {
            missing.append(current)
            current = superview
        }
        if current !== root, existingVariables(of: current) == nil { return nil }  // not in this tree
        if current === root, existingVariables(of: current) == nil { missing.append(current) }
        var made: ItemVariables?
        while let next = missing.popLast() {
            guard let iv = makeVariablesOfOne(next) else { return nil }
            made = iv
        }
        return made ?? existingVariables(of: view)
    }

    /// Makes the variables of `view`, whose superview (unless it is the root) has some.
    private func makeVariablesOfOne(_ view: View) -> ItemVariables? {
        let isRoot = view === root
        var parent: ItemVariables?
        if !isRoot {
            guard let superview = view.superview, let pv = existingVariables(of: superview) else { return nil }
            parent = pv
        }
        let iv = register(view)
        iv.parent = parent
        if view.cycleFlags.contains(.isScrollView) { hasScrollViews = true }
        if view.storedFrame.width > 0 || view.translatesAutoresizingMaskIntoConstraints {
            iv.layoutWidth = view.storedFrame.width
        }
        if isRoot { makeRootPins(iv) }
        makeFrameHold(iv, view: view, parent: parent)
        if !awaitFirstMeasurement(iv, view: view) { refreshIntrinsic(iv, view: view) }
        if view.intrinsicHeightDependsOnWidth { listWidthDependent(iv) }
        return iv
    }

    private func makeVariables(for guide: LayoutGuide) -> ItemVariables? {
        guard let owner = guide.owningView, let ov = variables(for: owner) else { return nil }
        let iv = register(guide)
        iv.parent = ov
        if let kind = guide.system, kind == .scrollContent || kind == .scrollFrame {
            makeScrollGuideHold(iv, guide: guide, owner: owner, kind: kind)
        } else if let kind = guide.system {
            iv.safeInsets = currentSafeInsets(of: owner)
            let c = guideConstants(iv, owner: owner, kind: kind)
            let role: LayoutConstraint.Kind = kind == .margins || kind == .readableContent ? .margins : .safeArea
            let id = kind == .margins ? "margins" : kind == .safeArea ? "safe area"
                : kind == .readableContent ? "readable content" : "keyboard"
            if kind == .readableContent { hasReadableGuides = true }
            // The keyboard guide hangs from the view's bottom with a fixed height (see
            // `guideConstants`); the others are inset from the view's left, top, width and height.
            let vertical: LayoutAttribute = kind == .keyboard ? .bottom : .top
            let height: ItemReference? = kind == .keyboard ? nil : ov.reference
            iv.guideHold = [
                system(role, iv.reference, .left, ov.reference, .left, constant: c.left, id: id),
                system(role, iv.reference, .top, ov.reference, vertical, constant: c.top, id: id),
                system(role, iv.reference, .width, ov.reference, .width, constant: c.width, id: id),
                system(role, iv.reference, .height, height, .height, constant: c.height, id: id),
            ]
            listSystemGuide(iv)
        }
        return iv
    }

    /// Creates (and queues) an engine-made constraint
    /// `first.firstAttribute relation second.secondAttribute + constant` (`first.firstAttribute
    /// relation constant` without `second`), without anchor objects.
    func system(_ kind: LayoutConstraint.Kind, _ first: ItemReference, _ firstAttribute: LayoutAttribute,
                _ second: ItemReference? = nil, _ secondAttribute: LayoutAttribute = .notAnAttribute,
                relation: LayoutRelation = .equal, constant: CGFloat,
                priority: LayoutPriority = .required, id: String) -> LayoutConstraint {
        queueSystem(LayoutConstraint(kind: kind, first, firstAttribute, relation, second, secondAttribute,
                                     constant: constant, priority: priority, identifier: id))
    }

    /// Queues a new engine-made constraint, claimed by this engine.
    private func queueSystem(_ c: LayoutConstraint) -> LayoutConstraint {
        c.activeFlag = true
        c.engine = self
        c.reason = .addedAfterConflicts
        insert(c, claiming: true)
        pendingSystem.append(.record(c))
        needsLayout = true
        return c
    }

    /// Creates the autoresizing constraints of a view that translates its frame.
    func makeFrameHold(_ iv: ItemVariables, view: View, parent: ItemVariables?) {
        let f = view.storedFrame
        if view === root {
            if !isFitting && view.translatesAutoresizingMaskIntoConstraints {
                iv.frameHold = [
                    system(.autoresizing, iv.reference, .width, constant: f.width, id: "autoresizing"),
                    system(.autoresizing, iv.reference, .height, constant: f.height, id: "autoresizing"),
                ]
            }
        } else if view.translatesAutoresizingMaskIntoConstraints, let superview = view.superview {
            iv.frameHold = [
                system(.autoresizing, iv.reference, .left, superview.itemReference, .left, constant: f.minX, id: "autoresizing"),
                system(.autoresizing, iv.reference, .top, superview.itemReference, .top, constant: f.minY, id: "autoresizing"),
                system(.autoresizing, iv.reference, .width, constant: f.width, id: "autoresizing"),
                system(.autoresizing, iv.reference, .height, constant: f.height, id: "autoresizing"),
            ]
        }
    }

    /// Whether a view gets intrinsic-size constraints (views positioned by constraints, and the
    /// view being measured by a fitting engine).
    func usesIntrinsicSize(_ view: View) -> Bool {
        !view.translatesAutoresizingMaskIntoConstraints || (isFitting && view === root)
    }

    /// Measures the view's intrinsic size and creates, updates or removes its hugging and
    /// compression-resistance constraints. Returns whether anything changed.
    /// `placeholder`, when given, stands for the measurement (see
    /// `LayoutEngine+StandInWidths.swift`).
    @discardableResult
    func refreshIntrinsic(_ iv: ItemVariables, view: View, placeholder: CGSize? = nil) -> Bool {
        let size: CGSize
        if let placeholder {
            size = placeholder
        } else {
            iv.widthIsStandIn = false
            size = usesIntrinsicSize(view)
                ? view.engineIntrinsicSize(layoutWidth: iv.layoutWidth)
                : CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
        }
        var changed = false
        // Two passes (horizontal, vertical) without an array literal, which would allocate.
        for pass in 0..<2 {
            let axis: Axis = pass == 0 ? .horizontal : .vertical
            let value = axis == .horizontal ? size.width : size.height
            let base = axis == .horizontal ? 0 : 2
            if value >= 0, value.isFinite {
                if let compression = iv.intrinsic[base], let hugging = iv.intrinsic[base + 1] {
                    if compression.storedConstant != value || hugging.storedConstant != value {
                        // Both constants first, then the engine: a pair sharing one solver
                        // equality stays paired (see `LayoutEngine+IntrinsicPairs.swift`).
                        compression.storedConstant = value
                        hugging.storedConstant = value
                        constantDidChange(compression)
                        if record(of: hugging)?.sharesSolverConstraint != true { constantDidChange(hugging) }
                        changed = true
                    }
                } else if iv.compactIntrinsic[pass] != nil {
                    if updateCompactIntrinsic(iv, axis: pass, value: value) { changed = true }
                } else if makeCompactIntrinsic(iv, view: view, axis: pass, value: value) {
                    changed = true
                } else {
                    let attribute: LayoutAttribute = axis == .horizontal ? .width : .height
                    iv.intrinsic[base] = system(.compressionResistance, iv.reference, attribute, relation: .greaterThanOrEqual, constant: value,
                                                priority: view.contentCompressionResistancePriority(for: axis), id: "compression resistance")
                    iv.intrinsic[base + 1] = system(.hugging, iv.reference, attribute,
                                                    relation: .lessThanOrEqual, constant: value,
                                                    priority: view.contentHuggingPriority(for: axis), id: "hugging")
                    changed = true
                }
            } else if iv.compactIntrinsic[pass] != nil {
                removeCompactIntrinsic(iv, axis: pass)
                changed = true
            } else if iv.intrinsic[base] != nil || iv.intrinsic[base + 1] != nil {
                for index in base...(base + 1) {
                    if let c = iv.intrinsic[index] { remove(c) }
                    iv.intrinsic[index] = nil
                }
                changed = true
            }
        }
        return changed
    }

    /// The placement constants of a built-in guide in its view: left and top offsets, and
    /// width and height differences. For the keyboard guide, `top` is the offset from the
    /// view's bottom and `height` the guide's height.
    func guideConstants(_ iv: ItemVariables, owner: View, kind: LayoutGuide.System)
        -> (left: CGFloat, top: CGFloat, width: CGFloat, height: CGFloat) {
        var m = EdgeInsets.zero
        var s = iv.safeInsets
        if kind == .keyboard {
            // No keyboard is shown headless: the guide is the band below the safe area, as wide
            // as the view (UIKit's `followsUndockedKeyboard` documentation: the top matches the
            // safe area's bottom; `usesBottomSafeArea == false` ties it to the view's bottom).
            let uses = (iv.guide as? KeyboardLayoutGuide)?.usesBottomSafeArea ?? true
            let height = uses ? s.bottom : 0
            return (0, -height, 0, height)
        }
        if kind == .margins || kind == .readableContent {
            m = owner.resolvedMargins(for: owner.effectiveUserInterfaceLayoutDirection)
            if !owner.insetsLayoutMarginsFromSafeArea { s = .zero }
        }
        let left = m.left + s.left, right = m.right + s.right
        let top = m.top + s.top, bottom = m.bottom + s.bottom
        if kind == .readableContent {
            // At most the readable width, centred in the margins (the owner's solved width;
            // `solve()` refreshes it after each solve).
            let available = CGFloat(iv.parent?.width.value ?? 0) - left - right
            let extra = Swift.max(available - View.readableContentWidth, 0)
            return (left + extra / 2, top, -(left + right) - extra, -(top + bottom))
        }
        return (left, top, -(left + right), -(top + bottom))
    }

    /// Updates a built-in guide's placement constants in place. Returns whether they changed.
    @discardableResult
    func refreshGuide(_ iv: ItemVariables) -> Bool {
        guard let guide = iv.guide, let kind = guide.system, let owner = guide.owningView, iv.guideHold.count == 4 else { return false }
        let c = guideConstants(iv, owner: owner, kind: kind)
        let values = [c.left, c.top, c.width, c.height]
        var changed = false
        for (constraint, value) in zip(iv.guideHold, values) where constraint.storedConstant != value {
            constraint.constant = value
            changed = true
        }
        return changed
    }

    /// The safe-area insets of `view` from the frames (before anything is solved).
    func currentSafeInsets(of view: View) -> EdgeInsets {
        guard let root else { return .zero }
        let rootInsets = root.superview == nil ? root.rootSafeAreaInsets : .zero
        // Frames in the root's coordinates: a fitting engine's root (a cell measured inside a
        // list) is not the top of its hierarchy, and its descendants' frames must not carry
        // the root's own position (which would read as a safe-area inset at their far edges).
        let shift = root.superview == nil ? CGPoint.zero : root.absoluteFrame.origin
        func inRoot(_ item: View) -> CGRect { item.absoluteFrame.offsetBy(dx: -shift.x, dy: -shift.y) }
        let rect = view === root ? CGRect(origin: .zero, size: root.storedFrame.size) : inRoot(view)
        let safe = SafeAreaGeometry.safeEdges(for: view, root: root, rootSize: root.storedFrame.size,
                                              rootInsets: rootInsets) { inRoot($0) }
        if safe.usedAdditional { usesAdditionalSafeArea = true }
        return SafeAreaGeometry.insets(of: rect, safe: safe.edges)
    }

    /// Removes the variables and engine-made constraints of items leaving the engine.
    func forget(_ items: [any LayoutItem]) {
        for item in items {
            guard let iv = existingVariables(for: item) else { continue }
            // The constraints first: a pair of intrinsic-size constraints finds its other half
            // through the item's variables.
            for c in iv.systemConstraints { remove(c) }
            for axis in 0..<2 where iv.compactIntrinsic[axis] != nil { removeCompactIntrinsic(iv, axis: axis) }
            if rootPins.variables === iv { removeRootPins() }
            unlink(iv, from: item)
            delistWidthDependent(iv)
            delistSystemGuide(iv)
            if iv.isDirty { forgottenDirtyCount += 1 }
            iv.isForgotten = true
        }
        needsLayout = true
    }

    /// Lists a label whose intrinsic height or baselines follow its laid-out width (once).
    func listWidthDependent(_ iv: ItemVariables) {
        guard !iv.isWidthDependent else { return }
        // Room for a cell's labels at once, instead of regrowing from one.
        if widthDependent.capacity == 0 { widthDependent.reserveCapacity(8) }
        enlist(iv, in: &widthDependent) { $0.widthDependentPosition = $1 }
    }

    /// Takes an item leaving the engine out of `widthDependent`.
    private func delistWidthDependent(_ iv: ItemVariables) {
        delist(iv, from: &widthDependent, position: { $0.widthDependentPosition }) { $0.widthDependentPosition = $1 }
    }

    /// Lists a built-in guide with variables (once).
    private func listSystemGuide(_ iv: ItemVariables) {
        guard !iv.isListedSystemGuide else { return }
        enlist(iv, in: &systemGuides) { $0.systemGuidePosition = $1 }
    }

    /// Takes a guide leaving the engine out of `systemGuides`.
    private func delistSystemGuide(_ iv: ItemVariables) {
        delist(iv, from: &systemGuides, position: { $0.systemGuidePosition }) { $0.systemGuidePosition = $1 }
    }

    func markDirty(_ iv: ItemVariables) {
        if !iv.isDirty {
            iv.isDirty = true
            dirty.append(iv)
        }
    }

    /// Whether every item of the engine is in `dirty` (as after its variables were made):
    /// then nothing needs looking up to find more. Forgotten items still listed don't count;
    /// `forgottenDirtyCount` may overcount them, which only makes this answer `false`.
    var allItemsDirty: Bool {
        dirty.count - forgottenDirtyCount == allVariables.count
    }

    /// Empties `dirty` (the caller has written the frames, or writes none).
    func clearDirty() {
        dirty.removeAll(keepingCapacity: true)
        forgottenDirtyCount = 0
    }
}
