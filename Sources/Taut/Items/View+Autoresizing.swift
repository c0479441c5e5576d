import Foundation

extension View {
    /// Sets the frame the constraints and the engine use (the untransformed one): the work of
    /// ``frame``'s setter. A change of size queues the view for `layoutSubviews()` and resizes
    /// its subviews by their autoresizing masks.
    func setUntransformedFrame(_ frame: CGRect) {
        guard frame != storedFrame, let frame = validatedFrame(frame) else { return }
        let oldSize = storedFrame.size
        storedFrame = frame
        rootView.engine?.frameDidChange(of: self)
        if frame.size != oldSize {
            enqueueForLayout()
            autoresizeSubviews(oldSize: oldSize)
        }
    }

    /// Stores ``autoresizingMask`` and tells the superview that a subview has one.
    func setAutoresizingMask(_ mask: AutoresizingMask) {
        guard mask != (extras?.autoresizingMask ?? []) else { return }
        madeExtras.autoresizingMask = mask
        if !mask.isEmpty { superview?.cycleFlags.insert(.hasAutoresizingSubviews) }
    }

    /// Resizes the subviews that translate their masks into constraints after this view's size
    /// changed from `oldSize` (see ``AutoresizingMask`` for the rule). Views none of whose
    /// subviews ever had a mask return at once.
    func autoresizeSubviews(oldSize: CGSize) {
        guard cycleFlags.contains(.hasAutoresizingSubviews), autoresizesSubviews else { return }
        let newSize = storedFrame.size
        for subview in subviews {
            guard subview.translatesAutoresizingMaskIntoConstraints,
                  let mask = subview.extras?.autoresizingMask, !mask.isEmpty else { continue }
            let old = subview.storedFrame
            let (x, width) = View.resize(start: old.minX, size: old.width, oldTotal: oldSize.width, newTotal: newSize.width,
                                         flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                                                    mask.contains(.flexibleRightMargin)))
            let (y, height) = View.resize(start: old.minY, size: old.height, oldTotal: oldSize.height, newTotal: newSize.height,
                                          flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                                                     mask.contains(.flexibleBottomMargin)))
            subview.setUntransformedFrame(CGRect(x: x, y: y, width: width, height: height))
        }
    }

    /// One axis of autoresizing: the new start and size of a view spanning `start ..< start +
    /// size` in a superview whose length went from `oldTotal` to `newTotal`. The flexible
    /// parts (margin before, size, margin after) share the change in proportion to their
    /// current values, or equally when those are all 0.
    static func resize(start: CGFloat, size: CGFloat, oldTotal: CGFloat, newTotal: CGFloat,
                       flexible: (before: Bool, size: Bool, after: Bool)) -> (start: CGFloat, size: CGFloat) {
        let delta = newTotal - oldTotal
        let parts = [(flexible.before, start), (flexible.size, size), (flexible.after, oldTotal - start - size)]
        let flexibleParts = parts.filter(\.0)
        guard delta != 0, !flexibleParts.isEmpty else { return (start, size) }
        // Negative margins (a view hanging out of its superview) count as 0 in the shares.
        let total = flexibleParts.reduce(0) { $0 + Swift.max($1.1, 0) }
        func share(_ part: (Bool, CGFloat)) -> CGFloat {
            guard part.0 else { return 0 }
            return total > 0 ? delta * Swift.max(part.1, 0) / total : delta / CGFloat(flexibleParts.count)
        }
        let newStart = start + share(parts[0])
        let newSize = Swift.max(size + share(parts[1]), 0)
        return (newStart, newSize)
    }
}
