import Foundation

/// A row of a table: UIKit's `UITableViewCell`, laid out as UIKit lays out its content.
///
/// Put your views in ``contentView``, a subview that fills the cell (less the room of an
/// ``accessoryView``) and is held there by constraints, so that a self-sizing measurement
/// works as in UIKit: with subviews pinned from the content view's top to its bottom,
/// `cell.systemLayoutSizeFitting(CGSize(width: 375, height: 0), withHorizontalFittingPriority:
/// .required, verticalFittingPriority: .fittingSizeLevel)` is the content's height.
///
/// The content view's layout margins are 8 points at the top and bottom and 16 at the
/// leading and trailing edges (UIKit's cell margins on iPhones narrower than 414 points; UIKit
/// uses 20 on wider screens and iPads, which Taut does not follow). ``textLabel`` and
/// ``detailTextLabel`` are made on first use and placed as UIKit's built-in styles place them
/// (see ``CellStyle``). The cell's default frame is 320 × 44, UIKit's default row.
open class TableViewCell: View {
    /// The built-in layouts of a cell's labels. UIKit's `UITableViewCell.CellStyle`. Taut places
    /// the labels approximately as UIKit does, inside the content view's margins, each label
    /// one line of the system font.
    public enum CellStyle: Int, Sendable {
        /// A title at the leading margin, centred vertically (17 points); no detail label.
        case `default`
        /// A title at the leading margin and a detail at the trailing margin, on one line
        /// (17 points each).
        case value1
        /// A title (15 points) in a column a quarter of the content's width, and a detail
        /// (17 points) after it, 6 points away.
        case value2
        /// A title (17 points) above a detail (15 points), both at the leading margin, centred
        /// vertically as a pair.
        case subtitle
    }

    /// How a selected cell looks. UIKit's `UITableViewCell.SelectionStyle` (stored only).
    public enum SelectionStyle: Int, Sendable {
        /// No highlight.
        case none
        /// A blue highlight.
        case blue
        /// A gray highlight.
        case gray
        /// The default highlight.
        case `default`
    }

    /// The standard accessory at the trailing edge. UIKit's `UITableViewCell.AccessoryType`
    /// (Taut draws none; a disclosure indicator narrows the content view, see
    /// ``TableViewCell/accessoryType``).
    public enum AccessoryType: Int, Sendable {
        /// No accessory.
        case none
        /// A chevron.
        case disclosureIndicator
        /// An info button and a chevron.
        case detailDisclosureButton
        /// A checkmark.
        case checkmark
        /// An info button.
        case detailButton
    }

    /// The default size of a cell: 320 × 44, UIKit's default row height (`UITableView.rowHeight`
    /// is 44 points in a plain table).
    static let defaultSize = CGSize(width: 320, height: 44)
    /// The content view's margins (UIKit's on iPhones narrower than 414 points).
    static let contentMargins = DirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
    /// The gap between an accessory view and the cell's trailing edge (UIKit's trailing margin).
    static let accessoryMargin: CGFloat = 16

    /// Creates a cell of a built-in style, with the identifier a table would reuse it by.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(origin: .zero, size: TableViewCell.defaultSize))
        setUpContentView()
    }

    /// Creates a `.default` cell with no reuse identifier and the given frame.
    ///
    /// It is a convenience initializer (UIKit's is designated), so that a subclass that
    /// overrides ``init(style:reuseIdentifier:)`` and ``init(coder:)``, as UIKit cells do,
    /// inherits ``init(registeredReuseIdentifier:)``, which tables make registered cells with.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Creates a `.default` cell for a table to reuse under `identifier`: what
    /// ``TableView/dequeueReusableCell(withIdentifier:for:)`` makes a registered class with. It
    /// calls ``init(style:reuseIdentifier:)``, so a subclass's override of that runs.
    public required convenience init(registeredReuseIdentifier identifier: String) {
        self.init(style: .default, reuseIdentifier: identifier)
    }

    /// Creates a cell from an archive: an empty `.default` cell (never fails); it exists so
    /// that UIKit subclasses compile unchanged.
    public required init?(coder: NSCoder) {
        self.style = .default
        self.reuseIdentifier = nil
        super.init(coder: coder)
        frame = CGRect(origin: .zero, size: TableViewCell.defaultSize)
        setUpContentView()
    }

    /// The view to add your content to. It fills the cell (less the accessory view's room).
    public let contentView = View()
    /// The identifier a table reuses the cell by.
    public let reuseIdentifier: String?
    /// The cell's built-in style.
    let style: CellStyle

    /// The title label of the built-in style, made (and placed in ``contentView``) on first use.
    open var textLabel: Label? {
        makeStyleLabelsIfNeeded()
        return styleLabels?.text
    }

    /// The detail label of the `.value1`, `.value2` and `.subtitle` styles (`nil` for
    /// `.default`), made on first use.
    open var detailTextLabel: Label? {
        makeStyleLabelsIfNeeded()
        return styleLabels?.detail
    }

    /// The image view of the built-in styles, made (and placed at the leading margin of
    /// ``contentView``, centred vertically) on first use. While it shows an image, the style's
    /// labels start 16 points after it (UIKit's default styles, approximately).
    open var imageView: ImageView? {
        makeStyleImageViewIfNeeded()
        return styleImageView
    }

    /// How the cell looks when selected (`.default`; stored only).
    open var selectionStyle = SelectionStyle.default
    /// The standard accessory (`.none`). A disclosure indicator narrows the content view by
    /// 34 points, as iOS 8 measured it (Open Radar 18290376: a 320-point cell's content view is
    /// 286 wide in a table); the other types are stored only (their room was not found
    /// measured), and Taut draws no accessory.
    open var accessoryType = AccessoryType.none {
        didSet { if accessoryType != oldValue { updateAccessoryRoom(); setNeedsLayout() } }
    }
    /// The room a disclosure indicator takes at the trailing edge of a cell (see
    /// ``accessoryType``).
    static let disclosureIndicatorRoom: CGFloat = 34
    /// A view shown at the trailing edge, 16 points in, centred vertically, at its frame's
    /// size; the content view ends where it begins.
    open var accessoryView: View? {
        didSet {
            guard accessoryView !== oldValue else { return }
            if let oldValue, oldValue.superview === self { oldValue.removeFromSuperview() }
            if let accessoryView { addSubview(accessoryView) }
            updateAccessoryRoom()
            setNeedsLayout()
        }
    }
    /// The insets of the separator line at the bottom of the cell, from the cell's edges
    /// (left 16 by default). In a table, a cell whose inset you did not set takes the table's
    /// ``TableView/separatorInset``; the table draws the line (only its left and right insets
    /// count, as in UIKit).
    open var separatorInset: EdgeInsets {
        get { storedSeparatorInset }
        set {
            storedSeparatorInset = newValue
            hasOwnSeparatorInset = true
            setNeedsLayout()
        }
    }
    /// The indentation level of the content (stored only).
    open var indentationLevel = 0
    /// The width of one indentation level (10 points, UIKit's default; stored only).
    open var indentationWidth: CGFloat = 10
    /// A view behind the content (it fills the cell).
    open var backgroundView: View? {
        didSet { replaceBackground(oldValue, with: backgroundView, at: 0) }
    }
    /// A view behind the content shown while the cell is selected or highlighted (it fills
    /// the cell).
    open var selectedBackgroundView: View? {
        didSet {
            replaceBackground(oldValue, with: selectedBackgroundView, at: backgroundView == nil ? 0 : 1)
            selectedBackgroundView?.isHidden = !(storedSelected || storedHighlighted)
        }
    }

    /// Whether the cell is selected. Setting it calls ``setSelected(_:animated:)``.
    open var isSelected: Bool {
        get { storedSelected }
        set { setSelected(newValue, animated: false) }
    }
    /// Whether the cell is highlighted. Setting it calls ``setHighlighted(_:animated:)``.
    open var isHighlighted: Bool {
        get { storedHighlighted }
        set { setHighlighted(newValue, animated: false) }
    }
    /// Whether the cell is in editing mode. Setting it calls ``setEditing(_:animated:)``.
    open var isEditing: Bool {
        get { storedEditing }
        set { setEditing(newValue, animated: false) }
    }

    /// Selects or deselects the cell (override it to restyle; call `super`). Shows the
    /// ``selectedBackgroundView`` while selected. Nothing is animated headless.
    open func setSelected(_ selected: Bool, animated: Bool) {
        storedSelected = selected
        selectedBackgroundView?.isHidden = !(storedSelected || storedHighlighted)
    }

    /// Highlights the cell or removes the highlight (override it to restyle; call `super`).
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        storedHighlighted = highlighted
        selectedBackgroundView?.isHidden = !(storedSelected || storedHighlighted)
    }

    /// Enters or leaves editing mode (stored only; nothing moves headless).
    open func setEditing(_ editing: Bool, animated: Bool) {
        storedEditing = editing
    }

    /// Called before a table reuses the cell: reset its state here. The default does nothing
    /// (UIKit's default does nothing you could observe either).
    open func prepareForReuse() {}

    /// Places the background views over the whole cell and the accessory view at its
    /// trailing edge; call `super` when you override it.
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateAccessoryRoom()
        let bounds = CGRect(origin: .zero, size: frame.size)
        for view in [backgroundView, selectedBackgroundView] {
            if let view, view.translatesAutoresizingMaskIntoConstraints, view.frame != bounds { view.frame = bounds }
        }
        if let separator = separatorView {
            let thickness = separatorRoom
            let inset = storedSeparatorInset
            let placed = CGRect(x: inset.left, y: bounds.height - thickness,
                                width: Swift.max(bounds.width - inset.left - inset.right, 0), height: thickness)
            if separator.frame != placed { separator.frame = placed }
        }
        if let accessory = accessoryView, accessory.translatesAutoresizingMaskIntoConstraints {
            let size = accessory.frame.size
            let placed = CGRect(x: bounds.width - TableViewCell.accessoryMargin - size.width,
                                y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
            if accessory.frame != placed { accessory.frame = placed }
        }
    }

    // MARK: Storage

    private var storedSeparatorInset = EdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    /// The side margin a table gave the content view's margins (16 until one does).
    var tableSideMargin: CGFloat = 16
    /// Whether the cell's background colour is the one a table gave it (a table restyles it).
    var hasTableBackground = false
    /// Whether the separator inset was set on the cell (a table does not replace it then).
    private(set) var hasOwnSeparatorInset = false
    /// The content view's bottom constraint (its constant leaves the separator's room).
    private var contentBottom: LayoutConstraint?
    /// The separator line a table shows at the bottom of the cell, once shown.
    private(set) var separatorView: View?
    /// The room below the content view for the separator: its thickness, zero outside a table
    /// or without separators.
    var separatorRoom: CGFloat { -(contentBottom?.constant ?? 0) }

    /// Shows the table's separator at the bottom of the cell (`thickness` 0 hides it), with the
    /// table's inset unless the cell has its own; the content view ends above it, as in UIKit,
    /// where a 44-point row's content view is 44 − 1/scale tall.
    func showTableSeparator(thickness: CGFloat, inset: EdgeInsets, color: Color?) {
        if !hasOwnSeparatorInset, storedSeparatorInset != inset {
            storedSeparatorInset = inset
            setNeedsLayout()
        }
        if contentBottom?.constant != -thickness { contentBottom?.constant = -thickness }
        if thickness > 0 {
            let separator: View
            if let separatorView { separator = separatorView } else {
                separator = View()
                separator.accessibilityIdentifier = "separator"
                separatorView = separator
                addSubview(separator)
            }
            separator.isHidden = false
            if separator.backgroundColor != color { separator.backgroundColor = color }
            setNeedsLayout()
        } else {
            separatorView?.isHidden = true
        }
    }

    private var storedSelected = false
    private var storedHighlighted = false
    private var storedEditing = false
    /// The content view's trailing constraint (its constant leaves the accessory's room).
    private var contentTrailing: LayoutConstraint?
    /// The labels of the built-in style, once made.
    var styleLabels: (text: Label, detail: Label?)?
    /// The image view of the built-in style, once made.
    var styleImageView: ImageView?
    /// The room before the style's labels: the image's width and its gap (zero without one).
    var styleLeadingRoom: LayoutConstraint?
    /// A guide from the leading margin to where the style's labels start.
    var styleLeadingGuide: LayoutGuide?

    private func setUpContentView() {
        contentView.directionalLayoutMargins = TableViewCell.contentMargins
        directionalLayoutMargins = TableViewCell.contentMargins
        let edges = addEdgeFilling(contentView)
        contentTrailing = edges.trailing
        contentBottom = edges.bottom
    }

    private func updateAccessoryRoom() {
        let room = accessoryView.map { $0.frame.width + TableViewCell.accessoryMargin }
            ?? (accessoryType == .disclosureIndicator ? TableViewCell.disclosureIndicatorRoom : 0)
        if contentTrailing?.constant != -room { contentTrailing?.constant = -room }
    }
}
