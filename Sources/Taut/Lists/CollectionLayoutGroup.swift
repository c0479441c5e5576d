import Foundation

/// A group of items laid out in a row, a column or a custom arrangement: UIKit's
/// `NSCollectionLayoutGroup`. A group is an item itself, so groups nest; a section repeats
/// its group, one after another, until every item of the section has a place.
///
/// A horizontal or vertical group made from a list of subitems places them one after
/// another along its axis, and goes round the list again while the next one still fits
/// (so one item of `.fractionalWidth(0.5)` makes a row of two, as in UIKit).
open class CollectionLayoutGroup: CollectionLayoutItem {
    /// How a group places its subitems.
    enum Arrangement {
        case line(CollectionLayoutAxis)
        case custom(CustomItemProvider)
    }

    /// What a custom group calls to place its items: UIKit's `NSCollectionLayoutGroupCustomItemProvider`.
    public typealias CustomItemProvider = (any CollectionLayoutEnvironment) -> [CollectionLayoutGroupCustomItem]

    let arrangement: Arrangement
    /// The exact number of times the single subitem repeats (the `count:` factories), or `nil`.
    let repeatCount: Int?
    /// Whether the subitem is resized so that ``repeatCount`` of them fill the group
    /// (`subitem:count:`, deprecated in iOS 16) rather than kept at its own size
    /// (`repeatingSubitem:count:`).
    let resizesSubitemToCount: Bool

    init(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem], arrangement: Arrangement,
         repeatCount: Int? = nil, resizesSubitemToCount: Bool = false) {
        self.subitems = subitems
        self.arrangement = arrangement
        self.repeatCount = repeatCount
        self.resizesSubitemToCount = resizesSubitemToCount
        super.init(layoutSize: layoutSize)
    }

    /// The items the group places, in order.
    public let subitems: [CollectionLayoutItem]

    /// The space between the group's items along its axis (`nil`: none).
    open var interItemSpacing: CollectionLayoutSpacing?

    /// A row of `subitems`, repeated while the next one fits.
    public static func horizontal(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem]) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, arrangement: .line(.horizontal))
    }

    /// A row of `count` items like `subitem`, each resized so that they fill the group with
    /// ``interItemSpacing`` between them (deprecated in iOS 16 for
    /// ``horizontal(layoutSize:repeatingSubitem:count:)``).
    public static func horizontal(layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, subitems: [subitem], arrangement: .line(.horizontal),
                              repeatCount: count, resizesSubitemToCount: true)
    }

    /// A row of `subitem` repeated `count` times at its own size (the group must have room).
    public static func horizontal(layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem,
                                  count: Int) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, subitems: [subitem], arrangement: .line(.horizontal),
                              repeatCount: count)
    }

    /// A column of `subitems`, repeated while the next one fits.
    public static func vertical(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem]) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, arrangement: .line(.vertical))
    }

    /// A column of `count` items like `subitem`, each resized so that they fill the group
    /// (deprecated in iOS 16 for ``vertical(layoutSize:repeatingSubitem:count:)``).
    public static func vertical(layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, subitems: [subitem], arrangement: .line(.vertical),
                              repeatCount: count, resizesSubitemToCount: true)
    }

    /// A column of `subitem` repeated `count` times at its own size.
    public static func vertical(layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem,
                                count: Int) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, subitems: [subitem], arrangement: .line(.vertical),
                              repeatCount: count)
    }

    /// A group whose items are placed by `itemProvider`, called with the group's environment
    /// (its container is the group's size): one item per frame it returns.
    public static func custom(layoutSize: CollectionLayoutSize,
                              itemProvider: @escaping CustomItemProvider) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, subitems: [], arrangement: .custom(itemProvider))
    }

    /// The arrangement, size and subitems, for debugging.
    open override var description: String {
        let kind: String
        switch arrangement {
        case .line(.horizontal): kind = "horizontal"
        case .line(.vertical): kind = "vertical"
        case .custom: kind = "custom"
        }
        return "<\(kind) group \(layoutSize) \(subitems.count) subitem(s)>"
    }
}
