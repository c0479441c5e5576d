import Foundation

/// The result builder of `layout { }` blocks: each statement that makes constraints
/// contributes them, stamped with the file and line of the statement, so that diagnostics
/// and descriptions point at the line that wrote each constraint.
///
/// Statements of other types are allowed when they return nothing (`c.identifier = "w"`);
/// `if`, `if`/`else`, `switch` and `for` work as in any result builder.
@resultBuilder
public enum LayoutConstraintBuilder {
    /// One constraint (`$0.top == button.bottomAnchor + 20`), located at its statement.
    public static func buildExpression(_ constraint: LayoutConstraint,
                                       file: String = #fileID, line: Int = #line) -> [LayoutConstraint] {
        stamp([constraint], SourceLocation(file: file, line: line))
    }

    /// The constraints of a composite (`$0.edges == card.edgeAnchors`), located at its statement.
    public static func buildExpression(_ constraints: [LayoutConstraint],
                                       file: String = #fileID, line: Int = #line) -> [LayoutConstraint] {
        stamp(constraints, SourceLocation(file: file, line: line))
    }

    /// A statement that makes no constraint (an assignment, a call returning nothing).
    public static func buildExpression(_ nothing: Void) -> [LayoutConstraint] { [] }

    /// The statements of a block, in order.
    public static func buildBlock(_ components: [LayoutConstraint]...) -> [LayoutConstraint] {
        components.flatMap { $0 }
    }

    /// An `if` without `else`.
    public static func buildOptional(_ component: [LayoutConstraint]?) -> [LayoutConstraint] {
        component ?? []
    }

    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither(first component: [LayoutConstraint]) -> [LayoutConstraint] { component }

    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither(second component: [LayoutConstraint]) -> [LayoutConstraint] { component }

    /// The iterations of a `for` loop.
    public static func buildArray(_ components: [[LayoutConstraint]]) -> [LayoutConstraint] {
        components.flatMap { $0 }
    }

    /// An `if #available` branch.
    public static func buildLimitedAvailability(_ component: [LayoutConstraint]) -> [LayoutConstraint] { component }

    /// Gives constraints without a location this one (the first statement that mentions a
    /// constraint names its line).
    private static func stamp(_ constraints: [LayoutConstraint], _ location: SourceLocation) -> [LayoutConstraint] {
        for constraint in constraints where constraint.location == nil {
            constraint.location = location
        }
        return constraints
    }
}
