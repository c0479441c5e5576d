import Foundation

/// The hint a conflict report adds when the conflict involves the autoresizing constraints of
/// a view that also has constraints of its own: the usual cause is a view whose
/// `translatesAutoresizingMaskIntoConstraints` was left `true` (UIKit's default for views
/// made in code), so its frame is held while the new constraints try to move or size it.
enum AutoresizingHint {
    /// One line per such view (`\nHint: …`), or an empty string.
    static func text(for constraints: [LayoutConstraint]) -> String {
        var views: [View] = []
        for constraint in constraints where constraint.kind == .autoresizing {
            guard let view = constraint.firstItem as? View, view.translatesAutoresizingMaskIntoConstraints,
                  !views.contains(where: { $0 === view }) else { continue }
            let constrained = constraints.contains { other in
                other.kind == .user && other.items.contains { $0 === view }
            }
            if constrained { views.append(view) }
        }
        return views.map { view in
            "\nHint: translatesAutoresizingMaskIntoConstraints is probably still true for \(view.debugName) "
                + "(the default for a view made in code): its frame (\(describe(view.frame))) is held by the "
                + "[autoresizing] constraints above, against the constraints given to it. "
                + "Set \(view.debugName).translatesAutoresizingMaskIntoConstraints = false."
        }.joined()
    }

    private static func describe(_ frame: CGRect) -> String {
        [frame.minX, frame.minY, frame.width, frame.height].map { formatLayoutNumber($0) }.joined(separator: ", ")
    }
}
