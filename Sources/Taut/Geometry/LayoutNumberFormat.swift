import Foundation

/// Formats a layout number for descriptions and diagnostics: integers without a fraction
/// (`12`), other values with at most four decimals (`0.3333`).
func formatLayoutNumber(_ value: CGFloat) -> String {
    let x = Double(value)
    if x.isNaN { return "nan" }
    if x.isInfinite { return x > 0 ? "inf" : "-inf" }
    if x == x.rounded(), abs(x) < 1e15 { return String(Int64(x)) }
    var s = String(format: "%.4f", x)
    while s.hasSuffix("0") { s.removeLast() }
    if s.hasSuffix(".") { s.removeLast() }
    return s
}
