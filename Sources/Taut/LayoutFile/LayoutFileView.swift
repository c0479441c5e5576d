import Foundation

/// One named view of a layout file: its place in the tree, its look, and, for a label
/// or a stack, its content.
///
/// A view with `text` becomes a ``Label`` (its intrinsic size comes from the text); a
/// view with `stack` becomes a ``StackView`` whose arranged subviews are the views
/// named in `arranged`; any other view is a plain ``View``.
public struct LayoutFileView: Hashable, Sendable {
    /// The view's name, unique in the file; constraints refer to the view by it.
    public var name: String
    /// Where the name is written.
    public var position: LayoutFilePosition
    /// The parent view's name; `nil` for a child of the canvas.
    public var parent: LayoutFileReference?
    /// The fill colour used when rendering, as written (`"#4a90d9"`, `"tomato"`).
    public var color: String?
    /// A label's text colour when rendered (`textColor:`), as written; `nil` draws the
    /// renderer's text colour.
    public var textColor: String?
    /// The layout margins (`margins:`); `nil` keeps the view's default margins.
    public var margins: LayoutFileInsets?
    /// The label text (`text:`); a view with text is a label.
    public var text: String?
    /// The label's font size in points (`font:`), 17 when not written.
    public var fontSize: Double?
    /// The label's maximum number of lines (`lines:`, 0 for no limit), 1 when not written.
    public var numberOfLines: Int?
    /// The stack arrangement (`stack:`); a view with a stack is a stack view.
    public var stack: LayoutFileStack?
    /// The names of the stack's arranged views (`arranged:`), in order.
    public var arranged: [LayoutFileReference]
    /// Whether the view is hidden (`hidden: true`); hidden arranged views collapse.
    public var isHidden: Bool

    /// Creates a view description.
    public init(
        name: String,
        position: LayoutFilePosition,
        parent: LayoutFileReference? = nil,
        color: String? = nil,
        margins: LayoutFileInsets? = nil,
        text: String? = nil,
        fontSize: Double? = nil,
        numberOfLines: Int? = nil,
        stack: LayoutFileStack? = nil,
        arranged: [LayoutFileReference] = [],
        isHidden: Bool = false,
        textColor: String? = nil
    ) {
        self.name = name
        self.position = position
        self.parent = parent
        self.color = color
        self.margins = margins
        self.text = text
        self.fontSize = fontSize
        self.numberOfLines = numberOfLines
        self.stack = stack
        self.arranged = arranged
        self.isHidden = isHidden
        self.textColor = textColor
    }
}
