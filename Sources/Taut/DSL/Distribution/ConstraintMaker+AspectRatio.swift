import Foundation

extension ConstraintMaker {
    /// Keeps the item's width to height ratio at `width : height`
    /// (`make.aspectRatio(16, by: 9)` is `width == height × 16 / 9`).
    ///
    /// The line can be edited like any other: `make.aspectRatio(1, by: 1).priority(.high)`.
    /// A zero `height` gives an infinite multiplier, which is refused with a diagnostic
    /// naming `file` and `line` when the constraint is activated.
    @discardableResult
    public func aspectRatio(_ width: CGFloat, by height: CGFloat,
                            _ file: String = #fileID, _ line: UInt = #line) -> ConstraintMakerEditable {
        self.width.equalTo(ConstraintItem(item: item, attributes: .height), file, line).multipliedBy(width / height)
    }
}
