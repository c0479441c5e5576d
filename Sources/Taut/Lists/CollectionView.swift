import Foundation

/// A scrolling view of items placed by a layout object: UIKit's `UICollectionView`.
///
/// Give it a ``CollectionViewLayout`` (``CollectionViewFlowLayout``,
/// ``CollectionViewCompositionalLayout`` or your own), register cell classes, and set a
/// ``dataSource``. Each layout pass asks the layout for the elements in the visible rectangle
/// (the bounds: ``ScrollView/contentOffset`` and the view's size) and shows a cell for each,
/// dequeued from the data source; cells that scroll out of sight wait to be reused, as in
/// UIKit. Cells of items that stay visible are kept from pass to pass: the data source is asked
/// again only after ``reloadData()`` or an update that touches the item.
open class CollectionView: ScrollView {
    /// The kind of a section header supplementary view (`UICollectionView.elementKindSectionHeader`).
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a section footer supplementary view (`UICollectionView.elementKindSectionFooter`).
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// Creates a collection view with a frame and the layout that places its items.
    public init(frame: CGRect, collectionViewLayout layout: CollectionViewLayout) {
        self.storedLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
    }

    /// Creates a collection view from an archive: an empty one with a flow layout (never fails).
    public required init?(coder: NSCoder) {
        self.storedLayout = CollectionViewFlowLayout()
        super.init(coder: coder)
        storedLayout.collectionView = self
    }

    /// The layout that places the items. Setting it lays the items out anew with the new layout.
    open var collectionViewLayout: CollectionViewLayout {
        get { storedLayout }
        set {
            guard newValue !== storedLayout else { return }
            if storedLayout.collectionView === self { storedLayout.collectionView = nil }
            storedLayout = newValue
            newValue.collectionView = self
            newValue.collectionViewDataDidChange()
            newValue.invalidateLayout()
        }
    }

    /// Sets ``collectionViewLayout`` (at once: nothing is animated headless).
    open func setCollectionViewLayout(_ layout: CollectionViewLayout, animated: Bool) {
        collectionViewLayout = layout
    }

    /// The object that gives the items and their cells, held weakly. Setting it reloads.
    open weak var dataSource: (any CollectionViewDataSource)? {
        didSet { if dataSource !== oldValue { reloadData() } }
    }

    /// The object told about display and selection, held weakly (a ``CollectionViewDelegate``;
    /// a ``CollectionViewDelegateFlowLayout`` also sizes a flow layout's items). Setting it
    /// lays the items out anew.
    open override weak var delegate: (any ScrollViewDelegate)? {
        didSet {
            collectionDelegate = delegate as? any CollectionViewDelegate
            if delegate !== oldValue {
                collectionViewLayout.invalidateLayout()
            }
        }
    }

    /// A view behind every cell, filling the collection view's visible area (`nil` by default).
    open var backgroundView: View? {
        didSet {
            guard backgroundView !== oldValue else { return }
            if let oldValue, oldValue.superview === self { oldValue.removeFromSuperview() }
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// The number of sections, from the data source (0 without one). The counts are kept
    /// until ``reloadData()`` or an update, as UIKit keeps them.
    open var numberOfSections: Int { itemCounts.count }

    /// The number of items in `section`, from the data source (0 without one; a section out of
    /// range gives 0 and a diagnostic).
    open func numberOfItems(inSection section: Int) -> Int {
        let counts = itemCounts
        guard section >= 0, section < counts.count else {
            reportListProblem("numberOfItems(inSection: \(section)) asked for a section out of range "
                + "(there are \(counts.count) sections); 0 is returned")
            return 0
        }
        return counts[section]
    }

    /// Forgets every cell and the item counts: the next layout pass asks the data source for
    /// the counts and the visible cells again.
    open func reloadData() {
        storedItemCounts = nil
        needsCellReload = true
        collectionViewLayout.collectionViewDataDidChange()
        collectionViewLayout.invalidateLayout()
        setNeedsLayout()
    }

    /// Whether items can be selected (`true` by default).
    open var allowsSelection = true
    /// Whether several items can be selected at once (`false` by default).
    open var allowsMultipleSelection = false

    // MARK: Layout

    /// Shows the elements the layout places in the visible rectangle: prepares the layout if
    /// it was invalidated, sets ``ScrollView/contentSize``, dequeues cells and supplementary
    /// views for the elements that came into view, applies their attributes, measures
    /// self-sizing cells, and sends the views that left the rectangle to wait for reuse. Call
    /// `super` when you override it.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutVisibleElements()
    }

    /// Where the content is scrolled to; setting it lays out the elements that come into view
    /// in the next layout pass (``View/layoutIfNeeded()``), as scrolling does in UIKit.
    open override var contentOffset: CGPoint {
        get { super.contentOffset }
        set {
            let old = super.contentOffset
            guard newValue != old || !newValue.x.isFinite || !newValue.y.isFinite else {
                super.contentOffset = newValue
                return
            }
            let newBounds = CGRect(origin: newValue, size: bounds.size)
            if collectionViewLayout.shouldInvalidateLayout(forBoundsChange: newBounds) {
                collectionViewLayout.invalidateLayout()
            }
            super.contentOffset = newValue
            setNeedsLayout()
        }
    }

    /// The collection view's own coordinate space (the content offset and the size). While the
    /// layout is asked ``CollectionViewLayout/shouldInvalidateLayout(forBoundsChange:)`` for a
    /// change of size, it still reports the former bounds, as UIKit does.
    open override var bounds: CGRect {
        get { boundsBeforeChange ?? super.bounds }
        set { super.bounds = newValue }
    }

    // MARK: Storage

    private var storedLayout: CollectionViewLayout
    /// The cells that scrolled out of sight, and what makes new ones.
    let cellPool = ReusePool<CollectionViewCell>()
    /// The supplementary views that scrolled out of sight, by kind and identifier
    /// (``supplementaryKey(_:_:)``), and what makes new ones.
    let supplementaryPool = ReusePool<CollectionReusableView>()
    /// The decoration views that scrolled out of sight, by kind.
    let decorationPool = ReusePool<CollectionReusableView>()
    /// The delegate as a collection view delegate, kept when it is set.
    weak var collectionDelegate: (any CollectionViewDelegate)?
    /// The item count of each section, asked of the data source once after each reload.
    var storedItemCounts: [Int]?
    /// Whether the visible cells must be asked of the data source again (after a reload).
    var needsCellReload = false
    /// The cells shown, by the index path of their item.
    var visibleCellViews: [IndexPath: CollectionViewCell] = [:]
    /// The supplementary and decoration views shown, by element.
    var shownSupplementaryViews: [CollectionElementKey: CollectionReusableView] = [:]
    /// The attributes last applied to each shown element.
    var appliedAttributes: [CollectionElementKey: CollectionViewLayoutAttributes] = [:]
    /// The size each self-sized element was measured at (its attributes' size then) and the
    /// size it preferred, so that it is measured again only when its attributes change.
    var measuredSizes: [CollectionElementKey: (target: CGSize, preferred: CGSize)] = [:]
    /// The selected items.
    var selectedItems: [IndexPath] = []
    /// The size of the bounds at the last layout pass (`nil` before the first).
    var lastLaidOutSize: CGSize?
    /// The adjusted content inset at the last layout pass.
    var lastAdjustedInset = EdgeInsets.zero
    /// The bounds reported while the layout is asked about a change of size.
    var boundsBeforeChange: CGRect?
    /// Whether a layout pass of the items is running (no nested pass).
    var isLayingOutElements = false
    /// The updates recorded inside ``performBatchUpdates(_:completion:)`` (`nil` outside).
    var pendingUpdates: CollectionUpdateBatch?
    /// How many cells the data source has been asked for, over the view's life.
    var cellRequestCount = 0
}

/// One element a collection view shows: a cell, a supplementary view or a decoration view.
struct CollectionElementKey: Hashable {
    /// Whether it is a cell, a supplementary or a decoration view.
    let category: CollectionViewLayoutAttributes.ElementCategory
    /// The kind of a supplementary or decoration view ("" for a cell).
    let kind: String
    /// The element's index path.
    let indexPath: IndexPath

    /// The key of `attributes`' element.
    init(_ attributes: CollectionViewLayoutAttributes) {
        self.init(attributes.representedElementCategory, attributes.representedElementKind ?? "", attributes.indexPath)
    }

    /// The key of an element.
    init(_ category: CollectionViewLayoutAttributes.ElementCategory, _ kind: String, _ indexPath: IndexPath) {
        self.category = category
        self.kind = kind
        self.indexPath = indexPath
    }
}
