import Foundation

/// A colour set of an asset catalog (`Name.colorset/Contents.json`), read as Xcode writes it.
///
/// Each entry of `"colors"` has an idiom (`universal`, `iphone`, `ipad`, …), optional
/// `"appearances"` (`luminosity` `light` or `dark`; `contrast` `high` entries are skipped, Taut
/// has no increased-contrast setting) and a `"color"`: a `"color-space"` (`srgb`,
/// `extended-srgb`, `display-p3`, `extended-linear-srgb`, `gray-gamma-22`, `extended-gray`;
/// sRGB when missing or unknown) and `"components"` written in any of Xcode's forms — floats
/// 0...1 (`"0.500"`), 8-bit integers 0...255 (`"128"`) or hexadecimal bytes (`"0x80"`) —
/// or a `"reference"` to a system colour (`"systemBlueColor"`).
struct ColorSet {
    /// One colour of the set.
    struct Entry {
        /// `universal`, `iphone`, `ipad`, …
        var idiom: String
        /// Whether the entry is for the dark appearance (else "any" or light).
        var isDark: Bool
        /// Whether the entry says "light" explicitly.
        var isLight: Bool
        var color: Color
    }

    var entries: [Entry]

    /// Reads the set in `folder`; `nil` (with a diagnostic) when its `Contents.json` cannot
    /// be read.
    init?(folder: String, name: String) {
        let file = (folder as NSString).appendingPathComponent("Contents.json")
        guard let data = FileManager.default.contents(atPath: file),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let colors = json["colors"] as? [[String: Any]] else {
            LayoutDiagnostics.report(LayoutDiagnostic(
                kind: .invalidAssetCatalog,
                message: "the colour set \"\(name)\" has no readable Contents.json with a \"colors\" list at \(file); "
                    + "UIColor(named: \"\(name)\") returns nil"))
            return nil
        }
        var entries: [Entry] = []
        for item in colors {
            let appearances = (item["appearances"] as? [[String: Any]]) ?? []
            var isDark = false, isLight = false, skip = false
            for appearance in appearances {
                let kind = appearance["appearance"] as? String, value = appearance["value"] as? String
                if kind == "luminosity", value == "dark" { isDark = true }
                if kind == "luminosity", value == "light" { isLight = true }
                if kind == "contrast" { skip = true }
            }
            guard !skip, let description = item["color"] as? [String: Any],
                  let color = ColorSet.color(description) else { continue }
            entries.append(Entry(idiom: (item["idiom"] as? String) ?? "universal", isDark: isDark, isLight: isLight,
                                 color: color))
        }
        self.entries = entries
    }

    /// The set's colour for `idiom`: the entries of the device's own idiom when it has any,
    /// else the universal ones; the dark entry as the dark appearance. A set without a light
    /// or "any" entry uses its dark one for both.
    func color(idiom: UserInterfaceIdiom) -> Color? {
        let own = idiom == .pad ? "ipad" : "iphone"
        let chosen = entries.contains { $0.idiom == own } ? entries.filter { $0.idiom == own }
            : entries.filter { $0.idiom == "universal" }
        let light = chosen.first { $0.isLight } ?? chosen.first { !$0.isDark && !$0.isLight }
        let dark = chosen.first { $0.isDark }
        guard let base = light ?? dark else { return nil }
        return Color(light: base.color, dark: dark?.color)
    }

    // MARK: Reading a colour

    static func color(_ description: [String: Any]) -> Color? {
        if let reference = description["reference"] as? String { return systemColor(reference) }
        guard let components = description["components"] as? [String: Any] else { return nil }
        let space = (description["color-space"] as? String) ?? "srgb"
        let alpha = component(components["alpha"], isAlpha: true) ?? 1
        if space == "gray-gamma-22" || space == "extended-gray" || space.contains("gray") {
            guard let white = component(components["white"], isAlpha: false) else { return nil }
            return Color(white: white, alpha: alpha)
        }
        guard let red = component(components["red"], isAlpha: false),
              let green = component(components["green"], isAlpha: false),
              let blue = component(components["blue"], isAlpha: false) else { return nil }
        switch space {
        case "display-p3", "extended-display-p3":
            return Color(displayP3Red: red, green: green, blue: blue, alpha: alpha)
        case "extended-linear-srgb", "linear-srgb":
            return Color(red: encoded(red), green: encoded(green), blue: encoded(blue), alpha: alpha)
        default:
            return Color(red: red, green: green, blue: blue, alpha: alpha)
        }
    }

    /// A component in Xcode's forms: `"0x80"` (a byte), `"0.502"` (a float), `"128"` (an
    /// 8-bit integer; for the opacity, `"1"` and `"0"` are the float ends), or a JSON number
    /// (a float when at most 1, else a byte).
    static func component(_ value: Any?, isAlpha: Bool) -> CGFloat? {
        if let text = value as? String {
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if trimmed.lowercased().hasPrefix("0x") {
                guard let byte = Int(trimmed.dropFirst(2), radix: 16) else { return nil }
                return CGFloat(byte) / 255
            }
            if trimmed.contains(".") || trimmed.lowercased().contains("e") {
                return Double(trimmed).map { CGFloat($0) }
            }
            guard let integer = Int(trimmed) else { return nil }
            if isAlpha, integer <= 1 { return CGFloat(integer) }
            return CGFloat(integer) / 255
        }
        let number: Double
        if let double = value as? Double {
            number = double
        } else if let integer = value as? Int {
            number = Double(integer)
        } else if let object = value as? NSNumber {
            number = object.doubleValue
        } else {
            return nil
        }
        return number > 1 ? CGFloat(number) / 255 : CGFloat(number)
    }

    /// The sRGB transfer function, encoded (for linear components).
    private static func encoded(_ value: CGFloat) -> CGFloat {
        let v = Swift.min(Swift.max(value, 0), 1)
        return v <= 0.0031308 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055
    }

    /// A system colour named as Xcode's colour references name them (`"systemBlueColor"`,
    /// `"labelColor"`).
    static func systemColor(_ reference: String) -> Color? {
        let name = reference.hasSuffix("Color") ? String(reference.dropLast(5)) : reference
        let colors: [String: Color] = [
            "black": .black, "white": .white, "clear": .clear, "gray": .gray, "red": .red, "green": .green,
            "blue": .blue, "systemRed": .systemRed, "systemOrange": .systemOrange, "systemYellow": .systemYellow,
            "systemGreen": .systemGreen, "systemMint": .systemMint, "systemTeal": .systemTeal, "systemCyan": .systemCyan,
            "systemBlue": .systemBlue, "systemIndigo": .systemIndigo, "systemPurple": .systemPurple,
            "systemPink": .systemPink, "systemBrown": .systemBrown, "systemGray": .systemGray,
            "label": .label, "secondaryLabel": .secondaryLabel, "tertiaryLabel": .tertiaryLabel,
            "placeholderText": .placeholderText, "link": .link, "separator": .separator,
            "systemBackground": .systemBackground, "secondarySystemBackground": .secondarySystemBackground,
            "systemGroupedBackground": .systemGroupedBackground, "systemFill": .systemFill, "tint": .tintColor,
        ]
        return colors[name]
    }
}
