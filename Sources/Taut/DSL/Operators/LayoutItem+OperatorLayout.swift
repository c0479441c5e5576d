import Foundation

extension View {
    /// Lays out this view with operator equations and activates them all at once.
    ///
    /// ```swift
    /// label.layout {
    ///     $0.top == button.bottomAnchor + 20
    ///     $0.leading == button.leadingAnchor
    ///     $0.width <= view.widthAnchor - 40
    ///     ($0.width == 200) ~ .defaultHigh
    /// }
    /// ```
    ///
    /// Sets ``View/translatesAutoresizingMaskIntoConstraints`` to `false`, runs `body` with a
    /// ``LayoutProxy`` for the view, and when it returns activates, in one batch and in the
    /// order they were made, every constraint the block's operators made (even those only
    /// bound with `let`) and every constraint its statements produced. Nothing is active
    /// while the block runs, so priorities can be set freely inside it.
    ///
    /// Each constraint records the file and line of its statement (or of this call, for one
    /// that was only bound with `let`); problems found on activation are reported to
    /// ``LayoutDiagnostics`` with that location, and the faulty constraint stays inactive.
    ///
    /// - Returns: The constraints made, in order (the invalid ones included, inactive).
    @discardableResult
    public func layout(file: String = #fileID, line: Int = #line,
                       @LayoutConstraintBuilder _ body: (LayoutProxy) -> [LayoutConstraint]) -> [LayoutConstraint] {
        translatesAutoresizingMaskIntoConstraints = false
        return OperatorLayoutRun.run(on: self, location: SourceLocation(file: file, line: line), body)
    }
}

extension LayoutGuide {
    /// Lays out this guide with operator equations and activates them all at once; see
    /// ``View/layout(file:line:_:)``. The guide must have been added to a view.
    @discardableResult
    public func layout(file: String = #fileID, line: Int = #line,
                       @LayoutConstraintBuilder _ body: (LayoutProxy) -> [LayoutConstraint]) -> [LayoutConstraint] {
        OperatorLayoutRun.run(on: self, location: SourceLocation(file: file, line: line), body)
    }
}

/// Runs a `layout { }` block: records, locates and activates its constraints.
enum OperatorLayoutRun {
    static func run(on item: LayoutItem, location: SourceLocation,
                    _ body: (LayoutProxy) -> [LayoutConstraint]) -> [LayoutConstraint] {
        let recorder = OperatorRecorder()
        let produced = OperatorRecorder.$current.withValue(recorder) { body(LayoutProxy(item)) }
        for constraint in produced { recorder.add(constraint) }
        let all = recorder.constraints
        for constraint in all where constraint.location == nil {
            constraint.location = location
        }
        LayoutConstraint.activate(all)
        return all
    }
}
