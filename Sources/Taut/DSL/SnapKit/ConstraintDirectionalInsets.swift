import Foundation

/// SnapKit's name for insets with leading and trailing sides: Taut's ``DirectionalEdgeInsets``,
/// UIKit's `NSDirectionalEdgeInsets`.
public typealias ConstraintDirectionalInsets = DirectionalEdgeInsets
