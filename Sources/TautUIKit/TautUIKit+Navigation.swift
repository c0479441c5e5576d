// UIKit's names for Taut's navigation containers and bars.

/// UIKit's `UINavigationController`: ``Taut/NavigationController``.
public typealias UINavigationController = NavigationController
/// UIKit's `UINavigationControllerDelegate`: ``Taut/NavigationControllerDelegate``.
public typealias UINavigationControllerDelegate = NavigationControllerDelegate
/// UIKit's `UINavigationBar`: ``Taut/NavigationBar``.
public typealias UINavigationBar = NavigationBar
/// UIKit's `UIBarButtonItem`: ``Taut/BarButtonItem``.
public typealias UIBarButtonItem = BarButtonItem
/// UIKit's `UIToolbar`: ``Taut/Toolbar``.
public typealias UIToolbar = Toolbar
/// UIKit's `UIRectEdge`: ``Taut/RectEdge``.
public typealias UIRectEdge = RectEdge
/// UIKit's `UINavigationBarAppearance`: ``Taut/NavigationBarAppearance``.
public typealias UINavigationBarAppearance = NavigationBarAppearance
