import Foundation

// UIKit's older stretchable images (iOS 2–5's API, still used by apps' chat bubbles).
extension Image {
    /// The same image, stretchable by one point column and row: `leftCapWidth` points stay
    /// unstretched on the left, the next point stretches, the rest stays on the right; likewise
    /// vertically from `topCapHeight`. A cap of 0 leaves that axis with no caps (it stretches
    /// whole). UIKit's `stretchableImage(withLeftCapWidth:topCapHeight:)`: the right cap is
    /// "the width minus the left cap minus 1" (Apple's documentation). Negative caps read as 0.
    public func stretchableImage(withLeftCapWidth leftCapWidth: Int, topCapHeight: Int) -> Image {
        let left = CGFloat(Swift.max(leftCapWidth, 0)), top = CGFloat(Swift.max(topCapHeight, 0))
        let right = left > 0 ? Swift.max(size.width - left - 1, 0) : 0
        let bottom = top > 0 ? Swift.max(size.height - top - 1, 0) : 0
        return resizableImage(withCapInsets: EdgeInsets(top: top, left: left, bottom: bottom, right: right),
                              resizingMode: .stretch)
    }

    /// The left cap of a stretchable image (its cap insets' left edge, in whole points).
    public var leftCapWidth: Int { Int(capInsets.left) }
    /// The top cap of a stretchable image (its cap insets' top edge, in whole points).
    public var topCapHeight: Int { Int(capInsets.top) }
}
