import Foundation

/// The bar of tabs at the bottom of a ``TabBarController``: UIKit's `UITabBar`.
///
/// Its ``items`` are laid out evenly across its width, one button each, as UIKit lays them
/// out on an iPhone: a button is the item's slot (width ÷ count) less 2 points on each side,
/// 1 point from the top and 48 tall; in it the image is centred 18 points below the button's
/// top and the title, in the 10-point system font, starts 35 points below it (UIKit's view
/// dumps of a 320-point bar of four items: `UITabBarButton` (2 1; 76 48),
/// `UITabBarSwappableImageView` (32 5.5; 25 25), `UITabBarButtonLabel` (29.5 35; 30 12)). The
/// buttons are subviews (image views and labels, so that renderers draw them); each is a
/// ``Control``, so `sendActions(for: .touchUpInside)` on `tabBar.subviews[i]` taps a tab as
/// a user would.
///
/// The bar's height is ``standardHeight(for:)`` above the bottom safe-area inset: 49 points on
/// an iPhone, so 83 on an iPhone with a home indicator (49 + 34). On an iPad the items are laid
/// out as on an iPhone (UIKit centres narrower items there, with the title beside the image;
/// that is not modelled).
open class TabBar: View {
    /// The items, one per tab. A ``TabBarController`` sets them from its controllers'
    /// ``ViewController/tabBarItem``s; setting them on a controller's bar is refused with a
    /// diagnostic, as UIKit raises.
    open var items: [TabBarItem]? {
        get { storedItems }
        set {
            guard refuseIfManaged("items") else { return }
            setManagedItems(newValue)
        }
    }

    /// Sets ``items`` (nothing is animated headless).
    open func setItems(_ items: [TabBarItem]?, animated: Bool) {
        self.items = items
    }

    /// The selected item, drawn with ``View/tintColor`` (the other items in
    /// ``unselectedItemTintColor``). A controller's bar follows its `selectedIndex`; setting it
    /// there is refused with a diagnostic.
    open var selectedItem: TabBarItem? {
        get { storedSelectedItem }
        set {
            guard refuseIfManaged("selectedItem") else { return }
            storedSelectedItem = newValue
            itemsDidChange()
        }
    }

    /// Told when the user taps an item of a bar no controller manages.
    open weak var delegate: TabBarDelegate?
    /// The colour of unselected items (`nil`: UIKit's grey).
    open var unselectedItemTintColor: Color? { didSet { itemsDidChange() } }
    /// The bar's tint (stored).
    open var barTintColor: Color?
    /// Whether the bar is translucent (stored; `true`, as in UIKit).
    open var isTranslucent = true

    /// The height of a tab bar above the bottom safe-area inset: 49 points on an iPhone (UIKit's
    /// tab bar is "49 pairs of pixels high", markmeretzky.com's UITabBarController notes; "the
    /// same height in all screen orientations", Apple's Human Interface Guidelines, "Tab Bars");
    /// 50 on an iPad (iPadOS 12 to 17, whose bars grew from 44/56 to 50 points: Geoff Hackworth,
    /// "iPad Navigation Bar and Toolbar Height Changes in iOS 12"; iPadOS 18's floating tab bar
    /// at the top is not modelled).
    public static func standardHeight(for idiom: UserInterfaceIdiom) -> CGFloat {
        idiom == .pad ? 50 : 49
    }

    /// The bar's size for a width: `size.width` by ``standardHeight(for:)`` plus the bottom
    /// safe-area inset, as UIKit's tab bar sizes itself.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width,
               height: TabBar.standardHeight(for: traitCollection.userInterfaceIdiom) + safeAreaInsets.bottom)
    }

    /// Lays out one button per item, evenly across the bar's width.
    open override func layoutSubviews() {
        super.layoutSubviews()
        syncButtons()
        guard !buttons.isEmpty else { return }
        // UIKit's buttons: the slot less 2 points each side, 1 point down, 48 tall (see above).
        let slot = bounds.width / CGFloat(buttons.count)
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        for (index, button) in buttons.enumerated() {
            let position = rightToLeft ? buttons.count - 1 - index : index
            let frame = CGRect(x: CGFloat(position) * slot + 2, y: 1, width: Swift.max(slot - 4, 0), height: 48)
            if button.frame != frame { button.frame = frame }
            button.layOut()
        }
    }

    // MARK: Storage

    /// The controller managing the bar, if any.
    weak var controller: TabBarController?
    private var storedItems: [TabBarItem]?
    private var storedSelectedItem: TabBarItem?
    /// The buttons, in item order (subviews of the bar).
    private(set) var buttons: [TabBarButton] = []

    /// Sets the items without the managed-bar check (the controller's way in).
    func setManagedItems(_ items: [TabBarItem]?) {
        for item in storedItems ?? [] where item.bar === self { item.bar = nil }
        storedItems = items
        for item in items ?? [] { item.bar = self }
        if let selected = storedSelectedItem, !(items ?? []).contains(where: { $0 === selected }) {
            storedSelectedItem = nil
        }
        itemsDidChange()
    }

    /// Selects an item without the managed-bar check.
    func setManagedSelectedItem(_ item: TabBarItem?) {
        storedSelectedItem = item
        itemsDidChange()
    }

    /// An item, or the items, changed: rebuild and re-lay out the buttons.
    func itemsDidChange() {
        syncButtons()
        setNeedsLayout()
    }

    /// A button was tapped.
    func buttonTapped(_ button: TabBarButton) {
        guard let index = buttons.firstIndex(where: { $0 === button }), let item = button.item, item.isEnabled else {
            return
        }
        if let controller {
            controller.userDidSelectTab(at: index)
        } else {
            storedSelectedItem = item
            itemsDidChange()
            delegate?.tabBar(self, didSelect: item)
        }
    }

    /// Makes one button per item (reusing those already made) and configures them.
    private func syncButtons() {
        let items = storedItems ?? []
        if buttons.count != items.count || zip(buttons, items).contains(where: { $0.item !== $1 }) {
            for button in buttons { button.removeFromSuperview() }
            buttons = items.map { item in
                let button = TabBarButton(item: item)
                button.bar = self
                return button
            }
            for button in buttons { addSubview(button) }
        }
        for button in buttons {
            button.configure(selected: button.item === storedSelectedItem, tint: tintColor ?? .systemBlue,
                             unselectedTint: unselectedItemTintColor ?? .systemGray)
        }
    }

    private func refuseIfManaged(_ property: String) -> Bool {
        guard controller != nil else { return true }
        LayoutDiagnostics.report(LayoutDiagnostic(
            kind: .invalidHierarchy,
            message: "Refused to set \(property) of a tab bar managed by a tab bar controller: "
                + "set the controller's viewControllers or selectedIndex instead (UIKit raises here)."))
        return false
    }
}

/// Told when the user selects an item of a ``TabBar`` that no controller manages: UIKit's
/// `UITabBarDelegate`.
public protocol TabBarDelegate: AnyObject {
    /// The user selected `item`.
    func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem)
}

extension TabBarDelegate {
    /// Does nothing.
    public func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem) {}
}
