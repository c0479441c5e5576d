import Foundation

// UIKit's named colours. The fixed ones are the values UIKit's class properties document
// ("A color object whose RGB values are 1.0, 0.5, and 0.0 ..."); the system and semantic
// ones are the light and dark values of Apple's Human Interface Guidelines ("Color",
// iOS, default contrast), as 0...255 components and opacity.

extension Color {
    // MARK: Fixed colours (the same in both appearances).

    /// Black: grayscale 0, opaque.
    public static let black = Color(white: 0, alpha: 1)
    /// Dark grey: grayscale 1/3.
    public static let darkGray = Color(white: 1.0 / 3.0, alpha: 1)
    /// Light grey: grayscale 2/3.
    public static let lightGray = Color(white: 2.0 / 3.0, alpha: 1)
    /// White: grayscale 1.
    public static let white = Color(white: 1, alpha: 1)
    /// Grey: grayscale 0.5.
    public static let gray = Color(white: 0.5, alpha: 1)
    /// Red: RGB 1, 0, 0.
    public static let red = Color(red: 1, green: 0, blue: 0, alpha: 1)
    /// Green: RGB 0, 1, 0.
    public static let green = Color(red: 0, green: 1, blue: 0, alpha: 1)
    /// Blue: RGB 0, 0, 1.
    public static let blue = Color(red: 0, green: 0, blue: 1, alpha: 1)
    /// Cyan: RGB 0, 1, 1.
    public static let cyan = Color(red: 0, green: 1, blue: 1, alpha: 1)
    /// Yellow: RGB 1, 1, 0.
    public static let yellow = Color(red: 1, green: 1, blue: 0, alpha: 1)
    /// Magenta: RGB 1, 0, 1.
    public static let magenta = Color(red: 1, green: 0, blue: 1, alpha: 1)
    /// Orange: RGB 1, 0.5, 0.
    public static let orange = Color(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// Purple: RGB 0.5, 0, 0.5.
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// Brown: RGB 0.6, 0.4, 0.2.
    public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    /// Transparent: grayscale 0 with opacity 0.
    public static let clear = Color(white: 0, alpha: 0)
    /// Text on dark backgrounds: white at 60 % opacity.
    public static let lightText = Color(white: 1, alpha: 0.6)
    /// Text on light backgrounds: black.
    public static let darkText = Color(white: 0, alpha: 1)

    // MARK: System colours (light / dark).

    /// System red: 255, 59, 48 (dark 255, 69, 58).
    public static let systemRed = Color(light: (255, 59, 48, 1), dark: (255, 69, 58, 1))
    /// System orange: 255, 149, 0 (dark 255, 159, 10).
    public static let systemOrange = Color(light: (255, 149, 0, 1), dark: (255, 159, 10, 1))
    /// System yellow: 255, 204, 0 (dark 255, 214, 10).
    public static let systemYellow = Color(light: (255, 204, 0, 1), dark: (255, 214, 10, 1))
    /// System green: 52, 199, 89 (dark 48, 209, 88).
    public static let systemGreen = Color(light: (52, 199, 89, 1), dark: (48, 209, 88, 1))
    /// System mint: 0, 199, 190 (dark 99, 230, 226).
    public static let systemMint = Color(light: (0, 199, 190, 1), dark: (99, 230, 226, 1))
    /// System teal: 48, 176, 199 (dark 64, 200, 224).
    public static let systemTeal = Color(light: (48, 176, 199, 1), dark: (64, 200, 224, 1))
    /// System cyan: 50, 173, 230 (dark 100, 210, 255).
    public static let systemCyan = Color(light: (50, 173, 230, 1), dark: (100, 210, 255, 1))
    /// System blue, the default tint: 0, 122, 255 (dark 10, 132, 255).
    public static let systemBlue = Color(light: (0, 122, 255, 1), dark: (10, 132, 255, 1))
    /// System indigo: 88, 86, 214 (dark 94, 92, 230).
    public static let systemIndigo = Color(light: (88, 86, 214, 1), dark: (94, 92, 230, 1))
    /// System purple: 175, 82, 222 (dark 191, 90, 242).
    public static let systemPurple = Color(light: (175, 82, 222, 1), dark: (191, 90, 242, 1))
    /// System pink: 255, 45, 85 (dark 255, 55, 95).
    public static let systemPink = Color(light: (255, 45, 85, 1), dark: (255, 55, 95, 1))
    /// System brown: 162, 132, 94 (dark 172, 142, 104).
    public static let systemBrown = Color(light: (162, 132, 94, 1), dark: (172, 142, 104, 1))
    /// System grey: 142, 142, 147 (the same in dark).
    public static let systemGray = Color(light: (142, 142, 147, 1), dark: (142, 142, 147, 1))
    /// System grey 2: 174, 174, 178 (dark 99, 99, 102).
    public static let systemGray2 = Color(light: (174, 174, 178, 1), dark: (99, 99, 102, 1))
    /// System grey 3: 199, 199, 204 (dark 72, 72, 74).
    public static let systemGray3 = Color(light: (199, 199, 204, 1), dark: (72, 72, 74, 1))
    /// System grey 4: 209, 209, 214 (dark 58, 58, 60).
    public static let systemGray4 = Color(light: (209, 209, 214, 1), dark: (58, 58, 60, 1))
    /// System grey 5: 229, 229, 234 (dark 44, 44, 46).
    public static let systemGray5 = Color(light: (229, 229, 234, 1), dark: (44, 44, 46, 1))
    /// System grey 6: 242, 242, 247 (dark 28, 28, 30).
    public static let systemGray6 = Color(light: (242, 242, 247, 1), dark: (28, 28, 30, 1))
    /// The tint colour: system blue in Taut (UIKit resolves it to the view's tint).
    public static let tintColor = systemBlue

    // MARK: Semantic colours (light / dark).

    /// Primary text: black (dark: white).
    public static let label = Color(light: (0, 0, 0, 1), dark: (255, 255, 255, 1))
    /// Secondary text: 60, 60, 67 at 60 % (dark 235, 235, 245 at 60 %).
    public static let secondaryLabel = Color(light: (60, 60, 67, 0.6), dark: (235, 235, 245, 0.6))
    /// Tertiary text: 60, 60, 67 at 30 % (dark 235, 235, 245 at 30 %).
    public static let tertiaryLabel = Color(light: (60, 60, 67, 0.3), dark: (235, 235, 245, 0.3))
    /// Quaternary text: 60, 60, 67 at 18 % (dark 235, 235, 245 at 16 %).
    public static let quaternaryLabel = Color(light: (60, 60, 67, 0.18), dark: (235, 235, 245, 0.16))
    /// Placeholder text: 60, 60, 67 at 30 % (dark 235, 235, 245 at 30 %).
    public static let placeholderText = Color(light: (60, 60, 67, 0.3), dark: (235, 235, 245, 0.3))
    /// Links: 0, 122, 255 (dark 9, 132, 255).
    public static let link = Color(light: (0, 122, 255, 1), dark: (9, 132, 255, 1))
    /// Thin separators, drawn over content: 60, 60, 67 at 29 % (dark 84, 84, 88 at 60 %).
    public static let separator = Color(light: (60, 60, 67, 0.29), dark: (84, 84, 88, 0.6))
    /// Opaque separators: 198, 198, 200 (dark 56, 56, 58).
    public static let opaqueSeparator = Color(light: (198, 198, 200, 1), dark: (56, 56, 58, 1))

    /// The main background: white (dark: black).
    public static let systemBackground = Color(light: (255, 255, 255, 1), dark: (0, 0, 0, 1))
    /// Content over the main background: 242, 242, 247 (dark 28, 28, 30).
    public static let secondarySystemBackground = Color(light: (242, 242, 247, 1), dark: (28, 28, 30, 1))
    /// Content over the secondary background: white (dark 44, 44, 46).
    public static let tertiarySystemBackground = Color(light: (255, 255, 255, 1), dark: (44, 44, 46, 1))
    /// Grouped tables' background: 242, 242, 247 (dark: black).
    public static let systemGroupedBackground = Color(light: (242, 242, 247, 1), dark: (0, 0, 0, 1))
    /// Grouped content: white (dark 28, 28, 30).
    public static let secondarySystemGroupedBackground = Color(light: (255, 255, 255, 1), dark: (28, 28, 30, 1))
    /// Content over grouped content: 242, 242, 247 (dark 44, 44, 46).
    public static let tertiarySystemGroupedBackground = Color(light: (242, 242, 247, 1), dark: (44, 44, 46, 1))

    /// Fills of thin and small shapes: 120, 120, 128 at 20 % (dark at 36 %).
    public static let systemFill = Color(light: (120, 120, 128, 0.2), dark: (120, 120, 128, 0.36))
    /// Fills of medium shapes: 120, 120, 128 at 16 % (dark at 32 %).
    public static let secondarySystemFill = Color(light: (120, 120, 128, 0.16), dark: (120, 120, 128, 0.32))
    /// Fills of large shapes: 118, 118, 128 at 12 % (dark at 24 %).
    public static let tertiarySystemFill = Color(light: (118, 118, 128, 0.12), dark: (118, 118, 128, 0.24))
    /// Fills of large areas with complex content: 116, 116, 128 at 8 % (dark 118, 118, 128 at 18 %).
    public static let quaternarySystemFill = Color(light: (116, 116, 128, 0.08), dark: (118, 118, 128, 0.18))
}
