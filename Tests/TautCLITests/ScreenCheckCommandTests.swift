import Foundation
import XCTest
@testable import TautCLI

/// `taut check FILE --devices … --content-sizes … --directions …`: the screen check of a
/// layout file on many devices, text sizes and directions.
final class ScreenCheckCommandTests: XCTestCase {
    private let combinationArguments = ["--devices", "iphones", "--content-sizes", "XS,L,AX5", "--directions", "both"]

    func testEveryExampleIsCleanOnEveryIPhoneAtThreeTextSizesInBothDirections() throws {
        for example in CLI.examples {
            let path = CLI.example(example)
            let result = try CLI.run(["check", path] + combinationArguments)
            XCTAssertEqual(result.status, 0, "\(example): \(result.output)\(result.errors)")
            // 13 iPhones held upright × 3 text sizes × 2 directions.
            XCTAssertEqual(result.output, "\(path): no layout problems in 78 combinations "
                           + "(13 devices × portrait × XS, L, AX5 × LTR, RTL)\n")
        }
    }

    func testDemoNameTruncatesOnlyOnTheSmallestIPhoneAndCanBeAccepted() throws {
        let path = try CLI.temporaryFile("demo.yaml", String(DemoScreen.yaml))
        let result = try CLI.run(["check", path] + combinationArguments)
        XCTAssertEqual(result.status, 1)
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertEqual(lines.first, "\(path): 1 layout problem in 6 of 78 combinations "
                       + "(13 devices × portrait × XS, L, AX5 × LTR, RTL)")
        // On the iPhone SE (1st generation), 320 wide: the header's margins start the avatar at
        // 16, the name at 16 + 64 + 12 = 92; the follow button's leading edge is 320 − 16 − 88
        // = 216, so the name may end at 208: 116 wide, where "Jane Appleseed" at 20 points needs
        // 14 × 10 = 140. From 375 points up it has 171 or more.
        XCTAssertTrue(lines.contains("1. truncated text: 'name': needs 140 points of width for its text on one line, "
                                     + "has 116: UIKit truncates it"), result.output)
        XCTAssertTrue(lines.contains("   on iPhone SE (1st generation)"), result.output)
        XCTAssertEqual(lines.filter { $0.hasPrefix("iPhone SE (1st generation) · ") }.count, 6)

        let accepted = try CLI.run(["check", path] + combinationArguments + ["--accept", "name:truncatedText"])
        XCTAssertEqual(accepted.status, 0, accepted.output)
        XCTAssertEqual(accepted.output, "\(path): no layout problems in 78 combinations "
                       + "(13 devices × portrait × XS, L, AX5 × LTR, RTL); 6 accepted as known\n")
    }

    func testEscapingViewInRightToLeftOnlyOnTheFilesCanvas() throws {
        // A box placed with `left` inside a card placed with `leading`: 10 from the card's left
        // in left to right; right to left the card is at 320 − 20 − 100 = 200, the box still at
        // 30 from the canvas's left, which is 30 − 200 = −170 in the card.
        let path = try CLI.temporaryFile("escape.yaml", """
            canvas: { width: 320, height: 480 }
            views:
              card: {}
              box: { parent: card }
            constraints:
              - "card.leading == superview.leading + 20"
              - "card.width == 100"
              - "card.top == superview.top + 20"
              - "card.height == 50"
              - "box.left == canvas.left + 30"
              - "box.width == 20"
              - "box.top == card.top + 10"
              - "box.height == 20"
            """)
        let result = try CLI.run(["check", path, "--directions", "ltr,rtl"])
        XCTAssertEqual(result.status, 1, result.errors)
        XCTAssertEqual(result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init), [
            "\(path): 1 layout problem in 1 of 2 combinations (canvas 320 × 480 × portrait × L × LTR, RTL)",
            "",
            // The first column is as wide as its longest entry (26 characters).
            "combination                 conflict  ambiguous  escapes  truncated  overlap  tap<44  other",
            "canvas 320 × 480 · L · RTL         ·          ·        1          ·        ·       ·      ·",
            "",
            "1. escapes superview: 'box': frame (-170, 10, 20, 20) goes 170 on the left beyond its superview's "
                + "bounds (0, 0, 100, 50), which draws it outside, where it cannot be tapped",
            "   on canvas 320 × 480: RTL",
            "",
        ])
    }

    func testUnknownDeviceSizeOrKindIsAValidationError() {
        for arguments in [["--devices", "iphone-99"], ["--content-sizes", "huge"], ["--directions", "up"],
                          ["--accept", "box:tiny"], ["--orientations", "sideways"]] {
            XCTAssertThrowsError(try TautCommand.parseAsRoot(["check", CLI.example("login-form.yaml")] + arguments),
                                 "\(arguments)")
        }
    }

    func testDevicesByNameAndLandscape() throws {
        let path = CLI.example("login-form.yaml")
        let result = try CLI.run(["check", path, "--devices", "iPhone SE,ipad-mini", "--orientations", "both"])
        // 2 devices × 2 orientations × L × the file's direction (left to right).
        XCTAssertTrue(result.output.hasPrefix("\(path): "), result.output)
        XCTAssertTrue(result.output.contains("2 devices × portrait, landscape × L × LTR"), result.output)
    }
}
