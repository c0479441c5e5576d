#if SystemText
import CPangoCairo
import Foundation

/// A colour as Cairo paints it (red, green, blue, alpha in 0...1), read from the CSS colours
/// of a `LayoutSnapshot`: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa` or a CSS colour name.
struct CairoColor: Hashable, Sendable {
    var red: Double
    var green: Double
    var blue: Double
    var alpha: Double

    /// The colour `css` names, or `nil` for text that is not a colour this reader knows.
    init?(css: String) {
        let text = css.trimmingCharacters(in: .whitespaces).lowercased()
        if text.hasPrefix("#") {
            let digits = Array(text.dropFirst()).compactMap { $0.hexDigitValue }
            guard digits.count == text.count - 1 else { return nil }
            switch digits.count {
            case 3, 4:
                let values = digits.map { Double($0 * 17) / 255 }
                self.init(red: values[0], green: values[1], blue: values[2], alpha: values.count == 4 ? values[3] : 1)
            case 6, 8:
                let values = stride(from: 0, to: digits.count, by: 2).map { Double(digits[$0] * 16 + digits[$0 + 1]) / 255 }
                self.init(red: values[0], green: values[1], blue: values[2], alpha: values.count == 4 ? values[3] : 1)
            default:
                return nil
            }
            return
        }
        if text == "transparent" {
            self.init(red: 0, green: 0, blue: 0, alpha: 0)
            return
        }
        guard let hex = Self.names[text], let color = CairoColor(css: hex) else { return nil }
        self = color
    }

    init(red: Double, green: Double, blue: Double, alpha: Double) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Makes this colour, its alpha multiplied by `opacity`, the source of `cairo`.
    func set(on cairo: OpaquePointer, opacity: Double = 1) {
        cairo_set_source_rgba(cairo, red, green, blue, alpha * opacity)
    }

    /// The CSS colour names (CSS Color Module Level 4's basic and extended keywords most used
    /// in layouts); others are not colours to this reader.
    static let names: [String: String] = [
        "black": "#000000", "white": "#ffffff", "red": "#ff0000", "green": "#008000", "blue": "#0000ff",
        "yellow": "#ffff00", "orange": "#ffa500", "purple": "#800080", "pink": "#ffc0cb", "brown": "#a52a2a",
        "gray": "#808080", "grey": "#808080", "silver": "#c0c0c0", "maroon": "#800000", "olive": "#808000",
        "lime": "#00ff00", "aqua": "#00ffff", "cyan": "#00ffff", "teal": "#008080", "navy": "#000080",
        "fuchsia": "#ff00ff", "magenta": "#ff00ff", "tomato": "#ff6347", "gold": "#ffd700", "coral": "#ff7f50",
        "salmon": "#fa8072", "crimson": "#dc143c", "indigo": "#4b0082", "violet": "#ee82ee", "orchid": "#da70d6",
        "plum": "#dda0dd", "khaki": "#f0e68c", "beige": "#f5f5dc", "ivory": "#fffff0", "lavender": "#e6e6fa",
        "skyblue": "#87ceeb", "steelblue": "#4682b4", "royalblue": "#4169e1", "dodgerblue": "#1e90ff",
        "lightblue": "#add8e6", "lightgray": "#d3d3d3", "lightgrey": "#d3d3d3", "darkgray": "#a9a9a9",
        "darkgrey": "#a9a9a9", "dimgray": "#696969", "whitesmoke": "#f5f5f5", "gainsboro": "#dcdcdc",
        "seagreen": "#2e8b57", "forestgreen": "#228b22", "limegreen": "#32cd32", "lightgreen": "#90ee90",
        "darkgreen": "#006400", "darkblue": "#00008b", "darkred": "#8b0000", "darkorange": "#ff8c00",
        "orangered": "#ff4500", "hotpink": "#ff69b4", "deeppink": "#ff1493", "turquoise": "#40e0d0",
        "chocolate": "#d2691e", "tan": "#d2b48c", "wheat": "#f5deb3", "slategray": "#708090",
        "midnightblue": "#191970", "cornflowerblue": "#6495ed", "goldenrod": "#daa520", "sienna": "#a0522d",
        "mintcream": "#f5fffa", "aliceblue": "#f0f8ff", "honeydew": "#f0fff0", "linen": "#faf0e6",
    ]
}
#endif
