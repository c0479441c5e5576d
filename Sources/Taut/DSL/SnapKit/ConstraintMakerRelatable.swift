import Foundation

/// The link of a maker line that relates its attributes to a target: a view, a layout guide,
/// an attribute item (`other.snp.bottom`) or a constant.
///
/// Each relation records the file and line where it was written (`#fileID`, `#line`); the
/// constraint's description and every diagnostic about it show them. Where SnapKit stops the
/// program (no superview, attributes that can't be related), Taut reports a diagnostic naming
/// the file and line, drops that line, and goes on with the rest of the block.
public class ConstraintMakerRelatable: ConstraintDescription {
    /// Records the relation, where it was written, and its name for diagnostics.
    private func record(_ relation: LayoutRelation, _ name: StaticString, _ file: String, _ line: UInt) {
        location = SourceLocation(file: file, line: Int(line))
        self.relation = relation
        relationName = name
    }

    /// Relates to the whole of `item`, whose reference is `reference` (the same attributes as the line).
    func relatedTo(item: LayoutItem, reference: ItemReference, relation: LayoutRelation, name: StaticString,
                   file: String, line: UInt) -> ConstraintMakerEditable {
        record(relation, name, file, line)
        relatedItem = item
        relatedReference = reference
        relatedAttributes = .none
        relatesToItem = true
        relatesToConstant = false
        constant = .number(0)
        return makeEditable()
    }

    /// Relates to an attribute item (`other.snp.bottom`).
    func relatedTo(_ item: ConstraintItem, relation: LayoutRelation, name: StaticString,
                   file: String, line: UInt) -> ConstraintMakerEditable {
        record(relation, name, file, line)
        let related = item.item
        relatedItem = related
        relatedReference = related == nil ? nil : item.itemReference
        relatedAttributes = item.attributes
        relatesToItem = true
        relatesToConstant = false
        constant = .number(0)
        return makeEditable()
    }

    /// Records the relation and its target of any kind; reports unsupported targets.
    func relatedTo(_ other: ConstraintRelatableTarget, relation: LayoutRelation, name: StaticString,
                   file: String, line: UInt) -> ConstraintMakerEditable {
        // A number of a usual type is known by its exact type first: it can't be an item, and
        // the class casts below cost far more for a value than comparing its type.
        if let number = ConstraintConstantValue(exactNumber: other) {
            record(relation, name, file, line)
            return relatedToConstant(number)
        }
        if let item = other as? ConstraintItem {
            return relatedTo(item, relation: relation, name: name, file: file, line: line)
        }
        if let view = other as? View {
            return relatedTo(item: view, reference: view.itemReference, relation: relation, name: name, file: file, line: line)
        }
        if let guide = other as? LayoutGuide {
            return relatedTo(item: guide, reference: guide.itemReference, relation: relation, name: name, file: file, line: line)
        }
        record(relation, name, file, line)
        if let constant = ConstraintConstantValue(other) { return relatedToConstant(constant) }
        failed = true
        pendingProblem = (.unsupportedItem,
                          "\(type(of: other)) is not a view, a layout guide, an attribute item or a constant; the line was not made")
        return makeEditable()
    }

    /// Makes the recorded relation's target the constant `constant`.
    private func relatedToConstant(_ constant: ConstraintConstantValue) -> ConstraintMakerEditable {
        relatedItem = nil
        relatedReference = nil
        relatedAttributes = .none
        relatesToItem = false
        relatesToConstant = true
        self.constant = constant
        return makeEditable()
    }

    /// Relates to what `target` picks from the item's superview (a guide's owning view), or
    /// reports its absence.
    func relatedToSuperview(relation: LayoutRelation, name: StaticString, file: String, line: UInt,
                            _ target: (View) -> ConstraintRelatableTarget) -> ConstraintMakerEditable {
        guard let superview = itemReference.layoutParent else { return missingSuperview(relation, name, file, line) }
        return relatedTo(target(superview), relation: relation, name: name, file: file, line: line)
    }

    /// Relates to the superview itself, or reports its absence.
    func relatedToSuperview(relation: LayoutRelation, name: StaticString, file: String, line: UInt) -> ConstraintMakerEditable {
        guard let superview = itemReference.layoutParent else { return missingSuperview(relation, name, file, line) }
        return relatedTo(item: superview, reference: superview.itemReference, relation: relation, name: name, file: file, line: line)
    }

    private func missingSuperview(_ relation: LayoutRelation, _ name: StaticString, _ file: String,
                                  _ line: UInt) -> ConstraintMakerEditable {
        record(relation, name, file, line)
        failed = true
        pendingProblem = (.missingSuperview, "\(item?.debugName ?? "the item") has no superview; the line was not made")
        return makeEditable()
    }

    /// Relates the attributes `==` the target (see ``ConstraintRelatableTarget``).
    @discardableResult
    public func equalTo(_ other: ConstraintRelatableTarget, _ file: String = #fileID, _ line: UInt = #line) -> ConstraintMakerEditable {
        relatedTo(other, relation: .equal, name: "equalTo", file: file, line: line)
    }

    /// Relates the attributes `<=` the target.
    @discardableResult
    public func lessThanOrEqualTo(_ other: ConstraintRelatableTarget, _ file: String = #fileID, _ line: UInt = #line) -> ConstraintMakerEditable {
        relatedTo(other, relation: .lessThanOrEqual, name: "lessThanOrEqualTo", file: file, line: line)
    }

    /// Relates the attributes `>=` the target.
    @discardableResult
    public func greaterThanOrEqualTo(_ other: ConstraintRelatableTarget, _ file: String = #fileID, _ line: UInt = #line) -> ConstraintMakerEditable {
        relatedTo(other, relation: .greaterThanOrEqual, name: "greaterThanOrEqualTo", file: file, line: line)
    }

    /// Relates the attributes `==` the same attributes of the superview (a guide's owning
    /// view). Without a superview, reports a diagnostic and makes nothing for this line.
    @discardableResult
    public func equalToSuperview(_ file: String = #fileID, _ line: UInt = #line) -> ConstraintMakerEditable {
        relatedToSuperview(relation: .equal, name: "equalToSuperview", file: file, line: line)
    }

    /// Relates the attributes `<=` the same attributes of the superview.
    @discardableResult
    public func lessThanOrEqualToSuperview(_ file: String = #fileID, _ line: UInt = #line) -> ConstraintMakerEditable {
        relatedToSuperview(relation: .lessThanOrEqual, name: "lessThanOrEqualToSuperview", file: file, line: line)
    }

    /// Relates the attributes `>=` the same attributes of the superview.
    @discardableResult
    public func greaterThanOrEqualToSuperview(_ file: String = #fileID, _ line: UInt = #line) -> ConstraintMakerEditable {
        relatedToSuperview(relation: .greaterThanOrEqual, name: "greaterThanOrEqualToSuperview", file: file, line: line)
    }
}
