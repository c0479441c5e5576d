import Foundation

/// What a tab shows in a ``TabBar``: UIKit's `UITabBarItem` — a title, an image (and the
/// image shown while selected), a badge, a tag.
///
/// A ``ViewController``'s ``ViewController/tabBarItem`` is made on first use with the
/// controller's title; setting the controller's `title` sets the item's title too, as in
/// UIKit. Changing any property re-lays out the tab bar showing the item.
open class TabBarItem {
    /// The title under the image.
    open var title: String? { didSet { changed() } }
    /// The image (25 × 25 points is UIKit's usual size for tab bar icons).
    open var image: Image? { didSet { changed() } }
    /// The image shown while the item is selected; reads as ``image`` when none was set, as in
    /// UIKit.
    open var selectedImage: Image? {
        get { storedSelectedImage ?? image }
        set { storedSelectedImage = newValue; changed() }
    }
    /// The text of the badge drawn at the image's top trailing corner (`nil`: no badge).
    open var badgeValue: String? { didSet { changed() } }
    /// The badge's background colour (`nil`: UIKit's system red).
    open var badgeColor: Color? { didSet { changed() } }
    /// A number to find the item by.
    open var tag: Int
    /// Whether the item can be selected (stored; a disabled item's button ignores taps).
    open var isEnabled = true { didSet { changed() } }
    /// The name of the item's button in descriptions and renderings.
    open var accessibilityIdentifier: String? { didSet { changed() } }
    /// The system item it was made from with ``init(tabBarSystemItem:tag:)``, else `nil`.
    public let systemItem: SystemItem?

    /// Creates an item with a title, an image and a tag.
    public init(title: String?, image: Image?, tag: Int) {
        self.title = title
        self.image = image
        self.tag = tag
        self.systemItem = nil
    }

    /// Creates an item with a title, an image and the image shown while selected.
    public init(title: String?, image: Image?, selectedImage: Image?) {
        self.title = title
        self.image = image
        self.storedSelectedImage = selectedImage
        self.tag = 0
        self.systemItem = nil
    }

    /// Creates one of UIKit's system items: its title is the system's English title
    /// (`.favorites` is "Favorites"); its icon is drawn as a 25 × 25 placeholder (Taut has no
    /// system artwork), and ``image`` stays `nil`, as in UIKit.
    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.title = systemItem.title
        self.image = nil
        self.tag = tag
        self.systemItem = systemItem
    }

    /// Creates an item with no title or image.
    public convenience init() {
        self.init(title: nil, image: nil, tag: 0)
    }

    /// UIKit's system tab bar items (`UITabBarItem.SystemItem`, raw values as UIKit's).
    public enum SystemItem: Int, Hashable, Sendable {
        /// "More".
        case more = 0
        /// "Favorites".
        case favorites = 1
        /// "Featured".
        case featured = 2
        /// "Top Rated".
        case topRated = 3
        /// "Recents".
        case recents = 4
        /// "Contacts".
        case contacts = 5
        /// "History".
        case history = 6
        /// "Bookmarks".
        case bookmarks = 7
        /// "Search".
        case search = 8
        /// "Downloads".
        case downloads = 9
        /// "Most Recent".
        case mostRecent = 10
        /// "Most Viewed".
        case mostViewed = 11

        /// The English title UIKit shows for the item.
        public var title: String {
            switch self {
            case .more: return "More"
            case .favorites: return "Favorites"
            case .featured: return "Featured"
            case .topRated: return "Top Rated"
            case .recents: return "Recents"
            case .contacts: return "Contacts"
            case .history: return "History"
            case .bookmarks: return "Bookmarks"
            case .search: return "Search"
            case .downloads: return "Downloads"
            case .mostRecent: return "Most Recent"
            case .mostViewed: return "Most Viewed"
            }
        }
    }

    // MARK: Storage

    private var storedSelectedImage: Image?
    /// The tab bar showing the item, told when it changes.
    weak var bar: TabBar?

    private func changed() { bar?.itemsDidChange() }
}
