import Foundation

extension ConstraintMakerRelatable {
    /// Relates the attributes `==` the same attributes of the superview's safe area
    /// (`make.edges.equalToSuperviewSafeArea()`). Without a superview, reports a diagnostic
    /// naming `file` and `line` and makes nothing for this line.
    @discardableResult
    public func equalToSuperviewSafeArea(_ file: String = #fileID, _ line: UInt = #line) -> ConstraintMakerEditable {
        equalToSuperviewSafeAreaLayoutGuide({ $0 }, file, line)
    }

    /// Relates the attributes `<=` the same attributes of the superview's safe area.
    @discardableResult
    public func lessThanOrEqualToSuperviewSafeArea(_ file: String = #fileID, _ line: UInt = #line) -> ConstraintMakerEditable {
        lessThanOrEqualToSuperviewSafeAreaLayoutGuide({ $0 }, file, line)
    }

    /// Relates the attributes `>=` the same attributes of the superview's safe area.
    @discardableResult
    public func greaterThanOrEqualToSuperviewSafeArea(_ file: String = #fileID, _ line: UInt = #line) -> ConstraintMakerEditable {
        greaterThanOrEqualToSuperviewSafeAreaLayoutGuide({ $0 }, file, line)
    }

    /// Relates the attributes `==` the same attributes of `view`'s safe area
    /// (`make.top.equalToSafeArea(of: root)`).
    @discardableResult
    public func equalToSafeArea(of view: View, _ file: String = #fileID, _ line: UInt = #line) -> ConstraintMakerEditable {
        equalTo(view.safeAreaLayoutGuide, file, line)
    }

    /// Relates the attributes `<=` the same attributes of `view`'s safe area.
    @discardableResult
    public func lessThanOrEqualToSafeArea(of view: View, _ file: String = #fileID, _ line: UInt = #line) -> ConstraintMakerEditable {
        lessThanOrEqualTo(view.safeAreaLayoutGuide, file, line)
    }

    /// Relates the attributes `>=` the same attributes of `view`'s safe area.
    @discardableResult
    public func greaterThanOrEqualToSafeArea(of view: View, _ file: String = #fileID, _ line: UInt = #line) -> ConstraintMakerEditable {
        greaterThanOrEqualTo(view.safeAreaLayoutGuide, file, line)
    }
}
