import Foundation

import TautSolver

extension LayoutEngine {
    /// The solve of a layout pass (with the follow-up passes of wrapping labels and safe
    /// areas): writes the frames of the items whose variables changed and returns the views
    /// whose size changed, for `layoutSubviews()`. The subviews of resized views are then
    /// resized by their autoresizing masks (before any `layoutSubviews()`); their new frames
    /// are solved in the next round of the pass.
    func layout() -> [View] {
        solve()
        let resized = writeFrames()
        needsLayout = false
        applyAutoresizing()
        return resized
    }

    /// Resizes the subviews of the views `writeFrames()` resized, by their autoresizing masks.
    func applyAutoresizing() {
        guard !pendingAutoresizing.isEmpty else { return }
        let pending = pendingAutoresizing
        pendingAutoresizing = []
        for (view, oldSize) in pending { view.autoresizeSubviews(oldSize: oldSize) }
    }

    /// Adds what is queued, solves, and repeats while wrapping labels or safe-area guides need
    /// new constants for the solved geometry (at most four extra rounds).
    func solve() {
        flush()
        // Labels waiting for their first measurement are measured from the solver's solution
        // before it is written into the variables (see `LayoutEngine+StandInWidths.swift`).
        if !awaitingFirstMeasurement.isEmpty, measureAwaitingLabels(atFixedWidths: true) { flush() }
        markChanged(solver.updateVariables())
        leaveOutRejectedByRebuild()
        defer { standInsAreSettled = true }
        for _ in 0..<4 {
            var changed = false
            for iv in widthDependent where refreshWidthDependent(iv) { changed = true }
            if safeAreaCheckNeeded || rootHasSafeArea || usesAdditionalSafeArea || hasReadableGuides {
                safeAreaCheckNeeded = false
                for iv in systemGuides where refreshSafeInsets(iv) { changed = true }
            }
            guard changed else { break }
            flush()
            markChanged(solver.updateVariables())
            leaveOutRejectedByRebuild()
        }
    }

    private var rootHasSafeArea: Bool {
        guard let root, root.superview == nil else { return false }
        return root.rootSafeAreaInsets != .zero
    }

    /// Re-measures a label at its solved width. Returns whether a constant changed.
    private func refreshWidthDependent(_ iv: ItemVariables) -> Bool {
        guard let view = iv.view else { return false }
        let width = CGFloat(iv.width.value)
        if let previous = iv.layoutWidth, abs(previous - width) < 1e-6 { return false }
        iv.layoutWidth = width
        var changed = false
        if view.intrinsicHeightDependsOnWidth { changed = refreshIntrinsic(iv, view: view) }
        if refreshBaselines(iv, view: view) { changed = true }
        return changed
    }

    /// Re-measures a view's baselines and updates the constraints that use them.
    @discardableResult
    func refreshBaselines(_ iv: ItemVariables, view: View) -> Bool {
        guard let old = iv.baselineOffsets else { return false }
        guard let new = view.baselineOffsetsFromCenter(layoutWidth: iv.layoutWidth) else { return false }
        guard new.first != old.first || new.last != old.last else { return false }
        iv.baselineOffsets = new
        // Every baseline constraint, not only this view's: a container may forward its
        // baseline to this view (`forFirstBaselineLayout`).
        for record in baselineRecords.values { refreshConstant(of: record) }
        return true
    }

    /// Rebuilds the constraints that use baselines, for when a view's `forFirstBaselineLayout`
    /// or `forLastBaselineLayout` may now be another view (a stack view hid a subview).
    func rebuildBaselineConstraints() {
        requireAwaitingHolds()
        for record in baselineRecords.values.sorted(by: { $0.constraint.serial < $1.constraint.serial })
            where record.state == .installed {
            if let sc = record.solverConstraint { try? solver.removeConstraint(sc) }
            record.solverConstraint = nil
            record.state = .pending
            record.reason = .baselineViewChanged
            pending.append(record)
        }
        needsLayout = true
    }

    /// Recomputes a built-in guide's safe-area insets from its view's solved rectangle.
    private func refreshSafeInsets(_ iv: ItemVariables) -> Bool {
        guard let root, let owner = iv.guide?.owningView, let ov = existingVariables(of: owner),
              let rv = existingVariables(of: root) else { return false }
        let rootInsets = root.superview == nil ? root.rootSafeAreaInsets : .zero
        let rootSize = CGSize(width: rv.width.value, height: rv.height.value)
        let safe = SafeAreaGeometry.safeEdges(for: owner, root: root, rootSize: rootSize, rootInsets: rootInsets) { view in
            self.existingVariables(of: view)?.solvedRect
        }
        if safe.usedAdditional { usesAdditionalSafeArea = true }
        let insets = SafeAreaGeometry.insets(of: ov.solvedRect, safe: safe.edges)
        // A readable content guide also follows its view's width.
        guard insets != iv.safeInsets else { return iv.guide?.system == .readableContent && refreshGuide(iv) }
        iv.safeInsets = insets
        return refreshGuide(iv)
    }

    /// Marks the items owning changed variables as needing their frames written.
    func markChanged(_ changed: ChangedVariables) {
        guard !allItemsDirty else { return }  // a first pass: nothing to look up
        for variable in changed {
            if let iv = owner(of: variable) { markDirty(iv) }
        }
    }

    /// Writes frames (views) and layout frames (guides) of dirty items, relative to their
    /// superview / owning view. Returns the views whose size changed.
    func writeFrames() -> [View] {
        guard !isFitting, let root else { clearDirty(); return [] }
        // A view that moved moves its children's frames relative to it (unless every item is
        // already dirty, as in a first pass).
        let moved = allItemsDirty ? [] : dirty
        for iv in moved {
            guard let view = iv.view, !iv.isForgotten else { continue }
            for sub in view.subviews {
                if let child = existingVariables(of: sub) { markDirty(child) }
            }
            for guide in view.guides {
                if let child = existingVariables(for: guide) { markDirty(child) }
            }
            for guide in [view.storedMarginsGuide, view.storedSafeAreaGuide] {
                if let guide, let child = existingVariables(for: guide) { markDirty(child) }
            }
            if let extras = view.extras {
                for guide in [extras.readableGuide, extras.keyboardGuide as LayoutGuide?] {
                    if let guide, let child = existingVariables(for: guide) { markDirty(child) }
                }
            }
        }
        var resized: [View] = []
        // UIKit's pixel rounding, when the root asks for it (see LayoutEngine+PixelRounding.swift).
        let pixelScale = pixelRoundingScale
        for iv in dirty {
            iv.isDirty = false
            guard !iv.isForgotten else { continue }
            if let view = iv.view {
                let old = view.storedFrame
                if view.translatesAutoresizingMaskIntoConstraints {
                    // Held at its frame; a root that translates keeps its frame too.
                } else if let pv = iv.parent {
                    view.storedFrame = writtenFrame(of: iv, in: pv, scale: pixelScale)
                } else if view === root {
                    view.storedFrame.size = writtenRootSize(of: iv, scale: pixelScale)
                }
                if view.storedFrame.size != old.size {
                    // Room for every dirty item at the first, instead of regrowing 1, 2, 4, 8...
                    if resized.isEmpty { resized.reserveCapacity(dirty.count) }
                    resized.append(view)
                    if view.cycleFlags.contains(.hasAutoresizingSubviews) { pendingAutoresizing.append((view, old.size)) }
                }
            } else if let guide = iv.guide, let ov = iv.parent {
                guide.layoutFrame = writtenFrame(of: iv, in: ov, scale: pixelScale)
                if guide.system == .scrollContent, let scroll = guide.owningView as? ScrollView {
                    scroll.contentGuideDidLayout(guide.layoutFrame.size)
                }
            }
        }
        clearDirty()
        return resized
    }

    // MARK: Changes from the tree

    /// A view's frame was set: move its autoresizing constraints.
    func frameDidChange(of view: View) {
        guard let iv = existingVariables(of: view) else { return }
        let f = view.storedFrame
        if let fitted = fittedRoot, fitted === iv { restoreFittedHolds(size: f.size) }
        // `[x, y, width, height]`, or a root's `[width, height]` (no array of the values made).
        let holds = iv.frameHold
        if holds.count == 4 {
            holds[0].constant = f.minX; holds[1].constant = f.minY
            holds[2].constant = f.width; holds[3].constant = f.height
        } else if holds.count == 2 {
            holds[0].constant = f.width; holds[1].constant = f.height
        }
        // The next pass writes the solved frame back, unless the frame was set by
        // `layoutSubviews()` inside a pass: frames placed by hand there stay, as in UIKit.
        if iv.frameHold.isEmpty, !(root?.cycleFlags.contains(.inPass) ?? false) { markDirty(iv) }
        safeAreaCheckNeeded = true
        needsLayout = true
    }

    /// A view started or stopped translating its frame into constraints.
    func autoresizingDidChange(of view: View) {
        guard let iv = existingVariables(of: view) else { return }
        if let fitted = fittedRoot, fitted === iv { restoreFittedHolds(size: nil) }
        for c in iv.frameHold { remove(c) }
        iv.frameHold = []
        let parent = view.superview.flatMap { existingVariables(of: $0) }
        makeFrameHold(iv, view: view, parent: parent)
        refreshIntrinsic(iv, view: view)
        markDirty(iv)
    }

    /// A view's hugging or compression-resistance priority changed.
    func contentPrioritiesDidChange(of view: View) {
        guard let iv = existingVariables(of: view) else { return }
        for axis in 0..<2 { _ = compactPrioritiesDidChange(iv, view: view, axis: axis) }
        let priorities = [view.contentCompressionResistancePriority(for: .horizontal), view.contentHuggingPriority(for: .horizontal),
                          view.contentCompressionResistancePriority(for: .vertical), view.contentHuggingPriority(for: .vertical)]
        for (c, priority) in zip(iv.intrinsic, priorities) { c?.priority = priority }
    }

    /// A view's intrinsic size changed: re-measure (and re-measure its baselines).
    func intrinsicContentSizeDidChange(of view: View) {
        guard let iv = existingVariables(of: view) else { return }
        refreshIntrinsic(iv, view: view)
        refreshBaselines(iv, view: view)
        if view.intrinsicHeightDependsOnWidth { listWidthDependent(iv) }
        needsLayout = true
    }

    /// A view's margins changed: re-place its margins guide.
    func marginsDidChange(of view: View) {
        if let guide = view.storedMarginsGuide, let iv = existingVariables(for: guide) { refreshGuide(iv) }
        if let guide = view.extras?.readableGuide, let iv = existingVariables(for: guide) { refreshGuide(iv) }
    }

    /// A keyboard layout guide's `usesBottomSafeArea` changed: re-place it.
    func keyboardGuideDidChange(_ guide: KeyboardLayoutGuide) {
        guard let iv = existingVariables(for: guide) else { return }
        refreshGuide(iv)
        needsLayout = true
    }

    /// The root's safe-area insets changed.
    func safeAreaDidChange() {
        safeAreaCheckNeeded = true
        needsLayout = true
    }

    /// A semantic content attribute changed somewhere in the tree.
    func directionDidChange() {
        directionDirty = true
        needsLayout = true
    }
}

/// Rounds solver noise away: a value within 1e-7 of a multiple of 1/64 becomes that multiple.
func snap(_ value: Double) -> CGFloat {
    let grid = (value * 64).rounded() / 64
    return CGFloat(abs(value - grid) < 1e-7 ? grid : value)
}
