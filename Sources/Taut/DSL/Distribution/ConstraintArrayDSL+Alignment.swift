import Foundation

extension ConstraintArrayDSL {
    /// Aligns every view's `attribute` with the first view's (`[a, b, c].snp.align(.top)`,
    /// `.align(.centerY)`, `.align(.firstBaseline)`, `.align(.leading)`); with `.width` or
    /// `.height` it matches sizes, like ``matchWidths(file:line:)``.
    ///
    /// The constraints are made with each view's `snp` maker. Needs at least one view;
    /// ``LayoutAttribute/notAnAttribute`` or no views report a diagnostic with `file` and
    /// `line`, and nothing is made.
    ///
    /// - Returns: The layout constraints made (`count − 1` of them), active.
    @discardableResult
    public func align(_ attribute: LayoutAttribute, file: String = #fileID, line: Int = #line) -> [LayoutConstraint] {
        let location = SourceLocation(file: file, line: line)
        guard let first = views.first else {
            LayoutDiagnostics.report(LayoutDiagnostic(
                kind: .invalidDistribution,
                message: "align(.\(attribute.name)) needs at least one view and got none; nothing was made. (\(location))",
                location: location))
            return []
        }
        guard attribute != .notAnAttribute else {
            LayoutDiagnostics.report(LayoutDiagnostic(
                kind: .invalidAttributes,
                message: "align(.notAnAttribute) names no attribute to align; nothing was made. (\(location))",
                location: location))
            return []
        }
        return views.dropFirst().flatMap { view in
            Self.make(view) { make in
                Self.line(of: make, for: attribute).equalTo(first, file, UInt(line))
            }
        }
    }

    /// Gives every view the first view's width.
    @discardableResult
    public func matchWidths(file: String = #fileID, line: Int = #line) -> [LayoutConstraint] {
        align(.width, file: file, line: line)
    }

    /// Gives every view the first view's height.
    @discardableResult
    public func matchHeights(file: String = #fileID, line: Int = #line) -> [LayoutConstraint] {
        align(.height, file: file, line: line)
    }

    /// The maker line for a single attribute.
    static func line(of make: ConstraintMaker, for attribute: LayoutAttribute) -> ConstraintMakerExtendable {
        switch attribute {
        case .left: return make.left
        case .right: return make.right
        case .top: return make.top
        case .bottom: return make.bottom
        case .leading: return make.leading
        case .trailing: return make.trailing
        case .width: return make.width
        case .height: return make.height
        case .centerX: return make.centerX
        case .centerY: return make.centerY
        case .lastBaseline: return make.lastBaseline
        case .firstBaseline: return make.firstBaseline
        case .leftMargin: return make.leftMargin
        case .rightMargin: return make.rightMargin
        case .topMargin: return make.topMargin
        case .bottomMargin: return make.bottomMargin
        case .leadingMargin: return make.leadingMargin
        case .trailingMargin: return make.trailingMargin
        case .centerXWithinMargins: return make.centerXWithinMargins
        case .centerYWithinMargins, .notAnAttribute: return make.centerYWithinMargins
        }
    }
}
