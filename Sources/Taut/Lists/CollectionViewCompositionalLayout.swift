import Foundation

/// A layout composed of sections, groups and items: UIKit's `UICollectionViewCompositionalLayout`.
///
/// Each section repeats its group (``CollectionLayoutGroup``) until every item of the
/// section has a place; groups place their items in rows, columns or custom frames, with
/// fractional, absolute or estimated sizes. Estimated sizes are corrected by the cells' own
/// constraints (self-sizing): the collection view tells the layout each cell's preferred size
/// through ``shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)``,
/// and the next ``prepare()`` uses it. A section whose ``CollectionLayoutSection/orthogonalScrollingBehavior``
/// is not `.none` is one line of groups across the scroll axis.
open class CollectionViewCompositionalLayout: CollectionViewLayout {
    /// What gives the layout of each section, from its index and the layout's environment:
    /// UIKit's `UICollectionViewCompositionalLayoutSectionProvider`. `nil` leaves the section
    /// out (with a diagnostic).
    public typealias SectionProvider = (Int, any CollectionLayoutEnvironment) -> CollectionLayoutSection?

    /// Where the layout's sections come from.
    enum Source {
        case section(CollectionLayoutSection)
        case provider(SectionProvider)
        case none
    }

    /// Creates a layout whose every section is `section`.
    public init(section: CollectionLayoutSection) {
        source = .section(section)
        super.init()
    }

    /// Creates a layout whose every section is `section`, with `configuration`.
    public init(section: CollectionLayoutSection, configuration: CollectionViewCompositionalLayoutConfiguration) {
        source = .section(section)
        storedConfiguration = configuration.copy()
        super.init()
    }

    /// Creates a layout whose sections `sectionProvider` gives, called in each ``prepare()``.
    public init(sectionProvider: @escaping SectionProvider) {
        source = .provider(sectionProvider)
        super.init()
    }

    /// Creates a layout whose sections `sectionProvider` gives, with `configuration`.
    public init(sectionProvider: @escaping SectionProvider, configuration: CollectionViewCompositionalLayoutConfiguration) {
        source = .provider(sectionProvider)
        storedConfiguration = configuration.copy()
        super.init()
    }

    /// Creates a compositional layout from an archive: one with no sections (never fails).
    public required init?(coder: NSCoder) {
        source = .none
        super.init(coder: coder)
    }

    /// A layout whose every section is a list of `configuration` (UIKit's `list(using:)`).
    public static func list(using configuration: CollectionLayoutListConfiguration) -> CollectionViewCompositionalLayout {
        CollectionViewCompositionalLayout(sectionProvider: { _, environment in
            CollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        })
    }

    /// The layout's settings. As in UIKit, the value is a copy: change it and set it back;
    /// setting it lays the items out anew.
    open var configuration: CollectionViewCompositionalLayoutConfiguration {
        get { storedConfiguration.copy() }
        set {
            storedConfiguration = newValue.copy()
            invalidateLayout()
        }
    }

    // MARK: Layout

    /// Computes every element's attributes from the sections, the collection view's size and
    /// the sizes measured from self-sizing views.
    open override func prepare() {
        super.prepare()
        guard let collectionView else {
            result = CompositionalLayoutResult()
            return
        }
        var pass = CompositionalLayoutPass(layout: self, collectionView: collectionView)
        result = pass.run()
        needsPrepare = false
    }

    /// The size of the whole content: the collection view's width (less its content inset)
    /// by the height of the sections, for a vertical layout.
    open override var collectionViewContentSize: CGSize { result.contentSize }

    /// The attributes of every element whose frame meets `rect`, backgrounds before the cells
    /// of their section. Items of an orthogonally scrolling section beyond the collection
    /// view's width have attributes too; they are returned when `rect` reaches them.
    open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        result.all.filter { $0.frame.intersects(rect) || ($0.frame.isEmpty && rect.contains($0.frame.origin)) }
    }

    /// The attributes of the cell of the item at `indexPath`; `nil`, with a diagnostic, for
    /// an index path the collection view has no item at.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        if let attributes = result.byKey[CollectionLayoutElementKey(category: .cell, kind: "", indexPath: indexPath)] {
            return attributes
        }
        if let collectionView, indexPath.count == 2, indexPath.section >= 0,
           indexPath.section < collectionView.numberOfSections,
           indexPath.item >= 0, indexPath.item < collectionView.numberOfItems(inSection: indexPath.section) {
            return nil  // an item the section's layout gave no place (reported when it was laid out)
        }
        report("asked for the attributes of the item at \(describeIndexPath(indexPath)), which is out of range")
        return nil
    }

    /// The attributes of the supplementary view of `elementKind` at `indexPath` (a section's
    /// header or footer is at item 0 of its section), or `nil`.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                            at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        result.byKey[CollectionLayoutElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath)]
    }

    /// The attributes of the decoration view of `elementKind` at `indexPath` (a section's
    /// background is at item 0 of its section), or `nil`.
    open override func layoutAttributesForDecorationView(ofKind elementKind: String,
                                                         at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        result.byKey[CollectionLayoutElementKey(category: .decorationView, kind: elementKind, indexPath: indexPath)]
    }

    // MARK: Self-sizing

    /// Keeps the size a self-sizing view prefers, along the sides its attributes say it
    /// sizes itself (``CollectionViewLayoutAttributes`` `selfSizingAxes`), and returns `true`
    /// when it differs from the size the layout had used: the next ``prepare()`` uses it
    /// (UIKit's compositional layout does the same with estimated dimensions). A negative or
    /// non-finite preferred size is refused with a diagnostic.
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferred: CollectionViewLayoutAttributes,
                                              withOriginalAttributes original: CollectionViewLayoutAttributes) -> Bool {
        let axes = original.selfSizingAxes
        guard !axes.isEmpty else { return false }
        let wanted = preferred.frame.size
        guard wanted.width.isFinite, wanted.height.isFinite, wanted.width >= 0, wanted.height >= 0 else {
            report("the view at \(describeIndexPath(original.indexPath)) prefers the size \(wanted); it is ignored")
            return false
        }
        let key = CollectionLayoutElementKey(original)
        var size = measuredSizes[key] ?? original.frame.size
        var changed = false
        if axes.contains(.width), abs(wanted.width - original.frame.width) > Self.sizeTolerance {
            size.width = wanted.width
            changed = true
        }
        if axes.contains(.height), abs(wanted.height - original.frame.height) > Self.sizeTolerance {
            size.height = wanted.height
            changed = true
        }
        guard changed else { return false }
        measuredSizes[key] = size
        needsPrepare = true
        return true
    }

    /// The items changed: forget the sizes measured from cells and views.
    override func collectionViewDataDidChange() {
        measuredSizes.removeAll()
        reported.removeAll()
    }

    // MARK: For the collection view

    /// The sections laid out as one line of groups that scrolls sideways, with the rectangle
    /// of each line (content coordinates): the collection view shows their items as they
    /// scroll sideways.
    var orthogonalScrollingSections: [Int: CGRect] { result.orthogonalSections }

    // MARK: Storage

    /// How far a preferred size may differ from the used one and still count as the same.
    static let sizeTolerance: CGFloat = 0.001

    let source: Source
    var storedConfiguration = CollectionViewCompositionalLayoutConfiguration()
    /// What the last ``prepare()`` computed.
    var result = CompositionalLayoutResult()
    /// Sizes measured from self-sizing views, by element.
    var measuredSizes: [CollectionLayoutElementKey: CGSize] = [:]
    /// The diagnostics already reported (each once until the items change).
    private var reported = Set<String>()

    /// The layout of section `index`: the layout's section, or what the provider gives
    /// (`nil`, with a diagnostic, when it gives none).
    func section(at index: Int, environment: any CollectionLayoutEnvironment) -> CollectionLayoutSection? {
        switch source {
        case .section(let section):
            return section
        case .provider(let provider):
            guard let section = provider(index, environment) else {
                report("the section provider returned nil for section \(index); the section is left out")
                return nil
            }
            return section
        case .none:
            report("the layout has no section (it was made from an archive); section \(index) is left out")
            return nil
        }
    }

    /// Reports a problem once (until the items change), naming the collection view.
    func report(_ what: String) {
        guard reported.insert(what).inserted else { return }
        if let collectionView {
            collectionView.reportListProblem("compositional layout: " + what)
        } else {
            LayoutDiagnostics.report(LayoutDiagnostic(kind: .invalidListData, message: "compositional layout: \(what)."))
        }
    }
}
