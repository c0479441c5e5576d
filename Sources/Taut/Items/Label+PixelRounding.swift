import Foundation

extension Label {
    /// `size` rounded up to the pixel grid when the label's tree rounds its layout
    /// (``View/roundsLayoutToPixels``), as `UILabel`'s intrinsic content size is, else
    /// unchanged.
    ///
    /// Source: swift-snapshot-testing's `testTraits` reference files, recorded on iOS (UIKit's
    /// `recursiveDescription`): the same labels measure 53 × 19.5 ("What's"), 24 × 19.5 ("the")
    /// and 7.5 × 17 ("?") at @2x (iPhone 8, iPhone SE) and 52.6667 × 19.3333, 23.6667 × 19.3333
    /// and 7.33333 × 17 at @3x (iPhone X, iPhone 8 Plus). Rounding to the nearest pixel cannot
    /// give both (a width within (52.5, 52.6667] is 52.5 at @2x to the nearest pixel); rounding
    /// up gives both, so the text's measured size is rounded up to the pixel at the scale.
    func pixelCeiled(_ size: CGSize) -> CGSize {
        guard PixelRounding.isUsed, let scale = pixelRoundingScale.map(Double.init) else { return size }
        return CGSize(width: size.width > 0 && size.width.isFinite ? PixelRounding.up(size.width, scale: scale) : size.width,
                      height: size.height > 0 && size.height.isFinite ? PixelRounding.up(size.height, scale: scale) : size.height)
    }
}
