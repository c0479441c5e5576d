import Foundation

/// A view controller whose view is a collection view: UIKit's `UICollectionViewController`.
///
/// ``loadView()`` makes a ``CollectionView`` with the layout given to
/// ``init(collectionViewLayout:)`` (the size of the default screen, 390 × 844) and makes the
/// controller its data source and delegate. Every data source and delegate method is declared
/// here, so that a subclass writes `override func collectionView(_:numberOfItemsInSection:)`
/// and the others as in UIKit. To size a flow layout's items per item, declare the
/// subclass's conformance to ``CollectionViewDelegateFlowLayout`` and write its methods.
open class CollectionViewController: ViewController, CollectionViewDataSource, CollectionViewDelegate {
    /// Creates a controller whose collection view will use `layout`.
    public init(collectionViewLayout layout: CollectionViewLayout) {
        self.initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller with a flow layout (Taut loads no nibs).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.initialLayout = CollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a controller from an archive: one with a flow layout (never fails).
    public required init?(coder: NSCoder) {
        self.initialLayout = CollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// The collection view: the root view (loaded on first use). Setting it replaces the root
    /// view.
    open var collectionView: CollectionView! {
        get { view as? CollectionView }
        set { view = newValue }
    }

    /// The layout of ``collectionView`` (the one given at creation before the view loads).
    open var collectionViewLayout: CollectionViewLayout {
        viewIfLoaded.flatMap { $0 as? CollectionView }?.collectionViewLayout ?? initialLayout
    }

    /// Whether the selection is cleared when the view is about to appear (`true` by default,
    /// as in UIKit).
    open var clearsSelectionOnViewWillAppear = true
    /// Whether a long press reorders items (`true` by default, as in UIKit; stored only: there
    /// are no touches headless).
    open var installsStandardGestureForInteractiveMovement = true
    /// Whether pushing this controller animates between layouts (`false` by default; stored only).
    open var useLayoutToLayoutNavigationTransitions = false

    /// Makes the collection view, the size of the default screen, with the controller as its
    /// data source and delegate.
    open override func loadView() {
        let collectionView = CollectionView(frame: CGRect(origin: .zero, size: ViewController.defaultViewSize),
                                            collectionViewLayout: initialLayout)
        collectionView.dataSource = self
        collectionView.delegate = self
        view = collectionView
    }

    /// Clears the selection when ``clearsSelectionOnViewWillAppear``; call `super`.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if clearsSelectionOnViewWillAppear, let collectionView = viewIfLoaded as? CollectionView {
            collectionView.selectItem(at: nil, animated: animated, scrollPosition: [])
        }
    }

    // MARK: Data source

    /// One section; override it.
    open func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
    /// No items; override it.
    open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    /// A plain cell and a diagnostic: override it (UIKit raises an exception, the method being
    /// required).
    open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.reportListProblem("\(type(of: self)) does not override collectionView(_:cellForItemAt:) "
            + "(asked for item \(describeIndexPath(indexPath))); a plain cell is shown")
        return collectionView.placeholderCell()
    }

    /// An empty view and a diagnostic: override it when the layout has supplementary views.
    open func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> CollectionReusableView {
        collectionView.reportListProblem("the layout asks for a supplementary view of kind \"\(kind)\" at "
            + "\(describeIndexPath(indexPath)), but \(type(of: self)) does not override "
            + "collectionView(_:viewForSupplementaryElementOfKind:at:); an empty view is shown")
        return CollectionReusableView()
    }

    // MARK: Delegate (each does nothing, or allows, by default)

    /// Does nothing.
    open func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell,
                             forItemAt indexPath: IndexPath) {}
    /// Does nothing.
    open func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
                             forItemAt indexPath: IndexPath) {}
    /// Does nothing.
    open func collectionView(_ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
                             forElementKind elementKind: String, at indexPath: IndexPath) {}
    /// Does nothing.
    open func collectionView(_ collectionView: CollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView,
                             forElementOfKind elementKind: String, at indexPath: IndexPath) {}
    /// `true`.
    open func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    open func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// `true`.
    open func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    open func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// `true`.
    open func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }

    // MARK: Scroll view delegate

    /// Does nothing.
    open func scrollViewDidScroll(_ scrollView: ScrollView) {}
    /// Does nothing.
    open func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    /// Does nothing.
    open func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint,
                                        targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    /// Does nothing.
    open func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing.
    open func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    /// Does nothing.
    open func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    /// Does nothing.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
    /// `nil`.
    open func viewForZooming(in scrollView: ScrollView) -> View? { nil }
    /// Does nothing.
    open func scrollViewDidZoom(_ scrollView: ScrollView) {}
    /// `true`.
    open func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool { true }
    /// Does nothing.
    open func scrollViewDidScrollToTop(_ scrollView: ScrollView) {}
    /// Does nothing.
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) {}

    // MARK: Storage

    /// The layout given at creation, used when the view loads.
    private let initialLayout: CollectionViewLayout
}

extension CollectionView {
    /// A plain cell for an item the data source could not give, reused under an identifier of
    /// its own.
    func placeholderCell() -> CollectionViewCell {
        let identifier = "Taut.placeholderCell"
        if !cellPool.isRegistered(identifier) { register(CollectionViewCell.self, forCellWithReuseIdentifier: identifier) }
        if let cell = cellPool.takeWaiting(identifier) {
            cell.prepareForReuse()
            return cell
        }
        return cellPool.make(identifier) ?? CollectionViewCell(registeredReuseIdentifier: identifier)
    }
}
