import Foundation

/// What a navigation bar shows for a screen: UIKit's `UINavigationItem`. Taut draws no
/// navigation bars; the values are stored for code that sets them.
open class NavigationItem {
    /// The title shown in the bar.
    open var title: String?
    /// A line of text above the title.
    open var prompt: String?
    /// The title of the back button leading back to this screen.
    open var backButtonTitle: String?
    /// Whether the back button is hidden.
    open var hidesBackButton = false
    /// A custom view shown in place of the title.
    open var titleView: View?

    /// Creates an item with a title.
    public init(title: String) {
        self.title = title
    }

    /// Creates an item without a title.
    public convenience init() {
        self.init(title: "")
        title = nil
    }
}
