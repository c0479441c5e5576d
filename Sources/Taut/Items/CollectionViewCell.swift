import Foundation

/// An item of a collection: UIKit's `UICollectionViewCell`.
///
/// Put your views in ``contentView``, a subview that fills the cell and is held there by
/// constraints, so that `systemLayoutSizeFitting` measures a self-sizing cell from its
/// content, as in UIKit. ``backgroundView`` and ``selectedBackgroundView`` fill the cell
/// behind the content; the selected one shows while the cell is selected or highlighted.
open class CollectionViewCell: CollectionReusableView {
    /// Creates a cell with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpContentView()
    }

    /// Creates a cell from an archive: an empty cell with a zero frame (never fails).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpContentView()
    }

    /// The view to add your content to. It fills the cell.
    public let contentView = View()

    /// Whether the cell is selected (`false`). Overrides may observe it (`didSet`).
    open var isSelected = false {
        didSet { updateSelectedBackground() }
    }
    /// Whether the cell is highlighted (`false`). Overrides may observe it (`didSet`).
    open var isHighlighted = false {
        didSet { updateSelectedBackground() }
    }

    /// A view behind the content (it fills the cell).
    open var backgroundView: View? {
        didSet { replaceBackground(oldValue, with: backgroundView, at: 0) }
    }
    /// A view behind the content shown while the cell is selected or highlighted (it fills
    /// the cell).
    open var selectedBackgroundView: View? {
        didSet {
            replaceBackground(oldValue, with: selectedBackgroundView, at: backgroundView == nil ? 0 : 1)
            updateSelectedBackground()
        }
    }

    /// Places the background views over the whole cell; call `super` when you override it.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let bounds = CGRect(origin: .zero, size: frame.size)
        for view in [backgroundView, selectedBackgroundView] {
            if let view, view.translatesAutoresizingMaskIntoConstraints, view.frame != bounds { view.frame = bounds }
        }
    }

    private func setUpContentView() {
        addEdgeFilling(contentView)
    }

    private func updateSelectedBackground() {
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
    }
}
