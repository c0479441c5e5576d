import Foundation

/// The checks a constraint must pass before it is installed (UIKit throws exceptions for most
/// of these; Taut reports a diagnostic and leaves the constraint inactive).
enum ConstraintValidation {
    /// The largest magnitude of a multiplier: beyond it a product with a frame may overflow.
    static let largestMultiplier: CGFloat = 1e12

    /// The diagnostic for the first problem found, or `nil` if the constraint can be installed.
    static func problem(with constraint: LayoutConstraint) -> LayoutDiagnostic? {
        if !constraint.hasOffsetAnchor {
            return problem(with: constraint, first: constraint.firstReference?.item, second: constraint.secondReference?.item)
        }
        guard isAlive(constraint.firstReference, constraint.firstKeptAnchor) else {
            return refusal(of: constraint, .missingItem, "its first item has been released")
        }
        if constraint.hasSecondAnchor, !isAlive(constraint.secondReference, constraint.secondKeptAnchor) {
            return refusal(of: constraint, .missingItem, "its second item has been released")
        }
        if let item = constraint.items.first(where: { !isSupported($0) }) {
            return refusal(of: constraint, .unsupportedItem, "\(type(of: item)) is not a View or a LayoutGuide")
        }
        return valueProblem(with: constraint)
    }

    /// ``problem(with:)`` for a constraint whose anchors have no offset, given its items as
    /// loaded once by the caller (`first`, and `second` for a second anchor; `nil` once
    /// released): each load through the anchor's ``ItemReference`` costs a retain and a release.
    static func problem(with constraint: LayoutConstraint, first: (any LayoutItem)?,
                        second: (any LayoutItem)?) -> LayoutDiagnostic? {
        guard let first else { return refusal(of: constraint, .missingItem, "its first item has been released") }
        if constraint.hasSecondAnchor, second == nil {
            return refusal(of: constraint, .missingItem, "its second item has been released")
        }
        if !isSupported(first) {
            return refusal(of: constraint, .unsupportedItem, "\(type(of: first)) is not a View or a LayoutGuide")
        }
        if let second, !isSupported(second) {
            return refusal(of: constraint, .unsupportedItem, "\(type(of: second)) is not a View or a LayoutGuide")
        }
        return valueProblem(with: constraint)
    }

    /// The refusal of `constraint` for `reason`.
    private static func refusal(of constraint: LayoutConstraint, _ kind: LayoutDiagnostic.Kind,
                                _ reason: String) -> LayoutDiagnostic {
        LayoutDiagnostic(kind: kind, message: "Unable to activate \(constraint): \(reason). Not installed.",
                         constraints: [constraint], location: constraint.location)
    }

    /// Whether the item(s) of one side of a constraint (its item's reference, or its kept
    /// offset anchor) are still alive.
    private static func isAlive(_ reference: ItemReference?, _ kept: LayoutAnchor?) -> Bool {
        if let reference { return reference.isAlive }
        return kept?.isAlive ?? false
    }

    /// The category of one side of a constraint: its attribute's, or a dimension for an
    /// offset anchor.
    private static func category(_ reference: ItemReference?, _ attribute: LayoutAttribute,
                                 _ kept: LayoutAnchor?) -> LayoutAttribute.Category {
        if reference != nil { return attribute.category }
        return kept?.category ?? .none
    }

    /// Whether the item takes part in layout: a view or a layout guide. (Cast as a plain
    /// object: a class test, cheaper than a cast of the protocol existential.)
    private static func isSupported(_ item: any LayoutItem) -> Bool {
        let object: AnyObject = item
        return object is View || object is LayoutGuide
    }

    /// Whether ``valueProblem(with:)`` finds nothing, for a constraint whose sides are plain
    /// anchors (item references, no offset anchors): the usual constraint, told by a few
    /// comparisons. `false` sends the caller to ``valueProblem(with:)`` for the diagnostic.
    @inline(__always)
    static func plainValuesAreValid(_ constraint: LayoutConstraint) -> Bool {
        let multiplier = constraint.multiplier
        guard multiplier.isFinite, abs(multiplier) <= largestMultiplier, constraint.storedConstant.isFinite else {
            return false
        }
        let first = constraint.firstAttribute.category
        guard constraint.secondReference != nil else {
            let raw = constraint.rawSecondAttribute
            return first == .dimension && (raw == nil || raw == .notAnAttribute)
        }
        let second = constraint.secondAttribute
        guard first != .none, first == second.category else { return false }
        if first == .xLocation, let a = constraint.firstAttribute.horizontalReference,
           let b = second.horizontalReference, a != b { return false }
        return first == .dimension || multiplier != 0
    }

    /// The checks of the multiplier, the constant and the attributes (the items passed): all
    /// that is left for a constraint whose items are present views.
    static func valueProblem(with constraint: LayoutConstraint) -> LayoutDiagnostic? {
        func refuse(_ kind: LayoutDiagnostic.Kind, _ reason: String) -> LayoutDiagnostic {
            refusal(of: constraint, kind, reason)
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
        let firstCategory = category(constraint.firstReference, constraint.firstAttribute, constraint.firstKeptAnchor)
        if firstCategory == .none {
            return refuse(.invalidAttributes, "the first attribute can't be notAnAttribute")
        }
        guard constraint.hasSecondAnchor else {
            if let raw = constraint.rawSecondAttribute, raw != .notAnAttribute {
                return refuse(.invalidAttributes, "the second attribute is \(raw.name) but there is no second item")
            }
            if firstCategory != .dimension {
                return refuse(.invalidAttributes,
                              "a location attribute (\(constraint.firstAttribute.name)) can't be related to a constant; relate it to another item")
            }
            return nil
        }
        let secondCategory = category(constraint.secondReference, constraint.secondAttribute, constraint.secondKeptAnchor)
        if secondCategory == .none {
            return refuse(.invalidAttributes, "the second item needs an attribute (it is notAnAttribute)")
        }
        if firstCategory != secondCategory {
            return refuse(.invalidAttributes,
                          "\(describe(firstCategory)) can't be related to \(describe(secondCategory))")
        }
        // UIKit raises "A constraint cannot be made between a leading/trailing attribute and a
        // right/left attribute. Use leading/trailing for both or neither." (NSLayoutConstraint):
        // the one flips in right-to-left layouts, the other does not.
        if firstCategory == .xLocation, let a = constraint.firstAttribute.horizontalReference,
           let b = constraint.secondAttribute.horizontalReference, a != b {
            return refuse(.invalidAttributes,
                          "a leading/trailing attribute can't be related to a left/right attribute "
                              + "(\(constraint.firstAttribute.name) to \(constraint.secondAttribute.name)); "
                              + "use leading/trailing for both or neither")
        }
        if firstCategory != .dimension, constraint.multiplier == 0 {
            return refuse(.invalidValue, "a multiplier of 0 with location attributes makes the location constant")
        }
        return nil
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
