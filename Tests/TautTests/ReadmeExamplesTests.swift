import XCTest
import Taut

/// The README's examples, written as they appear there, so that the front page cannot drift
/// from what compiles and what it lays out.
final class ReadmeExamplesTests: XCTestCase {
    /// A 375 × 667 root with `logo` and `username` children, constrained by `body`.
    private func layOut(_ body: (View, View, View) throws -> Void) rethrows -> (logo: CGRect, username: CGRect) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let logo = View(), username = View()
        root.addSubview(logo)
        root.addSubview(username)
        try body(root, logo, username)
        root.layoutIfNeeded()
        return (logo.frame, username.frame)
    }

    // Expected, by hand: logo 80 wide centred in 375 -> x = (375 - 80) / 2 = 147.5, y = 60;
    // username top = 60 + 80 + 40 = 180, x = 20, width = 375 - 20 - 20 = 335, height 44.
    private let expectedLogo = CGRect(x: 147.5, y: 60, width: 80, height: 80)
    private let expectedUsername = CGRect(x: 20, y: 180, width: 335, height: 44)

    func testAnchors() {
        let frames = layOut { root, logo, username in
            [logo, username].forEach { $0.translatesAutoresizingMaskIntoConstraints = false }
            LayoutConstraint.activate([
                logo.topAnchor.constraint(equalTo: root.topAnchor, constant: 60),
                logo.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                logo.widthAnchor.constraint(equalToConstant: 80),
                logo.heightAnchor.constraint(equalTo: logo.widthAnchor),
                username.topAnchor.constraint(equalTo: logo.bottomAnchor, constant: 40),
                username.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                username.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
                username.heightAnchor.constraint(equalToConstant: 44),
            ])
        }
        XCTAssertEqual(frames.logo, expectedLogo)
        XCTAssertEqual(frames.username, expectedUsername)
    }

    func testSnapKit() {
        let frames = layOut { _, logo, username in
            logo.snp.makeConstraints { make in
                make.top.equalToSuperview().offset(60)
                make.centerX.equalToSuperview()
                make.size.equalTo(80)
            }
            username.snp.makeConstraints { make in
                make.top.equalTo(logo.snp.bottom).offset(40)
                make.leading.trailing.equalToSuperview().inset(20)
                make.height.equalTo(44)
            }
        }
        XCTAssertEqual(frames.logo, expectedLogo)
        XCTAssertEqual(frames.username, expectedUsername)
    }

    func testOperatorsAndChain() {
        let frames = layOut { root, logo, username in
            logo.pin.top(60).centerX(0).width(80).height(80)
            username.layout {
                $0.top == logo.bottomAnchor + 40
                $0.leading == root.leadingAnchor + 20
                $0.trailing == root.trailingAnchor - 20
                $0.height == 44
                ($0.width <= 600) ~ .defaultHigh
            }
        }
        XCTAssertEqual(frames.logo, expectedLogo)
        XCTAssertEqual(frames.username, expectedUsername)

        let chained = layOut { _, logo, username in
            logo.pin.top(60).centerX(0).width(80).height(80)
            username.pin.top(logo.bottomAnchor).offset(40).leading(20).trailing(-20).height(44)
        }
        XCTAssertEqual(chained.username, expectedUsername)
    }

    func testVisualFormatAndDistribution() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let username = View()
        root.addSubview(username)
        username.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate(LayoutConstraint.constraints(
            withVisualFormat: "H:|-20-[username]-20-|", options: [], metrics: nil, views: ["username": username]))
        username.heightAnchor.constraint(equalToConstant: 44).isActive = true
        username.topAnchor.constraint(equalTo: root.topAnchor).isActive = true

        let a = View(), b = View(), c = View()
        for v in [a, b, c] {
            root.addSubview(v)
            v.translatesAutoresizingMaskIntoConstraints = false
            v.topAnchor.constraint(equalTo: root.topAnchor, constant: 100).isActive = true
            v.heightAnchor.constraint(equalToConstant: 30).isActive = true
        }
        [a, b, c].snp.distributeViews(along: .horizontal, fixedSpacing: 10, leadSpacing: 16, tailSpacing: 16,
                                      equalSizes: true)
        root.layoutIfNeeded()
        // H:|-20-[username]-20-| in 375: x 20, width 335.
        XCTAssertEqual(username.frame, CGRect(x: 20, y: 0, width: 335, height: 44))
        // Three equal widths in 375 - 16 - 16 - 2 * 10 = 323: each 323 / 3; a at 16,
        // b at 16 + 323/3 + 10, c ends at 375 - 16 = 359.
        let w: CGFloat = 323.0 / 3.0
        XCTAssertEqual(a.frame.minX, 16, accuracy: 1e-9)
        XCTAssertEqual(a.frame.width, w, accuracy: 1e-9)
        XCTAssertEqual(b.frame.minX, 16 + w + 10, accuracy: 1e-9)
        XCTAssertEqual(c.frame.maxX, 359, accuracy: 1e-9)
    }
}
