import Foundation

// Vertical system spacing links: the chain forms of the anchors'
// `constraint(equalToSystemSpacingBelow:multiplier:)` family
// (`detail.pin.top(systemSpacingBelow: title)`). Each link is an ordinary chain link (its file
// and line, `offset`, `priority`, `labeled`, `pinned`) whose constant is
// `multiplier × SystemSpacing.current.sibling`, read when the link is made.

extension PinChain {
    /// Makes a link on `attribute` to what `target` stands for, with the system spacing as its
    /// constant (the constraint `constraint(…SystemSpacingBelow:multiplier:)` makes).
    func spaced(_ attribute: LayoutAttribute, _ relation: LayoutRelation, below target: any PinSystemSpacingYAxisTarget,
                _ multiplier: CGFloat, _ file: String, _ line: Int) -> PinChain {
        let anchor = target.pinSystemSpacingYAnchor(for: attribute)
        let chain = link(attribute, relation, .anchor(anchor), safeArea: false, file: file, line: line)
        chain.constraint?.constant = multiplier * SystemSpacing.current.sibling
        return chain
    }
}

extension PinChain {
    /// `top == target + multiplier × SystemSpacing.current.sibling`:
    /// the top edge the system spacing below `target` (a view's or guide's bottom edge).
    @discardableResult
    public func top(systemSpacingBelow target: any PinSystemSpacingYAxisTarget,
                    multiplier: CGFloat = 1, file: String = #fileID, line: Int = #line) -> PinChain {
        spaced(.top, .equal, below: target, multiplier, file, line)
    }
    /// `top >= target + multiplier × SystemSpacing.current.sibling` (see
    /// ``top(systemSpacingBelow:multiplier:file:line:)`` for what `target` means).
    @discardableResult
    public func top(greaterThanOrEqualToSystemSpacingBelow target: any PinSystemSpacingYAxisTarget,
                    multiplier: CGFloat = 1, file: String = #fileID, line: Int = #line) -> PinChain {
        spaced(.top, .greaterThanOrEqual, below: target, multiplier, file, line)
    }
    /// `top <= target + multiplier × SystemSpacing.current.sibling` (see
    /// ``top(systemSpacingBelow:multiplier:file:line:)`` for what `target` means).
    @discardableResult
    public func top(lessThanOrEqualToSystemSpacingBelow target: any PinSystemSpacingYAxisTarget,
                    multiplier: CGFloat = 1, file: String = #fileID, line: Int = #line) -> PinChain {
        spaced(.top, .lessThanOrEqual, below: target, multiplier, file, line)
    }

    /// `bottom == target + multiplier × SystemSpacing.current.sibling`:
    /// the bottom edge the system spacing below `target` (a view's or guide's bottom edge).
    @discardableResult
    public func bottom(systemSpacingBelow target: any PinSystemSpacingYAxisTarget,
                       multiplier: CGFloat = 1, file: String = #fileID, line: Int = #line) -> PinChain {
        spaced(.bottom, .equal, below: target, multiplier, file, line)
    }
    /// `bottom >= target + multiplier × SystemSpacing.current.sibling` (see
    /// ``bottom(systemSpacingBelow:multiplier:file:line:)`` for what `target` means).
    @discardableResult
    public func bottom(greaterThanOrEqualToSystemSpacingBelow target: any PinSystemSpacingYAxisTarget,
                       multiplier: CGFloat = 1, file: String = #fileID, line: Int = #line) -> PinChain {
        spaced(.bottom, .greaterThanOrEqual, below: target, multiplier, file, line)
    }
    /// `bottom <= target + multiplier × SystemSpacing.current.sibling` (see
    /// ``bottom(systemSpacingBelow:multiplier:file:line:)`` for what `target` means).
    @discardableResult
    public func bottom(lessThanOrEqualToSystemSpacingBelow target: any PinSystemSpacingYAxisTarget,
                       multiplier: CGFloat = 1, file: String = #fileID, line: Int = #line) -> PinChain {
        spaced(.bottom, .lessThanOrEqual, below: target, multiplier, file, line)
    }

    /// `firstBaseline == target + multiplier × SystemSpacing.current.sibling`:
    /// the first baseline the system spacing below `target` (a view's last baseline, a
    /// guide's bottom edge).
    @discardableResult
    public func firstBaseline(systemSpacingBelow target: any PinSystemSpacingYAxisTarget,
                              multiplier: CGFloat = 1, file: String = #fileID, line: Int = #line) -> PinChain {
        spaced(.firstBaseline, .equal, below: target, multiplier, file, line)
    }
    /// `firstBaseline >= target + multiplier × SystemSpacing.current.sibling` (see
    /// ``firstBaseline(systemSpacingBelow:multiplier:file:line:)`` for what `target` means).
    @discardableResult
    public func firstBaseline(greaterThanOrEqualToSystemSpacingBelow target: any PinSystemSpacingYAxisTarget,
                              multiplier: CGFloat = 1, file: String = #fileID, line: Int = #line) -> PinChain {
        spaced(.firstBaseline, .greaterThanOrEqual, below: target, multiplier, file, line)
    }
    /// `firstBaseline <= target + multiplier × SystemSpacing.current.sibling` (see
    /// ``firstBaseline(systemSpacingBelow:multiplier:file:line:)`` for what `target` means).
    @discardableResult
    public func firstBaseline(lessThanOrEqualToSystemSpacingBelow target: any PinSystemSpacingYAxisTarget,
                              multiplier: CGFloat = 1, file: String = #fileID, line: Int = #line) -> PinChain {
        spaced(.firstBaseline, .lessThanOrEqual, below: target, multiplier, file, line)
    }

    /// `lastBaseline == target + multiplier × SystemSpacing.current.sibling`:
    /// the last baseline the system spacing below `target` (a view's last baseline, a
    /// guide's bottom edge).
    @discardableResult
    public func lastBaseline(systemSpacingBelow target: any PinSystemSpacingYAxisTarget,
                             multiplier: CGFloat = 1, file: String = #fileID, line: Int = #line) -> PinChain {
        spaced(.lastBaseline, .equal, below: target, multiplier, file, line)
    }
    /// `lastBaseline >= target + multiplier × SystemSpacing.current.sibling` (see
    /// ``lastBaseline(systemSpacingBelow:multiplier:file:line:)`` for what `target` means).
    @discardableResult
    public func lastBaseline(greaterThanOrEqualToSystemSpacingBelow target: any PinSystemSpacingYAxisTarget,
                             multiplier: CGFloat = 1, file: String = #fileID, line: Int = #line) -> PinChain {
        spaced(.lastBaseline, .greaterThanOrEqual, below: target, multiplier, file, line)
    }
    /// `lastBaseline <= target + multiplier × SystemSpacing.current.sibling` (see
    /// ``lastBaseline(systemSpacingBelow:multiplier:file:line:)`` for what `target` means).
    @discardableResult
    public func lastBaseline(lessThanOrEqualToSystemSpacingBelow target: any PinSystemSpacingYAxisTarget,
                             multiplier: CGFloat = 1, file: String = #fileID, line: Int = #line) -> PinChain {
        spaced(.lastBaseline, .lessThanOrEqual, below: target, multiplier, file, line)
    }
}
