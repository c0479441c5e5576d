import Foundation

extension LayoutDiagnostic.Kind {
    /// A distribution or alignment helper was given too few views (distribution needs two,
    /// alignment and matching need one), or views without a common superview. Nothing was made.
    public static let invalidDistribution = LayoutDiagnostic.Kind(rawValue: "invalidDistribution")
}
