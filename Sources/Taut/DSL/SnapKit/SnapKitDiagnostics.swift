import Foundation

/// Reports the problems the SnapKit-style DSL finds itself (before any layout constraint
/// exists), each naming the line, its label and the file and line where it was written.
enum SnapKitDiagnostics {
    /// Reports `problem` about `description`'s line:
    /// `title.top.equalToSuperview(…) (ProfileView.swift:42, "titleTop"): title has no superview; …`.
    static func report(_ kind: LayoutDiagnostic.Kind, _ description: ConstraintDescription, _ problem: String,
                       constraints: [LayoutConstraint] = []) {
        LayoutDiagnostics.report(LayoutDiagnostic(
            kind: kind,
            message: "\(description.readableLine)\(description.sourceSuffix): \(problem).",
            constraints: constraints,
            location: description.location))
    }
}

extension LayoutDiagnostic.Kind {
    /// A SnapKit line compared a width or height with a constant and gave a multiplier: Taut
    /// multiplied the constant (SnapKit silently drops the multiplier).
    public static let multiplierOnConstant = LayoutDiagnostic.Kind(rawValue: "multiplierOnConstant")
}
