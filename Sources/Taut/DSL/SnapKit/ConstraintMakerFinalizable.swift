import Foundation

/// The last link of a maker line: label it, or read the ``Constraint`` it makes.
public class ConstraintMakerFinalizable {
    /// The line; a maker moves a link nothing else holds on to its next line.
    @exclusivity(unchecked) var description: ConstraintDescription

    init(_ description: ConstraintDescription) {
        self.description = description
    }

    /// Labels the line's layout constraints; the label shows in their descriptions and in
    /// diagnostics: `title.top == header.bottom + 12 (ProfileView.swift:42, "titleTop")`.
    @discardableResult
    public func labeled(_ label: String) -> ConstraintMakerFinalizable {
        description.label = label
        return self
    }

    /// The line's constraint, to keep for later updates (`topConstraint = make.top.equalTo(…).constraint`).
    /// Reading it builds the constraint; changes written on the line afterwards are not seen.
    /// A line whose problem was reported gives an empty constraint that does nothing.
    public var constraint: Constraint {
        description.constraintOrEmpty
    }
}
