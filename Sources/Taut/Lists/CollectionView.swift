import Foundation

/// A scrolling view of items placed by a layout object: UIKit's `UICollectionView`.
///
/// Give it a ``CollectionViewLayout`` (``CollectionViewFlowLayout``,
/// ``CollectionViewCompositionalLayout`` or your own), register cell classes, and set a
/// ``dataSource``. Each layout pass asks the layout for the elements in the visible rectangle
/// and shows a cell for each, dequeued from the data source; cells that scroll out of sight
/// wait to be reused, as in UIKit.
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
            newValue.invalidateLayout()
        }
    }

    /// The object that gives the items and their cells, held weakly.
    open weak var dataSource: (any CollectionViewDataSource)? {
        didSet { if dataSource !== oldValue { reloadData() } }
    }

    /// The object told about display and selection, held weakly (a ``CollectionViewDelegate``;
    /// a ``CollectionViewDelegateFlowLayout`` also sizes a flow layout's items).
    open override weak var delegate: (any ScrollViewDelegate)? {
        didSet { collectionDelegate = delegate as? any CollectionViewDelegate }
    }

    /// The number of sections, from the data source (0 without one).
    open var numberOfSections: Int {
        guard let dataSource else { return 0 }
        return Swift.max(0, dataSource.numberOfSections(in: self))
    }

    /// The number of items in `section`, from the data source (0 without one or for a section
    /// out of range).
    open func numberOfItems(inSection section: Int) -> Int {
        guard let dataSource, section >= 0, section < numberOfSections else { return 0 }
        return Swift.max(0, dataSource.collectionView(self, numberOfItemsInSection: section))
    }

    /// Forgets every cell and asks the data source again in the next layout pass.
    open func reloadData() {
        collectionViewLayout.collectionViewDataDidChange()
        collectionViewLayout.invalidateLayout()
        setNeedsLayout()
    }

    // MARK: Storage

    private var storedLayout: CollectionViewLayout
    /// The cells that scrolled out of sight, and what makes new ones.
    let cellPool = ReusePool<CollectionViewCell>()
    /// The supplementary views that scrolled out of sight, by kind and identifier
    /// (``supplementaryKey(_:_:)``), and what makes new ones.
    let supplementaryPool = ReusePool<CollectionReusableView>()
    /// The delegate as a collection view delegate, kept when it is set.
    weak var collectionDelegate: (any CollectionViewDelegate)?
}
