// UIKit's names for Taut's gesture recognizers and the keyboard layout guide. `CGAffineTransform`
// has its Core Graphics name in Taut itself, and `UIView.AutoresizingMask` is reached through
// `UIView`.

/// UIKit's `UIGestureRecognizer`: ``Taut/GestureRecognizer``.
public typealias UIGestureRecognizer = GestureRecognizer
/// UIKit's `UIGestureRecognizerDelegate`: ``Taut/GestureRecognizerDelegate``.
public typealias UIGestureRecognizerDelegate = GestureRecognizerDelegate
/// UIKit's `UITapGestureRecognizer`: ``Taut/TapGestureRecognizer``.
public typealias UITapGestureRecognizer = TapGestureRecognizer
/// UIKit's `UILongPressGestureRecognizer`: ``Taut/LongPressGestureRecognizer``.
public typealias UILongPressGestureRecognizer = LongPressGestureRecognizer
/// UIKit's `UIPanGestureRecognizer`: ``Taut/PanGestureRecognizer``.
public typealias UIPanGestureRecognizer = PanGestureRecognizer
/// UIKit's `UISwipeGestureRecognizer`: ``Taut/SwipeGestureRecognizer``.
public typealias UISwipeGestureRecognizer = SwipeGestureRecognizer
/// UIKit's `UIPinchGestureRecognizer`: ``Taut/PinchGestureRecognizer``.
public typealias UIPinchGestureRecognizer = PinchGestureRecognizer
/// UIKit's `UIRotationGestureRecognizer`: ``Taut/RotationGestureRecognizer``.
public typealias UIRotationGestureRecognizer = RotationGestureRecognizer
/// UIKit's `UIKeyboardLayoutGuide`: ``Taut/KeyboardLayoutGuide``.
public typealias UIKeyboardLayoutGuide = KeyboardLayoutGuide
