import XCTest
@testable import Taut

/// The spacing table and the anchors' system spacing constraints.
final class SystemSpacingTests: XCTestCase {
    private var saved = SystemSpacing.standard

    override func setUp() {
        super.setUp()
        saved = SystemSpacing.current
    }

    override func tearDown() {
        SystemSpacing.current = saved
        super.tearDown()
    }

    func testStandardTableHoldsUIKitsClassicValues() {
        XCTAssertEqual(SystemSpacing.standard.sibling, 8)
        XCTAssertEqual(SystemSpacing.standard.superview, 20)
        XCTAssertEqual(SystemSpacing.current, .standard)
    }

    func testCurrentIsConfigurable() {
        SystemSpacing.current = SystemSpacing(sibling: 6, superview: 12)
        XCTAssertEqual(SystemSpacing.current.sibling, 6)
        XCTAssertEqual(SystemSpacing.current.superview, 12)
        SystemSpacing.current.sibling = 10
        XCTAssertEqual(SystemSpacing.current, SystemSpacing(sibling: 10, superview: 12))
    }

    func testHorizontalSystemSpacingConstraints() {
        let a = View(), b = View()
        let equal = b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2)
        XCTAssertTrue(equal.firstItem === b)
        XCTAssertEqual(equal.firstAttribute, .leading)
        XCTAssertTrue(equal.secondItem === a)
        XCTAssertEqual(equal.secondAttribute, .trailing)
        XCTAssertEqual(equal.relation, .equal)
        XCTAssertEqual(equal.constant, 16)  // 2 x 8
        let atLeast = b.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: a.trailingAnchor, multiplier: 1)
        XCTAssertEqual(atLeast.relation, .greaterThanOrEqual)
        XCTAssertEqual(atLeast.constant, 8)
        let atMost = b.leadingAnchor.constraint(lessThanOrEqualToSystemSpacingAfter: a.trailingAnchor, multiplier: 0.5)
        XCTAssertEqual(atMost.relation, .lessThanOrEqual)
        XCTAssertEqual(atMost.constant, 4)  // 0.5 x 8
    }

    func testVerticalSystemSpacingConstraintsFollowTheTable() {
        SystemSpacing.current = SystemSpacing(sibling: 5, superview: 20)
        let a = View(), b = View()
        let equal = b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 3)
        XCTAssertEqual(equal.firstAttribute, .top)
        XCTAssertEqual(equal.secondAttribute, .bottom)
        XCTAssertEqual(equal.constant, 15)  // 3 x 5
        XCTAssertEqual(b.firstBaselineAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: a.lastBaselineAnchor,
                                                        multiplier: 1).constant, 5)
        XCTAssertEqual(b.topAnchor.constraint(lessThanOrEqualToSystemSpacingBelow: a.bottomAnchor,
                                              multiplier: 2).relation, .lessThanOrEqual)
    }

    func testLayoutWithSystemSpacing() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let a = View(), b = View()
        for view in [a, b] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            a.widthAnchor.constraint(equalToConstant: 50),
            a.heightAnchor.constraint(equalToConstant: 30),
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 1),
            b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 2),
            b.widthAnchor.constraint(equalToConstant: 10),
            b.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        // b: x = 50 + 8 = 58, y = 30 + 2 x 8 = 46.
        XCTAssertEqual(b.frame, CGRect(x: 58, y: 46, width: 10, height: 10))
    }

    func testVisualFormatAndStackViewsShareTheTable() throws {
        SystemSpacing.current = SystemSpacing(sibling: 3, superview: 7)
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = View(), b = View()
        root.addSubview(a)
        root.addSubview(b)
        let constraints = try LayoutConstraint.constraints(parsingVisualFormat: "|-[a]-[b]", metrics: nil,
                                                           views: ["a": a, "b": b])
        XCTAssertEqual(constraints.map(\.constant), [7, 3])
        let stack = StackView(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        stack.spacing = StackView.spacingUseSystem
        let c = StackTestBox(20, 10), d = StackTestBox(20, 10)
        stack.addArrangedSubview(c)
        stack.addArrangedSubview(d)
        stack.layoutIfNeeded()
        XCTAssertEqual(d.frame.minX, 23)  // 20 + 3
    }
}
