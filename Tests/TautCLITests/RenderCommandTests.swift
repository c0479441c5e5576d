import Foundation
import XCTest
import TautTestSupport
@testable import TautCLI

final class RenderCommandTests: XCTestCase {
    /// The login form, worked by hand from Examples/login-form.yaml (390 × 844, safe area
    /// top 47, pad 24, field 44; the default text measurer: characters 0.5 × font size wide,
    /// lines 1.2 × font size tall).
    func testLoginFormFramesLeftToRight() throws {
        let frames = try CLI.frames([CLI.example("login-form.yaml")])
        // logo: top = 47 + 40 = 87, 80 × 80 (V: logo(80), width == height), centred: x = 195 − 40.
        XCTAssertFrame(frames["logo"], [155, 87, 80, 80])
        // title: y = 87 + 80 + 24 = 191, height 34 (V:); width "Welcome back" = 12 × 14 = 168, x = 195 − 84.
        XCTAssertFrame(frames["title"], [111, 191, 168, 34])
        // email: x = 24, width = 390 − 2 × 24; y = 191 + 34 + 32 = 257, height 44.
        XCTAssertFrame(frames["email"], [24, 257, 342, 44])
        // password: y = 257 + 44 + 12; login: y = 313 + 44 + 24, height 50.
        XCTAssertFrame(frames["password"], [24, 313, 342, 44])
        XCTAssertFrame(frames["login"], [24, 381, 342, 50])
        // forgot: y = 381 + 50 + 16; "Forgot password?" = 16 × 7.5 = 120 wide, 1.2 × 15 = 18 tall.
        XCTAssertFrame(frames["forgot"], [135, 447, 120, 18])
        // emailHint: the email's leading margin is 12, so x = 24 + 12; "Email" = 5 × 7.5 = 37.5
        // by 18, centred in 44: y = 257 + (44 − 18) / 2 = 270.
        XCTAssertFrame(frames["emailHint"], [36, 270, 37.5, 18])
        // loginLabel: "Log in" = 6 × 8.5 = 51 by 20.4, centred in (24, 381, 342, 50):
        // x = 24 + (342 − 51) / 2 = 169.5, y = 381 + (50 − 20.4) / 2 = 395.8.
        XCTAssertFrame(frames["loginLabel"], [169.5, 395.8, 51, 20.4])
        XCTAssertFrame(frames["canvas"], [0, 0, 390, 844])
        XCTAssertEqual(frames.count, 10)  // the canvas and 9 views
    }

    func testLoginFormRightToLeftMirrorsLeadingEdges() throws {
        let frames = try CLI.frames([CLI.example("login-form.yaml"), "--direction", "rtl"])
        // Symmetric views keep their frames.
        XCTAssertFrame(frames["email"], [24, 257, 342, 44])
        XCTAssertFrame(frames["logo"], [155, 87, 80, 80])
        // emailHint hugs the email's leading margin, now on the right: its right edge is
        // 24 + 342 − 12 = 354, so x = 354 − 37.5.
        XCTAssertFrame(frames["emailHint"], [316.5, 270, 37.5, 18])
    }

    /// The card grid, worked by hand from Examples/card-grid.yaml (gap 15, 4:3 cards).
    func testCardGridFramesBothDirections() throws {
        let ltr = try CLI.frames([CLI.example("card-grid.yaml")])
        // Three equal widths: (390 − 4 × 15) / 3 = 110; height 110 × 4 / 3 = 146.667;
        // first row at 47 + 15 = 62, second at 62 + 146.667 + 15 = 223.667.
        XCTAssertFrame(ltr["a"], [15, 62, 110, 146.667])
        XCTAssertFrame(ltr["b"], [140, 62, 110, 146.667])
        XCTAssertFrame(ltr["c"], [265, 62, 110, 146.667])
        XCTAssertFrame(ltr["d"], [15, 223.667, 110, 146.667])
        XCTAssertFrame(ltr["f"], [265, 223.667, 110, 146.667])
        // aCaption: on a's margins (8): x = 15 + 8; "Peaks" = 5 × 6.5 = 32.5 by 15.6;
        // bottom at 62 + 146.667 − 8 = 200.667, so y = 185.067.
        XCTAssertFrame(ltr["aCaption"], [23, 185.067, 32.5, 15.6])
        let rtl = try CLI.frames([CLI.example("card-grid.yaml"), "--direction", "rtl"])
        // Right to left the first card of each row is on the right: x = 390 − 15 − 110.
        XCTAssertFrame(rtl["a"], [265, 62, 110, 146.667])
        XCTAssertFrame(rtl["c"], [15, 62, 110, 146.667])
        // aCaption's leading margin is now a's right edge less 8: 375 − 8 − 32.5 = 334.5.
        XCTAssertFrame(rtl["aCaption"], [334.5, 185.067, 32.5, 15.6])
    }

    func testCanvasOverrides() throws {
        let frames = try CLI.frames([CLI.example("card-grid.yaml"), "--width", "600", "--height", "900"])
        // (600 − 60) / 3 = 180 wide; 240 tall.
        XCTAssertFrame(frames["b"], [210, 62, 180, 240])
        XCTAssertFrame(frames["canvas"], [0, 0, 600, 900])
    }

    func testSVGHasOneGroupPerViewWithItsGeometry() throws {
        let result = try CLI.run(["render", CLI.example("login-form.yaml")])
        XCTAssertEqual(result.status, 0)
        let svg = SVGStructure(result.output)
        XCTAssertTrue(svg.isWellFormed)
        XCTAssertEqual(svg.viewGroups.map { $0.attributes["id"] ?? "" },
                       ["canvas", "logo", "title", "email", "emailHint", "password", "passwordHint",
                        "login", "loginLabel", "forgot"])  // tree order: each parent, then its subviews
        XCTAssertEqual(svg.geometry(of: "email"), [24, 257, 342, 44])
        XCTAssertEqual(svg.rect(of: "login")?.attributes["fill"], "#007aff")
        let text = svg.elements.first { $0.name == "text" && $0.group == "title" && $0.attributes["class"] == "line" }
        XCTAssertEqual(text?.text, "Welcome back")
    }

    func testDebugSVGAndOutputFile() throws {
        let path = try CLI.temporaryFile("placeholder.txt", "")
        let output = URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent("login.svg").path
        let result = try CLI.run(["render", CLI.example("login-form.yaml"), "--debug", "-o", output])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.output, "Wrote \(output) (10 views).\n")
        let svg = SVGStructure(try String(contentsOfFile: output, encoding: .utf8))
        // The email's margins guide: leading/trailing 12, top/bottom 0 → (36, 257, 318, 44).
        let margins = svg.elements.first { $0.group == "debug" && $0.attributes["data-view"] == "email" && $0.attributes["class"] == "margins" }
        XCTAssertEqual(["x", "y", "width", "height"].map { margins?.attributes[$0] }, ["36", "257", "318", "44"])
        // The canvas's safe area: top 47, bottom 34 → (0, 47, 390, 763).
        let safeArea = svg.elements.first { $0.group == "debug" && $0.attributes["class"] == "safeArea" }
        XCTAssertEqual(["x", "y", "width", "height"].map { safeArea?.attributes[$0] }, ["0", "47", "390", "763"])
    }

    func testTextTable() throws {
        let result = try CLI.run(["render", CLI.example("login-form.yaml"), "--format", "text"])
        XCTAssertEqual(result.status, 0)
        let lines = result.output.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 11)  // header + 10 views
        XCTAssertEqual(lines[0].split(separator: " "), ["view", "x", "y", "width", "height"])
        // email is a child of the canvas: indented by one level.
        XCTAssertTrue(lines.contains { $0.hasPrefix("  email ") }, result.output)
        let email = lines.first { $0.hasPrefix("  email ") }?.split(separator: " ")
        XCTAssertEqual(email, ["email", "24", "257", "342", "44"])
        // Numbers are right-aligned: every row has the same length up to the height column.
        XCTAssertEqual(Set(lines.map(\.count)).count, 1, result.output)
    }
}
