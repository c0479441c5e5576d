import Foundation

/// The bar at the top of a navigation controller's screen: UIKit's `UINavigationBar`.
///
/// The bar shows a stack of ``NavigationItem``s (``items``): the top item's title centred,
/// its left items (or a back button titled after the item below) on the leading side and its
/// right items on the trailing side, laid out by ``layoutSubviews()`` with UIKit's metrics:
///
/// - the bar is 44 points tall on iPhones in portrait (32 when the vertical size class is
///   compact, an iPhone in landscape), and 96 (44 + 52) when it shows a large title
///   (``prefersLargeTitles`` and the items' ``NavigationItem/largeTitleDisplayMode``);
/// - items start at the layout margin, 16 points from the edges (20 on screens 414 points wide
///   and more), 8 points apart; a back button's chevron sits 8 points from the leading edge;
/// - the title is 17-point semibold, centred in the 44-point band (moved aside, then
///   shortened, when the items leave no room); a large title is 34-point bold at the leading
///   margin in the 52 points below.
///
/// Its background (a view for renderers) reaches above the bar to the top of its superview, under
/// the status bar, as UIKit's does. A ``NavigationController`` places its bar below the status
/// bar (at its view's safe-area top) and keeps its items; a bar can also be used on its own.
open class NavigationBar: View {
    // MARK: Metrics

    /// The bar's height on iPhones in portrait and on iPads before iOS 12: 44 points (Geoff
    /// Hackworth, "iPad Navigation Bar and Toolbar Height Changes in iOS 12", measured with his
    /// Adaptivity app: "the navigation bar and toolbar are 44 points tall").
    static let defaultHeight: CGFloat = 44
    /// The height in a compact vertical size class (an iPhone in landscape): 32 points (Use
    /// Your Loaf, "Supporting iPhone X": "the navigation bar has a smaller height of 32 points").
    static let compactHeight: CGFloat = 32
    /// What a large title adds below the 44-point bar: 52 points, 96 in all (Hackworth, same
    /// article: "iOS 11's large titles add 52 points to the navigation bar height, giving a
    /// total of 96 points without a status bar").
    static let largeTitleHeight: CGFloat = 52
    /// The space between two bar button items: 8 points (iOS 11 and later: a fixed space
    /// narrower than 8 points is widened to 8, the items' own spacing; Matrix Projects,
    /// "UIBarButtonItem & iOS 11").
    static let itemSpacing: CGFloat = 8
    /// The back button's leading inset: its chevron sits 8 points from the leading edge
    /// (iOS 11 and later, UIKit's back indicator; approximate).
    static let backButtonInset: CGFloat = 8
    /// The back chevron: 13 × 21 points (the size of UIKit's back indicator image,
    /// `UINavigationBarBackIndicatorDefault`), 6 points before the back title (approximate).
    static let backChevronSize = CGSize(width: 13, height: 21)
    /// The space between the back chevron and the back title (approximate).
    static let backChevronGap: CGFloat = 6
    /// The title's font size: 17 points, semibold (Apple's Human Interface Guidelines,
    /// "Typography": the navigation bar title is the Headline style, 17-point semibold).
    static let titleFontSize: CGFloat = 17
    /// The bar button items' title size: 17 points (the Body style), regular; `.done` items
    /// semibold.
    static let itemFontSize: CGFloat = 17
    /// The large title's font size: 34 points, bold (the Large Title style).
    static let largeTitleFontSize: CGFloat = 34
    /// The background of an opaque-looking default bar: 249, 249, 249 (the colour of iOS 7–12's
    /// default translucent bar over white; iOS 13's `systemChromeMaterial` looks the same on
    /// white). Taut draws no blur.
    static let defaultBackground = Color(light: (249, 249, 249, 1), dark: (29, 29, 29, 1))
    /// The shadow line under the bar: black at 30 % (UIKit's default bar shadow colour), one
    /// pixel thick.
    static let shadowColor = Color(white: 0, alpha: 0.3)


    // MARK: Creating a bar

    /// Creates a bar with a frame and no items.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// Creates a bar from an archive: an empty bar (never fails).
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
        titleLabel.font = .systemFont(ofSize: NavigationBar.titleFontSize, weight: .semibold)
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
        largeTitleLabel.font = .boldSystemFont(ofSize: NavigationBar.largeTitleFontSize)
        largeTitleLabel.isHidden = true
        addSubview(largeTitleLabel)
    }

    // MARK: Items

    /// The items, bottom first; the last is shown. Setting it replaces them at once.
    open var items: [NavigationItem]? {
        get { storedItems }
        set { setItems(newValue, animated: false) }
    }

    /// The item shown: the last of ``items``.
    open var topItem: NavigationItem? { storedItems.last }
    /// The item below the top one, which the back button leads to.
    open var backItem: NavigationItem? { storedItems.count > 1 ? storedItems[storedItems.count - 2] : nil }

    /// Replaces the items (headless: at once).
    open func setItems(_ items: [NavigationItem]?, animated: Bool) {
        for item in storedItems where item.bar === self { item.bar = nil }
        storedItems = items ?? []
        for item in storedItems { item.bar = self }
        itemsDidChange()
    }

    /// Pushes `item` on top (headless: at once).
    open func pushItem(_ item: NavigationItem, animated: Bool) {
        setItems(storedItems + [item], animated: false)
    }

    /// Pops the top item and returns it (`nil` when there is none).
    @discardableResult
    open func popItem(animated: Bool) -> NavigationItem? {
        guard let top = storedItems.last else { return nil }
        setItems(Array(storedItems.dropLast()), animated: false)
        return top
    }

    // MARK: Appearance

    /// Whether the bar shows large titles when its items ask for them (`false`).
    open var prefersLargeTitles = false {
        didSet { if prefersLargeTitles != oldValue { itemsDidChange() } }
    }
    /// Whether the bar is translucent (`true`). A navigation controller's child reaches under a
    /// translucent bar (its safe area grows by the bar); under an opaque one it starts below the
    /// bar, unless it sets ``ViewController/extendedLayoutIncludesOpaqueBars``.
    open var isTranslucent = true {
        didSet { if isTranslucent != oldValue { onHeightChange?() } }
    }
    /// The background colour (`nil`: UIKit's default bar background).
    open var barTintColor: Color? { didSet { itemsDidChange() } }
    /// Attributes of the title: its `.foregroundColor` is drawn (the title keeps the system
    /// font).
    open var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { itemsDidChange() } }
    /// Attributes of the large title: its `.foregroundColor` is drawn.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? { didSet { itemsDidChange() } }
    /// The look of the bar (iOS 13): its colours are drawn; it never changes the layout.
    open var standardAppearance = NavigationBarAppearance() { didSet { itemsDidChange() } }
    /// The look at the top of scrolled content (stored; Taut draws ``standardAppearance``).
    open var scrollEdgeAppearance: NavigationBarAppearance?
    /// The look in a compact bar (stored).
    open var compactAppearance: NavigationBarAppearance?
    /// The look of a compact bar at the top of scrolled content (stored).
    open var compactScrollEdgeAppearance: NavigationBarAppearance?

    /// Whether the bar shows its top item's title large: it prefers large titles, the vertical
    /// size class is not compact, and the top item's mode says so (`.automatic` follows the item
    /// below; the bottom item's `.automatic` is large).
    public var displaysLargeTitle: Bool {
        guard prefersLargeTitles, !storedItems.isEmpty, traitCollection.verticalSizeClass != .compact else { return false }
        var large = true
        for item in storedItems {
            switch item.largeTitleDisplayMode {
            case .automatic: break
            case .always: large = true
            case .never: large = false
            }
        }
        return large
    }

    /// The bar's height for its items: 44 points, 96 with a large title, 32 when the vertical
    /// size class is compact.
    public var barHeight: CGFloat {
        if traitCollection.verticalSizeClass == .compact { return NavigationBar.compactHeight }
        return NavigationBar.defaultHeight + (displaysLargeTitle ? NavigationBar.largeTitleHeight : 0)
    }

    /// The bar's width (or `size`'s) and ``barHeight``.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 ? size.width : bounds.width, height: barHeight)
    }

    /// Places the background, the back button, the items and the title (see the type's
    /// documentation).
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutBar()
    }

    // MARK: Internals

    private var storedItems: [NavigationItem] = []
    /// The background, reaching up under the status bar.
    let backgroundView = View(frame: .zero)
    /// The one-pixel shadow line under the bar.
    let shadowView = View(frame: .zero)
    /// The title (hidden while a title view or a large title shows).
    let titleLabel = Label(frame: .zero)
    /// The large title.
    let largeTitleLabel = Label(frame: .zero)
    /// The views shown for the top item's bar button items and the back button.
    var itemViews: [View] = []
    /// The back button's view, while shown.
    var backButtonView: BarItemView?
    /// The title view in the bar, while shown.
    weak var shownTitleView: View?
    /// What the back button does (a navigation controller pops).
    var backAction: (() -> Void)?

    /// An item changed: the item views are made again at the next layout.
    func itemsDidChange() {
        needsItemViews = true
        setNeedsLayout()
        onHeightChange?()
    }

    /// Called when the items change (a navigation controller checks the bar's height).
    var onHeightChange: (() -> Void)?
    var needsItemViews = true
    /// The width and band height the item views were last placed for.
    var laidOutWidth: CGFloat = -1
    var laidOutBand: CGFloat = -1
}
