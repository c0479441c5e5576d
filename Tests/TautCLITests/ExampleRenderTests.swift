import Foundation
import XCTest
import TautTestSupport
@testable import TautCLI
import TautLayoutFile

/// Renders every example screen in both directions and checks the output's structure.
final class ExampleRenderTests: XCTestCase {
    func testEveryExampleRendersEveryViewInBothDirections() throws {
        for example in CLI.examples {
            let (file, errors) = LayoutFileLoader.load(contentsOf: CLI.example(example))
            XCTAssertEqual(errors, [], example)
            let names = ["canvas"] + file.views.map(\.name)
            for direction in ["ltr", "rtl"] {
                let context = "\(example) \(direction)"
                let result = try CLI.run(["render", CLI.example(example), "--direction", direction])
                XCTAssertEqual(result.status, 0, context)
                XCTAssertEqual(result.errors, "", context)  // no conflicts reported
                let svg = SVGStructure(result.output)
                XCTAssertTrue(svg.isWellFormed, context)
                // One group per view, each with a rect of non-negative size inside the canvas.
                XCTAssertEqual(Set(svg.viewGroups.compactMap { $0.attributes["id"] }), Set(names), context)
                XCTAssertEqual(svg.viewGroups.count, names.count, context)
                for name in names {
                    let frame = try XCTUnwrap(svg.geometry(of: name), "\(context) \(name)")
                    XCTAssertGreaterThanOrEqual(frame[2], 0, "\(context) \(name)")
                    XCTAssertGreaterThanOrEqual(frame[0], 0, "\(context) \(name)")
                    XCTAssertLessThanOrEqual(frame[0] + frame[2], file.canvas.width + 0.001, "\(context) \(name)")
                    XCTAssertLessThanOrEqual(frame[1] + frame[3], file.canvas.height + 0.001, "\(context) \(name)")
                }
                let frames = try CLI.frames([CLI.example(example), "--direction", direction])
                XCTAssertEqual(Set(frames.keys), Set(names), context)
            }
        }
    }

    /// A view pinned to the leading edge moves to the other side right to left, and its
    /// frame is the mirror image: x' = canvas width − x − width.
    func testRightToLeftMirrorsTheChatBubbles() throws {
        let ltr = try CLI.frames([CLI.example("chat-bubbles.yaml")])
        let rtl = try CLI.frames([CLI.example("chat-bubbles.yaml"), "--direction", "rtl"])
        for name in ["m1", "m2", "m3", "m1Text", "navTitle", "input"] {
            let a = try XCTUnwrap(ltr[name]), b = try XCTUnwrap(rtl[name])
            XCTAssertFrame(b, [390 - a[0] - a[2], a[1], a[2], a[3]], name)
        }
        // m1: "Are we still on for lunch?" = 26 × 8.5 = 221 wide plus 12 + 12 margins;
        // 16 from the leading edge; y = 47 + 44 + 16; height 20.4 + 8 + 8.
        XCTAssertFrame(ltr["m1"], [16, 107, 245, 36.4])
        // m2 (outgoing) on the trailing edge: "Yes! 12:30, usual place." = 24 × 8.5 = 204 + 24;
        // x = 390 − 16 − 228; y = 107 + 36.4 + 8.
        XCTAssertFrame(ltr["m2"], [146, 151.4, 228, 36.4])
    }
}
