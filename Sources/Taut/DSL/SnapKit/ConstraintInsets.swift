import Foundation

/// SnapKit's name for absolute insets (`make.edges.equalToSuperview().inset(ConstraintInsets(…))`):
/// Taut's ``EdgeInsets``, UIKit's `UIEdgeInsets`.
public typealias ConstraintInsets = EdgeInsets
