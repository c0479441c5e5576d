import Foundation

// Horizontal system spacing links: the chain forms of the anchors'
// `constraint(equalToSystemSpacingAfter:multiplier:)` family
// (`label.pin.leading(systemSpacingAfter: icon)`). Each link is an ordinary chain link (its
// file and line, `offset`, `priority`, `labeled`, `pinned`) whose constant is
// `multiplier × SystemSpacing.current.sibling`, read when the link is made.

extension PinChain {
    /// Makes a link on `attribute` to what `target` stands for, with the system spacing as its
    /// constant (the constraint `constraint(…SystemSpacingAfter:multiplier:)` makes).
    func spaced(_ attribute: LayoutAttribute, _ relation: LayoutRelation, after target: any PinSystemSpacingXAxisTarget,
                _ multiplier: CGFloat, _ file: String, _ line: Int) -> PinChain {
        let anchor = target.pinSystemSpacingXAnchor(for: attribute)
        let chain = link(attribute, relation, .anchor(anchor), safeArea: false, file: file, line: line)
        chain.constraint?.constant = multiplier * SystemSpacing.current.sibling
        return chain
    }
}

extension PinChain {
    /// `left == target + multiplier × SystemSpacing.current.sibling`:
    /// the left edge the system spacing right of `target` (a view's or guide's right edge).
    @discardableResult
    public func left(systemSpacingAfter target: any PinSystemSpacingXAxisTarget,
                     multiplier: CGFloat = 1, file: String = #fileID, line: Int = #line) -> PinChain {
        spaced(.left, .equal, after: target, multiplier, file, line)
    }
    /// `left >= target + multiplier × SystemSpacing.current.sibling` (see
    /// ``left(systemSpacingAfter:multiplier:file:line:)`` for what `target` means).
    @discardableResult
    public func left(greaterThanOrEqualToSystemSpacingAfter target: any PinSystemSpacingXAxisTarget,
                     multiplier: CGFloat = 1, file: String = #fileID, line: Int = #line) -> PinChain {
        spaced(.left, .greaterThanOrEqual, after: target, multiplier, file, line)
    }
    /// `left <= target + multiplier × SystemSpacing.current.sibling` (see
    /// ``left(systemSpacingAfter:multiplier:file:line:)`` for what `target` means).
    @discardableResult
    public func left(lessThanOrEqualToSystemSpacingAfter target: any PinSystemSpacingXAxisTarget,
                     multiplier: CGFloat = 1, file: String = #fileID, line: Int = #line) -> PinChain {
        spaced(.left, .lessThanOrEqual, after: target, multiplier, file, line)
    }

    /// `right == target + multiplier × SystemSpacing.current.sibling`:
    /// the right edge the system spacing right of `target` (a view's or guide's right edge).
    @discardableResult
    public func right(systemSpacingAfter target: any PinSystemSpacingXAxisTarget,
                      multiplier: CGFloat = 1, file: String = #fileID, line: Int = #line) -> PinChain {
        spaced(.right, .equal, after: target, multiplier, file, line)
    }
    /// `right >= target + multiplier × SystemSpacing.current.sibling` (see
    /// ``right(systemSpacingAfter:multiplier:file:line:)`` for what `target` means).
    @discardableResult
    public func right(greaterThanOrEqualToSystemSpacingAfter target: any PinSystemSpacingXAxisTarget,
                      multiplier: CGFloat = 1, file: String = #fileID, line: Int = #line) -> PinChain {
        spaced(.right, .greaterThanOrEqual, after: target, multiplier, file, line)
    }
    /// `right <= target + multiplier × SystemSpacing.current.sibling` (see
    /// ``right(systemSpacingAfter:multiplier:file:line:)`` for what `target` means).
    @discardableResult
    public func right(lessThanOrEqualToSystemSpacingAfter target: any PinSystemSpacingXAxisTarget,
                      multiplier: CGFloat = 1, file: String = #fileID, line: Int = #line) -> PinChain {
        spaced(.right, .lessThanOrEqual, after: target, multiplier, file, line)
    }

    /// `leading == target + multiplier × SystemSpacing.current.sibling`:
    /// the leading edge the system spacing after `target` (a view's or guide's trailing
    /// edge), in the reading direction.
    @discardableResult
    public func leading(systemSpacingAfter target: any PinSystemSpacingXAxisTarget,
                        multiplier: CGFloat = 1, file: String = #fileID, line: Int = #line) -> PinChain {
        spaced(.leading, .equal, after: target, multiplier, file, line)
    }
    /// `leading >= target + multiplier × SystemSpacing.current.sibling` (see
    /// ``leading(systemSpacingAfter:multiplier:file:line:)`` for what `target` means).
    @discardableResult
    public func leading(greaterThanOrEqualToSystemSpacingAfter target: any PinSystemSpacingXAxisTarget,
                        multiplier: CGFloat = 1, file: String = #fileID, line: Int = #line) -> PinChain {
        spaced(.leading, .greaterThanOrEqual, after: target, multiplier, file, line)
    }
    /// `leading <= target + multiplier × SystemSpacing.current.sibling` (see
    /// ``leading(systemSpacingAfter:multiplier:file:line:)`` for what `target` means).
    @discardableResult
    public func leading(lessThanOrEqualToSystemSpacingAfter target: any PinSystemSpacingXAxisTarget,
                        multiplier: CGFloat = 1, file: String = #fileID, line: Int = #line) -> PinChain {
        spaced(.leading, .lessThanOrEqual, after: target, multiplier, file, line)
    }

    /// `trailing == target + multiplier × SystemSpacing.current.sibling`:
    /// the trailing edge the system spacing after `target` (a view's or guide's trailing
    /// edge), in the reading direction.
    @discardableResult
    public func trailing(systemSpacingAfter target: any PinSystemSpacingXAxisTarget,
                         multiplier: CGFloat = 1, file: String = #fileID, line: Int = #line) -> PinChain {
        spaced(.trailing, .equal, after: target, multiplier, file, line)
    }
    /// `trailing >= target + multiplier × SystemSpacing.current.sibling` (see
    /// ``trailing(systemSpacingAfter:multiplier:file:line:)`` for what `target` means).
    @discardableResult
    public func trailing(greaterThanOrEqualToSystemSpacingAfter target: any PinSystemSpacingXAxisTarget,
                         multiplier: CGFloat = 1, file: String = #fileID, line: Int = #line) -> PinChain {
        spaced(.trailing, .greaterThanOrEqual, after: target, multiplier, file, line)
    }
    /// `trailing <= target + multiplier × SystemSpacing.current.sibling` (see
    /// ``trailing(systemSpacingAfter:multiplier:file:line:)`` for what `target` means).
    @discardableResult
    public func trailing(lessThanOrEqualToSystemSpacingAfter target: any PinSystemSpacingXAxisTarget,
                         multiplier: CGFloat = 1, file: String = #fileID, line: Int = #line) -> PinChain {
        spaced(.trailing, .lessThanOrEqual, after: target, multiplier, file, line)
    }
}
