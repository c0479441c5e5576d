import Foundation

/// A bar of buttons at the bottom of a screen: UIKit's `UIToolbar`.
///
/// The toolbar shows its ``items`` in a row, centred vertically in its 44 points, laid out by
/// ``layoutSubviews()``: from the leading layout margin (16 points, 20 on screens 414 points wide
/// and more), 8 points apart; a fixed space takes its width, and the flexible spaces share the
/// room left before the trailing margin equally (with none, the items stay at the leading
/// side). Its background (a view for renderers) reaches below the bar to the bottom of its
/// superview, over the home indicator, as UIKit's does. A ``NavigationController`` shows its
/// toolbar above the home indicator when ``NavigationController/isToolbarHidden`` is `false`,
/// with the top controller's ``ViewController/toolbarItems``.
open class Toolbar: View {
    /// The toolbar's height on iPhones: 44 points (Geoff Hackworth, "iPad Navigation Bar and
    /// Toolbar Height Changes in iOS 12": "the navigation bar and toolbar are 44 points tall"),
    /// above the home indicator on notched iPhones (Use Your Loaf, "Supporting iPhone X": the
    /// safe area's 34-point bottom inset is "more if we add a tab bar or tool bar").
    static let defaultHeight: CGFloat = 44

    /// Creates a toolbar with a frame and no items.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// Creates a toolbar from an archive: an empty toolbar (never fails).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        backgroundView.isUserInteractionEnabled = false
        backgroundView.backgroundColor = NavigationBar.defaultBackground
        shadowView.backgroundColor = NavigationBar.shadowColor
        backgroundView.addSubview(shadowView)
        addSubview(backgroundView)
    }

    /// The items, leading first. Setting it replaces them at once.
    open var items: [BarButtonItem]? {
        get { storedItems }
        set { setItems(newValue, animated: false) }
    }

    /// Replaces the items (headless: at once).
    open func setItems(_ items: [BarButtonItem]?, animated: Bool) {
        for item in storedItems ?? [] where item.bar === self { item.bar = nil }
        storedItems = items
        for item in items ?? [] { item.bar = self }
        itemsDidChange()
    }

    /// Whether the toolbar is translucent (`true`); a navigation controller's child ends above
    /// an opaque toolbar, as under an opaque navigation bar.
    open var isTranslucent = true {
        didSet { if isTranslucent != oldValue { onTranslucencyChange?() } }
    }
    /// Called when ``isTranslucent`` changes (a navigation controller places its child again).
    var onTranslucencyChange: (() -> Void)?
    /// The background colour (`nil`: UIKit's default bar background).
    open var barTintColor: Color? {
        didSet { backgroundView.backgroundColor = barTintColor ?? NavigationBar.defaultBackground }
    }

    /// The width (or `size`'s) and 44 points.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 ? size.width : bounds.width, height: Toolbar.defaultHeight)
    }

    /// Places the background and the items (see the type's documentation).
    open override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width
        let below = max((superview?.bounds.height ?? bounds.height) - frame.maxY, 0)
        backgroundView.frame = CGRect(x: 0, y: 0, width: width, height: bounds.height + below)
        let scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : 1
        shadowView.frame = CGRect(x: 0, y: -1 / scale, width: width, height: 1 / scale)
        guard needsItemViews || width != laidOutWidth || bounds.height != laidOutHeight else { return }
        laidOutWidth = width
        laidOutHeight = bounds.height
        layoutItems()
    }

    // MARK: Internals

    private var storedItems: [BarButtonItem]?
    /// The background, reaching down over the home indicator.
    let backgroundView = View(frame: .zero)
    /// The one-pixel shadow line above the toolbar.
    let shadowView = View(frame: .zero)
    /// The views made for the items.
    var itemViews: [View] = []
    private var needsItemViews = true
    private var laidOutWidth: CGFloat = -1
    private var laidOutHeight: CGFloat = -1

    /// An item changed: the views are made again at the next layout.
    func itemsDidChange() {
        needsItemViews = true
        setNeedsLayout()
    }

    /// Makes the items' views and places them in a row.
    private func layoutItems() {
        needsItemViews = false
        for view in itemViews where view.superview === self { view.removeFromSuperview() }
        itemViews = []
        let width = bounds.width
        let height = bounds.height
        let margin = SystemSideMargin.points(forWidth: width)
        let spacing = NavigationBar.itemSpacing
        let tint: Color = tintColor ?? .systemBlue
        let items = (storedItems ?? []).filter { !$0.isHidden }

        // Each item's view (nil for a space) and width.
        var entries: [(item: BarButtonItem, view: View?, width: CGFloat)] = []
        for item in items {
            switch item.systemItem {
            case .flexibleSpace?:
                entries.append((item, nil, 0))
            case .fixedSpace?:
                entries.append((item, nil, item.width))
            default:
                if let custom = item.customView {
                    let size = NavigationBar.placedSize(of: custom)
                    custom.translatesAutoresizingMaskIntoConstraints = true
                    custom.bounds.size = size
                    entries.append((item, custom, size.width))
                } else {
                    let view = BarItemView(item: item, barTint: tint)
                    entries.append((item, view, item.width > 0 ? item.width : view.contentWidth))
                }
            }
        }
        // The spacing goes between two neighbouring items that are not spaces.
        var fixed: CGFloat = 0
        var flexibleCount = 0
        for (index, entry) in entries.enumerated() {
            fixed += entry.width
            if entry.item.systemItem == .flexibleSpace { flexibleCount += 1 }
            if index > 0, entry.view != nil, entries[index - 1].view != nil { fixed += spacing }
        }
        let flexibleWidth = flexibleCount > 0 ? max(width - 2 * margin - fixed, 0) / CGFloat(flexibleCount) : 0
        var x = margin
        for (index, entry) in entries.enumerated() {
            if index > 0, entry.view != nil, entries[index - 1].view != nil { x += spacing }
            guard let view = entry.view else {
                x += entry.item.systemItem == .flexibleSpace ? flexibleWidth : entry.width
                continue
            }
            let viewHeight = view is BarItemView ? height : view.bounds.height
            view.frame = CGRect(x: x, y: (height - viewHeight) / 2, width: entry.width, height: viewHeight)
            entry.item.itemView = view
            addSubview(view)
            itemViews.append(view)
            x += entry.width
        }
    }
}
