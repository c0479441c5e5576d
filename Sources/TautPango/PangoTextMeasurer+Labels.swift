#if SystemText
import Foundation
import Taut

extension PangoTextMeasurer {
    /// Makes this measurer the text measurer of every label in the tree under `root` (the
    /// root included), so that the next layout pass measures their text with Pango and
    /// ``CairoRenderer`` draws it where it was measured. Returns how many labels it changed
    /// (labels that already measure with this measurer are left alone).
    @discardableResult
    public func measureLabels(in root: View) -> Int {
        var count = 0
        var stack = [root]
        while let view = stack.popLast() {
            if let label = view as? Label, (label.textMeasurer as? PangoTextMeasurer) !== self {
                label.textMeasurer = self
                count += 1
            }
            stack.append(contentsOf: view.subviews)
        }
        return count
    }
}
#endif
