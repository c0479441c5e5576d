import Foundation

/// The checks a constraint must pass before it is installed (UIKit throws exceptions for most
/// of these; Taut reports a diagnostic and leaves the constraint inactive).
enum ConstraintValidation {
    /// The largest magnitude of a multiplier: beyond it a product with a frame may overflow.
    static let largestMultiplier: CGFloat = 1e12

    /// The diagnostic for the first problem found, or `nil` if the constraint can be installed.
    static func problem(with constraint: LayoutConstraint) -> LayoutDiagnostic? {
        func refuse(_ kind: LayoutDiagnostic.Kind, _ reason: String) -> LayoutDiagnostic {
            LayoutDiagnostic(kind: kind, message: "Unable to activate \(constraint): \(reason). Not installed.",
                             constraints: [constraint], location: constraint.location)
        }
        let first = constraint.firstAnchor
        guard first.isAlive else { return refuse(.missingItem, "its first item has been released") }
        if let second = constraint.secondAnchor, !second.isAlive {
            return refuse(.missingItem, "its second item has been released")
        }
        if let item = unsupportedItem(of: constraint) {
            return refuse(.unsupportedItem, "\(type(of: item)) is not a View or a LayoutGuide")
        }
        guard constraint.multiplier.isFinite else {
            return refuse(.invalidValue, "the multiplier \(constraint.multiplier) is not finite")
        }
        // A finite multiplier can still overflow: `width == superview.width * 5e307` makes the
        // width infinite (found by the layout-equation fuzzer). No layout needs a factor near 1e12.
        guard abs(constraint.multiplier) <= ConstraintValidation.largestMultiplier else {
            return refuse(.invalidValue, "the multiplier \(constraint.multiplier) is too large (at most 1e12 in magnitude)")
        }
        guard constraint.storedConstant.isFinite else {
            return refuse(.invalidValue, "the constant \(constraint.storedConstant) is not finite")
        }
        let firstCategory = first.category
        if firstCategory == .none {
            return refuse(.invalidAttributes, "the first attribute can't be notAnAttribute")
        }
        guard let second = constraint.secondAnchor else {
            if let raw = constraint.rawSecondAttribute, raw != .notAnAttribute {
                return refuse(.invalidAttributes, "the second attribute is \(raw.name) but there is no second item")
            }
            if firstCategory != .dimension {
                return refuse(.invalidAttributes,
                              "a location attribute (\(first.attribute.name)) can't be related to a constant; relate it to another item")
            }
            return nil
        }
        let secondCategory = second.category
        if secondCategory == .none {
            return refuse(.invalidAttributes, "the second item needs an attribute (it is notAnAttribute)")
        }
        if firstCategory != secondCategory {
            return refuse(.invalidAttributes,
                          "\(describe(firstCategory)) can't be related to \(describe(secondCategory))")
        }
        if firstCategory != .dimension, constraint.multiplier == 0 {
            return refuse(.invalidValue, "a multiplier of 0 with location attributes makes the location constant")
        }
        return nil
    }

    /// The first item that is neither a view nor a layout guide (plain anchors are checked
    /// without building the list of items).
    private static func unsupportedItem(of constraint: LayoutConstraint) -> (any LayoutItem)? {
        func isSupported(_ item: any LayoutItem) -> Bool { item is View || item is LayoutGuide }
        let first = constraint.firstAnchor, second = constraint.secondAnchor
        if first.offset == nil, second?.offset == nil {
            if let item = first.storedItem, !isSupported(item) { return item }
            if let item = second?.storedItem, !isSupported(item) { return item }
            return nil
        }
        return constraint.items.first { !isSupported($0) }
    }

    private static func describe(_ category: LayoutAttribute.Category) -> String {
        switch category {
        case .xLocation: return "a horizontal location"
        case .yLocation: return "a vertical location"
        case .dimension: return "a dimension"
        case .none: return "no attribute"
        }
    }
}
