import Foundation

/// A view a collection shows and reuses: UIKit's `UICollectionReusableView`, the base of
/// ``CollectionViewCell`` and of section headers and footers.
open class CollectionReusableView: View {
    /// Creates a view for a collection view to reuse under `identifier`: what
    /// ``CollectionView/dequeueReusableCell(withReuseIdentifier:for:)`` and
    /// ``CollectionView/dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`` make
    /// a registered class with. It calls ``View/init(frame:)`` with a zero frame, so a
    /// subclass's override of that runs.
    public required convenience init(registeredReuseIdentifier identifier: String) {
        self.init(frame: .zero)
        storedReuseIdentifier = identifier
    }

    /// The identifier a collection view reuses the view by (`nil` for a view not made by a
    /// collection view).
    open var reuseIdentifier: String? { storedReuseIdentifier }

    /// Called before a collection reuses the view: reset its state here. The default does
    /// nothing.
    open func prepareForReuse() {}

    /// The attributes the layout gives the view, with the size its own constraints prefer on the
    /// sides the layout lets it size itself: UIKit's `preferredLayoutAttributesFitting(_:)`,
    /// called by the collection view when it shows a self-sizing element. The default measures
    /// the view with `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`:
    /// on a self-sized side at ``LayoutPriority/fittingSizeLevel`` towards 0 (the smallest size
    /// the constraints allow), on the other side `.required` at the attributes' size. Elements
    /// that are not self-sizing get `layoutAttributes` back unchanged. Override it to adjust
    /// the attributes (call `super` to measure).
    open func preferredLayoutAttributesFitting(
        _ layoutAttributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
        let axes = layoutAttributes.selfSizingAxes
        guard !axes.isEmpty else { return layoutAttributes }
        let size = layoutAttributes.size
        let target = CGSize(width: axes.contains(.width) ? 0 : size.width,
                            height: axes.contains(.height) ? 0 : size.height)
        let fitted = systemLayoutSizeFitting(
            target,
            withHorizontalFittingPriority: axes.contains(.width) ? .fittingSizeLevel : .required,
            verticalFittingPriority: axes.contains(.height) ? .fittingSizeLevel : .required)
        func clean(_ value: CGFloat, _ fallback: CGFloat) -> CGFloat { value.isFinite && value >= 0 ? value : fallback }
        layoutAttributes.size = CGSize(width: axes.contains(.width) ? clean(fitted.width, size.width) : size.width,
                                       height: axes.contains(.height) ? clean(fitted.height, size.height) : size.height)
        return layoutAttributes
    }

    /// Applies the layout's attributes to the view: called by the collection view after it
    /// set the view's frame, hidden state, alpha and z position from them, each time they
    /// change. The default does nothing; a subclass reads its own attributes' properties here
    /// (UIKit's `apply(_:)`).
    open func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {}

    /// The identifier the view was made for.
    var storedReuseIdentifier: String?
}
