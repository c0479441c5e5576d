// UIKit's names for Taut's tab bar controllers, presentations and rotation.

/// UIKit's `UITabBarController`: ``Taut/TabBarController``.
public typealias UITabBarController = TabBarController
/// UIKit's `UITabBarControllerDelegate`: ``Taut/TabBarControllerDelegate``.
public typealias UITabBarControllerDelegate = TabBarControllerDelegate
/// UIKit's `UITabBar`: ``Taut/TabBar``.
public typealias UITabBar = TabBar
/// UIKit's `UITabBarDelegate`: ``Taut/TabBarDelegate``.
public typealias UITabBarDelegate = TabBarDelegate
/// UIKit's `UITabBarItem`: ``Taut/TabBarItem``.
public typealias UITabBarItem = TabBarItem
/// UIKit's `UIModalPresentationStyle`: ``Taut/ModalPresentationStyle``.
public typealias UIModalPresentationStyle = ModalPresentationStyle
/// UIKit's `UIModalTransitionStyle`: ``Taut/ModalTransitionStyle``.
public typealias UIModalTransitionStyle = ModalTransitionStyle
/// UIKit's `UIViewControllerTransitioningDelegate`: ``Taut/ViewControllerTransitioningDelegate``.
public typealias UIViewControllerTransitioningDelegate = ViewControllerTransitioningDelegate
/// UIKit's `UISheetPresentationController`: ``Taut/SheetPresentationController``.
public typealias UISheetPresentationController = SheetPresentationController
/// UIKit's `UISheetPresentationControllerDelegate`: ``Taut/SheetPresentationControllerDelegate``.
public typealias UISheetPresentationControllerDelegate = SheetPresentationControllerDelegate
/// UIKit's `UISheetPresentationControllerDetentResolutionContext`:
/// ``Taut/SheetPresentationController/DetentResolutionContext``.
public typealias UISheetPresentationControllerDetentResolutionContext = SheetPresentationController.DetentResolutionContext
/// UIKit's `UIViewControllerTransitionCoordinator`: ``Taut/TransitionCoordinator``.
public typealias UIViewControllerTransitionCoordinator = TransitionCoordinator
/// UIKit's `UIViewControllerTransitionCoordinatorContext`: ``Taut/TransitionCoordinator``
/// (one object is both, as in UIKit's implementation).
public typealias UIViewControllerTransitionCoordinatorContext = TransitionCoordinator
/// UIKit's `UIInterfaceOrientationMask`: ``Taut/InterfaceOrientationMask``.
public typealias UIInterfaceOrientationMask = InterfaceOrientationMask
/// UIKit's `UIStatusBarStyle`: ``Taut/StatusBarStyle``.
public typealias UIStatusBarStyle = StatusBarStyle
