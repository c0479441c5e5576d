import Foundation

/// The view a bar makes for a ``BarButtonItem`` (and for a navigation bar's back button): a
/// control the height of the bar's content, as wide as its image and title, showing them
/// centred vertically (UIKit's private `_UIButtonBarButton`). Sending it `.touchUpInside` or
/// `.primaryActionTriggered` runs the item's action, as a tap does.
final class BarItemView: Control {
    /// The item shown (`nil` for a back button).
    weak var item: BarButtonItem?
    /// The title, when the item has one and no image.
    let label: Label?
    /// The image (a back button's chevron, or the item's image).
    let imageView: ImageView?
    /// The space between the image and the title (a back button's chevron and title).
    let gap: CGFloat

    /// The width of the image and title side by side, from their measured sizes.
    var contentWidth: CGFloat {
        let imageWidth = imageView?.image?.size.width ?? 0
        let titleWidth = label?.intrinsicContentSize.width ?? 0
        let gapWidth = imageView != nil && label != nil ? gap : 0
        return max(imageWidth, 0) + gapWidth + max(titleWidth, 0)
    }

    /// Makes the view showing `image` and/or `title` (in `font`, coloured `color`).
    init(title: String?, image: Image?, font: Font, color: Color, gap: CGFloat = 0) {
        self.gap = gap
        if let title {
            let label = Label(frame: .zero)
            label.text = title
            label.font = font
            label.textColor = color
            self.label = label
        } else {
            self.label = nil
        }
        if let image {
            let view = ImageView(image: image)
            view.tintColor = color
            self.imageView = view
        } else {
            self.imageView = nil
        }
        super.init(frame: .zero)
        if let imageView { addSubview(imageView) }
        if let label { addSubview(label) }
    }

    /// Makes the view of `item`: its image if it has one (UIKit shows the image of an item
    /// that has both), else its title; 17-point regular, semibold for `.done` items (UIKit's
    /// bar button font: the body text style, 17 points; Apple's HIG, Typography), in the item's
    /// tint colour, or `barTint`, or grey when disabled.
    convenience init(item: BarButtonItem, barTint: Color) {
        let font: Font = item.style == .done
            ? .systemFont(ofSize: NavigationBar.itemFontSize, weight: .semibold)
            : .systemFont(ofSize: NavigationBar.itemFontSize)
        let color: Color = item.isEnabled ? (item.tintColor ?? barTint) : .systemGray
        self.init(title: item.image == nil ? item.title : nil, image: item.image, font: font, color: color)
        self.item = item
        isEnabled = item.isEnabled
    }

    required init?(coder: NSCoder) {
        self.label = nil
        self.imageView = nil
        self.gap = 0
        super.init(coder: coder)
    }

    /// The image at the leading edge, then the title, both centred vertically.
    override func layoutSubviews() {
        super.layoutSubviews()
        var x: CGFloat = 0
        if let imageView {
            let size = imageView.image?.size ?? .zero
            imageView.frame = CGRect(x: x, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
            x += size.width + gap
        }
        if let label {
            let size = label.intrinsicContentSize
            let width = max(min(size.width, bounds.width - x), 0)
            label.frame = CGRect(x: x, y: (bounds.height - size.height) / 2, width: width, height: size.height)
        }
    }

    /// Runs the registered actions, then the item's action for a tap.
    override func sendActions(for controlEvents: Event) {
        super.sendActions(for: controlEvents)
        if !controlEvents.isDisjoint(with: [.touchUpInside, .primaryActionTriggered]) {
            if let item { item.sendAction() } else { backAction?() }
        }
    }

    /// What a back button does when tapped (pops its navigation controller).
    var backAction: (() -> Void)?
}
