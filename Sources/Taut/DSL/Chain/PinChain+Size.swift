import Foundation

extension PinChain {
    /// `width == target`: the width; a number is the width itself; a view, guide or dimension is multiplied by `multiplier`.
    @discardableResult
    public func width(_ target: any PinDimensionTarget, safeArea: Bool = false, multiplier: CGFloat = 1,
              file: String = #fileID, line: Int = #line) -> PinChain {
        link(.width, .equal, target.pinTargetValue, safeArea: safeArea, multiplier: multiplier, file: file, line: line)
    }
    /// `width <= target` (see ``width(_:safeArea:multiplier:file:line:)`` for what `target` means).
    @discardableResult
    public func width(lessThanOrEqualTo target: any PinDimensionTarget, safeArea: Bool = false, multiplier: CGFloat = 1,
              file: String = #fileID, line: Int = #line) -> PinChain {
        link(.width, .lessThanOrEqual, target.pinTargetValue, safeArea: safeArea, multiplier: multiplier, file: file, line: line)
    }
    /// `width >= target` (see ``width(_:safeArea:multiplier:file:line:)`` for what `target` means).
    @discardableResult
    public func width(greaterThanOrEqualTo target: any PinDimensionTarget, safeArea: Bool = false, multiplier: CGFloat = 1,
              file: String = #fileID, line: Int = #line) -> PinChain {
        link(.width, .greaterThanOrEqual, target.pinTargetValue, safeArea: safeArea, multiplier: multiplier, file: file, line: line)
    }

    /// `height == target`: the height; a number is the height itself; a view, guide or dimension is multiplied by `multiplier`.
    @discardableResult
    public func height(_ target: any PinDimensionTarget, safeArea: Bool = false, multiplier: CGFloat = 1,
              file: String = #fileID, line: Int = #line) -> PinChain {
        link(.height, .equal, target.pinTargetValue, safeArea: safeArea, multiplier: multiplier, file: file, line: line)
    }
    /// `height <= target` (see ``height(_:safeArea:multiplier:file:line:)`` for what `target` means).
    @discardableResult
    public func height(lessThanOrEqualTo target: any PinDimensionTarget, safeArea: Bool = false, multiplier: CGFloat = 1,
              file: String = #fileID, line: Int = #line) -> PinChain {
        link(.height, .lessThanOrEqual, target.pinTargetValue, safeArea: safeArea, multiplier: multiplier, file: file, line: line)
    }
    /// `height >= target` (see ``height(_:safeArea:multiplier:file:line:)`` for what `target` means).
    @discardableResult
    public func height(greaterThanOrEqualTo target: any PinDimensionTarget, safeArea: Bool = false, multiplier: CGFloat = 1,
              file: String = #fileID, line: Int = #line) -> PinChain {
        link(.height, .greaterThanOrEqual, target.pinTargetValue, safeArea: safeArea, multiplier: multiplier, file: file, line: line)
    }
}
