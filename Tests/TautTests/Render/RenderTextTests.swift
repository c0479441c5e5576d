import Foundation
import XCTest
@testable import Taut

final class RenderTextTests: XCTestCase {
    private let snapshot = LayoutSnapshot(
        size: CGSize(width: 390, height: 844),
        isRightToLeft: true,
        nodes: [
            .init(name: "canvas", frame: CGRect(x: 0, y: 0, width: 390, height: 844)),
            .init(name: "card", frame: CGRect(x: 16, y: 55, width: 358, height: 120.125), depth: 1, parent: "canvas"),
            .init(name: "bio \"x\"", frame: CGRect(x: -0.0001, y: 1.0 / 3.0, width: 12, height: 0), depth: 2,
                  parent: "card", isHidden: true, isAmbiguous: true),
        ])

    func testFrameTableIsAligned() {
        let table = FrameTableRenderer().render(snapshot)
        // Column widths: names 11 ("    bio \"x\"" is 4 + 7), x 2 ("16"), y 4 ("0.33"),
        // width 5 ("width"), height 6; cells right-aligned after two spaces.
        // 120.125 rounds to 120.13 and 1/3 to 0.33; -0.0001 rounds to 0 (never "-0").
        XCTAssertEqual(table, """
            view          x     y  width  height
            canvas        0     0    390     844
              card       16    55    358  120.13
                bio "x"   0  0.33     12       0  hidden, ambiguous

            """)
    }

    func testJSONHasEveryFrameByName() throws {
        let json = JSONRenderer().render(snapshot)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let canvas = try XCTUnwrap(object["canvas"] as? [String: Any])
        XCTAssertEqual(canvas["direction"] as? String, "rightToLeft")
        XCTAssertEqual(canvas["width"] as? Double, 390)
        let views = try XCTUnwrap(object["views"] as? [String: [String: Any]])
        XCTAssertEqual(Set(views.keys), ["canvas", "card", "bio \"x\""])
        XCTAssertEqual(views["card"]?["height"] as? Double, 120.125)  // 3 decimals kept
        XCTAssertEqual(views["card"]?["parent"] as? String, "canvas")
        XCTAssertEqual(views["bio \"x\""]?["y"] as? Double, 0.333)
        XCTAssertEqual(views["bio \"x\""]?["hidden"] as? Bool, true)
        XCTAssertNil(views["card"]?["hidden"])
        // File order is kept: canvas, then card, then bio.
        let canvasIndex = try XCTUnwrap(json.range(of: "\"canvas\": { \"x\"")).lowerBound
        let cardIndex = try XCTUnwrap(json.range(of: "\"card\"")).lowerBound
        XCTAssertLessThan(canvasIndex, cardIndex)
    }

    func testNumberFormatting() {
        XCTAssertEqual(RenderFormat.number(16.0), "16")
        XCTAssertEqual(RenderFormat.number(0.5), "0.5")
        XCTAssertEqual(RenderFormat.number(-3.256), "-3.26")
        XCTAssertEqual(RenderFormat.number(-0.001), "0")
        XCTAssertEqual(RenderFormat.number(Double.nan), "0")
        XCTAssertEqual(RenderFormat.number(1e308), "1e+308")  // not "inf": scaling would overflow
    }
}
