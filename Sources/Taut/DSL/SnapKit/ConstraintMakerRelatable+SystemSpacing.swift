import Foundation

// System spacing in the SnapKit DSL: the maker forms of the anchors'
// `constraint(equalToSystemSpacingAfter:multiplier:)` and
// `constraint(equalToSystemSpacingBelow:multiplier:)` families.
//
//     make.leading.equalToSystemSpacing(after: icon.snp.trailing)
//     make.firstBaseline.equalToSystemSpacing(below: title.snp.lastBaseline, multiplier: 2)
//
// Each line is an ordinary maker line: it records where it was written, joins the view's made
// constraints (so `remakeConstraints` and `removeConstraints` handle it), and can be followed by
// `priority(_:)` or `labeled(_:)`. Its constant is `multiplier × SystemSpacing.current.sibling`,
// read when the line is written, as the anchors do; a later `offset(_:)` replaces it (one
// constant slot). `updateConstraints` with the same line writes the constant again, so it picks
// up a changed table.

extension ConstraintMakerRelatable {
    /// Relates each horizontal attribute of the line `==` `other` plus the system spacing:
    /// `attribute == other + multiplier × SystemSpacing.current.sibling` (8 by default), the
    /// line's attributes lying the standard spacing after `other`.
    ///
    /// The line and `other` must name horizontal locations (left, right, leading, trailing,
    /// centerX or their margin forms); otherwise a diagnostic is reported and the line makes
    /// nothing.
    @discardableResult
    public func equalToSystemSpacing(after other: ConstraintItem, multiplier: CGFloat = 1,
                                     _ file: String = #fileID, _ line: UInt = #line) -> ConstraintMakerEditable {
        relatedWithSystemSpacing(other, axis: .xLocation, multiplier: multiplier, relation: .equal,
                                 name: "equalToSystemSpacing", file: file, line: line)
    }

    /// Relates each horizontal attribute of the line `>=` `other` plus the system spacing: at
    /// least `multiplier × SystemSpacing.current.sibling` after `other`.
    @discardableResult
    public func greaterThanOrEqualToSystemSpacing(after other: ConstraintItem, multiplier: CGFloat = 1,
                                                  _ file: String = #fileID, _ line: UInt = #line) -> ConstraintMakerEditable {
        relatedWithSystemSpacing(other, axis: .xLocation, multiplier: multiplier, relation: .greaterThanOrEqual,
                                 name: "greaterThanOrEqualToSystemSpacing", file: file, line: line)
    }

    /// Relates each horizontal attribute of the line `<=` `other` plus the system spacing: at
    /// most `multiplier × SystemSpacing.current.sibling` after `other`.
    @discardableResult
    public func lessThanOrEqualToSystemSpacing(after other: ConstraintItem, multiplier: CGFloat = 1,
                                               _ file: String = #fileID, _ line: UInt = #line) -> ConstraintMakerEditable {
        relatedWithSystemSpacing(other, axis: .xLocation, multiplier: multiplier, relation: .lessThanOrEqual,
                                 name: "lessThanOrEqualToSystemSpacing", file: file, line: line)
    }

    /// Relates each vertical attribute of the line `==` `other` plus the system spacing:
    /// `attribute == other + multiplier × SystemSpacing.current.sibling` (8 by default), the
    /// line's attributes lying the standard spacing below `other`.
    ///
    /// The line and `other` must name vertical locations (top, bottom, centerY, the baselines
    /// or the margin forms); otherwise a diagnostic is reported and the line makes nothing.
    @discardableResult
    public func equalToSystemSpacing(below other: ConstraintItem, multiplier: CGFloat = 1,
                                     _ file: String = #fileID, _ line: UInt = #line) -> ConstraintMakerEditable {
        relatedWithSystemSpacing(other, axis: .yLocation, multiplier: multiplier, relation: .equal,
                                 name: "equalToSystemSpacing", file: file, line: line)
    }

    /// Relates each vertical attribute of the line `>=` `other` plus the system spacing: at
    /// least `multiplier × SystemSpacing.current.sibling` below `other`.
    @discardableResult
    public func greaterThanOrEqualToSystemSpacing(below other: ConstraintItem, multiplier: CGFloat = 1,
                                                  _ file: String = #fileID, _ line: UInt = #line) -> ConstraintMakerEditable {
        relatedWithSystemSpacing(other, axis: .yLocation, multiplier: multiplier, relation: .greaterThanOrEqual,
                                 name: "greaterThanOrEqualToSystemSpacing", file: file, line: line)
    }

    /// Relates each vertical attribute of the line `<=` `other` plus the system spacing: at
    /// most `multiplier × SystemSpacing.current.sibling` below `other`.
    @discardableResult
    public func lessThanOrEqualToSystemSpacing(below other: ConstraintItem, multiplier: CGFloat = 1,
                                               _ file: String = #fileID, _ line: UInt = #line) -> ConstraintMakerEditable {
        relatedWithSystemSpacing(other, axis: .yLocation, multiplier: multiplier, relation: .lessThanOrEqual,
                                 name: "lessThanOrEqualToSystemSpacing", file: file, line: line)
    }

    /// Relates to `other` like `equalTo(other)` (and siblings), then sets the line's constant to
    /// the system spacing, or refuses the line when an attribute is not on `axis`.
    private func relatedWithSystemSpacing(_ other: ConstraintItem, axis: LayoutAttribute.Category, multiplier: CGFloat,
                                          relation: LayoutRelation, name: StaticString,
                                          file: String, line: UInt) -> ConstraintMakerEditable {
        let editable = relatedTo(other, relation: relation, name: name, file: file, line: line)
        let own = attributes.layoutAttributes
        let target = other.attributes.layoutAttributes
        if own.allSatisfy({ $0.category == axis }), target.allSatisfy({ $0.category == axis }) {
            constant = .number(multiplier * SystemSpacing.current.sibling)
        } else {
            let kind = axis == .xLocation ? "after: relates horizontal locations" : "below: relates vertical locations"
            let ownNames = own.map(\.name).joined(separator: ", ")
            let targetNames = target.map(\.name).joined(separator: ", ")
            failed = true
            pendingProblem = (.invalidAttributes,
                              "system spacing \(kind) only; [\(ownNames)] to [\(targetNames)] can't be "
                                + "spaced that way; the line was not made")
        }
        return editable
    }
}
