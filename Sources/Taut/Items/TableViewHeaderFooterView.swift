import Foundation

/// A section header or footer of a table: UIKit's `UITableViewHeaderFooterView`.
///
/// Put your views in ``contentView``, which fills the view (held by constraints, so that
/// `systemLayoutSizeFitting` measures it from its content). ``textLabel`` is made on first
/// use, at the content view's leading margin (16 points; 8 at the top and bottom), centred
/// vertically.
open class TableViewHeaderFooterView: View {
    /// Creates a header or footer with the identifier a table would reuse it by.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        setUpContentView()
    }

    /// Creates a header or footer for a table to reuse under `identifier`: what
    /// ``TableView/dequeueReusableHeaderFooterView(withIdentifier:)`` makes a registered class
    /// with. It calls ``init(reuseIdentifier:)``, so a subclass's override of that runs.
    public required convenience init(registeredReuseIdentifier identifier: String) {
        self.init(reuseIdentifier: identifier)
    }

    /// A table's standard view for a section title: its label is held to the content view's
    /// margins on every side, so that the margins set the view's height.
    convenience init(standardTitleWithReuseIdentifier identifier: String) {
        self.init(reuseIdentifier: identifier)
        pinsTextLabelToMargins = true
    }

    /// Creates a header or footer from an archive: an empty one (never fails).
    public required init?(coder: NSCoder) {
        self.reuseIdentifier = nil
        super.init(coder: coder)
        setUpContentView()
    }

    /// The identifier a table reuses the view by.
    public let reuseIdentifier: String?
    /// The view to add your content to. It fills the header or footer.
    public let contentView = View()

    /// The title label, made (and placed in ``contentView``) on first use.
    open var textLabel: Label? {
        if let storedTextLabel { return storedTextLabel }
        let label = Label()
        label.translatesAutoresizingMaskIntoConstraints = false
        storedTextLabel = label
        contentView.addSubview(label)
        let margins = contentView.layoutMarginsGuide
        if pinsTextLabelToMargins {
            let trailing = label.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor)
            LayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: margins.leadingAnchor), trailing,
                label.topAnchor.constraint(equalTo: margins.topAnchor),
                label.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            ])
            return label
        }
        let bounds = [
            label.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
            label.topAnchor.constraint(greaterThanOrEqualTo: margins.topAnchor),
            label.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
        ]
        // The margin bounds give way (749, below the label's compression resistance) in a view
        // too short for the label.
        for c in bounds { c.priority = .defaultHigh - 1 }
        LayoutConstraint.activate(bounds + [
            label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            label.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
        return label
    }

    /// A view behind the content (stored; it fills the view when set).
    open var backgroundView: View? {
        didSet {
            guard backgroundView !== oldValue else { return }
            if let oldValue, oldValue.superview === self { oldValue.removeFromSuperview() }
            if let backgroundView {
                backgroundView.frame = CGRect(origin: .zero, size: frame.size)
                insertSubview(backgroundView, at: 0)
            }
        }
    }

    /// Called before a table reuses the view. The default does nothing.
    open func prepareForReuse() {}

    private var storedTextLabel: Label?
    /// Whether the title label is held to the margins on every side (a table's standard view).
    private var pinsTextLabelToMargins = false

    private func setUpContentView() {
        contentView.directionalLayoutMargins = TableViewCell.contentMargins
        addEdgeFilling(contentView)
    }
}
