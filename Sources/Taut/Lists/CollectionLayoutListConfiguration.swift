import Foundation

/// How a section of a compositional layout looks as a list, like a table view:
/// UIKit's `UICollectionLayoutListConfiguration`. Use it with
/// ``CollectionViewCompositionalLayout/list(using:)`` or
/// ``CollectionLayoutSection/list(using:layoutEnvironment:)``.
///
/// A list's rows span the section's width, estimated at 44 points and sized by their cells'
/// constraints (self-sizing); grouped lists keep room above and below each section, and
/// inset-grouped ones inset their rows from the sides by the collection view's side margin.
public struct CollectionLayoutListConfiguration: CustomStringConvertible {
    /// The overall look of a list.
    public enum Appearance: Int, Hashable, Sendable {
        /// Rows edge to edge, sections one after another (a plain table).
        case plain = 0
        /// Rows edge to edge, sections apart (a grouped table).
        case grouped
        /// Sections apart, inset from the sides, with rounded corners (an inset-grouped table).
        case insetGrouped
        /// A sidebar: inset sections.
        case sidebar
        /// A sidebar's plain look: rows edge to edge.
        case sidebarPlain
    }

    /// What the sections' headers are.
    public enum HeaderMode: Int, Hashable, Sendable {
        /// No headers.
        case none = 0
        /// Headers are supplementary views of kind ``CollectionView/elementKindSectionHeader``.
        case supplementary
        /// The first item of each section is styled as its header.
        case firstItemInSection
    }

    /// What the sections' footers are.
    public enum FooterMode: Int, Hashable, Sendable {
        /// No footers.
        case none = 0
        /// Footers are supplementary views of kind ``CollectionView/elementKindSectionFooter``.
        case supplementary
    }

    /// Creates a configuration of `appearance` with UIKit's defaults.
    public init(appearance: Appearance) {
        self.appearance = appearance
    }

    /// The overall look.
    public let appearance: Appearance
    /// Whether rows show separators (`true`; the cells draw them).
    public var showsSeparators = true
    /// What the headers are (`.none` by default).
    public var headerMode = HeaderMode.none
    /// What the footers are (`.none` by default).
    public var footerMode = FooterMode.none
    /// The list's background (`nil`: the appearance's, see ``resolvedBackgroundColor``).
    public var backgroundColor: Color?
    /// Space above each section header (`nil`: automatic, 22 points in plain lists and none
    /// in grouped ones, as `UITableView.sectionHeaderTopPadding` since iOS 15).
    public var headerTopPadding: CGFloat?

    /// The appearance and modes, for debugging.
    public var description: String {
        "<list \(appearance) header \(headerMode) footer \(footerMode)"
            + (showsSeparators ? "" : " no separators") + ">"
    }

    // MARK: UIKit's metrics

    /// The estimated height of a row: UIKit's default row height, 44 points
    /// (`UITableViewAutomaticDimension` rows and `UITableView.rowHeight`'s default).
    static let estimatedRowHeight: CGFloat = 44
    /// The estimated height of a header or footer view.
    static let estimatedSupplementaryHeight: CGFloat = 44
    /// Space above the first section of a grouped list without headers: 35 points, the
    /// height of a grouped table's first, untitled section header.
    static let groupedFirstSectionTop: CGFloat = 35
    /// Space above a later section and below every section of a grouped list without
    /// headers or footers: 17.5 points, a grouped table's untitled header and footer height.
    static let groupedSectionGap: CGFloat = 17.5
    /// Space below the last section of a grouped list: 20 points.
    static let groupedLastSectionBottom: CGFloat = 20
    /// The automatic ``headerTopPadding`` of plain lists: 22 points (iOS 15's
    /// `sectionHeaderTopPadding` of plain tables).
    static let plainHeaderTopPadding: CGFloat = 22


    /// Whether the appearance is grouped (sections apart).
    var isGrouped: Bool { appearance == .grouped || appearance == .insetGrouped || appearance == .sidebar }

    /// The background of the list: ``backgroundColor``, or the appearance's (the system
    /// background for plain lists, the grouped background otherwise).
    public var resolvedBackgroundColor: Color {
        if let backgroundColor { return backgroundColor }
        return isGrouped ? .systemGroupedBackground : .systemBackground
    }

    /// The space a section of the list keeps above its header, above its rows and below them.
    func sectionPadding(isFirst: Bool, isLast: Bool) -> (aboveHeader: CGFloat, top: CGFloat, bottom: CGFloat) {
        var result: (aboveHeader: CGFloat, top: CGFloat, bottom: CGFloat) = (0, 0, 0)
        if headerMode == .supplementary {
            let automatic = isGrouped ? 0 : Self.plainHeaderTopPadding
            let padding = headerTopPadding ?? automatic
            result.aboveHeader = padding.isFinite && padding > 0 ? padding : 0
        } else if isGrouped {
            result.top = isFirst ? Self.groupedFirstSectionTop : Self.groupedSectionGap
        }
        if isGrouped, footerMode == .none {
            result.bottom = isLast ? Self.groupedLastSectionBottom : Self.groupedSectionGap
        }
        return result
    }
}

extension CollectionLayoutSection {
    /// A section laid out as a list of `configuration`: one row per item, as wide as the
    /// section, estimated at 44 points and self-sizing; headers and footers as the
    /// configuration's modes say; inset-grouped rows inset from the sides by 16 or 20 points
    /// by the container's width.
    public static func list(using configuration: CollectionLayoutListConfiguration,
                            layoutEnvironment: any CollectionLayoutEnvironment) -> CollectionLayoutSection {
        let rowSize = CollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                           heightDimension: .estimated(CollectionLayoutListConfiguration.estimatedRowHeight))
        let row = CollectionLayoutItem(layoutSize: rowSize)
        let group = CollectionLayoutGroup.horizontal(layoutSize: rowSize, subitems: [row])
        let section = CollectionLayoutSection(group: group)
        section.listConfiguration = configuration
        if configuration.appearance == .insetGrouped || configuration.appearance == .sidebar {
            let margin = SystemSideMargin.points(forWidth: layoutEnvironment.container.contentSize.width)
            section.contentInsets = DirectionalEdgeInsets(top: 0, leading: margin, bottom: 0, trailing: margin)
        }
        let supplementarySize = CollectionLayoutSize(
            widthDimension: .fractionalWidth(1),
            heightDimension: .estimated(CollectionLayoutListConfiguration.estimatedSupplementaryHeight))
        if configuration.headerMode == .supplementary {
            let header = CollectionLayoutBoundarySupplementaryItem(
                layoutSize: supplementarySize, elementKind: CollectionView.elementKindSectionHeader, alignment: .top)
            // Plain lists' headers stay in sight while their section scrolls, as a plain table's.
            header.pinToVisibleBounds = !configuration.isGrouped
            section.boundarySupplementaryItems.append(header)
        }
        if configuration.footerMode == .supplementary {
            section.boundarySupplementaryItems.append(CollectionLayoutBoundarySupplementaryItem(
                layoutSize: supplementarySize, elementKind: CollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        return section
    }
}
