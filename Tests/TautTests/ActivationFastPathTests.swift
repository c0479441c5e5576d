import XCTest
@testable import Taut

/// The cheap paths from a DSL line to an active constraint: locations that keep the captured
/// literal, anchors that make their constraint from item references, the plain validity check,
/// the common ancestor's address comparisons, the batch's engine per root, and numbers read by
/// their exact type.
final class ActivationFastPathTests: XCTestCase {
    private static let literal: StaticString = "App/Screens/ProfileView.swift"

    // MARK: SourceLocation

    func testCapturedLocationReadsLikeAGivenOne() throws {
        let captured = try XCTUnwrap(SourceLocation(capturing: Self.literal, line: 42))
        let given = SourceLocation(file: "App/Screens/ProfileView.swift", line: 42)
        XCTAssertEqual(captured.file, "App/Screens/ProfileView.swift")
        XCTAssertEqual(captured.line, 42)
        // The last path component, decoded from the literal's bytes after the last "/".
        XCTAssertEqual(captured.fileName, "ProfileView.swift")
        XCTAssertEqual(captured.description, "ProfileView.swift:42")
        // Equal to the location given as a string, with the same hash (file string, then line).
        XCTAssertEqual(captured, given)
        XCTAssertEqual(captured.hashValue, given.hashValue)
        XCTAssertEqual(Set([captured, given]).count, 1)
        XCTAssertNotEqual(captured, SourceLocation(file: "App/Screens/ProfileView.swift", line: 43))
        XCTAssertNotEqual(captured, SourceLocation(file: "ProfileView.swift", line: 42))
    }

    func testCapturedLocationWithoutSlashAndSetFile() throws {
        var location = try XCTUnwrap(SourceLocation(capturing: "Main.swift", line: 7))
        XCTAssertEqual(location.fileName, "Main.swift")
        XCTAssertEqual(location, SourceLocation(capturing: "Main.swift", line: 7))
        // Setting the file replaces the literal: it reads back, and compares, as the new string.
        location.file = "Other/Place.swift"
        XCTAssertEqual(location.fileName, "Place.swift")
        XCTAssertEqual(location, SourceLocation(file: "Other/Place.swift", line: 7))
    }

    func testTautsOwnFilesAreNotCaptured() {
        XCTAssertNil(SourceLocation(capturing: "Taut/StackView.swift", line: 3))
        XCTAssertNotNil(SourceLocation(capturing: "TautApp/StackView.swift", line: 3))
    }

    // MARK: Anchors

    func testPlainAnchorConstraintHoldsReferencesAndLocation() throws {
        let root = EngineFixture.root(200, 100)
        let a = EngineFixture.child("a", in: root)
        let line = #line + 1
        let made = a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8)
        XCTAssertTrue(made.firstReference === a.itemReference)
        XCTAssertTrue(made.secondReference === root.itemReference)
        XCTAssertNil(made.firstKeptAnchor)
        XCTAssertNil(made.secondKeptAnchor)
        XCTAssertTrue(made.firstAnchor === a.leadingAnchor)
        XCTAssertTrue(made.secondAnchor === root.leadingAnchor)
        XCTAssertEqual(made.location?.line, line)
        XCTAssertEqual(made.location?.fileName, "ActivationFastPathTests.swift")
        XCTAssertEqual(made.priority, .required)
        // 8 from the left edge of the 200-point root.
        made.isActive = true
        XCTAssertEqual(made.description, "a.leading == root.leading + 8 (ActivationFastPathTests.swift:\(line))")
    }

    func testConstantAnchorConstraintHasNoSecondSide() {
        let root = EngineFixture.root(200, 100)
        let a = EngineFixture.child("a", in: root)
        let made = a.widthAnchor.constraint(equalToConstant: 40)
        XCTAssertNil(made.secondItem)
        XCTAssertNil(made.secondAnchor)
        XCTAssertEqual(made.secondAttribute, .notAnAttribute)
        made.isActive = true
        XCTAssertTrue(made.isActive)
    }

    func testAnchorOfReleasedViewKeepsTheAnchor() {
        let root = EngineFixture.root(200, 100)
        var anchor: LayoutXAxisAnchor?
        do {
            let gone = View()
            anchor = gone.leadingAnchor
        }
        guard let anchor else { return XCTFail("no anchor") }
        // The view is gone: the constraint keeps the anchor itself (the slow path), not a reference.
        let made = anchor.constraint(equalTo: root.leadingAnchor)
        XCTAssertNil(made.firstItem)
        XCTAssertTrue(made.firstAnchor === anchor)
        XCTAssertTrue(made.secondAnchor === root.leadingAnchor)
    }

    // MARK: Validation and activation

    func testPlainValidityMatchesValueProblem() {
        let root = EngineFixture.root(200, 100)
        let a = EngineFixture.child("a", in: root)
        let cases: [(LayoutConstraint, Bool)] = [
            (a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8), true),
            (a.widthAnchor.constraint(equalToConstant: 40), true),
            (a.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0), true),  // a size may be 0 × another
            (a.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: .infinity), false),
            (a.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 2e12), false),  // over 1e12
            (a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: .nan), false),
            (LayoutConstraint(item: a, attribute: .left, relatedBy: .equal, toItem: root, attribute: .left,
                              multiplier: 0, constant: 0), false),  // a location times 0
            (LayoutConstraint(item: a, attribute: .left, relatedBy: .equal, toItem: root, attribute: .width,
                              multiplier: 1, constant: 0), false),  // location to dimension
            (LayoutConstraint(item: a, attribute: .left, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                              multiplier: 1, constant: 5), false),  // location to a constant
            (LayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .height,
                              multiplier: 1, constant: 5), false),  // a second attribute without an item
            (LayoutConstraint(item: a, attribute: .notAnAttribute, relatedBy: .equal, toItem: root,
                              attribute: .notAnAttribute, multiplier: 1, constant: 5), false),
        ]
        for (index, (constraint, valid)) in cases.enumerated() {
            XCTAssertEqual(ConstraintValidation.plainValuesAreValid(constraint), valid, "case \(index)")
            XCTAssertEqual(ConstraintValidation.valueProblem(with: constraint) == nil, valid, "case \(index)")
        }
    }

    func testNearestCommonAncestorShortcuts() {
        let root = View(), left = View(), right = View(), leaf = View(), other = View()
        root.addSubview(left)
        root.addSubview(right)
        left.addSubview(leaf)
        XCTAssertTrue(ViewHierarchy.nearestCommonAncestor(left, right) === root)    // siblings
        XCTAssertTrue(ViewHierarchy.nearestCommonAncestor(left, root) === root)     // view and its superview
        XCTAssertTrue(ViewHierarchy.nearestCommonAncestor(root, left) === root)     // superview and view
        XCTAssertTrue(ViewHierarchy.nearestCommonAncestor(leaf, right) === root)    // different depths
        XCTAssertTrue(ViewHierarchy.nearestCommonAncestor(leaf, leaf) === leaf)
        XCTAssertNil(ViewHierarchy.nearestCommonAncestor(leaf, other))              // two trees
        XCTAssertNil(ViewHierarchy.nearestCommonAncestor(root, other))              // two roots
    }

    func testBatchAcrossHostsOfOneTreeUsesOneEngineAndKeepsOrder() {
        let root = EngineFixture.root(300, 100)
        let a = EngineFixture.child("a", in: root), b = EngineFixture.child("b", in: root)
        let inner = EngineFixture.child("inner", in: a)
        let made = [
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),   // host root
            a.widthAnchor.constraint(equalToConstant: 100),                          // host a
            inner.leadingAnchor.constraint(equalTo: a.leadingAnchor, constant: 5),   // host a
            inner.widthAnchor.constraint(equalToConstant: 20),                       // host inner
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 4),      // host root
            b.widthAnchor.constraint(equalToConstant: 50),                           // host b
        ]
        LayoutConstraint.activate(made)
        XCTAssertTrue(made.allSatisfy { $0.isActive && $0.engine === root.engine })
        XCTAssertEqual(made.map(\.serial), made.map(\.serial).sorted())
        XCTAssertEqual(root.constraints.count, 2)
        XCTAssertEqual(a.constraints.count, 2)
        XCTAssertEqual(inner.constraints.count, 1)
        for view in [a, b] {
            view.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
            view.heightAnchor.constraint(equalToConstant: 10).isActive = true
        }
        inner.topAnchor.constraint(equalTo: a.topAnchor).isActive = true
        inner.heightAnchor.constraint(equalToConstant: 10).isActive = true
        root.layoutIfNeeded()
        // a: x 10, width 100; inner: 10 + 5 = 15 in root, 5 in a; b: 10 + 100 + 4 = 114.
        XCTAssertEqual(a.frame.minX, 10)
        XCTAssertEqual(inner.frame.minX, 5)
        XCTAssertEqual(inner.frame.width, 20)
        XCTAssertEqual(b.frame.minX, 114)
        XCTAssertEqual(b.frame.width, 50)
    }

    // MARK: Numbers by exact type

    func testExactNumbers() {
        XCTAssertEqual(ConstraintConstantValue.exactNumber(of: 12), 12)
        XCTAssertEqual(ConstraintConstantValue.exactNumber(of: 2.5), 2.5)
        XCTAssertEqual(ConstraintConstantValue.exactNumber(of: CGFloat(-3)), -3)
        XCTAssertNil(ConstraintConstantValue.exactNumber(of: Float(1)))
        XCTAssertNil(ConstraintConstantValue.exactNumber(of: "12"))
        XCTAssertEqual(ConstraintConstantValue(exactNumber: 7), .number(7))
        XCTAssertNil(ConstraintConstantValue(exactNumber: UInt(7)))
        // Offsets and insets of every number type still convert (Float and UInt by the general path).
        XCTAssertEqual(Float(1.5).constraintOffsetTargetValue, 1.5)
        XCTAssertEqual(UInt(4).constraintOffsetTargetValue, 4)
        XCTAssertEqual(6.constraintOffsetTargetValue, 6)
        XCTAssertEqual(3.constraintInsetTargetValue, EdgeInsets(all: 3))
        XCTAssertEqual(Float(2).constraintInsetTargetValue, EdgeInsets(all: 2))
        XCTAssertEqual(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4).constraintInsetTargetValue,
                       EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    }

    func testVisualFormatMetricNumbers() {
        XCTAssertEqual(LayoutConstraint.visualFormatNumber(8 as Any), 8)
        XCTAssertEqual(LayoutConstraint.visualFormatNumber(2.5 as Any), 2.5)
        XCTAssertEqual(LayoutConstraint.visualFormatNumber(CGFloat(4) as Any), 4)
        XCTAssertEqual(LayoutConstraint.visualFormatNumber(Float(1.5) as Any), 1.5)
        XCTAssertEqual(LayoutConstraint.visualFormatNumber(Int16(3) as Any), 3)
        XCTAssertEqual(LayoutConstraint.visualFormatNumber(LayoutPriority(750) as Any), 750)
        XCTAssertNil(LayoutConstraint.visualFormatNumber("8" as Any))
    }
}
