import Foundation

extension PinChain {
    /// `left == target`: the left edge; a number is the distance from the superview's left edge.
    @discardableResult
    public func left(_ target: any PinXAxisTarget = 0, safeArea: Bool = false,
              file: String = #fileID, line: Int = #line) -> PinChain {
        link(.left, .equal, target.pinTargetValue, safeArea: safeArea, file: file, line: line)
    }
    /// `left <= target` (see ``left(_:safeArea:file:line:)`` for what `target` means).
    @discardableResult
    public func left(lessThanOrEqualTo target: any PinXAxisTarget, safeArea: Bool = false,
              file: String = #fileID, line: Int = #line) -> PinChain {
        link(.left, .lessThanOrEqual, target.pinTargetValue, safeArea: safeArea, file: file, line: line)
    }
    /// `left >= target` (see ``left(_:safeArea:file:line:)`` for what `target` means).
    @discardableResult
    public func left(greaterThanOrEqualTo target: any PinXAxisTarget, safeArea: Bool = false,
              file: String = #fileID, line: Int = #line) -> PinChain {
        link(.left, .greaterThanOrEqual, target.pinTargetValue, safeArea: safeArea, file: file, line: line)
    }

    /// `right == target`: the right edge; a number is added to the superview's right edge, so `right(-16)` insets by 16.
    @discardableResult
    public func right(_ target: any PinXAxisTarget = 0, safeArea: Bool = false,
              file: String = #fileID, line: Int = #line) -> PinChain {
        link(.right, .equal, target.pinTargetValue, safeArea: safeArea, file: file, line: line)
    }
    /// `right <= target` (see ``right(_:safeArea:file:line:)`` for what `target` means).
    @discardableResult
    public func right(lessThanOrEqualTo target: any PinXAxisTarget, safeArea: Bool = false,
              file: String = #fileID, line: Int = #line) -> PinChain {
        link(.right, .lessThanOrEqual, target.pinTargetValue, safeArea: safeArea, file: file, line: line)
    }
    /// `right >= target` (see ``right(_:safeArea:file:line:)`` for what `target` means).
    @discardableResult
    public func right(greaterThanOrEqualTo target: any PinXAxisTarget, safeArea: Bool = false,
              file: String = #fileID, line: Int = #line) -> PinChain {
        link(.right, .greaterThanOrEqual, target.pinTargetValue, safeArea: safeArea, file: file, line: line)
    }

    /// `leading == target`: the leading edge; a number is the distance from the superview's leading edge, in the reading direction.
    @discardableResult
    public func leading(_ target: any PinXAxisTarget = 0, safeArea: Bool = false,
              file: String = #fileID, line: Int = #line) -> PinChain {
        link(.leading, .equal, target.pinTargetValue, safeArea: safeArea, file: file, line: line)
    }
    /// `leading <= target` (see ``leading(_:safeArea:file:line:)`` for what `target` means).
    @discardableResult
    public func leading(lessThanOrEqualTo target: any PinXAxisTarget, safeArea: Bool = false,
              file: String = #fileID, line: Int = #line) -> PinChain {
        link(.leading, .lessThanOrEqual, target.pinTargetValue, safeArea: safeArea, file: file, line: line)
    }
    /// `leading >= target` (see ``leading(_:safeArea:file:line:)`` for what `target` means).
    @discardableResult
    public func leading(greaterThanOrEqualTo target: any PinXAxisTarget, safeArea: Bool = false,
              file: String = #fileID, line: Int = #line) -> PinChain {
        link(.leading, .greaterThanOrEqual, target.pinTargetValue, safeArea: safeArea, file: file, line: line)
    }

    /// `trailing == target`: the trailing edge; a number is added to the superview's trailing edge, so `trailing(-16)` insets by 16.
    @discardableResult
    public func trailing(_ target: any PinXAxisTarget = 0, safeArea: Bool = false,
              file: String = #fileID, line: Int = #line) -> PinChain {
        link(.trailing, .equal, target.pinTargetValue, safeArea: safeArea, file: file, line: line)
    }
    /// `trailing <= target` (see ``trailing(_:safeArea:file:line:)`` for what `target` means).
    @discardableResult
    public func trailing(lessThanOrEqualTo target: any PinXAxisTarget, safeArea: Bool = false,
              file: String = #fileID, line: Int = #line) -> PinChain {
        link(.trailing, .lessThanOrEqual, target.pinTargetValue, safeArea: safeArea, file: file, line: line)
    }
    /// `trailing >= target` (see ``trailing(_:safeArea:file:line:)`` for what `target` means).
    @discardableResult
    public func trailing(greaterThanOrEqualTo target: any PinXAxisTarget, safeArea: Bool = false,
              file: String = #fileID, line: Int = #line) -> PinChain {
        link(.trailing, .greaterThanOrEqual, target.pinTargetValue, safeArea: safeArea, file: file, line: line)
    }

    /// `centerX == target`: the horizontal centre; a number is the offset from the superview's centre.
    @discardableResult
    public func centerX(_ target: any PinXAxisTarget = 0, safeArea: Bool = false,
              file: String = #fileID, line: Int = #line) -> PinChain {
        link(.centerX, .equal, target.pinTargetValue, safeArea: safeArea, file: file, line: line)
    }
    /// `centerX <= target` (see ``centerX(_:safeArea:file:line:)`` for what `target` means).
    @discardableResult
    public func centerX(lessThanOrEqualTo target: any PinXAxisTarget, safeArea: Bool = false,
              file: String = #fileID, line: Int = #line) -> PinChain {
        link(.centerX, .lessThanOrEqual, target.pinTargetValue, safeArea: safeArea, file: file, line: line)
    }
    /// `centerX >= target` (see ``centerX(_:safeArea:file:line:)`` for what `target` means).
    @discardableResult
    public func centerX(greaterThanOrEqualTo target: any PinXAxisTarget, safeArea: Bool = false,
              file: String = #fileID, line: Int = #line) -> PinChain {
        link(.centerX, .greaterThanOrEqual, target.pinTargetValue, safeArea: safeArea, file: file, line: line)
    }
}
