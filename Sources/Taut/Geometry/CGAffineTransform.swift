import Foundation

#if !canImport(CoreGraphics)
/// An affine transformation matrix for 2-D geometry: Core Graphics' `CGAffineTransform`, which
/// Foundation on Linux does not have (on Apple platforms Taut uses Core Graphics' own).
///
/// The matrix is
///
/// ```
/// | a   b   0 |
/// | c   d   0 |
/// | tx  ty  1 |
/// ```
///
/// and a point `(x, y)` maps to `(a·x + c·y + tx, b·x + d·y + ty)`, as in Core Graphics.
/// ``View/transform`` uses it; layout ignores it (see that property).
public struct CGAffineTransform: Equatable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The entry at row 1, column 1 (the x scale of an unrotated transform).
    public var a: CGFloat
    /// The entry at row 1, column 2.
    public var b: CGFloat
    /// The entry at row 2, column 1.
    public var c: CGFloat
    /// The entry at row 2, column 2 (the y scale of an unrotated transform).
    public var d: CGFloat
    /// The x translation.
    public var tx: CGFloat
    /// The y translation.
    public var ty: CGFloat

    /// Creates a transform from its six entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// Creates a transform whose entries are all zero, as Core Graphics' `init()` does (this is
    /// not the identity: use ``identity``).
    public init() {
        self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
    }

    /// The transform that changes nothing: `a = d = 1`, the rest 0.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A transform that moves points by `(tx, ty)`.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A transform that scales x by `sx` and y by `sy`.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A transform that rotates by `angle` radians (positive angles turn the x axis towards the
    /// y axis: clockwise on a screen, whose y axis points down).
    public init(rotationAngle angle: CGFloat) {
        let cosine = CGFloat(Foundation.cos(Double(angle))), sine = CGFloat(Foundation.sin(Double(angle)))
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Whether this is ``identity``.
    public var isIdentity: Bool { self == .identity }

    /// This transform followed by `t2` (the matrix product `self × t2`): a point is mapped by
    /// `self` first, then by `t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
                          c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
                          tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// A translation by `(tx, ty)` followed by this transform (Core Graphics'
    /// `translatedBy(x:y:)`: the translation is in the transform's own, untransformed space).
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// A scale by `(sx, sy)` followed by this transform.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// A rotation by `angle` radians followed by this transform.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The transform that undoes this one; a transform that cannot be inverted (its
    /// determinant `a·d − b·c` is 0) is returned unchanged, as Core Graphics does.
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return self }
        return CGAffineTransform(a: d / determinant, b: -b / determinant,
                                 c: -c / determinant, d: a / determinant,
                                 tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }

    /// `CGAffineTransform(a: …, b: …, c: …, d: …, tx: …, ty: …)`.
    public var description: String {
        "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))"
    }
}

extension CGPoint {
    /// The point mapped by `t`: `(a·x + c·y + tx, b·x + d·y + ty)`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size mapped by `t` without its translation: `(a·w + c·h, b·w + d·h)` (it can be
    /// negative, as in Core Graphics).
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle holding the four corners of this rectangle mapped by `t` (a
    /// rotated rectangle's bounding box). A null rectangle is returned unchanged.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        guard !isNull else { return self }
        let corners = [CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY),
                       CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY)].map { $0.applying(t) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let left = xs.min() ?? 0, top = ys.min() ?? 0
        return CGRect(x: left, y: top, width: (xs.max() ?? 0) - left, height: (ys.max() ?? 0) - top)
    }
}
#endif
