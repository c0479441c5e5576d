@_exported import Foundation  // as `import UIKit` does
@_exported import Taut

// UIKit's names for Taut's types, so that layout code written for UIKit (and SnapKit) compiles
// on Linux with only its imports changed. Each alias means exactly the Taut type it names.

/// UIKit's `UIView`: ``Taut/View``.
public typealias UIView = View
/// UIKit's `UILabel`: ``Taut/Label``.
public typealias UILabel = Label
/// UIKit's `UIStackView`: ``Taut/StackView``.
public typealias UIStackView = StackView
/// UIKit's `UIFont`: ``Taut/Font``.
public typealias UIFont = Font
/// UIKit's `UILayoutGuide`: ``Taut/LayoutGuide``.
public typealias UILayoutGuide = LayoutGuide
/// UIKit's `UIEdgeInsets`: ``Taut/EdgeInsets``.
public typealias UIEdgeInsets = EdgeInsets
/// UIKit's `NSDirectionalEdgeInsets`: ``Taut/DirectionalEdgeInsets``.
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
/// UIKit's `NSLayoutConstraint`: ``Taut/LayoutConstraint``.
public typealias NSLayoutConstraint = LayoutConstraint
/// UIKit's `UILayoutPriority`: ``Taut/LayoutPriority``.
public typealias UILayoutPriority = LayoutPriority
/// UIKit's `NSLayoutAnchor` base: ``Taut/LayoutAnchor``.
public typealias NSLayoutAnchor = LayoutAnchor
/// UIKit's `NSLayoutXAxisAnchor`: ``Taut/LayoutXAxisAnchor``.
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor
/// UIKit's `NSLayoutYAxisAnchor`: ``Taut/LayoutYAxisAnchor``.
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor
/// UIKit's `NSLayoutDimension`: ``Taut/LayoutDimension``.
public typealias NSLayoutDimension = LayoutDimension
/// UIKit's `UIUserInterfaceLayoutDirection`: ``Taut/UserInterfaceLayoutDirection``.
public typealias UIUserInterfaceLayoutDirection = UserInterfaceLayoutDirection
/// UIKit's `UISemanticContentAttribute`: ``Taut/SemanticContentAttribute``.
public typealias UISemanticContentAttribute = SemanticContentAttribute
/// UIKit's pre-iOS 11 name for the axis: ``Taut/Axis``.
public typealias UILayoutConstraintAxis = Axis
