import Foundation

extension View {
    /// Attaches a recognizer (moving it from the view it was attached to).
    func attachGestureRecognizer(_ recognizer: GestureRecognizer) {
        if let old = recognizer.attachedView {
            if old === self { return }
            old.removeGestureRecognizer(recognizer)
        }
        madeExtras.gestureRecognizers.append(recognizer)
        recognizer.attachedView = self
    }

    /// Detaches a recognizer attached to this view.
    func detachGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard recognizer.attachedView === self, let extras else { return }
        extras.gestureRecognizers.removeAll { $0 === recognizer }
        recognizer.attachedView = nil
    }

    /// Replaces the attached recognizers with `recognizers` (``gestureRecognizers``' setter).
    func replaceGestureRecognizers(with recognizers: [GestureRecognizer]) {
        for recognizer in extras?.gestureRecognizers ?? [] where !recognizers.contains(where: { $0 === recognizer }) {
            removeGestureRecognizer(recognizer)
        }
        for recognizer in recognizers { addGestureRecognizer(recognizer) }
    }
}
