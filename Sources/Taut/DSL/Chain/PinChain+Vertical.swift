import Foundation

extension PinChain {
    /// `top == target`: the top edge; a number is the distance below the superview's top edge.
    @discardableResult
    public func top(_ target: any PinYAxisTarget = 0, safeArea: Bool = false,
              file: String = #fileID, line: Int = #line) -> PinChain {
        link(.top, .equal, target.pinTargetValue, safeArea: safeArea, file: file, line: line)
    }
    /// `top <= target` (see ``top(_:safeArea:file:line:)`` for what `target` means).
    @discardableResult
    public func top(lessThanOrEqualTo target: any PinYAxisTarget, safeArea: Bool = false,
              file: String = #fileID, line: Int = #line) -> PinChain {
        link(.top, .lessThanOrEqual, target.pinTargetValue, safeArea: safeArea, file: file, line: line)
    }
    /// `top >= target` (see ``top(_:safeArea:file:line:)`` for what `target` means).
    @discardableResult
    public func top(greaterThanOrEqualTo target: any PinYAxisTarget, safeArea: Bool = false,
              file: String = #fileID, line: Int = #line) -> PinChain {
        link(.top, .greaterThanOrEqual, target.pinTargetValue, safeArea: safeArea, file: file, line: line)
    }

    /// `bottom == target`: the bottom edge; a number is added to the superview's bottom edge, so `bottom(-16)` insets by 16.
    @discardableResult
    public func bottom(_ target: any PinYAxisTarget = 0, safeArea: Bool = false,
              file: String = #fileID, line: Int = #line) -> PinChain {
        link(.bottom, .equal, target.pinTargetValue, safeArea: safeArea, file: file, line: line)
    }
    /// `bottom <= target` (see ``bottom(_:safeArea:file:line:)`` for what `target` means).
    @discardableResult
    public func bottom(lessThanOrEqualTo target: any PinYAxisTarget, safeArea: Bool = false,
              file: String = #fileID, line: Int = #line) -> PinChain {
        link(.bottom, .lessThanOrEqual, target.pinTargetValue, safeArea: safeArea, file: file, line: line)
    }
    /// `bottom >= target` (see ``bottom(_:safeArea:file:line:)`` for what `target` means).
    @discardableResult
    public func bottom(greaterThanOrEqualTo target: any PinYAxisTarget, safeArea: Bool = false,
              file: String = #fileID, line: Int = #line) -> PinChain {
        link(.bottom, .greaterThanOrEqual, target.pinTargetValue, safeArea: safeArea, file: file, line: line)
    }

    /// `centerY == target`: the vertical centre; a number is the offset from the superview's centre.
    @discardableResult
    public func centerY(_ target: any PinYAxisTarget = 0, safeArea: Bool = false,
              file: String = #fileID, line: Int = #line) -> PinChain {
        link(.centerY, .equal, target.pinTargetValue, safeArea: safeArea, file: file, line: line)
    }
    /// `centerY <= target` (see ``centerY(_:safeArea:file:line:)`` for what `target` means).
    @discardableResult
    public func centerY(lessThanOrEqualTo target: any PinYAxisTarget, safeArea: Bool = false,
              file: String = #fileID, line: Int = #line) -> PinChain {
        link(.centerY, .lessThanOrEqual, target.pinTargetValue, safeArea: safeArea, file: file, line: line)
    }
    /// `centerY >= target` (see ``centerY(_:safeArea:file:line:)`` for what `target` means).
    @discardableResult
    public func centerY(greaterThanOrEqualTo target: any PinYAxisTarget, safeArea: Bool = false,
              file: String = #fileID, line: Int = #line) -> PinChain {
        link(.centerY, .greaterThanOrEqual, target.pinTargetValue, safeArea: safeArea, file: file, line: line)
    }

    /// `firstBaseline == target`: the first baseline; a number is the distance from the superview's first baseline.
    @discardableResult
    public func firstBaseline(_ target: any PinYAxisTarget = 0, safeArea: Bool = false,
              file: String = #fileID, line: Int = #line) -> PinChain {
        link(.firstBaseline, .equal, target.pinTargetValue, safeArea: safeArea, file: file, line: line)
    }
    /// `firstBaseline <= target` (see ``firstBaseline(_:safeArea:file:line:)`` for what `target` means).
    @discardableResult
    public func firstBaseline(lessThanOrEqualTo target: any PinYAxisTarget, safeArea: Bool = false,
              file: String = #fileID, line: Int = #line) -> PinChain {
        link(.firstBaseline, .lessThanOrEqual, target.pinTargetValue, safeArea: safeArea, file: file, line: line)
    }
    /// `firstBaseline >= target` (see ``firstBaseline(_:safeArea:file:line:)`` for what `target` means).
    @discardableResult
    public func firstBaseline(greaterThanOrEqualTo target: any PinYAxisTarget, safeArea: Bool = false,
              file: String = #fileID, line: Int = #line) -> PinChain {
        link(.firstBaseline, .greaterThanOrEqual, target.pinTargetValue, safeArea: safeArea, file: file, line: line)
    }

    /// `lastBaseline == target`: the last baseline; a number is the distance from the superview's last baseline.
    @discardableResult
    public func lastBaseline(_ target: any PinYAxisTarget = 0, safeArea: Bool = false,
              file: String = #fileID, line: Int = #line) -> PinChain {
        link(.lastBaseline, .equal, target.pinTargetValue, safeArea: safeArea, file: file, line: line)
    }
    /// `lastBaseline <= target` (see ``lastBaseline(_:safeArea:file:line:)`` for what `target` means).
    @discardableResult
    public func lastBaseline(lessThanOrEqualTo target: any PinYAxisTarget, safeArea: Bool = false,
              file: String = #fileID, line: Int = #line) -> PinChain {
        link(.lastBaseline, .lessThanOrEqual, target.pinTargetValue, safeArea: safeArea, file: file, line: line)
    }
    /// `lastBaseline >= target` (see ``lastBaseline(_:safeArea:file:line:)`` for what `target` means).
    @discardableResult
    public func lastBaseline(greaterThanOrEqualTo target: any PinYAxisTarget, safeArea: Bool = false,
              file: String = #fileID, line: Int = #line) -> PinChain {
        link(.lastBaseline, .greaterThanOrEqual, target.pinTargetValue, safeArea: safeArea, file: file, line: line)
    }
}
