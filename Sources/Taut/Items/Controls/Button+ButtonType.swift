import Foundation

extension Button {
    /// The kinds of button UIKit offers: UIKit's `UIButton.ButtonType` (raw values are UIKit's).
    ///
    /// Headless, the kind sets the defaults that matter for layout: `.system` and `.custom`
    /// buttons size by their title and image; the icon kinds (`.detailDisclosure`,
    /// `.infoLight`, `.infoDark`, `.contactAdd`) carry a 22 × 22-point image and `.close` a
    /// 30 × 30-point one, the sizes of UIKit's glyphs for them since iOS 7 (info and add
    /// buttons) and iOS 13 (the close button).
    public enum ButtonType: Int, Sendable {
        /// No styling: white title, no tint (what `init(frame:)` makes).
        case custom = 0
        /// The standard button: a title in the tint colour.
        case system = 1
        /// A detail-disclosure (ⓘ) button.
        case detailDisclosure = 2
        /// An information button for light backgrounds.
        case infoLight = 3
        /// An information button for dark backgrounds.
        case infoDark = 4
        /// A button that adds a contact (+).
        case contactAdd = 5
        /// A plain button without background (iOS 15).
        case plain = 6
        /// A close (×) button.
        case close = 7

        /// The pre-iOS 7 name of `.system`.
        public static var roundedRect: ButtonType { .system }

        /// The built-in glyph size of the icon kinds, `nil` for title buttons.
        var glyphSize: CGSize? {
            switch self {
            case .detailDisclosure, .infoLight, .infoDark, .contactAdd: return CGSize(width: 22, height: 22)
            case .close: return CGSize(width: 30, height: 30)
            case .custom, .system, .plain: return nil
            }
        }
    }
}
