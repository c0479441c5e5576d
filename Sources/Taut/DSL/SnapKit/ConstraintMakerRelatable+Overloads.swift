import Foundation

// Typed forms of the relations for the two most common targets, an attribute item and a view.
// They behave exactly as the `ConstraintRelatableTarget` forms; they only spare the dynamic
// casts, so that building through the DSL stays close to building through anchors.

extension ConstraintMakerRelatable {
    /// Relates the attributes `==` an attribute item (`equalTo(header.snp.bottom)`).
    @discardableResult
    public func equalTo(_ other: ConstraintItem, _ file: String = #fileID, _ line: UInt = #line) -> ConstraintMakerEditable {
        relatedTo(other, relation: .equal, name: "equalTo", file: file, line: line)
    }

    /// Relates the attributes `<=` an attribute item.
    @discardableResult
    public func lessThanOrEqualTo(_ other: ConstraintItem, _ file: String = #fileID, _ line: UInt = #line) -> ConstraintMakerEditable {
        relatedTo(other, relation: .lessThanOrEqual, name: "lessThanOrEqualTo", file: file, line: line)
    }

    /// Relates the attributes `>=` an attribute item.
    @discardableResult
    public func greaterThanOrEqualTo(_ other: ConstraintItem, _ file: String = #fileID, _ line: UInt = #line) -> ConstraintMakerEditable {
        relatedTo(other, relation: .greaterThanOrEqual, name: "greaterThanOrEqualTo", file: file, line: line)
    }

    /// Relates the attributes `==` the same attributes of a view (`equalTo(avatar)`).
    @discardableResult
    public func equalTo(_ other: ConstraintView, _ file: String = #fileID, _ line: UInt = #line) -> ConstraintMakerEditable {
        relatedTo(item: other, reference: other.itemReference, relation: .equal, name: "equalTo", file: file, line: line)
    }

    /// Relates the attributes `<=` the same attributes of a view.
    @discardableResult
    public func lessThanOrEqualTo(_ other: ConstraintView, _ file: String = #fileID, _ line: UInt = #line) -> ConstraintMakerEditable {
        relatedTo(item: other, reference: other.itemReference, relation: .lessThanOrEqual, name: "lessThanOrEqualTo", file: file, line: line)
    }

    /// Relates the attributes `>=` the same attributes of a view.
    @discardableResult
    public func greaterThanOrEqualTo(_ other: ConstraintView, _ file: String = #fileID, _ line: UInt = #line) -> ConstraintMakerEditable {
        relatedTo(item: other, reference: other.itemReference, relation: .greaterThanOrEqual, name: "greaterThanOrEqualTo", file: file, line: line)
    }
}
