import Foundation

/// One constraint described by a Visual Format Language string, with its items
/// still given by name: what `VisualFormatBuilder` produces and
/// `LayoutConstraint.constraints(withVisualFormat:options:metrics:views:)` turns
/// into `LayoutConstraint`s.
///
/// It reads `firstItem.firstAttribute relation secondItem.secondAttribute *
/// multiplier + constant @priority`, like a layout constraint.
struct VisualFormatConstraintSpec: Equatable {
    /// An item of the constraint.
    enum Item: Equatable, Hashable {
        /// The view with this name in the `views` dictionary.
        case view(String)
        /// The superview of the view with this name (a `|` in the format).
        case superview(of: String)
    }

    /// The first item.
    var firstItem: Item
    /// The attribute of the first item.
    var firstAttribute: VisualFormatAttribute
    /// The relation.
    var relation: VisualFormatSyntax.Relation
    /// The second item, `nil` for a constant size (`[a(50)]`).
    var secondItem: Item?
    /// The attribute of the second item, `nil` when there is no second item.
    var secondAttribute: VisualFormatAttribute?
    /// The multiplier.
    var multiplier: Double
    /// The constant.
    var constant: Double
    /// The priority, `1...1000`.
    var priority: Double
}

/// What the options of a format mean for `VisualFormatBuilder`.
struct VisualFormatOptionsModel: Equatable {
    /// How the views of a horizontal format are ordered.
    enum Direction: Equatable {
        /// Leading to trailing edges (the default): follows the layout direction.
        case leadingToTrailing
        /// Left to right edges, whatever the layout direction.
        case leftToRight
        /// Right to left edges: the first view is the rightmost.
        case rightToLeft
    }

    /// The `alignAll…` attributes, in the order of their option bits.
    var alignment: [VisualFormatAttribute] = []
    /// The direction, `nil` when the options hold an invalid direction.
    var direction: Direction? = .leadingToTrailing
}
