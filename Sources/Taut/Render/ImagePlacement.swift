import Foundation

/// Where an image view draws its image: the image's size placed in the view's bounds by its
/// ``View/ContentMode``, as UIKit's `UIImageView` places it.
enum ImagePlacement {
    /// The rectangle of an image of `imageSize` drawn in `bounds` with `mode`. Scaling modes
    /// keep the image centred; `.scaleAspectFill` may overflow the bounds (it is clipped only
    /// when the view clips). An image with an empty size fills nothing.
    static func rect(of imageSize: CGSize, in bounds: CGRect, mode: View.ContentMode) -> CGRect {
        guard imageSize.width > 0, imageSize.height > 0 else { return CGRect(origin: bounds.origin, size: .zero) }
        func centred(_ size: CGSize) -> CGRect {
            CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
        }
        let w = imageSize.width, h = imageSize.height
        switch mode {
        case .scaleToFill, .redraw:
            return bounds
        case .scaleAspectFit, .scaleAspectFill:
            let fit = Swift.min(bounds.width / w, bounds.height / h)
            let fill = Swift.max(bounds.width / w, bounds.height / h)
            let scale = mode == .scaleAspectFit ? fit : fill
            return centred(CGSize(width: w * scale, height: h * scale))
        case .center:
            return centred(imageSize)
        case .top:
            return CGRect(x: bounds.midX - w / 2, y: bounds.minY, width: w, height: h)
        case .bottom:
            return CGRect(x: bounds.midX - w / 2, y: bounds.maxY - h, width: w, height: h)
        case .left:
            return CGRect(x: bounds.minX, y: bounds.midY - h / 2, width: w, height: h)
        case .right:
            return CGRect(x: bounds.maxX - w, y: bounds.midY - h / 2, width: w, height: h)
        case .topLeft:
            return CGRect(x: bounds.minX, y: bounds.minY, width: w, height: h)
        case .topRight:
            return CGRect(x: bounds.maxX - w, y: bounds.minY, width: w, height: h)
        case .bottomLeft:
            return CGRect(x: bounds.minX, y: bounds.maxY - h, width: w, height: h)
        case .bottomRight:
            return CGRect(x: bounds.maxX - w, y: bounds.maxY - h, width: w, height: h)
        }
    }
}
