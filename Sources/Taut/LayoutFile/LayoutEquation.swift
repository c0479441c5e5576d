import Foundation

/// A constraint written as an equation, the way `LayoutConstraint.description` prints it:
///
/// ```
/// item.attribute (==|<=|>=) [item.attribute [* multiplier]] [+|- constant] [@priority]
/// ```
///
/// (a multiplier may also be written as a product or quotient, `* 4 / 3`), for example `name.leading == avatar.trailing + 12 @750`, `avatar.height == avatar.width`
/// or `avatar.width == 64`. Items are view names, `canvas` (the root view), or the first
/// item's parent: `superview`, `safeArea` (its safe area layout guide) and `margins` (its
/// layout margins guide). A view's own guides are written `card.safeArea` and
/// `card.margins`. A description's quoted identifier in front (`'row' …`) is read, and its
/// source location and label in parentheses at the end are skipped, so a description
/// printed by a conflict report can be pasted back unchanged. Names are looked up later.
public struct LayoutEquation: Hashable, Sendable {
    /// One side's `item.attribute`.
    public struct Operand: Hashable, Sendable {
        /// The item's name: a view, `canvas`, `superview`, `safeArea` or `margins`.
        public var item: String
        /// `safeArea` or `margins` when the operand names a view's guide (`card.margins`;
        /// `card.layoutMarginsGuide` and `card.safeAreaLayoutGuide` are read as the same),
        /// `nil` otherwise.
        public var guide: String?
        /// The attribute's name, one of ``LayoutEquation/attributeNames``.
        public var attribute: String
        /// The column (a `Character` offset from 0) of the item's name in the equation.
        public var itemColumn: Int
        /// The column of the attribute's name in the equation.
        public var attributeColumn: Int

        /// Creates an operand.
        public init(item: String, guide: String? = nil, attribute: String, itemColumn: Int = 0, attributeColumn: Int = 0) {
            self.item = item
            self.guide = guide
            self.attribute = attribute
            self.itemColumn = itemColumn
            self.attributeColumn = attributeColumn
        }
    }

    /// The relation between the two sides.
    public enum Relation: String, CaseIterable, Hashable, Sendable {
        /// `==`.
        case equal = "=="
        /// `<=`.
        case lessThanOrEqual = "<="
        /// `>=`.
        case greaterThanOrEqual = ">="
    }

    /// The left side.
    public var first: Operand
    /// The relation.
    public var relation: Relation
    /// The item and attribute on the right side, `nil` for a constant (`avatar.width == 64`).
    public var second: Operand?
    /// The factor applied to the second attribute, 1 when not written.
    public var multiplier: Double
    /// The constant added to the right side, 0 when not written.
    public var constant: Double
    /// The priority after `@`, from 1 to 1000; `nil` when not written (required).
    public var priority: Double?
    /// The identifier written in quotes in front (`'titleMax' title.width <= 200`), as
    /// descriptions print a constraint's identifier; `nil` when not written.
    public var identifier: String?

    /// Creates an equation.
    public init(
        first: Operand,
        relation: Relation,
        second: Operand? = nil,
        multiplier: Double = 1,
        constant: Double = 0,
        priority: Double? = nil
    ) {
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
    }

    /// The attribute names an equation may use, as `LayoutAttribute`'s cases are spelled.
    public static let attributeNames: [String] = [
        "left", "right", "top", "bottom", "leading", "trailing", "width", "height",
        "centerX", "centerY", "lastBaseline", "firstBaseline",
        "leftMargin", "rightMargin", "topMargin", "bottomMargin", "leadingMargin",
        "trailingMargin", "centerXWithinMargins", "centerYWithinMargins",
    ]

    /// The names a priority may be written with after `@`, and their values.
    public static let priorityNames: [String: Double] = [
        "required": 1000, "defaultHigh": 750, "high": 750, "medium": 500,
        "defaultLow": 250, "low": 250, "fittingSizeLevel": 50,
    ]

    /// The guide names a view's name may be followed by: `card.safeArea`, `card.margins`,
    /// and the names descriptions print, `card.safeAreaLayoutGuide` and
    /// `card.layoutMarginsGuide`.
    public static let guideNames: Set<String> = ["safeArea", "margins", "safeAreaLayoutGuide", "layoutMarginsGuide"]

    /// The attributes that a constant alone may constrain (`avatar.width == 64`).
    public static let sizeAttributeNames: Set<String> = ["width", "height"]
}

extension LayoutEquation {
    /// Reads an equation such as `name.leading == avatar.trailing + 12 @750`.
    ///
    /// - Parameters:
    ///   - text: The equation, in the form `LayoutConstraint.description` prints.
    ///   - metrics: Names that may stand for numbers in constants, multipliers and priorities.
    /// - Throws: ``LayoutEquationError`` with the column of the first mistake.
    public init(parsing text: String, metrics: [String: Double] = [:]) throws(LayoutEquationError) {
        var parser = try LayoutEquationParser(text, metrics: metrics)
        self = try parser.parse()
    }
}
