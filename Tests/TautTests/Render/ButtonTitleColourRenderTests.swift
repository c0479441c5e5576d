import XCTest
@testable import Taut

final class ButtonTitleColourRenderTests: XCTestCase {
    func testTitlesAreDrawnInTheirStatesColours() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let login = Button(type: .custom)
        login.backgroundColor = .systemBlue
        login.setTitle("Log in", for: .normal)
        login.setTitleColor(.white, for: .normal)
        login.setTitleColor(Color(red: 1, green: 0, blue: 0, alpha: 1), for: .highlighted)
        login.frame = CGRect(x: 10, y: 10, width: 100, height: 40)
        let follow = Button(type: .system)
        follow.setTitle("Follow", for: .normal)
        follow.frame = CGRect(x: 10, y: 60, width: 100, height: 30)
        root.addSubview(login)
        root.addSubview(follow)
        root.layoutIfNeeded()
        // The title label takes the state's colour: white; a system button's, its tint.
        XCTAssertEqual(login.titleLabel?.textColor, .white)
        XCTAssertEqual(follow.titleLabel?.textColor, follow.tintColor)
        let svg = SVGRenderer().render(LayoutSnapshot(root: root))
        let loginLine = try XCTUnwrap(svg.split(separator: "\n").first { $0.contains(">Log in</text>") })
        XCTAssertTrue(loginLine.contains(##"fill="#ffffff""##), String(loginLine))
        let followLine = try XCTUnwrap(svg.split(separator: "\n").first { $0.contains(">Follow</text>") })
        XCTAssertTrue(followLine.contains("fill=\"\(Color.systemBlue.cssHex)\""), String(followLine))
        // Highlighted: the highlighted colour; back to normal: white again.
        login.isHighlighted = true
        XCTAssertEqual(login.titleLabel?.textColor, Color(red: 1, green: 0, blue: 0, alpha: 1))
        login.isHighlighted = false
        XCTAssertEqual(login.titleLabel?.textColor, .white)
        // A new tint recolours a system button's title.
        follow.tintColor = .systemGreen
        XCTAssertEqual(follow.titleLabel?.textColor, .systemGreen)
    }
}
