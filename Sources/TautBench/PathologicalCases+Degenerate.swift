import Foundation
import Taut

extension PathologicalCase {
    /// `hstack-equalCentering-open`: a horizontal equal-centring stack, baseline-aligned, of `n`
    /// labels reading "row 0" … "row 29" over and over (42.5 and 51 wide, as in
    /// DiagnosticsAmbiguityDegenerateTests), pinned at its leading, top and bottom edges only,
    /// so that its width is open: the spacing inequalities between labels of 51 are all tight
    /// at once, degenerate rows that the ambiguity check settles with its scratch solves.
    /// Phases: adding the labels, first layout (which runs the automatic check),
    /// `ambiguityReport()` (the same reading again, alone), freeing.
    static let openStack = PathologicalCase(name: "hstack-equalCentering-open", defaultSizes: [1000, 10000]) { n in
        var root: View? = View(frame: CGRect(x: 0, y: 0, width: 1_000_000, height: 400))
        var stack: StackView? = StackView()
        if let root, let stack {
            stack.axis = .horizontal
            stack.distribution = .equalCentering
            stack.alignment = .firstBaseline
            root.addSubview(stack)
            stack.translatesAutoresizingMaskIntoConstraints = false
            LayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                stack.topAnchor.constraint(equalTo: root.topAnchor),
                stack.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            ])
        }
        let build = PhaseMark.build { for i in 0..<n { stack?.addArrangedSubview(Label(text: "row \(i % 30)")) } }
        let layout = PhaseMark.firstLayout { _ = LayoutDiagnostics.collect { root?.layoutIfNeeded() } }
        var open = 0
        let report = PhaseMark.ambiguity { open = root?.ambiguityReport().entries.count ?? -1 }
        // Open: the stack's width, spacer 0's width, spacers 1 … n−2 (left and width) and labels
        // 1 … n−1 (left): 1 + 1 + (n − 2) + (n − 1) = 2n − 1 items.
        if open != 2 * n - 1 {
            FileHandle.standardError.write(Data("\(n) labels: \(open) ambiguous items, expected \(2 * n - 1)\n".utf8))
        }
        stack = nil
        let free = PhaseMark.free { root = nil }
        return [("fill", build), ("first layout", layout), ("ambiguity report", report), ("free", free)]
    }
}
