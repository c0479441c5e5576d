import Foundation

extension ConstraintMakerRelatable {
    /// Relates the attributes `==` what `closure` picks from the superview
    /// (`equalToSuperview { $0.safeAreaLayoutGuide }`). Without a superview, reports a
    /// diagnostic, does not call `closure`, and makes nothing for this line.
    @discardableResult
    public func equalToSuperview<T: ConstraintRelatableTarget>(_ closure: (ConstraintView) -> T, _ file: String = #fileID,
                                                               _ line: UInt = #line) -> ConstraintMakerEditable {
        relatedToSuperview(relation: .equal, name: "equalToSuperview", file: file, line: line) { closure($0) }
    }

    /// Relates the attributes `<=` what `closure` picks from the superview.
    @discardableResult
    public func lessThanOrEqualToSuperview<T: ConstraintRelatableTarget>(_ closure: (ConstraintView) -> T, _ file: String = #fileID,
                                                                         _ line: UInt = #line) -> ConstraintMakerEditable {
        relatedToSuperview(relation: .lessThanOrEqual, name: "lessThanOrEqualToSuperview", file: file, line: line) { closure($0) }
    }

    /// Relates the attributes `>=` what `closure` picks from the superview.
    @discardableResult
    public func greaterThanOrEqualToSuperview<T: ConstraintRelatableTarget>(_ closure: (ConstraintView) -> T, _ file: String = #fileID,
                                                                            _ line: UInt = #line) -> ConstraintMakerEditable {
        relatedToSuperview(relation: .greaterThanOrEqual, name: "greaterThanOrEqualToSuperview", file: file, line: line) { closure($0) }
    }

    /// Relates the attributes `==` what `closure` picks from the superview's safe area guide
    /// (`equalToSuperviewSafeAreaLayoutGuide { $0.snp.top }`).
    @discardableResult
    public func equalToSuperviewSafeAreaLayoutGuide<T: ConstraintRelatableTarget>(_ closure: (ConstraintLayoutGuide) -> T,
                                                                                  _ file: String = #fileID,
                                                                                  _ line: UInt = #line) -> ConstraintMakerEditable {
        relatedToSuperview(relation: .equal, name: "equalToSuperviewSafeAreaLayoutGuide", file: file, line: line) {
            closure($0.safeAreaLayoutGuide)
        }
    }

    /// Relates the attributes `<=` what `closure` picks from the superview's safe area guide.
    @discardableResult
    public func lessThanOrEqualToSuperviewSafeAreaLayoutGuide<T: ConstraintRelatableTarget>(_ closure: (ConstraintLayoutGuide) -> T,
                                                                                            _ file: String = #fileID,
                                                                                            _ line: UInt = #line) -> ConstraintMakerEditable {
        relatedToSuperview(relation: .lessThanOrEqual, name: "lessThanOrEqualToSuperviewSafeAreaLayoutGuide", file: file, line: line) {
            closure($0.safeAreaLayoutGuide)
        }
    }

    /// Relates the attributes `>=` what `closure` picks from the superview's safe area guide.
    @discardableResult
    public func greaterThanOrEqualToSuperviewSafeAreaLayoutGuide<T: ConstraintRelatableTarget>(_ closure: (ConstraintLayoutGuide) -> T,
                                                                                               _ file: String = #fileID,
                                                                                               _ line: UInt = #line) -> ConstraintMakerEditable {
        relatedToSuperview(relation: .greaterThanOrEqual, name: "greaterThanOrEqualToSuperviewSafeAreaLayoutGuide", file: file, line: line) {
            closure($0.safeAreaLayoutGuide)
        }
    }
}
