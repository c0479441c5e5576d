// UIKit's names for Taut's containers: view controllers, windows, scroll views and cells.

/// UIKit's `UIResponder`: ``Taut/Responder``.
public typealias UIResponder = Responder
/// UIKit's `UIEvent`: ``Taut/Event``.
public typealias UIEvent = Event
/// UIKit's `UITouch`: ``Taut/Touch``.
public typealias UITouch = Touch
/// UIKit's `UIViewController`: ``Taut/ViewController``.
public typealias UIViewController = ViewController
/// UIKit's `UINavigationItem`: ``Taut/NavigationItem``.
public typealias UINavigationItem = NavigationItem
/// UIKit's `UIWindow`: ``Taut/Window``.
public typealias UIWindow = Window
/// UIKit's `UIScrollView`: ``Taut/ScrollView``.
public typealias UIScrollView = ScrollView
/// UIKit's `UIScrollViewDelegate`: ``Taut/ScrollViewDelegate``.
public typealias UIScrollViewDelegate = ScrollViewDelegate
/// UIKit's `UITableViewCell`: ``Taut/TableViewCell``.
public typealias UITableViewCell = TableViewCell
/// UIKit's `UITableViewHeaderFooterView`: ``Taut/TableViewHeaderFooterView``.
public typealias UITableViewHeaderFooterView = TableViewHeaderFooterView
/// UIKit's `UICollectionReusableView`: ``Taut/CollectionReusableView``.
public typealias UICollectionReusableView = CollectionReusableView
/// UIKit's `UICollectionViewCell`: ``Taut/CollectionViewCell``.
public typealias UICollectionViewCell = CollectionViewCell
/// UIKit's `UIAccessibilityTraits`: ``Taut/AccessibilityTraits``.
public typealias UIAccessibilityTraits = AccessibilityTraits
