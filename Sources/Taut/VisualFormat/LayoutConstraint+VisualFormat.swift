import Foundation

extension LayoutConstraint {
    /// Creates the constraints described by a Visual Format Language string.
    ///
    /// The grammar is Apple's, complete:
    ///
    ///     H:|-[icon(32)]-[title(>=50,<=200@750)]-(>=8@999)-[button(==icon)]-|
    ///
    /// - `H:` or `V:` (default `H:`) picks the axis; `|` is the superview of the
    ///   view next to it; `[name]` is a view of `views`, optionally followed by
    ///   size predicates in parentheses;
    /// - between neighbours, nothing means touching (`[a][b]`), `-` the standard
    ///   spacing of `SystemSpacing.current` (8 between views, 20 to the
    ///   superview), `-8-` or `-metric-` a fixed spacing, and `-(>=8,<=20@750)-` a
    ///   list of predicates;
    /// - a predicate is `==`, `<=` or `>=` (default `==`), a number, a metric name
    ///   or, in a view's size, the name of another view (`[a(==b)]`), then
    ///   optionally `@` and a priority (a number or a metric name).
    ///
    /// It extends the grammar as GTK does, without changing what any Apple format
    /// means: a view in a size predicate may name an attribute and carry a
    /// multiplier and a constant (`[a(==b.height*2+10)]`, attributes `left right
    /// top bottom leading trailing width height centerX centerY lastBaseline
    /// firstBaseline`, and GTK's `start end baseline`), a priority may be named
    /// (`@required` 1000, `@high` 750, `@medium` 500, `@low` 250; a metric of the
    /// same name wins), and spaces between tokens are ignored.
    ///
    /// The constraints come back inactive (activate them with
    /// `LayoutConstraint.activate(_:)`), in the order of the format: the
    /// connection to the leading `|`, then each view's size predicates and the
    /// connection after it, then the alignment constraints of `options`, one per
    /// pair of consecutive views and attribute (`previous.attr == next.attr`).
    /// Their shapes are UIKit's: `[a(50)]` gives `a.width == 50`, `[a(==b)]`
    /// `a.width == b.width`, `[a]-8-[b]` `b.leading == a.trailing + 8`, `|-[a]`
    /// `a.leading == superview.leading + 20` and `[a]-|` `superview.trailing ==
    /// a.trailing + 20`; the constant is always the gap. With
    /// `.directionRightToLeft`, where each view lies left of the one before it,
    /// `[a]-8-[b]` gives `a.left == b.right + 8`.
    ///
    /// - Parameters:
    ///   - format: The format string.
    ///   - options: An alignment across the format's axis and a direction for
    ///     horizontal formats.
    ///   - metrics: Numbers by name (any integer or floating-point type, or
    ///     `LayoutPriority`).
    ///   - views: The views (or layout guides) by name.
    ///   - file: The source file recorded as each constraint's ``LayoutConstraint/location``
    ///     (the caller's, by default).
    ///   - line: The source line recorded with `file`.
    /// - Throws: `VisualFormatError`, whose description shows the format with a
    ///   caret under the column where it went wrong: a syntax error, an unknown
    ///   view or metric, a value that is not a view or not a number, a priority
    ///   outside `1...1000`, a `|` next to a view without a superview, or an
    ///   alignment along the format's own axis.
    ///
    /// UIKit's name for this, ``constraints(withVisualFormat:options:metrics:views:file:line:)-(_,_,_,[String:Any],_,_)``,
    /// does not throw: it reports the error and returns no constraints.
    public static func constraints(parsingVisualFormat format: String, options: FormatOptions = [],
                                   metrics: [String: Any]?, views: [String: Any],
                                   file: String = #fileID, line: Int = #line) throws(VisualFormatError)
        -> [LayoutConstraint] {
        try VisualFormatCompiler.constraints(
            format: format, options: options, metrics: metrics, location: SourceLocation(file: file, line: line)
        ) { name in
            guard let value = views[name] else { return .missing }
            // One class test for the usual values, views.
            if let view = value as? View { return .view(view) }
            guard let item = value as? LayoutItem else { return .notAnItem }
            return .item(item)
        }
    }

    /// Creates the constraints described by a Visual Format Language string, for a `views`
    /// dictionary whose values are all views (or all layout guides), such as `[String: View]`.
    ///
    /// The same as ``constraints(parsingVisualFormat:options:metrics:views:file:line:)-(_,_,_,[String:Any],_,_)`` with
    /// a `[String: Any]`, the same constraints and errors, without converting the dictionary.
    @inlinable
    public static func constraints<Item: LayoutItem>(
        parsingVisualFormat format: String, options: FormatOptions = [], metrics: [String: Any]?,
        views: [String: Item], file: String = #fileID, line: Int = #line
    ) throws(VisualFormatError) -> [LayoutConstraint] {
        try VisualFormatCompiler.constraints(
            format: format, options: options, metrics: metrics, location: SourceLocation(file: file, line: line)
        ) { name in
            guard let item = VisualFormatCompiler.view(in: views, named: name) else { return .missing }
            return VisualFormatCompiler.ViewLookup(found: item)
        }
    }

    /// Creates the constraints described by a Visual Format Language string, as UIKit's
    /// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)` does: without
    /// `try`.
    ///
    /// The grammar and the constraints are those of
    /// ``constraints(parsingVisualFormat:options:metrics:views:file:line:)-(_,_,_,[String:Any],_,_)``. Where UIKit
    /// raises an exception for a bad format, this reports an ``LayoutDiagnostic/Kind-swift.struct/invalidVisualFormat``
    /// diagnostic — the format with a caret under the column where it went wrong, and the file
    /// and line of the call — and returns no constraints; the rest of the layout goes on.
    public static func constraints(withVisualFormat format: String, options: FormatOptions = [],
                                   metrics: [String: Any]?, views: [String: Any],
                                   file: String = #fileID, line: Int = #line) -> [LayoutConstraint] {
        do {
            return try constraints(parsingVisualFormat: format, options: options, metrics: metrics, views: views,
                                   file: file, line: line)
        } catch {
            reportVisualFormatError(error, file: file, line: line)
            return []
        }
    }

    /// Creates the constraints described by a Visual Format Language string, as UIKit's
    /// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)` does, for a
    /// `views` dictionary whose values are all views (or all layout guides), such as
    /// `[String: View]`: the same constraints and diagnostics as with a `[String: Any]`, without
    /// converting the dictionary.
    @inlinable
    public static func constraints<Item: LayoutItem>(
        withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Any]?,
        views: [String: Item], file: String = #fileID, line: Int = #line
    ) -> [LayoutConstraint] {
        do {
            return try constraints(parsingVisualFormat: format, options: options, metrics: metrics, views: views,
                                   file: file, line: line)
        } catch {
            reportVisualFormatError(error, file: file, line: line)
            return []
        }
    }

    /// Reports `error`, made by a call at `file` and `line`, as an invalid format diagnostic.
    @usableFromInline
    static func reportVisualFormatError(_ error: VisualFormatError, file: String, line: Int) {
        let location = SourceLocation(file: file, line: line)
        LayoutDiagnostics.report(LayoutDiagnostic(
            kind: .invalidVisualFormat,
            message: "No constraints made for a Visual Format Language string (\(location)):\n\(error.description)",
            location: location))
    }

    /// The number a metric stands for, `nil` when the value is not a number.
    static func visualFormatNumber(_ value: Any) -> Double? {
        // The usual types first, by their exact type, read without a dynamic cast (which costs
        // several times more than opening the value and comparing its type).
        if let number = _openExistential(value, do: exactVisualFormatNumber) { return number }
        switch value {
        case let number as CGFloat: return Double(number)
        case let number as Double: return number
        case let number as Float: return Double(number)
        case let number as Int: return Double(number)
        case let priority as LayoutPriority: return Double(priority.rawValue)
        case let number as any BinaryInteger: return Double(number)
        case let number as any BinaryFloatingPoint: return Double(number)
        case let number as NSNumber: return number.doubleValue
        default: return nil
        }
    }
}

/// The number `value` holds when `T` is exactly `Int`, `Double` or `CGFloat`, read through the
/// type alone; `nil` for any other type.
private func exactVisualFormatNumber<T>(_ value: T) -> Double? {
    if T.self == Int.self { return withUnsafePointer(to: value) { Double(UnsafeRawPointer($0).load(as: Int.self)) } }
    if T.self == Double.self { return withUnsafePointer(to: value) { UnsafeRawPointer($0).load(as: Double.self) } }
    if T.self == CGFloat.self {
        return withUnsafePointer(to: value) { Double(UnsafeRawPointer($0).load(as: CGFloat.self)) }
    }
    return nil
}

extension VisualFormatAttribute {
    /// The layout attribute of the same name.
    var layoutAttribute: LayoutAttribute {
        switch self {
        case .left: return .left
        case .right: return .right
        case .top: return .top
        case .bottom: return .bottom
        case .leading: return .leading
        case .trailing: return .trailing
        case .width: return .width
        case .height: return .height
        case .centerX: return .centerX
        case .centerY: return .centerY
        case .lastBaseline: return .lastBaseline
        case .firstBaseline: return .firstBaseline
        }
    }
}

extension VisualFormatSyntax.Relation {
    /// The layout relation of the same meaning.
    var layoutRelation: LayoutRelation {
        switch self {
        case .equal: return .equal
        case .lessThanOrEqual: return .lessThanOrEqual
        case .greaterThanOrEqual: return .greaterThanOrEqual
        }
    }
}
