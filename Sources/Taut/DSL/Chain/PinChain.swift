import Foundation

/// A one-line layout chain, ConstraintsKit style: each link relates one attribute of the view.
///
/// ```swift
/// view2.pin.left(view1).right(view1).height(30).top(view1.bottomAnchor).offset(5)
/// view3.pin.top(10, safeArea: true).left(16).right(-16).height(lessThanOrEqualTo: 200)
/// view2.pinned.height?.constant = 50
/// ```
///
/// What a link's argument means:
/// - a number: for a location, `attribute == superview.attribute + number`, so a negative
///   number insets a right, bottom or trailing edge (`right(-16)`); for `width` and `height`,
///   the size itself;
/// - a view or layout guide: the same attribute of it (`left(view1)`);
/// - an anchor: that anchor (`top(view1.bottomAnchor)`).
///
/// Every attribute has an equal form (`top(10)`), `lessThanOrEqualTo:` and
/// `greaterThanOrEqualTo:` forms, and a `safeArea:` flag that relates to the safe area
/// layout guide of the superview (for a number) or of the given view. `safeArea:` is ignored
/// for an anchor (the anchor already says what it relates to) and for a width or height
/// given as a number.
///
/// **Activation.** Each link is activated as soon as it is made. ``offset(_:file:line:)``,
/// ``priority(_:file:line:)`` and ``labeled(_:file:line:)`` then change the link just made in
/// place; since the engine only solves at the next layout pass, the layout never sees the
/// intermediate state (and a required link may become optional without any remove/re-add).
///
/// **Problems** (a number without a superview, an anchor outside the view's tree, a
/// non-finite number) are reported to ``LayoutDiagnostics`` with the file and line of the
/// link; the link is skipped or left inactive and the chain goes on.
///
/// The last constraint made for each attribute is kept in the view's ``View/pinned``.
public struct PinChain {
    /// The view the chain lays out.
    public let view: View
    /// The constraint of the link just made, or `nil` before the first link and after a link
    /// that could not make one (a number without a superview).
    public let constraint: LayoutConstraint?
    /// Whether the chain has made at least one link (even a failed one).
    private let hasLinks: Bool

    /// A chain for `view` with no link yet.
    init(view: View) {
        self.view = view
        self.constraint = nil
        self.hasLinks = false
    }

    private init(view: View, constraint: LayoutConstraint?) {
        self.view = view
        self.constraint = constraint
        self.hasLinks = true
    }

    /// Sets the constant of the link just made (`top(view1.bottomAnchor).offset(5)`): it
    /// replaces the link's number, it is not added to it, and it is never sign-flipped.
    @discardableResult
    public func offset(_ constant: CGFloat, file: String = #fileID, line: Int = #line) -> PinChain {
        lastLink(for: "offset", file: file, line: line)?.constant = constant
        return self
    }

    /// Sets the priority of the link just made (`width(300).priority(.defaultHigh)`).
    @discardableResult
    public func priority(_ priority: LayoutPriority, file: String = #fileID, line: Int = #line) -> PinChain {
        lastLink(for: "priority", file: file, line: line)?.priority = priority
        return self
    }

    /// Names the link just made in descriptions and diagnostics.
    @discardableResult
    public func labeled(_ label: String, file: String = #fileID, line: Int = #line) -> PinChain {
        lastLink(for: "labeled", file: file, line: line)?.label = label
        return self
    }

    /// The link to modify; reports a modifier used before any link.
    private func lastLink(for modifier: String, file: String, line: Int) -> LayoutConstraint? {
        if !hasLinks {
            LayoutDiagnostics.report(LayoutDiagnostic(
                kind: .noPrecedingLink,
                message: "\(modifier)(…) on \(view.debugName).pin has no link to change: write an attribute first, "
                    + "as in pin.top(10).\(modifier)(…). Ignored. (\(SourceLocation(file: file, line: line)))",
                location: SourceLocation(file: file, line: line)))
        }
        return constraint
    }

    /// Makes, activates and records one link.
    func link(_ attribute: LayoutAttribute, _ relation: LayoutRelation, _ target: PinTargetValue,
              safeArea: Bool, multiplier: CGFloat = 1, file: String, line: Int) -> PinChain {
        let location = SourceLocation(file: file, line: line)
        let first = Self.anchor(attribute, of: view)
        let second: LayoutAnchor?
        var constant: CGFloat = 0
        var multiplier = multiplier
        switch target {
        case .constant(let number):
            constant = number
            if attribute == .width || attribute == .height {
                second = nil
                multiplier = 1
            } else {
                guard let parent = view.superview else {
                    LayoutDiagnostics.report(LayoutDiagnostic(
                        kind: .missingSuperview,
                        message: "Unable to pin \(view.debugName).\(attribute.name) to \(formatLayoutNumber(number)) "
                            + "from the superview: \(view.debugName) has no superview. Not installed. (\(location))",
                        location: location))
                    return PinChain(view: view, constraint: nil)
                }
                second = Self.anchor(attribute, of: safeArea ? parent.safeAreaLayoutGuide : parent)
            }
        case .item(let item):
            let resolved: LayoutItem = safeArea ? ((item as? View)?.safeAreaLayoutGuide ?? item) : item
            second = Self.anchor(attribute, of: resolved)
        case .anchor(let anchor):
            second = anchor
        }
        let constraint = LayoutConstraint(first, relation, second, multiplier: multiplier, constant: constant)
        constraint.location = location
        view.pinned.record(constraint, for: attribute)
        LayoutConstraint.activate([constraint])
        return PinChain(view: view, constraint: constraint)
    }

    /// The anchor of `item` for `attribute`; a guide's baselines are its bottom edge.
    private static func anchor(_ attribute: LayoutAttribute, of item: LayoutItem) -> LayoutAnchor {
        if attribute.isBaseline, !(item is View) { return item.bottomAnchor }
        return item.anchor(for: attribute)
    }
}

extension LayoutDiagnostic.Kind {
    /// A chain modifier (`offset`, `priority`, `labeled`) was used before any link.
    public static let noPrecedingLink = LayoutDiagnostic.Kind(rawValue: "noPrecedingLink")
}
