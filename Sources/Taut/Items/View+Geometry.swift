import Foundation

extension View {
    /// The centre of the untransformed frame, in the superview's coordinates (a ``transform``
    /// turns the view about it and does not move it).
    public var center: CGPoint {
        get { CGPoint(x: storedFrame.midX, y: storedFrame.midY) }
        set {
            setUntransformedFrame(CGRect(x: newValue.x - storedFrame.width / 2, y: newValue.y - storedFrame.height / 2,
                                         width: storedFrame.width, height: storedFrame.height))
        }
    }

    /// ``hitTest(_:with:)``'s default: the frontmost descendant containing `point`, skipping
    /// hidden, transparent and non-interactive views (transforms are not taken into account).
    func defaultHitTest(_ point: CGPoint, with event: Event?) -> View? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else {
            return nil
        }
        for subview in subviews.reversed() {
            let shift = subview.boundsOrigin
            let local = CGPoint(x: point.x - subview.storedFrame.minX + shift.x, y: point.y - subview.storedFrame.minY + shift.y)
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }

    /// Converts a point from this view's coordinates to `view`'s (or to the root's when
    /// `view` is `nil`), through the frames of both views' trees (and the content offsets of
    /// the scroll views on the way, which shift the bounds of what they contain).
    public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
        let own = originInRoot
        let other = view?.originInRoot ?? .zero
        return CGPoint(x: point.x + own.x - other.x, y: point.y + own.y - other.y)
    }

    /// Converts a point from `view`'s coordinates (or the root's when `view` is `nil`) to this
    /// view's.
    public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
        let own = originInRoot
        let other = view?.originInRoot ?? .zero
        return CGPoint(x: point.x + other.x - own.x, y: point.y + other.y - own.y)
    }

    /// Converts a rectangle from this view's coordinates to `view`'s (or the root's).
    public func convert(_ rect: CGRect, to view: View?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// Converts a rectangle from `view`'s coordinates (or the root's) to this view's.
    public func convert(_ rect: CGRect, from view: View?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    /// The origin of the view's bounds in its root's coordinates (the root's own origin is
    /// zero; a scroll view's content offset shifts what it contains).
    private var originInRoot: CGPoint {
        var point = CGPoint.zero
        var view = self
        while let parent = view.superview {
            let shift = view.boundsOrigin
            point.x += view.storedFrame.minX - shift.x
            point.y += view.storedFrame.minY - shift.y
            view = parent
        }
        return point
    }

    /// `frame` if all its components are finite; otherwise reports it and returns `nil`.
    func validatedFrame(_ frame: CGRect) -> CGRect? {
        let values = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height]
        if values.allSatisfy(\.isFinite) { return frame }
        LayoutDiagnostics.report(LayoutDiagnostic(
            kind: .invalidViewValue,
            message: "Refused the frame (\(values.map { "\($0)" }.joined(separator: ", "))) of \(debugName): "
                + "a frame must be finite; the view keeps (\(formatLayoutNumber(storedFrame.minX)), "
                + "\(formatLayoutNumber(storedFrame.minY)), \(formatLayoutNumber(storedFrame.width)), "
                + "\(formatLayoutNumber(storedFrame.height)))."))
        return nil
    }

    /// The origin of the view's bounds: a scroll view's content offset, zero for other views.
    var boundsOrigin: CGPoint {
        guard cycleFlags.contains(.isScrollView), let scroll = self as? ScrollView else { return .zero }
        return scroll.contentOffset
    }
}
