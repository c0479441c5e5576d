import Foundation

/// What `taut check` reports about a laid-out ``LayoutFileScene``: the required constraints
/// that conflict, and the views whose frames are not determined.
public struct LayoutFileCheck {
    /// The file that was checked.
    public var file: LayoutFile
    /// One diagnostic per required constraint that was left out; its ``LayoutDiagnostic/constraints``
    /// start with the constraint left out, followed by the minimal set it conflicts with.
    public var conflicts: [LayoutDiagnostic]
    /// The views and guides whose position or size is not determined.
    public var ambiguous: [AmbiguityReport.Entry]
    /// The other diagnostics of the build and layout (constraints refused as invalid, and
    /// the like), which also make the layout unclean.
    public var otherDiagnostics: [LayoutDiagnostic]
    /// For each constraint made from the file, the entry it came from.
    public var sources: [ObjectIdentifier: LayoutFileConstraint]

    /// Creates a report.
    public init(file: LayoutFile, conflicts: [LayoutDiagnostic], ambiguous: [AmbiguityReport.Entry],
                otherDiagnostics: [LayoutDiagnostic] = [], sources: [ObjectIdentifier: LayoutFileConstraint]) {
        self.file = file
        self.conflicts = conflicts
        self.ambiguous = ambiguous
        self.otherDiagnostics = otherDiagnostics
        self.sources = sources
    }

    /// Whether the layout is conflict-free and fully determined.
    public var isClean: Bool { conflicts.isEmpty && ambiguous.isEmpty && otherDiagnostics.isEmpty }

    /// Where a constraint comes from: `path:line` for the file's own constraints, the
    /// constraint's recorded location for others, or `made by Taut`.
    public func origin(of constraint: LayoutConstraint) -> String {
        if let source = sources[ObjectIdentifier(constraint)] {
            return "\(source.position.file):\(source.position.line)"
        }
        if let location = constraint.location { return location.description }
        return "made by Taut"
    }

    /// The report as lines of text: ``conflictLines``, ``ambiguityLines`` and
    /// ``diagnosticLines``, or a single
    /// `OK` line when the layout is clean.
    public var lines: [String] {
        guard !isClean else {
            return ["\(file.path): OK: no conflicts, every frame determined"]
        }
        return conflictLines + ambiguityLines + diagnosticLines
    }

    /// One line per other diagnostic: `path:line: kind: message` when the diagnostic is
    /// about a constraint of the file, `path: kind: message` otherwise.
    public var diagnosticLines: [String] {
        otherDiagnostics.map { diagnostic in
            let constraint = diagnostic.leftOutConstraint ?? diagnostic.constraints.first
            let source = constraint.flatMap { sources[ObjectIdentifier($0)] }
            let place = source.map { "\($0.position.file):\($0.position.line)" } ?? file.path
            return "\(place): \(diagnostic.kind): \(diagnostic.message)"
        }
    }

    /// For each conflict, a header line, then one line per constraint involved (the one left
    /// out first) with its `file:line` and its equation.
    public var conflictLines: [String] {
        var lines: [String] = []
        for (index, conflict) in conflicts.enumerated() {
            lines.append("\(file.path): conflict \(index + 1) of \(conflicts.count): "
                         + "a required constraint cannot be satisfied and was left out")
            let leftOut = conflict.leftOutConstraint ?? conflict.constraints.first
            for constraint in conflict.constraints {
                let role = constraint === leftOut ? "left out:      " : "conflicts with:"
                lines.append("  \(role) \(origin(of: constraint)): \(entryText(for: constraint))")
            }
        }
        return lines
    }

    /// One line per ambiguous view or guide, with the attributes left free.
    public var ambiguityLines: [String] {
        ambiguous.map { entry in
            let free = entry.attributes.map(\.name).joined(separator: ", ")
            return "\(file.path): ambiguous: \(entry.name) (\(free) not determined)"
        }
    }

    /// The constraint's equation, with the file entry it came from when that entry is a
    /// visual format (`… from "H:|-[a]-|"`).
    private func entryText(for constraint: LayoutConstraint) -> String {
        // Constraints made elsewhere keep their whole description (location, role).
        guard sources[ObjectIdentifier(constraint)] != nil else { return constraint.description }
        var text = constraint.equationText
        if let source = sources[ObjectIdentifier(constraint)], source.kind == .visualFormat {
            text += "  (from \"\(source.text)\")"
        }
        return text
    }
}

extension LayoutConstraint {
    /// The equation alone, without the identifier, source location, label or role that
    /// ``description`` adds: `name.leading == avatar.trailing + 12 @750`.
    var equationText: String {
        var text = "\(firstAnchor) \(relation.symbol) "
        if let secondAnchor {
            text += secondAnchor.description
            if multiplier != 1 { text += " * \(formatLayoutNumber(multiplier))" }
            if constant > 0 { text += " + \(formatLayoutNumber(constant))" }
            if constant < 0 { text += " - \(formatLayoutNumber(-constant))" }
        } else {
            text += formatLayoutNumber(constant)
        }
        if priority != .required { text += " @\(priority)" }
        return text
    }
}
