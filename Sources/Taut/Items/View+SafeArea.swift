import Foundation

extension View {
    /// The parts of the view covered by the root's unsafe area (a notch, a home indicator).
    ///
    /// On a root view this is what the user sets, like a device's insets. On other views it is
    /// computed: each edge's inset is how far the root's unsafe band on that side reaches into
    /// the view (between 0 and the view's size). Setting it on a non-root view has no effect.
    /// The root view of a ``ViewController`` adds the controller's
    /// ``ViewController/additionalSafeAreaInsets`` to its own, and its subviews see them too.
    public var safeAreaInsets: EdgeInsets {
        get {
            let root = rootView
            let rect = superview == nil ? CGRect(origin: .zero, size: storedFrame.size) : absoluteFrame
            let safe = SafeAreaGeometry.safeEdges(for: self, root: root, rootSize: root.storedFrame.size,
                                                  rootInsets: root.rootSafeAreaInsets) { $0.absoluteFrame }
            return SafeAreaGeometry.insets(of: rect, safe: safe.edges)
        }
        set {
            guard superview == nil, newValue != rootSafeAreaInsets else { return }
            rootSafeAreaInsets = newValue
            engine?.safeAreaDidChange()
        }
    }

    /// A guide for the part of the view inside the safe area. Its identifier is
    /// `UIViewSafeAreaLayoutGuide`.
    public var safeAreaLayoutGuide: LayoutGuide {
        if let guide = storedSafeAreaGuide { return guide }
        let guide = LayoutGuide(system: .safeArea, owner: self)
        storedSafeAreaGuide = guide
        return guide
    }

    /// The frame in the root's coordinates (the root's bounds start at zero), from the frames.
    var absoluteFrame: CGRect {
        guard superview != nil else { return CGRect(origin: .zero, size: storedFrame.size) }
        var origin = storedFrame.origin
        var view = self
        while let parent = view.superview, parent.superview != nil {
            origin.x += parent.storedFrame.minX
            origin.y += parent.storedFrame.minY
            view = parent
        }
        return CGRect(origin: origin, size: storedFrame.size)
    }
}

/// The geometry of safe areas: how much of a rectangle lies in the root's unsafe bands.
enum SafeAreaGeometry {
    /// The safe part of the root, in root coordinates, as edges (never a negative size).
    struct Edges: Equatable {
        var minX: CGFloat, minY: CGFloat, maxX: CGFloat, maxY: CGFloat
    }

    /// The insets of `rect` (in root coordinates) against the root's unsafe bands, each
    /// clamped to `0...` the rectangle's size.
    static func insets(of rect: CGRect, rootSize: CGSize, rootInsets: EdgeInsets) -> EdgeInsets {
        insets(of: rect, safe: Edges(minX: rootInsets.left, minY: rootInsets.top,
                                     maxX: rootSize.width - rootInsets.right, maxY: rootSize.height - rootInsets.bottom))
    }

    /// The insets of `rect` (in root coordinates) against the safe edges `safe`, each clamped
    /// to `0...` the rectangle's size.
    static func insets(of rect: CGRect, safe: Edges) -> EdgeInsets {
        func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { Swift.min(Swift.max(value, 0), Swift.max(limit, 0)) }
        return EdgeInsets(
            top: clamp(safe.minY - rect.minY, rect.height),
            left: clamp(safe.minX - rect.minX, rect.width),
            bottom: clamp(rect.maxY - safe.maxY, rect.height),
            right: clamp(rect.maxX - safe.maxX, rect.width))
    }

    /// The safe edges `view` sees: the root's, narrowed by the ``ViewController/additionalSafeAreaInsets``
    /// of the view controllers whose root views are `view` or its ancestors (outermost first,
    /// each inset from its view's safe part, as UIKit adds them). `rectOf` gives a view's
    /// rectangle in the coordinates of `root` (the tree's or the engine's root, where the walk
    /// stops), from the frames or from the solver, `nil` if unknown.
    /// `usedAdditional` says whether any additional insets were found.
    static func safeEdges(for view: View, root: View, rootSize: CGSize, rootInsets: EdgeInsets,
                          rectOf: (View) -> CGRect?) -> (edges: Edges, usedAdditional: Bool) {
        var edges = Edges(minX: rootInsets.left, minY: rootInsets.top,
                          maxX: rootSize.width - rootInsets.right, maxY: rootSize.height - rootInsets.bottom)
        var adders: [(View, EdgeInsets)] = []
        var current: View? = view
        // The content of a scroll view whose content inset takes in the safe area on an axis
        // (a table always does vertically) does not see the safe area on that axis: the inset
        // already keeps the content clear of the bars, as in UIKit, where a table's cells have
        // no top or bottom safe-area insets.
        var ancestor = view.superview
        while let node = ancestor {
            if let scroll = node as? ScrollView {
                let adjusts = scroll.adjustedAxes
                if adjusts.vertical {
                    edges.minY = -.greatestFiniteMagnitude
                    edges.maxY = .greatestFiniteMagnitude
                }
                if adjusts.horizontal {
                    edges.minX = -.greatestFiniteMagnitude
                    edges.maxX = .greatestFiniteMagnitude
                }
            }
            ancestor = node === root ? nil : node.superview
        }
        while let node = current {
            // `safeAreaAdditions`: the additional insets plus a container's bars (navigation).
            if let controller = node.viewController {
                let additions = controller.safeAreaAdditions
                if additions != .zero { adders.append((node, additions)) }
            }
            current = node === root ? nil : node.superview
        }
        for (node, extra) in adders.reversed() {
            guard let rect = node === root ? CGRect(origin: .zero, size: rootSize) : rectOf(node) else { continue }
            edges.minX = Swift.max(edges.minX, rect.minX) + extra.left
            edges.minY = Swift.max(edges.minY, rect.minY) + extra.top
            edges.maxX = Swift.min(edges.maxX, rect.maxX) - extra.right
            edges.maxY = Swift.min(edges.maxY, rect.maxY) - extra.bottom
        }
        return (edges, !adders.isEmpty)
    }
}
