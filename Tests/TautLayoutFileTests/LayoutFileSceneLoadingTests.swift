import Foundation
import Taut
import TautLayoutFile
import XCTest

/// Loading, building and laying out a layout file through the library module, as an app or
/// a test would, without the command-line tool.
final class LayoutFileSceneLoadingTests: XCTestCase {
    /// The repository's Examples folder, found from this file's path.
    private static let examples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples")

    func testLoginFormLoadsAndLaysOut() throws {
        let path = Self.examples.appendingPathComponent("login-form.yaml").path
        let scene = try LayoutFileScene.load(contentsOf: path)
        XCTAssertEqual(scene.layout().count, 0)
        // Canvas 390 × 844, safe area top 47, pad 24, field 44.
        // logo: 80 × 80 centred: x = (390 − 80) / 2 = 155, y = 47 + 40 = 87.
        XCTAssertEqual(scene.views["logo"]?.frame, CGRect(x: 155, y: 87, width: 80, height: 80))
        // title: 87 + 80 + 24 = 191, 34 tall; "Welcome back" is 12 characters × 14 = 168 wide
        // (the monospaced measurer: half of 28 points each), centred: x = (390 − 168) / 2 = 111.
        XCTAssertEqual(scene.views["title"]?.frame, CGRect(x: 111, y: 191, width: 168, height: 34))
        // email: 24 from each side, 390 − 48 = 342 wide; y = 191 + 34 + 32 = 257.
        XCTAssertEqual(scene.views["email"]?.frame, CGRect(x: 24, y: 257, width: 342, height: 44))
        // password: 257 + 44 + 12 = 313; login: 313 + 44 + 24 = 381, 50 tall.
        XCTAssertEqual(scene.views["password"]?.frame, CGRect(x: 24, y: 313, width: 342, height: 44))
        XCTAssertEqual(scene.views["login"]?.frame, CGRect(x: 24, y: 381, width: 342, height: 50))
        // emailHint, in the email field: on its 12-point leading margin; "Email" at 15 points is
        // 5 × 7.5 = 37.5 wide and 18 tall, centred in 44: y = 13.
        XCTAssertEqual(scene.views["emailHint"]?.frame, CGRect(x: 12, y: 13, width: 37.5, height: 18))
    }

    func testRightToLeftThroughConfigure() throws {
        let path = Self.examples.appendingPathComponent("login-form.yaml").path
        let scene = try LayoutFileScene.load(contentsOf: path) { $0.canvas.isRightToLeft = true }
        scene.layout()
        // The hint moves to the trailing side of the 342-wide field: x = 342 − 12 − 37.5.
        XCTAssertEqual(scene.views["emailHint"]?.frame, CGRect(x: 292.5, y: 13, width: 37.5, height: 18))
    }

    func testMistakesAreThrownTogetherSortedByPosition() {
        let yaml = """
            canvas: { width: 100, height: 100 }
            views:
              box: { colour: red }
            constraints:
              - "box.width == nothing.width"
            """
        XCTAssertThrowsError(try LayoutFileScene.load(yaml: yaml, path: "bad.yaml")) { error in
            let errors = (error as? LayoutFileErrors)?.errors ?? []
            // Line 3: the loader's unknown key; line 5: the builder's unknown view.
            XCTAssertEqual(errors.map(\.position.line), [3, 5])
            XCTAssertEqual(errors.first?.position.file, "bad.yaml")
        }
    }
}
