import Foundation

/// A laid-out view tree frozen into plain values: every view's name, absolute frame and
/// look (background and text colours, opacity, corners, border, clipping), ready to be rendered by ``SVGRenderer``, ``JSONRenderer`` or
/// ``FrameTableRenderer``.
///
/// A snapshot does not change when the views do; take a new one after the next layout
/// pass. Nodes are in depth-first order (a parent before its subviews, subviews in
/// order), the root first.
public struct LayoutSnapshot: Hashable, Sendable {
    /// The size of the root view.
    public var size: CGSize
    /// Whether the root view lays out right to left.
    public var isRightToLeft: Bool
    /// The views, root first, each parent before its subviews.
    public var nodes: [Node]

    /// Creates a snapshot from its parts.
    public init(size: CGSize, isRightToLeft: Bool = false, nodes: [Node]) {
        self.size = size
        self.isRightToLeft = isRightToLeft
        self.nodes = nodes
    }

    /// The node named `name`, if any.
    public subscript(name: String) -> Node? {
        nodes.first { $0.name == name }
    }
}

extension LayoutSnapshot {
    /// What kind of view a node was.
    public enum Kind: String, Hashable, Sendable {
        /// A plain view.
        case view
        /// A label, drawn with its text.
        case label
        /// A stack view.
        case stack
        /// An image view, drawn with a placeholder of its image's size.
        case image
    }

    /// A layout guide of a view, in the root view's coordinates.
    public struct Guide: Hashable, Sendable {
        /// The guide's name (`margins`, `safeArea`, or the guide's identifier).
        public var name: String
        /// The guide's layout frame in the root view's coordinates.
        public var frame: CGRect

        /// Creates a guide.
        public init(name: String, frame: CGRect) {
            self.name = name
            self.frame = frame
        }
    }

    /// One view of the tree.
    public struct Node: Hashable, Sendable {
        /// The view's name, unique in the snapshot.
        public var name: String
        /// The frame in the root view's coordinates.
        public var frame: CGRect
        /// How many views are above this one (0 for the root).
        public var depth: Int
        /// The name of the superview, `nil` for the root.
        public var parent: String?
        /// What kind of view this is.
        public var kind: Kind
        /// The fill color, as a CSS color (`#4a90d9`, `tomato`, `#rrggbbaa` when translucent): the
        /// color given for the view's name, or else its `backgroundColor`; `nil` draws an outline.
        public var color: String?
        /// A label's text.
        public var text: String?
        /// A label's font size in points.
        public var fontSize: Double?
        /// A label's font (size, weight, family), for renderers that measure text themselves
        /// (the Pango/Cairo renderer of TautPango); `nil` for other views.
        public var font: Font?
        /// A label's line limit (0: no limit), as its `numberOfLines`.
        public var numberOfLines: Int
        /// A label's text broken into the lines it is drawn on.
        public var textLines: [String]
        /// A label's attributed text, when it has one, laid out in lines of runs with the
        /// monospaced metric at its width (the SVG renderer draws these instead of
        /// ``textLines``); `nil` for plain text and other views.
        public var attributedLines: [AttributedTextLine]?
        /// Whether the view is hidden (hidden views are listed but not drawn).
        public var isHidden: Bool
        /// Whether the view's frame is not fully determined by its constraints.
        public var isAmbiguous: Bool
        /// The view's layout margins guide and safe area guide, and any other guides.
        public var guides: [Guide]
        /// The view's own opacity, 0...1 (its `alpha`; renderers multiply it down the tree).
        public var alpha: Double
        /// The radius of the rounded corners (its layer's `cornerRadius`; 0: square).
        public var cornerRadius: Double
        /// Which corners ``cornerRadius`` rounds (its layer's `maskedCorners`).
        public var maskedCorners: CornerMask
        /// The width of the border drawn inside the frame (0: none).
        public var borderWidth: Double
        /// The border's colour, as a CSS colour (`#rrggbb`, or `#rrggbbaa` when translucent).
        public var borderColor: String?
        /// Whether the view clips its subviews to its frame and corners.
        public var clipsToBounds: Bool
        /// A label's text colour as a CSS colour, when it is not the default (black, UIKit's
        /// `label` colour); `nil` draws the renderer's text colour.
        public var textColor: String?
        /// A label's text alignment (``TextAlignment/natural``, the leading edge, by default).
        public var textAlignment: TextAlignment
        /// An image view's image size in points (`nil` without an image, or for other views).
        public var imageSize: CGSize?
        /// Where an image view draws its image, in the root view's coordinates: the image's
        /// size placed in the frame by the view's content mode (`nil` without an image).
        public var imageFrame: CGRect?

        /// Creates a node.
        public init(
            name: String,
            frame: CGRect,
            depth: Int = 0,
            parent: String? = nil,
            kind: Kind = .view,
            color: String? = nil,
            text: String? = nil,
            fontSize: Double? = nil,
            textLines: [String]? = nil,
            isHidden: Bool = false,
            isAmbiguous: Bool = false,
            guides: [Guide] = [],
            alpha: Double = 1,
            cornerRadius: Double = 0,
            maskedCorners: CornerMask = CornerMask(rawValue: 15),
            borderWidth: Double = 0,
            borderColor: String? = nil,
            clipsToBounds: Bool = false,
            textColor: String? = nil,
            textAlignment: TextAlignment = .natural,
            imageSize: CGSize? = nil,
            imageFrame: CGRect? = nil,
            font: Font? = nil,
            numberOfLines: Int = 1
        ) {
            self.name = name
            self.frame = frame
            self.depth = depth
            self.parent = parent
            self.kind = kind
            self.color = color
            self.text = text
            self.fontSize = fontSize
            self.textLines = textLines ?? text.map { [$0] } ?? []
            self.isHidden = isHidden
            self.isAmbiguous = isAmbiguous
            self.guides = guides
            self.alpha = alpha
            self.cornerRadius = cornerRadius
            self.maskedCorners = maskedCorners
            self.borderWidth = borderWidth
            self.borderColor = borderColor
            self.clipsToBounds = clipsToBounds
            self.textColor = textColor
            self.textAlignment = textAlignment
            self.imageSize = imageSize
            self.imageFrame = imageFrame
            self.font = font
            self.numberOfLines = numberOfLines
        }
    }
}
