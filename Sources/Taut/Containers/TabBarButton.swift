import Foundation

/// One tab of a ``TabBar``: UIKit's private `UITabBarButton`, an image above a title with an
/// optional badge. A ``Control``: `sendActions(for: .touchUpInside)` taps the tab.
final class TabBarButton: Control {
    /// The item shown.
    private(set) weak var item: TabBarItem?
    /// The bar the button belongs to.
    weak var bar: TabBar?
    /// The item's image (a 25 × 25 placeholder for system items).
    let imageView = ImageView()
    /// The item's title.
    let titleLabel = Label()
    /// The badge (hidden without a badge value).
    let badgeView = View()
    /// The badge's text.
    let badgeLabel = Label()

    /// The size UIKit gives a tab bar icon (`UITabBarSwappableImageView` (32 5.5; 25 25) in a
    /// view dump), used for the placeholder of a system item.
    static let systemIconSize = CGSize(width: 25, height: 25)
    /// The title font: the 10-point system font (UIKit's tab bar item titles, a 12-point-tall
    /// `UITabBarButtonLabel` in view dumps; 12 is also 1.2 × 10 for Taut's default measurer).
    static let titleFont = Font.systemFont(ofSize: 10, weight: .medium)

    init(item: TabBarItem) {
        self.item = item
        super.init(frame: .zero)
        accessibilityIdentifier = item.accessibilityIdentifier ?? item.title.map { "Tab \($0)" }
        titleLabel.font = TabBarButton.titleFont
        titleLabel.textAlignment = .center
        badgeLabel.font = Font.systemFont(ofSize: 13)
        badgeLabel.textColor = .white
        badgeLabel.textAlignment = .center
        badgeView.addSubview(badgeLabel)
        badgeView.isHidden = true
        addSubview(imageView)
        addSubview(titleLabel)
        addSubview(badgeView)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A tap on the button selects its tab (after the actions registered for the event run).
    override func sendActions(for controlEvents: Control.Event) {
        super.sendActions(for: controlEvents)
        if controlEvents.contains(.touchUpInside), isEnabled { bar?.buttonTapped(self) }
    }

    /// Shows the item's current values in the selected or unselected colour.
    func configure(selected: Bool, tint: Color, unselectedTint: Color) {
        guard let item else { return }
        isSelected = selected
        isEnabled = item.isEnabled
        if let identifier = item.accessibilityIdentifier { accessibilityIdentifier = identifier }
        let image = selected ? item.selectedImage : item.image
        imageView.image = image ?? (item.systemItem != nil ? Image(size: TabBarButton.systemIconSize) : nil)
        imageView.tintColor = selected ? tint : unselectedTint
        titleLabel.text = item.title
        titleLabel.textColor = selected ? tint : unselectedTint
        badgeLabel.text = item.badgeValue
        badgeView.backgroundColor = item.badgeColor ?? .systemRed
        badgeView.isHidden = item.badgeValue == nil
        layOut()
    }

    /// Places the image, title and badge in the button's bounds (see ``TabBar``).
    func layOut() {
        let width = bounds.width
        let imageSize = imageView.image?.size ?? .zero
        // The image is centred 18 points below the button's top (y 5.5 for a 25-point image).
        let imageFrame = CGRect(x: (width - imageSize.width) / 2, y: 18 - imageSize.height / 2,
                                width: imageSize.width, height: imageSize.height)
        if imageView.frame != imageFrame { imageView.frame = imageFrame }
        // The title starts 35 points below the button's top, centred, at its measured size.
        let titleSize = titleLabel.text == nil ? .zero : titleLabel.intrinsicContentSize
        let titleFrame = CGRect(x: (width - titleSize.width) / 2, y: 35, width: titleSize.width, height: titleSize.height)
        if titleLabel.frame != titleFrame { titleLabel.frame = titleFrame }
        // The badge (approximate; not measured on iOS): 18 points tall, at least as wide, its
        // leading edge 5 points right of the image's centre, 2 points from the button's top.
        guard !badgeView.isHidden else { return }
        let textSize = badgeLabel.intrinsicContentSize
        let badgeWidth = Swift.max(18, textSize.width + 10)
        let badgeFrame = CGRect(x: imageFrame.midX + 5, y: 2, width: badgeWidth, height: 18)
        if badgeView.frame != badgeFrame { badgeView.frame = badgeFrame }
        badgeView.layer.cornerRadius = 9
        let labelFrame = CGRect(x: (badgeWidth - textSize.width) / 2, y: (18 - textSize.height) / 2,
                                width: textSize.width, height: textSize.height)
        if badgeLabel.frame != labelFrame { badgeLabel.frame = labelFrame }
    }
}
