import Foundation

// The system spacing added to a location anchor: `icon.trailingAnchor + .systemSpacing`. The
// comparison operators then make the constraint the anchors' system spacing methods make.

/// `anchor + amount`: a horizontal location the system spacing after `anchor`
/// (`$0.leading == icon.trailingAnchor + .systemSpacing`); `==`, `>=` and `<=` with it make
/// the constraints of `constraint(equalToSystemSpacingAfter:multiplier:)` and its siblings.
public func + (lhs: LayoutXAxisAnchor, rhs: SystemSpacingAmount) -> LayoutXAxisExpression {
    LayoutXAxisExpression(anchor: lhs, constant: rhs.points)
}

/// `anchor + amount`: a vertical location the system spacing below `anchor`
/// (`$0.top == header.bottomAnchor + .systemSpacing`); `==`, `>=` and `<=` with it make the
/// constraints of `constraint(equalToSystemSpacingBelow:multiplier:)` and its siblings.
public func + (lhs: LayoutYAxisAnchor, rhs: SystemSpacingAmount) -> LayoutYAxisExpression {
    LayoutYAxisExpression(anchor: lhs, constant: rhs.points)
}
