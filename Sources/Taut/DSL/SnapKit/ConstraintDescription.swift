import Foundation

/// One line of a SnapKit maker (`make.top.equalTo(header.snp.bottom).offset(12)`), collected as
/// the chain is written; its layout constraints are built when the maker block ends (or when
/// the line's `.constraint` is read).
///
/// The line's first link, ``ConstraintMakerExtendable``, is the description itself, and the
/// description is the line's ``Constraint`` (one object per line where SnapKit makes three: the
/// link, the description and the constraint); the later links refer to it. The constrained
/// item is reached through its reference (a line, kept by its item as a constraint, does not
/// keep the item alive); where the relation was written, the label and the constant are the
/// constraint's ``Constraint/location``, ``Constraint/label`` and constant slot.
public class ConstraintDescription: Constraint {
    /// The line's attributes (`make.left.top`).
    @exclusivity(unchecked) var attributes: ConstraintAttributes
    /// The relation, once `equalTo` (or a sibling) was called.
    @exclusivity(unchecked) var relation: LayoutRelation?
    /// The item related to (`nil` for a constant target, or an attribute item whose item was
    /// released), held until the line is built.
    @exclusivity(unchecked) var relatedItem: (any LayoutItem)?
    /// The reference of ``relatedItem`` (`nil` when there is none), found when the relation is written.
    @exclusivity(unchecked) var relatedReference: ItemReference?
    /// The attributes of the item related to (none: the line's own attributes).
    @exclusivity(unchecked) var relatedAttributes: ConstraintAttributes = .none
    /// Whether the line relates to an item (a view, a guide or an attribute item).
    @exclusivity(unchecked) var relatesToItem = false
    /// Whether the target is a constant (a number, point, size or insets).
    @exclusivity(unchecked) var relatesToConstant = false
    /// The multiplier (`multipliedBy`, `dividedBy`).
    @exclusivity(unchecked) var multiplier: CGFloat = 1
    /// The priority (`priority(_:)`), required by default.
    @exclusivity(unchecked) var priority: LayoutPriority = .required
    /// Whether a problem makes the line produce nothing.
    @exclusivity(unchecked) var failed = false
    /// A problem found while the line was written, reported when the line is finished (so the
    /// report has the line's label).
    @exclusivity(unchecked) var pendingProblem: (kind: LayoutDiagnostic.Kind, text: String)?
    /// The text of the line for diagnostics (`make.top.equalToSuperview()`).
    @exclusivity(unchecked) var relationName: StaticString = "equalTo"

    /// Whether the line's layout constraints were built (it is then its constraint).
    private var isBuilt = false
    /// The line's editable link (what `equalTo(_:)` and its siblings return), kept while the
    /// maker's block runs so that the next line can take it over when nothing else holds it.
    /// It refers back to the line; the maker clears it when the next line starts or the block ends.
    @exclusivity(unchecked) var issuedEditable: ConstraintMakerEditable?
    /// The maker's line started after this one (the maker holds its first line).
    @exclusivity(unchecked) var nextLine: ConstraintDescription?
    /// Whether the line keeps its editable link in ``issuedEditable`` (only its maker's last
    /// line while the block runs).
    @exclusivity(unchecked) var keepsEditable = false

    init(itemReference: ItemReference, attributes: ConstraintAttributes) {
        self.attributes = attributes
        super.init(itemReference: itemReference)
    }

    /// The line's editable link: the one it holds (taken over from the previous line or made
    /// by an earlier relation of this line), or a new one.
    func makeEditable() -> ConstraintMakerEditable {
        if let issuedEditable { return issuedEditable }
        let editable = ConstraintMakerEditable(self)
        if keepsEditable { issuedEditable = editable }
        return editable
    }

    /// The constraint of a complete line, built on first access; `nil` for a line without a
    /// relation or with a problem that was reported.
    var constraint: Constraint? {
        if isBuilt { return self }
        if let problem = pendingProblem {
            pendingProblem = nil
            SnapKitDiagnostics.report(problem.kind, self, problem.text)
        }
        guard !failed, relation != nil, relatesToItem || relatesToConstant else { return nil }
        isBuilt = true
        build(from: self)
        // Only the build needed the related item itself; the line lives on as its constraint.
        relatedItem = nil
        return self
    }

    /// The constraint of the line, or, if the line produced nothing (for `.constraint` on a
    /// line whose problem was reported), the line as an empty inert constraint.
    var constraintOrEmpty: Constraint {
        constraint ?? self
    }

    /// How the line reads in diagnostics: `title.top.equalToSuperview()`.
    var readableLine: String {
        let names = attributes.layoutAttributes.map(\.name).joined(separator: ".")
        return "\(item?.debugName ?? "a released item").\(names).\(relationName)(…)"
    }

    /// `(File.swift:12, "label")`, or `(File.swift:12)`, for diagnostics.
    var sourceSuffix: String {
        switch (location, label) {
        case let (location?, label?): return " (\(location), \"\(label)\")"
        case let (location?, nil): return " (\(location))"
        case let (nil, label?): return " (\"\(label)\")"
        case (nil, nil): return ""
        }
    }
}
