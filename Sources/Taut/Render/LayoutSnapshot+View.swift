import Foundation

extension LayoutSnapshot {
    /// A snapshot of the laid-out tree under `root`, taken as it is now (call
    /// ``View/layoutIfNeeded()`` first).
    ///
    /// Views are named by their ``LayoutItem/debugName``: the `accessibilityIdentifier`
    /// when set, `ClassName:N` otherwise; set identifiers to get readable names. A view
    /// whose name is in `colors` is filled with that color, any other with its
    /// `backgroundColor`. Each node also records the view's alpha, its layer's corner
    /// radius, border and clipping, a label's text colour and alignment, and where an image
    /// view draws its image.
    ///
    /// - Parameters:
    ///   - root: The root of the tree; its frame's origin is the snapshot's origin.
    ///   - colors: Fill colors by view name (`"#4a90d9"`, `"tomato"`).
    ///   - detectAmbiguity: Whether to mark views whose frames are not determined; this
    ///     solves the tree once per view, so turn it off for large trees.
    public init(root: View, colors: [String: String] = [:], detectAmbiguity: Bool = true) {
        var ambiguous = Set<ObjectIdentifier>()
        if detectAmbiguity {
            for entry in root.ambiguityReport().entries {
                if let item = entry.item { ambiguous.insert(ObjectIdentifier(item)) }
            }
        }
        var nodes: [Node] = []
        var used = Set<String>()
        let rootSize = root.storedFrame.size, rootInsets = root.rootSafeAreaInsets
        let rootEdges = SafeAreaGeometry.Edges(minX: rootInsets.left, minY: rootInsets.top, maxX: rootSize.width - rootInsets.right,
                                               maxY: rootSize.height - rootInsets.bottom)
        // Depth first with an explicit stack (a parent before its subviews, subviews in order),
        // so that a tree of any depth is captured without recursion; each entry carries the
        // safe area's edges in root coordinates, narrowed by view controllers' additional
        // insets on the way down (what `safeAreaInsets` finds by walking up).
        var stack: [(view: View, depth: Int, origin: CGPoint, parent: String?, safe: SafeAreaGeometry.Edges)] =
            [(root, 0, .zero, nil, rootEdges)]
        while let (view, depth, origin, parent, inheritedSafe) = stack.popLast() {
            let frame = depth == 0
                ? CGRect(origin: .zero, size: view.frame.size)
                : view.frame.offsetBy(dx: origin.x, dy: origin.y)
            // A transformed view is drawn as its transformed frame's box; its subviews and guides
            // are placed from its untransformed frame, as layout placed them.
            let placed = depth == 0 ? frame : view.storedFrame.offsetBy(dx: origin.x, dy: origin.y)
            var safe = inheritedSafe
            if let extra = view.viewController?.safeAreaAdditions, extra != .zero {  // with container bars (navigation)
                safe.minX = max(safe.minX, placed.minX) + extra.left
                safe.minY = max(safe.minY, placed.minY) + extra.top
                safe.maxX = min(safe.maxX, placed.maxX) - extra.right
                safe.maxY = min(safe.maxY, placed.maxY) - extra.bottom
            }
            var name = view.debugName
            if used.contains(name) {
                var index = 2
                while used.contains("\(name)#\(index)") { index += 1 }
                name = "\(name)#\(index)"
            }
            used.insert(name)
            var node = Node(name: name, frame: frame, depth: depth, parent: parent,
                            color: colors[view.debugName] ?? view.backgroundColor?.cssHex, isHidden: view.isHidden,
                            isAmbiguous: ambiguous.contains(ObjectIdentifier(view)),
                            guides: Self.guides(of: view, frame: placed, safe: safe),
                            alpha: Double(view.alpha))
            if let layer = view.storedLayer {
                node.cornerRadius = Double(layer.cornerRadius)
                node.maskedCorners = layer.maskedCorners
                node.borderWidth = Double(layer.borderWidth)
                node.borderColor = layer.borderColor?.cssHex
                node.clipsToBounds = layer.masksToBounds
            }
            if let label = view as? Label {
                node.kind = .label
                node.text = label.text
                if let color = label.textColor, color != .label { node.textColor = color.cssHex }
                node.textAlignment = label.textAlignment
                node.fontSize = Double(label.fontSize)
                node.font = label.font
                node.numberOfLines = label.numberOfLines
                node.textLines = TextLines.wrap(label.text ?? "", fontSize: Double(label.fontSize),
                                                width: Double(frame.width), numberOfLines: label.numberOfLines)
            } else if let imageView = view as? ImageView {
                node.kind = .image
                if let image = imageView.isHighlighted ? imageView.highlightedImage ?? imageView.image : imageView.image {
                    node.imageSize = image.size
                    node.imageFrame = ImagePlacement.rect(of: image.size, in: frame, mode: imageView.contentMode)
                }
            } else if LayoutFileBuildContext.isStack(view) {
                node.kind = .stack
            }
            nodes.append(node)
            // A scroll view's subviews are placed in its content, which its content offset moves
            // (UIKit draws a subview at its frame less the superview's bounds origin).
            var contentOrigin = placed.origin
            if let scroll = view as? ScrollView {
                contentOrigin.x -= scroll.contentOffset.x
                contentOrigin.y -= scroll.contentOffset.y
            }
            for subview in view.subviews.reversed() {
                stack.append((subview, depth + 1, contentOrigin, name, safe))
            }
        }
        self.init(size: root.frame.size,
                  isRightToLeft: root.effectiveUserInterfaceLayoutDirection == .rightToLeft,
                  nodes: nodes)
    }

    /// The margins rectangle, the safe area when it differs from the frame, and the view's
    /// own layout guides, in root coordinates.
    private static func guides(of view: View, frame: CGRect, safe edges: SafeAreaGeometry.Edges) -> [Guide] {
        var guides: [Guide] = []
        let margins = view.layoutMargins
        guides.append(Guide(name: "margins", frame: CGRect(
            x: frame.minX + margins.left, y: frame.minY + margins.top,
            width: max(0, frame.width - margins.left - margins.right),
            height: max(0, frame.height - margins.top - margins.bottom))))
        let safe = SafeAreaGeometry.insets(of: frame, safe: edges)
        if safe != .zero {
            guides.append(Guide(name: "safeArea", frame: CGRect(
                x: frame.minX + safe.left, y: frame.minY + safe.top,
                width: max(0, frame.width - safe.left - safe.right),
                height: max(0, frame.height - safe.top - safe.bottom))))
        }
        for guide in view.layoutGuides where guide.system == nil {
            let name = guide.identifier.isEmpty ? guide.debugName : guide.identifier
            guides.append(Guide(name: name, frame: guide.layoutFrame.offsetBy(dx: frame.minX, dy: frame.minY)))
        }
        return guides
    }
}
