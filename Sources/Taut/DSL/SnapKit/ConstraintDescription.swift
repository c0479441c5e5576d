import Foundation

/// One line of a SnapKit maker (`make.top.equalTo(header.snp.bottom).offset(12)`), collected as
/// the chain is written and turned into a ``Constraint`` when the maker block ends (or when
/// the line's `.constraint` is read).
///
/// The line's first link, ``ConstraintMakerExtendable``, is the description itself (one object
/// per line rather than two); the later links refer to it.
public class ConstraintDescription {
    /// The constrained view or layout guide.
    let item: LayoutConstraintItem
    /// The item's reference (see ``ItemReference``), found once by the maker for all its lines.
    let itemReference: ItemReference
    /// The line's attributes (`make.left.top`).
    @exclusivity(unchecked) var attributes: ConstraintAttributes
    /// The relation, once `equalTo` (or a sibling) was called.
    @exclusivity(unchecked) var relation: LayoutRelation?
    /// Where the relation was written.
    @exclusivity(unchecked) var location: SourceLocation?
    /// The label from `labeled(_:)`.
    @exclusivity(unchecked) var label: String?
    /// The item related to (`nil` for a constant target, or an attribute item whose item was released).
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
    /// The one constant slot: `equalTo(constant)`, `offset` and `inset` write it, the last wins.
    @exclusivity(unchecked) var constant: ConstraintConstantValue = .number(0)
    /// The priority (`priority(_:)`), required by default.
    @exclusivity(unchecked) var priority: LayoutPriority = .required
    /// Whether a problem makes the line produce nothing.
    @exclusivity(unchecked) var failed = false
    /// A problem found while the line was written, reported when the line is finished (so the
    /// report has the line's label).
    @exclusivity(unchecked) var pendingProblem: (kind: LayoutDiagnostic.Kind, text: String)?
    /// The text of the line for diagnostics (`make.top.equalToSuperview()`).
    @exclusivity(unchecked) var relationName: StaticString = "equalTo"

    private var built: Constraint?
    /// The line's editable link (what `equalTo(_:)` and its siblings return), kept while the
    /// maker's block runs so that the next line can take it over when nothing else holds it.
    /// It refers back to the line; the maker clears it when the next line starts or the block ends.
    @exclusivity(unchecked) var issuedEditable: ConstraintMakerEditable?
    /// The maker's line started after this one (the maker holds its first line).
    @exclusivity(unchecked) var nextLine: ConstraintDescription?
    /// Whether the line keeps its editable link in ``issuedEditable`` (only its maker's last
    /// line while the block runs).
    @exclusivity(unchecked) var keepsEditable = false

    init(item: LayoutConstraintItem, itemReference: ItemReference, attributes: ConstraintAttributes) {
        self.item = item
        self.itemReference = itemReference
        self.attributes = attributes
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
        if let built { return built }
        if let problem = pendingProblem {
            pendingProblem = nil
            SnapKitDiagnostics.report(problem.kind, self, problem.text)
        }
        guard !failed, relation != nil, relatesToItem || relatesToConstant else { return nil }
        let constraint = Constraint(description: self)
        built = constraint
        return constraint
    }

    /// The constraint of the line, or an empty inert one if the line produced nothing (for
    /// `.constraint` on a line whose problem was reported).
    var constraintOrEmpty: Constraint {
        if let constraint { return constraint }
        let empty = Constraint(emptyFor: itemReference, location: location, label: label)
        built = empty
        return empty
    }

    /// How the line reads in diagnostics: `title.top.equalToSuperview()`.
    var readableLine: String {
        let names = attributes.layoutAttributes.map(\.name).joined(separator: ".")
        return "\(item.debugName).\(names).\(relationName)(…)"
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
