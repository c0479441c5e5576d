import Foundation

// How Taut treats `View.transform`, as UIKit does: the transform is applied about the view's
// centre after layout and changes only what `frame` reports. Constraints, the engine, `bounds`,
// `center`, `convert(_:to:)`, hit testing and the margins and safe-area guides all use the
// untransformed frame (UIKit's documentation: "the frame is undefined" under a transform and
// Auto Layout works with the untransformed frame). `frame` then returns the bounding box of
// the transformed bounds, which is what UIKit returns; renderers draw that box.
extension View {
    /// The bounding box of the view's bounds turned by `transform` about the centre, in the
    /// superview's coordinates: what ``frame`` reports under a transform. A view 100 × 40 at
    /// (10, 20), scaled by 2, reports (-40, 0, 200, 80); turned by 90°, (40, -10, 40, 100).
    func transformedFrame(_ transform: CGAffineTransform) -> CGRect {
        let size = storedFrame.size
        let box = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height).applying(transform)
        return box.offsetBy(dx: storedFrame.midX, dy: storedFrame.midY)
    }

    /// Sets ``frame`` under a transform other than the identity (UIKit leaves this undefined):
    /// the centre moves so that the transformed box is centred in `frame`; for a scale without
    /// rotation or skew (`b == c == 0`) the size becomes `frame`'s size divided by the scale, so
    /// that reading `frame` back gives `frame`; under other transforms the size is kept.
    func setFrame(_ frame: CGRect, under transform: CGAffineTransform) {
        guard let frame = validatedFrame(frame) else { return }
        var size = storedFrame.size
        if transform.b == 0, transform.c == 0, transform.a != 0, transform.d != 0 {
            size = CGSize(width: frame.width / abs(transform.a), height: frame.height / abs(transform.d))
        }
        let center = CGPoint(x: frame.midX - transform.tx, y: frame.midY - transform.ty)
        setUntransformedFrame(CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2,
                                     width: size.width, height: size.height))
    }

    /// Stores ``transform`` (the identity as `nil`); a transform with a NaN or infinite entry is
    /// refused with an `.invalidViewValue` diagnostic and the old one stays.
    func setTransform(_ transform: CGAffineTransform) {
        let entries = [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]
        guard entries.allSatisfy(\.isFinite) else {
            LayoutDiagnostics.report(LayoutDiagnostic(
                kind: .invalidViewValue,
                message: "Refused the transform \(transform) of \(debugName): its entries must be finite; "
                    + "the view keeps its transform."))
            return
        }
        if transform.isIdentity {
            extras?.transform = nil
        } else {
            madeExtras.transform = transform
        }
    }
}
