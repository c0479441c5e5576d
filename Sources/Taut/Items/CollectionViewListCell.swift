import Foundation

/// A cell of a list collection view: UIKit's `UICollectionViewListCell`.
///
/// Give it a ``contentConfiguration`` (usually its ``defaultContentConfiguration()`` filled
/// with text), and it shows the configuration's content view filling its ``CollectionViewCell/contentView``;
/// the cell then sizes itself from that view's constraints. ``accessories`` are kept (the
/// cell does not draw them), and ``indentationLevel`` moves the content in by
/// ``indentationWidth`` per level.
open class CollectionViewListCell: CollectionViewCell {
    /// The configuration of the cell's content; setting it shows its content view in the
    /// content view (reusing the one shown when it supports the new configuration), `nil`
    /// removes it.
    open var contentConfiguration: (any ContentConfiguration)? {
        didSet { applyContentConfiguration() }
    }

    /// A list content configuration with the cell's default style (a cell's body text).
    open func defaultContentConfiguration() -> ListContentConfiguration { .cell() }

    /// The accessories shown at the cell's edges (kept; not drawn).
    open var accessories: [CellAccessory] = []

    /// How many levels the content is indented (0).
    open var indentationLevel = 0 {
        didSet { updateIndentation() }
    }
    /// The indentation of one level: 10 points (UIKit's `UITableViewCell.indentationWidth` default).
    open var indentationWidth: CGFloat = 10 {
        didSet { updateIndentation() }
    }
    /// Whether accessories move in with the indentation (`true`).
    open var indentsAccessories = true

    /// The guide separators are placed by: from where the content's text starts (the list
    /// content's text, or the content view's leading margin) to the cell's trailing edge,
    /// along its bottom, zero tall.
    public let separatorLayoutGuide = LayoutGuide()

    /// Creates a list cell with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpSeparatorGuide()
    }

    /// Creates a list cell from an archive: an empty one (never fails).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSeparatorGuide()
    }

    // MARK: Content view

    /// The content view of the configuration, filling ``CollectionViewCell/contentView``.
    public private(set) var configuredContentView: (any View & ContentView)?
    /// The constraints holding ``configuredContentView`` in the content view.
    private var fillConstraints: [LayoutConstraint] = []
    /// The leading constraint of the configured content view (moved by the indentation).
    private var leadingConstraint: LayoutConstraint?
    /// The separator guide's leading constraint.
    private var separatorLeading: LayoutConstraint?

    private func applyContentConfiguration() {
        guard let configuration = contentConfiguration else {
            configuredContentView?.removeFromSuperview()
            LayoutConstraint.deactivate(fillConstraints)
            configuredContentView = nil
            fillConstraints = []
            return
        }
        if let shown = configuredContentView, shown.supports(configuration) {
            shown.configuration = configuration
            return
        }
        configuredContentView?.removeFromSuperview()
        LayoutConstraint.deactivate(fillConstraints)
        let view = configuration.makeContentView()
        view.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(view)
        let leading = view.leadingAnchor.constraint(equalTo: contentView.leadingAnchor,
                                                    constant: CGFloat(indentationLevel) * indentationWidth)
        fillConstraints = [
            leading,
            view.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            view.topAnchor.constraint(equalTo: contentView.topAnchor),
            view.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ]
        LayoutConstraint.activate(fillConstraints)
        leadingConstraint = leading
        configuredContentView = view
        updateSeparatorLeading()
    }

    private func updateIndentation() {
        leadingConstraint?.constant = CGFloat(Swift.max(0, indentationLevel)) * indentationWidth
    }

    private func setUpSeparatorGuide() {
        addLayoutGuide(separatorLayoutGuide)
        LayoutConstraint.activate([
            separatorLayoutGuide.trailingAnchor.constraint(equalTo: trailingAnchor),
            separatorLayoutGuide.bottomAnchor.constraint(equalTo: bottomAnchor),
            separatorLayoutGuide.heightAnchor.constraint(equalToConstant: 0),
        ])
        updateSeparatorLeading()
    }

    /// Starts the separator guide at the list content's text (or the content view's leading
    /// margin without one).
    private func updateSeparatorLeading() {
        separatorLeading?.isActive = false
        let anchor = (configuredContentView as? ListContentView)?.textLayoutGuide.leadingAnchor
            ?? contentView.layoutMarginsGuide.leadingAnchor
        let constraint = separatorLayoutGuide.leadingAnchor.constraint(equalTo: anchor)
        constraint.isActive = true
        separatorLeading = constraint
    }
}
