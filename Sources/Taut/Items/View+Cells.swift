import Foundation

/// What table and collection cells and header-footer views share: a content view held to
/// their edges, and background views kept behind it.
extension View {
    /// Adds `contentView` and holds it to this view's four edges with constraints; returns the
    /// trailing and bottom constraints (a table cell moves them to leave room for its accessory
    /// view and its separator).
    @discardableResult
    func addEdgeFilling(_ contentView: View) -> (trailing: LayoutConstraint, bottom: LayoutConstraint) {
        contentView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(contentView)
        let trailing = contentView.trailingAnchor.constraint(equalTo: trailingAnchor)
        let bottom = contentView.bottomAnchor.constraint(equalTo: bottomAnchor)
        LayoutConstraint.activate([
            contentView.leadingAnchor.constraint(equalTo: leadingAnchor),
            trailing,
            contentView.topAnchor.constraint(equalTo: topAnchor),
            bottom,
        ])
        return (trailing, bottom)
    }

    /// Replaces the background view `old` with `new` at subview `index` (behind the content);
    /// a `new` view that translates its frame is given this view's bounds.
    func replaceBackground(_ old: View?, with new: View?, at index: Int) {
        guard old !== new else { return }
        if let old, old.superview === self { old.removeFromSuperview() }
        guard let new else { return }
        if new.translatesAutoresizingMaskIntoConstraints { new.frame = CGRect(origin: .zero, size: frame.size) }
        insertSubview(new, at: index)
    }
}
