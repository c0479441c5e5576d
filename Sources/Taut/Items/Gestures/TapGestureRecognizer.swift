import Foundation

/// Recognises taps: UIKit's `UITapGestureRecognizer`, a discrete gesture
/// (``GestureRecognizer/recognize(at:)`` ends it at once).
open class TapGestureRecognizer: GestureRecognizer {
    /// The number of taps the gesture needs (1). Stored; a headless tap counts as all of them.
    open var numberOfTapsRequired = 1
    /// The number of fingers the gesture needs (1). Stored; a headless tap counts as all of them.
    open var numberOfTouchesRequired = 1
}
