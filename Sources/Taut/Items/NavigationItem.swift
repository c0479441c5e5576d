import Foundation

/// What a navigation bar shows for a screen: UIKit's `UINavigationItem`.
///
/// A ``NavigationBar`` (the bar of a ``NavigationController``) shows its top item: the
/// ``title`` (or ``titleView``) centred, the ``leftBarButtonItems`` (or a back button leading to
/// the item below) on the leading side and the ``rightBarButtonItems`` on the trailing side;
/// with ``NavigationBar/prefersLargeTitles``, a large title under the bar as
/// ``largeTitleDisplayMode`` asks. Changing an item that a bar shows lays the bar out again.
/// ``prompt`` and ``searchController`` are stored only (Taut draws no prompt or search bar).
open class NavigationItem {
    /// When a navigation bar shows its item's title large: UIKit's
    /// `UINavigationItem.LargeTitleDisplayMode`.
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the item below on the stack (for the first item: large when the bar prefers
        /// large titles).
        case automatic
        /// Large whenever the bar prefers large titles.
        case always
        /// Never large.
        case never
    }

    /// How the back button leading back from the next screen shows this item's title: UIKit's
    /// `UINavigationItem.BackButtonDisplayMode`.
    public enum BackButtonDisplayMode: Int, Sendable {
        /// The back title (``backButtonTitle`` or the title), as UIKit does by default.
        case `default`
        /// The word "Back".
        case generic
        /// The chevron alone.
        case minimal
    }

    /// The title shown in the bar.
    open var title: String? { didSet { itemDidChange() } }
    /// A line of text above the title (stored; Taut draws no prompt).
    open var prompt: String?
    /// The title of the back button leading back to this screen (`nil`: the title).
    open var backButtonTitle: String? { didSet { itemDidChange() } }
    /// How the back button leading back to this screen shows its title.
    open var backButtonDisplayMode = BackButtonDisplayMode.default { didSet { itemDidChange() } }
    /// The item the back button leading back to this screen shows (its title wins over
    /// ``backButtonTitle``).
    open var backBarButtonItem: BarButtonItem? { didSet { itemDidChange() } }
    /// Whether the back button is hidden.
    open var hidesBackButton = false { didSet { itemDidChange() } }
    /// A custom view shown in place of the title, centred in the bar (its frame's size is kept,
    /// or its fitting size when the frame is empty).
    open var titleView: View? {
        didSet {
            if oldValue !== titleView, let oldValue, oldValue.superview === bar { oldValue.removeFromSuperview() }
            itemDidChange()
        }
    }
    /// The items on the leading side, the first nearest the edge (they replace the back button
    /// unless ``leftItemsSupplementBackButton``).
    open var leftBarButtonItems: [BarButtonItem]? { didSet { itemDidChange() } }
    /// The items on the trailing side, the first nearest the edge (UIKit's order: the first is
    /// the rightmost).
    open var rightBarButtonItems: [BarButtonItem]? { didSet { itemDidChange() } }
    /// Whether the left items come after the back button instead of replacing it (`false`).
    open var leftItemsSupplementBackButton = false { didSet { itemDidChange() } }
    /// When the bar shows the title large (`.automatic` by default).
    open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic { didSet { itemDidChange() } }
    /// The search controller shown with the bar (stored only: Taut draws no search bar, and the
    /// bar keeps its height). Any object is accepted, as Taut has no search controller type.
    open var searchController: AnyObject?
    /// Whether the search bar hides when the content scrolls (stored; `true` by default).
    open var hidesSearchBarWhenScrolling = true

    /// The first of ``leftBarButtonItems``; setting it makes it the only left item.
    open var leftBarButtonItem: BarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first of ``rightBarButtonItems`` (the rightmost); setting it makes it the only one.
    open var rightBarButtonItem: BarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// Sets ``hidesBackButton`` (headless: at once).
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        self.hidesBackButton = hidesBackButton
    }

    /// Sets ``leftBarButtonItems`` (headless: at once).
    open func setLeftBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) {
        leftBarButtonItems = items
    }

    /// Sets ``rightBarButtonItems`` (headless: at once).
    open func setRightBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) {
        rightBarButtonItems = items
    }

    /// Sets ``leftBarButtonItem`` (headless: at once).
    open func setLeftBarButton(_ item: BarButtonItem?, animated: Bool) {
        leftBarButtonItem = item
    }

    /// Sets ``rightBarButtonItem`` (headless: at once).
    open func setRightBarButton(_ item: BarButtonItem?, animated: Bool) {
        rightBarButtonItem = item
    }

    /// Creates an item with a title.
    public init(title: String) {
        self.title = title
    }

    /// Creates an item without a title.
    public convenience init() {
        self.init(title: "")
        title = nil
    }

    // MARK: Internals

    /// The bar showing the item, if any (it is laid out again when the item changes).
    weak var bar: NavigationBar?

    private func itemDidChange() {
        bar?.itemsDidChange()
    }
}
