import Foundation

extension NavigationBar {
    /// The height of the band holding the buttons and the title: 44, or 32 when compact.
    var contentBandHeight: CGFloat {
        traitCollection.verticalSizeClass == .compact ? NavigationBar.compactHeight : NavigationBar.defaultHeight
    }

    /// The title of the back button leading back to `item`: its back item's title, else (by its
    /// display mode) nothing, "Back", or its ``NavigationItem/backButtonTitle`` or title, else
    /// "Back" (UIKit's order).
    static func backTitle(for item: NavigationItem) -> String? {
        if let title = item.backBarButtonItem?.title { return title }
        switch item.backButtonDisplayMode {
        case .minimal: return nil
        case .generic: return "Back"
        case .default:
            if let title = item.backButtonTitle { return title }
            if let title = item.title, !title.isEmpty { return title }
            return "Back"
        }
    }

    /// The size a custom view (an item's or a title view) takes in the bar: its frame's size,
    /// or its fitting size when the frame is empty or it is laid out by constraints.
    static func placedSize(of view: View) -> CGSize {
        if view.translatesAutoresizingMaskIntoConstraints, view.frame.size != .zero { return view.frame.size }
        let fitting = view.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        return CGSize(width: max(fitting.width, 0), height: max(fitting.height, 0))
    }

    /// Lays the bar out (see the type's documentation).
    func layoutBar() {
        let width = bounds.width
        let band = contentBandHeight
        // The background reaches up to the superview's top (under the status bar).
        let above = max(frame.minY, 0)
        backgroundView.frame = CGRect(x: 0, y: -above, width: width, height: above + bounds.height)
        let scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : 1
        shadowView.frame = CGRect(x: 0, y: backgroundView.frame.height, width: width, height: 1 / scale)
        applyColors()

        // The item views are made again only when the items or the width changed.
        guard needsItemViews || width != laidOutWidth || band != laidOutBand else { return }
        laidOutWidth = width
        laidOutBand = band
        clearItemViews()
        guard let top = topItem else {
            titleLabel.text = nil
            titleLabel.isHidden = true
            largeTitleLabel.isHidden = true
            return
        }
        let tint: Color = tintColor ?? .systemBlue
        let margin = SystemSideMargin.points(forWidth: width)
        let spacing = NavigationBar.itemSpacing
        let large = displaysLargeTitle

        // The title's width decides how much of the back title shows.
        let titleSize: CGSize
        if let titleView = top.titleView {
            titleSize = NavigationBar.placedSize(of: titleView)
        } else {
            titleLabel.text = top.title
            titleSize = top.title.map { _ in titleLabel.intrinsicContentSize } ?? .zero
        }
        let centredTitleMinX = (width - titleSize.width) / 2

        // Leading side: the back button, then the left items.
        var leftEdge = margin
        var leftMaxX: CGFloat?
        let leftItems = (top.leftBarButtonItems ?? []).filter { !$0.isHidden }
        if let back = backItem, !top.hidesBackButton, leftItems.isEmpty || top.leftItemsSupplementBackButton {
            let view = makeBackButton(for: back, tint: tint, roomBeforeTitle: titleSize.width > 0 && !large
                                        ? centredTitleMinX - spacing : .greatestFiniteMagnitude)
            view.frame = CGRect(x: NavigationBar.backButtonInset, y: 0, width: view.contentWidth, height: band)
            leftEdge = view.frame.maxX + spacing
            leftMaxX = view.frame.maxX
        }
        if backButtonView == nil || top.leftItemsSupplementBackButton {
            for item in leftItems {
                guard let (view, size) = placeItem(item, tint: tint) else { leftEdge += item.width; continue }
                view.frame = CGRect(x: leftEdge, y: (band - size.height) / 2, width: size.width, height: size.height)
                leftEdge = view.frame.maxX + spacing
                leftMaxX = view.frame.maxX
            }
        }

        // Trailing side: the first right item is the rightmost.
        var rightEdge = width - margin
        var rightMinX: CGFloat?
        for item in (top.rightBarButtonItems ?? []) where !item.isHidden {
            guard let (view, size) = placeItem(item, tint: tint) else { rightEdge -= item.width; continue }
            view.frame = CGRect(x: rightEdge - size.width, y: (band - size.height) / 2, width: size.width, height: size.height)
            rightEdge = view.frame.minX - spacing
            rightMinX = view.frame.minX
        }

        // The title, centred in the bar, moved (then shortened) to stay clear of the items.
        let lower = leftMaxX.map { $0 + spacing } ?? margin
        let upper = rightMinX.map { $0 - spacing } ?? width - margin
        var titleFrame = CGRect(x: centredTitleMinX, y: (band - titleSize.height) / 2,
                                width: titleSize.width, height: titleSize.height)
        if titleFrame.minX < lower { titleFrame.origin.x = lower }
        if titleFrame.maxX > upper { titleFrame.origin.x = max(lower, upper - titleFrame.width) }
        if titleFrame.maxX > upper { titleFrame.size.width = max(upper - titleFrame.minX, 0) }
        if let titleView = top.titleView {
            titleLabel.isHidden = true
            if titleView.superview !== self { addSubview(titleView) }
            titleView.translatesAutoresizingMaskIntoConstraints = true
            titleView.frame = titleFrame
            shownTitleView = titleView
        } else {
            titleLabel.isHidden = large || top.title == nil
            titleLabel.frame = titleFrame
        }

        // The large title, at the leading margin in the band below.
        largeTitleLabel.isHidden = !large
        if large {
            largeTitleLabel.text = top.title
            let size = top.title.map { _ in largeTitleLabel.intrinsicContentSize } ?? .zero
            largeTitleLabel.frame = CGRect(x: margin, y: band + (NavigationBar.largeTitleHeight - size.height) / 2,
                                           width: min(size.width, max(width - 2 * margin, 0)), height: size.height)
        }
    }

    /// The background, shadow and title colours: the bar tint colour, else the standard
    /// appearance's; the title attributes' `.foregroundColor`, else the appearance's, else the
    /// label colour.
    private func applyColors() {
        let appearance = standardAppearance
        backgroundView.backgroundColor = barTintColor ?? appearance.backgroundColor
        shadowView.backgroundColor = appearance.shadowColor
        shadowView.isHidden = appearance.shadowColor == nil
        titleLabel.textColor = (titleTextAttributes?[.foregroundColor] as? Color)
            ?? (appearance.titleTextAttributes[.foregroundColor] as? Color) ?? .label
        largeTitleLabel.textColor = (largeTitleTextAttributes?[.foregroundColor] as? Color)
            ?? (appearance.largeTitleTextAttributes[.foregroundColor] as? Color) ?? .label
    }

    /// Removes the views made for the former items (custom views leave the bar too).
    private func clearItemViews() {
        for view in itemViews where view.superview === self { view.removeFromSuperview() }
        itemViews = []
        backButtonView = nil
        if let shown = shownTitleView, shown !== topItem?.titleView, shown.superview === self { shown.removeFromSuperview() }
        shownTitleView = nil
        needsItemViews = false
    }

    /// Makes and adds the view of `item` and returns it with its size, or `nil` for a space.
    private func placeItem(_ item: BarButtonItem, tint: Color) -> (View, CGSize)? {
        if item.systemItem == .flexibleSpace || item.systemItem == .fixedSpace { return nil }
        item.bar = self
        let view: View
        let size: CGSize
        if let custom = item.customView {
            size = NavigationBar.placedSize(of: custom)
            custom.translatesAutoresizingMaskIntoConstraints = true
            view = custom
        } else {
            let itemView = BarItemView(item: item, barTint: tint)
            size = CGSize(width: item.width > 0 ? item.width : itemView.contentWidth, height: contentBandHeight)
            view = itemView
        }
        item.itemView = view
        addSubview(view)
        itemViews.append(view)
        return (view, size)
    }

    /// Makes and adds the back button leading to `item`: the chevron and the back title, or
    /// "Back", or the chevron alone, the first that leaves `roomBeforeTitle` free.
    private func makeBackButton(for item: NavigationItem, tint: Color, roomBeforeTitle: CGFloat) -> BarItemView {
        let chevron = Image(size: NavigationBar.backChevronSize, scale: 3)
        let font = Font.systemFont(ofSize: NavigationBar.itemFontSize)
        var candidates: [String?] = [NavigationBar.backTitle(for: item)]
        if candidates[0] != nil && candidates[0] != "Back" { candidates.append("Back") }
        if candidates[0] != nil { candidates.append(nil) }
        var chosen: BarItemView?
        for title in candidates {
            let view = BarItemView(title: title, image: chevron, font: font, color: tint, gap: NavigationBar.backChevronGap)
            chosen = view
            if NavigationBar.backButtonInset + view.contentWidth <= roomBeforeTitle { break }
        }
        let view = chosen ?? BarItemView(title: nil, image: chevron, font: font, color: tint)
        view.backAction = { [weak self] in self?.backAction?() }
        addSubview(view)
        itemViews.append(view)
        backButtonView = view
        return view
    }
}
