import Foundation
import XCTest
@testable import Taut

final class AppearanceColorTests: XCTestCase {
    private func components(_ color: Color) -> [CGFloat] {
        var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
        XCTAssertTrue(color.getRed(&r, green: &g, blue: &b, alpha: &a))
        return [r, g, b, a]
    }

    private func assertComponents(_ color: Color, _ expected: [CGFloat], accuracy: CGFloat = 1e-9,
                                  file: StaticString = #filePath, line: UInt = #line) {
        let actual = components(color)
        for (a, e) in zip(actual, expected) { XCTAssertEqual(a, e, accuracy: accuracy, file: file, line: line) }
    }

    func testNamedColoursHaveUIKitsComponents() {
        assertComponents(.black, [0, 0, 0, 1])
        assertComponents(.white, [1, 1, 1, 1])
        assertComponents(.darkGray, [1.0 / 3, 1.0 / 3, 1.0 / 3, 1])
        assertComponents(.lightGray, [2.0 / 3, 2.0 / 3, 2.0 / 3, 1])
        assertComponents(.gray, [0.5, 0.5, 0.5, 1])
        assertComponents(.red, [1, 0, 0, 1])
        assertComponents(.green, [0, 1, 0, 1])
        assertComponents(.blue, [0, 0, 1, 1])
        assertComponents(.cyan, [0, 1, 1, 1])
        assertComponents(.yellow, [1, 1, 0, 1])
        assertComponents(.magenta, [1, 0, 1, 1])
        assertComponents(.orange, [1, 0.5, 0, 1])
        assertComponents(.purple, [0.5, 0, 0.5, 1])
        assertComponents(.brown, [0.6, 0.4, 0.2, 1])
        assertComponents(.clear, [0, 0, 0, 0])
    }

    func testSystemAndSemanticColoursLightValues() {
        // Apple's HIG, light appearance, as 0...255 components.
        assertComponents(.systemRed, [1, 59.0 / 255, 48.0 / 255, 1])
        assertComponents(.systemBlue, [0, 122.0 / 255, 1, 1])
        assertComponents(.systemGray6, [242.0 / 255, 242.0 / 255, 247.0 / 255, 1])
        assertComponents(.label, [0, 0, 0, 1])
        assertComponents(.secondaryLabel, [60.0 / 255, 60.0 / 255, 67.0 / 255, 0.6])
        assertComponents(.systemBackground, [1, 1, 1, 1])
        assertComponents(.secondarySystemBackground, [242.0 / 255, 242.0 / 255, 247.0 / 255, 1])
        assertComponents(.separator, [60.0 / 255, 60.0 / 255, 67.0 / 255, 0.29])
        assertComponents(.opaqueSeparator, [198.0 / 255, 198.0 / 255, 200.0 / 255, 1])
        assertComponents(.systemFill, [120.0 / 255, 120.0 / 255, 128.0 / 255, 0.2])
        XCTAssertEqual(Color.systemBlue.description, "rgba(0, 122, 255, 1)")
    }

    func testDarkValuesThroughResolvedColor() {
        let dark = TraitCollection(userInterfaceStyle: .dark)
        assertComponents(Color.systemBackground.resolvedColor(with: dark), [0, 0, 0, 1])
        assertComponents(Color.label.resolvedColor(with: dark), [1, 1, 1, 1])
        assertComponents(Color.systemBlue.resolvedColor(with: dark), [10.0 / 255, 132.0 / 255, 1, 1])
        // Light traits (or unspecified) give the light value; a fixed colour is itself.
        assertComponents(Color.label.resolvedColor(with: TraitCollection(userInterfaceStyle: .light)), [0, 0, 0, 1])
        XCTAssertTrue(Color.red.resolvedColor(with: dark) === Color.red)
    }

    func testDynamicProviderIsResolvedLightAndDark() {
        var calls: [UserInterfaceStyle] = []
        let color = Color { traits in
            calls.append(traits.userInterfaceStyle)
            return traits.userInterfaceStyle == .dark ? .white : .black
        }
        XCTAssertEqual(calls, [.light, .dark])
        assertComponents(color, [0, 0, 0, 1])  // laid out and drawn in light
        assertComponents(color.resolvedColor(with: TraitCollection(userInterfaceStyle: .dark)), [1, 1, 1, 1])
    }

    func testInitialisers() {
        assertComponents(Color(white: 0.25, alpha: 0.5), [0.25, 0.25, 0.25, 0.5])
        // Out-of-range and NaN components are clamped (NaN reads as 0).
        assertComponents(Color(red: 1.5, green: -1, blue: .nan, alpha: 2), [1, 0, 0, 1])
        // HSB: hue 1/3 is green; hue 0.5 with half saturation: p = 1 × (1 − 0.5) = 0.5 → (0.5, 1, 1).
        assertComponents(Color(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 1), [0, 1, 0, 1])
        assertComponents(Color(hue: 0.5, saturation: 0.5, brightness: 1, alpha: 1), [0.5, 1, 1, 1])
        assertComponents(Color(hue: 1.25, saturation: 1, brightness: 0.5, alpha: 1), [0.5 * 0.5, 0.5, 0, 1])  // hue 0.25
        // Display P3 white and black are sRGB white and black; P3's pure red is outside sRGB
        // and clamps to sRGB red.
        assertComponents(Color(displayP3Red: 1, green: 1, blue: 1, alpha: 1), [1, 1, 1, 1], accuracy: 1e-6)
        assertComponents(Color(displayP3Red: 0, green: 0, blue: 0, alpha: 1), [0, 0, 0, 1])
        assertComponents(Color(displayP3Red: 1, green: 0, blue: 0, alpha: 1), [1, 0, 0, 1])
        XCTAssertNil(Color(named: "BrandBlue"))
        XCTAssertNil(Color(named: "BrandBlue", in: nil, compatibleWith: nil))
    }

    func testAlphaComponentCGColorAndHue() {
        let translucent = Color.systemRed.withAlphaComponent(0.5)
        assertComponents(translucent, [1, 59.0 / 255, 48.0 / 255, 0.5])
        // The dark value keeps the new alpha too.
        assertComponents(translucent.resolvedColor(with: TraitCollection(userInterfaceStyle: .dark)),
                         [1, 69.0 / 255, 58.0 / 255, 0.5])
        XCTAssertTrue(Color.red.cgColor === Color.red)
        XCTAssertEqual(Color(cgColor: Color.orange.cgColor), .orange)
        var h: CGFloat = -1, s: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
        // Orange (1, 0.5, 0): max 1 (red), delta 1, h = (0.5 − 0) / 1 / 6 = 1/12.
        XCTAssertTrue(Color.orange.getHue(&h, saturation: &s, brightness: &b, alpha: &a))
        XCTAssertEqual(h, 1.0 / 12, accuracy: 1e-9)
        XCTAssertEqual([s, b, a], [1, 1, 1])
        // nil pointers are skipped.
        XCTAssertTrue(Color.red.getRed(nil, green: nil, blue: nil, alpha: nil))
    }

    func testEqualityHashingAndCSS() {
        XCTAssertEqual(Color(red: 1, green: 0, blue: 0, alpha: 1), .red)
        XCTAssertEqual(Set([Color.red, Color(red: 1, green: 0, blue: 0, alpha: 1), .blue]).count, 2)
        // The same light value with a different dark value is a different colour.
        XCTAssertNotEqual(Color.black, .label)
        XCTAssertEqual(Color.systemBlue.cssHex, "#007aff")
        XCTAssertEqual(Color.separator.cssHex, "#3c3c434a")  // 0.29 × 255 = 73.95 → 74 = 0x4a
        XCTAssertEqual(Color.clear.cssHex, "#00000000")
    }

    func testViewAppearanceStorageAndTint() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = View()
        root.addSubview(child)
        XCTAssertNil(root.backgroundColor)
        root.backgroundColor = .systemGroupedBackground
        XCTAssertEqual(root.backgroundColor, .systemGroupedBackground)
        // The tint is inherited until set.
        XCTAssertEqual(child.tintColor, .systemBlue)
        root.tintColor = .systemPink
        XCTAssertEqual(child.tintColor, .systemPink)
        child.tintColor = .systemGreen
        XCTAssertEqual(child.tintColor, .systemGreen)
    }
}
