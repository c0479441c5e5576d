import XCTest
@testable import Taut

final class ConstraintsDescriptionTests: XCTestCase {
    func testDescriptionForms() {
        let root = EngineFixture.root()
        let avatar = EngineFixture.child("avatar", in: root)
        let title = EngineFixture.child("title", in: root)
        let c = title.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12)
        c.priority = .defaultHigh
        // Made through an anchor: the line of the call (9) is recorded.
        XCTAssertEqual(c.description, "title.leading == avatar.trailing + 12 @750 (ConstraintsDescriptionTests.swift:9)")
        c.identifier = "gap"
        c.location = SourceLocation(file: "Sources/App/ProfileView.swift", line: 42)
        c.label = "label"
        XCTAssertEqual(c.description, "'gap' title.leading == avatar.trailing + 12 @750 (ProfileView.swift:42, \"label\")")
        XCTAssertEqual(title.widthAnchor.constraint(lessThanOrEqualToConstant: 44.5).description, "title.width <= 44.5 (ConstraintsDescriptionTests.swift:\(#line))")
        XCTAssertEqual(title.heightAnchor.constraint(equalTo: title.widthAnchor, multiplier: 0.5, constant: -3).description,
                       "title.height == title.width * 0.5 - 3 (ConstraintsDescriptionTests.swift:\(#line - 1))")
        XCTAssertEqual(title.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor).description,
                       "title.top == root.layoutMarginsGuide.top (ConstraintsDescriptionTests.swift:\(#line - 1))")
        let offset = avatar.leadingAnchor.anchorWithOffset(to: title.leadingAnchor)
        XCTAssertEqual(offset.constraint(equalToConstant: 8).description, "(avatar.leading -> title.leading) == 8 (ConstraintsDescriptionTests.swift:\(#line))")
        let unnamed = View()
        XCTAssertTrue(unnamed.debugName.hasPrefix("View:"))
        XCTAssertEqual(unnamed.debugName, unnamed.debugName)
    }

    func testRawInitialiserProperties() {
        let a = View(), b = View()
        let c = LayoutConstraint(item: a, attribute: .width, relatedBy: .greaterThanOrEqual, toItem: b, attribute: .height,
                                 multiplier: 2, constant: 3)
        XCTAssertTrue(c.firstItem === a)
        XCTAssertTrue(c.secondItem === b)
        XCTAssertEqual(c.firstAttribute, .width)
        XCTAssertEqual(c.secondAttribute, .height)
        XCTAssertEqual(c.relation, .greaterThanOrEqual)
        XCTAssertEqual(c.multiplier, 2)
        XCTAssertEqual(c.constant, 3)
        XCTAssertEqual(c.priority, .required)
        XCTAssertFalse(c.isActive)
        let d = a.widthAnchor.constraint(equalToConstant: 5)
        XCTAssertNil(d.secondItem)
        XCTAssertEqual(d.secondAttribute, .notAnAttribute)
    }

    func testPriorityArithmeticAndLiterals() {
        let p: LayoutPriority = 600
        XCTAssertEqual(p.rawValue, 600)
        XCTAssertEqual((LayoutPriority.required - 1).rawValue, 999)
        XCTAssertEqual((LayoutPriority.defaultHigh + 1).rawValue, 751)
        XCTAssertEqual(LayoutPriority.fittingSizeLevel.rawValue, 50)
        XCTAssertTrue(LayoutPriority.defaultLow < .defaultHigh)
        let f: LayoutPriority = 250.5
        XCTAssertEqual(f.rawValue, 250.5)
    }

    func testSystemSpacingAndOffsetDimension() {
        let root = EngineFixture.root(300, 100)
        let a = EngineFixture.child("a", in: root)
        let b = EngineFixture.child("b", in: root)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            a.widthAnchor.constraint(equalToConstant: 20),
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
            b.widthAnchor.constraint(equalToConstant: 20),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10),
            b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1),
            b.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        // Sibling spacing 8: b.x = 30 + 16 = 46, b.y = 10 + 8 = 18.
        assertFrame(b.frame, 46, 18, 20, 10)
        // The distance from a's leading to b's trailing (66 - 10 = 56) drives a third view's width.
        let c = EngineFixture.child("c", in: root)
        LayoutConstraint.activate([
            c.widthAnchor.constraint(equalTo: a.leadingAnchor.anchorWithOffset(to: b.trailingAnchor)),
            c.leadingAnchor.constraint(equalTo: root.leadingAnchor), c.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
            c.heightAnchor.constraint(equalTo: a.topAnchor.anchorWithOffset(to: b.bottomAnchor)),
        ])
        root.layoutIfNeeded()
        assertFrame(c.frame, 0, 50, 56, 28)
    }
}
