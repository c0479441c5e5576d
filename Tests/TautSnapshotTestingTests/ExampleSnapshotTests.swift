#if SnapshotTesting
import Foundation
import SnapshotTesting
import Taut
import TautLayoutFile
import TautSnapshotTesting
import XCTest
@testable import TautCLI

/// Every example layout file and the demo screen, laid out in both directions and recorded as
/// frame tables and SVG pictures under `__Snapshots__/ExampleSnapshotTests/`.
final class ExampleSnapshotTests: XCTestCase {
    /// The repository's Examples folder, found from this file's path.
    private static let examples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples")

    private static let names = ["login-form", "profile-header", "settings-list", "card-grid", "chat-bubbles"]

    func testExamplesInBothDirections() throws {
        for name in Self.names {
            let path = Self.examples.appendingPathComponent("\(name).yaml").path
            for rightToLeft in [false, true] {
                let scene = try LayoutFileScene.load(contentsOf: path) { $0.canvas.isRightToLeft = rightToLeft }
                // The examples are conflict-free: the recorded tables end with no diagnostics.
                scene.layout()
                XCTAssertEqual(scene.diagnostics.count, 0, name)
                let suffix = rightToLeft ? "\(name)-rtl" : name
                assertSnapshot(of: scene, as: .frames, named: suffix)
                assertSnapshot(of: scene, as: .svg(), named: suffix)
            }
        }
    }

    func testLoginFormFramesAreTheHandWorkedOnes() throws {
        let path = Self.examples.appendingPathComponent("login-form.yaml").path
        let scene = try LayoutFileScene.load(contentsOf: path)
        let text = Snapshotting<LayoutFileScene, String>.frames
        var recorded = ""
        text.snapshot(scene).run { recorded = $0 }
        // logo: 80 × 80 centred on 390, 40 under the 47-point safe area: (155, 87).
        XCTAssertEqual(frameRow(recorded, "logo"), [155, 87, 80, 80], recorded)
        XCTAssertTrue(recorded.hasPrefix("size 390 × 844, left to right, safe area top 47, left 0, bottom 34, right 0\n"))
        XCTAssertTrue(recorded.hasSuffix("diagnostics: none\n"))
    }

    func testDemoScreen() throws {
        for rightToLeft in [false, true] {
            let scene = try LayoutFileScene.load(yaml: DemoScreen.yaml, path: DemoScreen.path) {
                $0.canvas.isRightToLeft = rightToLeft
            }
            let name = rightToLeft ? "demo-rtl" : "demo"
            assertSnapshot(of: scene, as: .frames, named: name)
            assertSnapshot(of: scene, as: .svg(), named: name)
            assertSnapshot(of: scene, as: .svg(debug: true), named: name + "-debug")
            // The avatar on the header's leading margin: x = 16, or 390 − 16 − 64 = 310.
            XCTAssertEqual(scene.views["avatar"]?.frame.minX, rightToLeft ? 310 : 16)
        }
    }
}
#endif
