import Foundation
import XCTest
@testable import Taut

final class AppearanceLayerTests: XCTestCase {
    func testCoreAnimationDefaults() {
        let layer = Layer()
        XCTAssertEqual(layer.cornerRadius, 0)
        XCTAssertEqual(layer.borderWidth, 0)
        XCTAssertEqual(layer.borderColor, .black)
        XCTAssertFalse(layer.masksToBounds)
        XCTAssertEqual(layer.shadowColor, .black)
        XCTAssertEqual(layer.shadowOpacity, 0)
        XCTAssertEqual(layer.shadowOffset, CGSize(width: 0, height: -3))
        XCTAssertEqual(layer.shadowRadius, 3)
        XCTAssertEqual(layer.opacity, 1)
        XCTAssertEqual(layer.maskedCorners.rawValue, 15)
        XCTAssertEqual(layer.cornerCurve, .circular)
        XCTAssertNil(layer.sublayers)
    }

    func testAViewsLayerIsTheView() {
        let view = View(frame: CGRect(x: 5, y: 6, width: 70, height: 80))
        view.layer.backgroundColor = Color.systemTeal.cgColor
        XCTAssertEqual(view.backgroundColor, .systemTeal)
        view.backgroundColor = .systemIndigo
        XCTAssertEqual(view.layer.backgroundColor, .systemIndigo)
        view.layer.opacity = 0.25
        XCTAssertEqual(view.alpha, 0.25)
        view.alpha = 0.75
        XCTAssertEqual(view.layer.opacity, 0.75)
        view.layer.isHidden = true
        XCTAssertTrue(view.isHidden)
        XCTAssertEqual(view.layer.frame, CGRect(x: 5, y: 6, width: 70, height: 80))
        XCTAssertEqual(view.layer.bounds, CGRect(x: 0, y: 0, width: 70, height: 80))
        view.layer.masksToBounds = true
        XCTAssertTrue(view.clipsToBounds)
        view.clipsToBounds = false
        XCTAssertFalse(view.layer.masksToBounds)
        XCTAssertTrue(view.layer === view.layer)  // made once
    }

    func testCornersShadowAndSublayers() {
        let view = View()
        view.layer.maskedCorners = [.layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        XCTAssertEqual(view.layer.maskedCorners.rawValue, 12)
        view.layer.cornerCurve = .continuous
        view.layer.shadowOpacity = 0.3
        view.layer.shadowOffset = CGSize(width: 0, height: 2)
        view.layer.shadowRadius = 6
        view.layer.shadowColor = Color.black.cgColor
        XCTAssertEqual(view.layer.shadowOpacity, 0.3)
        XCTAssertEqual(view.layer.shadowRadius, 6)
        XCTAssertEqual(view.layer.cornerCurve.rawValue, "continuous")
        // A standalone layer keeps its own frame and colour.
        let line = Layer()
        line.frame = CGRect(x: 0, y: 43, width: 320, height: 1)
        line.backgroundColor = Color.separator.cgColor
        view.layer.addSublayer(line)
        let other = Layer()
        view.layer.insertSublayer(other, at: 0)
        XCTAssertEqual(view.layer.sublayers?.count, 2)
        XCTAssertTrue(view.layer.sublayers?.first === other)
        XCTAssertTrue(line.superlayer === view.layer)
        XCTAssertEqual(line.frame, CGRect(x: 0, y: 43, width: 320, height: 1))
        XCTAssertEqual(line.backgroundColor, .separator)
        line.removeFromSuperlayer()
        other.removeFromSuperlayer()
        XCTAssertNil(view.layer.sublayers)
        XCTAssertNil(line.superlayer)
    }

    func testInitLayerCopiesTheDrawingProperties() {
        let view = View(frame: CGRect(x: 1, y: 2, width: 30, height: 40))
        view.backgroundColor = .systemMint
        view.layer.cornerRadius = 6
        view.layer.borderWidth = 1.5
        let copy = Layer(layer: view.layer)
        XCTAssertEqual(copy.frame, CGRect(x: 1, y: 2, width: 30, height: 40))
        XCTAssertEqual(copy.backgroundColor, .systemMint)
        XCTAssertEqual(copy.cornerRadius, 6)
        XCTAssertEqual(copy.borderWidth, 1.5)
        // The copy is not tied to the view.
        copy.cornerRadius = 2
        XCTAssertEqual(view.layer.cornerRadius, 6)
        XCTAssertEqual(Layer(layer: "not a layer").cornerRadius, 0)
    }

    func testStandaloneLayerBadValues() {
        let layer = Layer()
        let diagnostics = LayoutDiagnostics.collect {
            layer.opacity = .nan
            layer.shadowRadius = -1
            layer.shadowOpacity = .nan
        }
        XCTAssertEqual(diagnostics.map(\.kind), [.invalidViewValue, .invalidViewValue, .invalidViewValue])
        XCTAssertEqual(layer.opacity, 1)
        XCTAssertEqual(layer.shadowRadius, 0)
        XCTAssertEqual(layer.shadowOpacity, 0)
        XCTAssertEqual(diagnostics.first?.message, "opacity of a layer was nan; using 1.0")
    }
}
