import XCTest
@testable import Taut

/// Names whose signatures follow UIKit's and SnapKit's where Taut once chose others.
final class UIKitSignaturesTests: XCTestCase {
    func testVisualFormatWithUIKitsNameDoesNotThrowAndReportsABadFormat() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let box = View()
        root.addSubview(box)
        box.translatesAutoresizingMaskIntoConstraints = false
        var made: [LayoutConstraint] = []
        let line = #line + 2
        let diagnostics = LayoutDiagnostics.collect {
            made = LayoutConstraint.constraints(withVisualFormat: "H:|-[box(", options: [], metrics: nil,
                                                views: ["box": box])
        }
        XCTAssertEqual(made.count, 0)
        XCTAssertEqual(diagnostics.map(\.kind), [.invalidVisualFormat])
        XCTAssertEqual(diagnostics.first?.location?.line, line)
        XCTAssertEqual(diagnostics.first?.location?.fileName, "UIKitSignaturesTests.swift")
        XCTAssertTrue(diagnostics.first?.message.contains("H:|-[box(") ?? false)
        XCTAssertTrue(diagnostics.first?.message.contains("^") ?? false)

        // A good format gives UIKit's constraints, each recording where it was written.
        let good = LayoutConstraint.constraints(withVisualFormat: "H:|-10-[box]-30-|", options: [], metrics: nil,
                                                views: ["box": box])
        XCTAssertEqual(good.count, 2)
        XCTAssertEqual(good.first?.location?.fileName, "UIKitSignaturesTests.swift")
        LayoutConstraint.activate(good)
        box.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        box.heightAnchor.constraint(equalToConstant: 20).isActive = true
        root.layoutIfNeeded()
        // x = 10, width = 200 - 10 - 30 = 160.
        XCTAssertEqual(box.frame, CGRect(x: 10, y: 0, width: 160, height: 20))
    }

    func testTheThrowingParserKeepsItsTypedError() {
        let box = View()
        XCTAssertThrowsError(try LayoutConstraint.constraints(parsingVisualFormat: "H:[box]-[missing]", metrics: nil,
                                                              views: ["box": box])) { error in
            XCTAssertTrue(error is VisualFormatError)
        }
    }

    func testSnapKitLabelIsTheLayoutConstraintsIdentifier() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let box = View()
        root.addSubview(box)
        box.snp.makeConstraints { make in
            make.width.equalTo(40).labeled("box-width")
            make.height.equalTo(30)
        }
        let width = box.constraints.first { $0.firstAttribute == .width }
        let height = box.constraints.first { $0.firstAttribute == .height }
        XCTAssertEqual(width?.identifier, "box-width")
        XCTAssertNil(height?.identifier)
        // The identifier is not repeated in front of the description when it is the label.
        XCTAssertEqual(width.map { $0.description.hasPrefix("'") }, false)
        XCTAssertTrue(width?.description.contains("\"box-width\"") ?? false)
    }

    func testViewsAreHashableByIdentity() {
        let a = View(), b = View(), c = View()
        let buttons = [a, b, c]
        XCTAssertEqual(buttons.firstIndex(of: b), 1)
        XCTAssertEqual(Set([a, a, b]).count, 2)
        XCTAssertNotEqual(View(frame: .zero), View(frame: .zero))
    }

    func testInitWithCoderMakesAnEmptyView() {
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        let unarchiver = try? NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
        guard let coder = unarchiver else { return XCTFail("no coder") }
        let view = View(coder: coder)
        XCTAssertEqual(view?.frame, .zero)
        let label = Label(coder: coder)
        XCTAssertEqual(label?.text, nil)
        XCTAssertEqual(label?.intrinsicContentSize, .zero)
    }

    func testHitTestFindsTheFrontmostVisibleInteractiveView() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let back = View(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        let front = View(frame: CGRect(x: 30, y: 30, width: 50, height: 50))
        root.addSubview(back)
        root.addSubview(front)
        // (40, 40) is inside both; the front one wins. (15, 15) is only in `back`.
        XCTAssertTrue(root.hitTest(CGPoint(x: 40, y: 40), with: nil) === front)
        XCTAssertTrue(root.hitTest(CGPoint(x: 15, y: 15), with: nil) === back)
        front.isHidden = true
        XCTAssertTrue(root.hitTest(CGPoint(x: 40, y: 40), with: nil) === back)
        back.isUserInteractionEnabled = false
        XCTAssertTrue(root.hitTest(CGPoint(x: 40, y: 40), with: nil) === root)
        XCTAssertNil(root.hitTest(CGPoint(x: 140, y: 40), with: nil))
        // (40, 40) in root is (30, 30) in back and back's origin in front is (-20, -20).
        XCTAssertEqual(root.convert(CGPoint(x: 40, y: 40), to: back), CGPoint(x: 30, y: 30))
        XCTAssertEqual(back.convert(CGPoint.zero, to: front), CGPoint(x: -20, y: -20))
        XCTAssertEqual(front.convert(CGRect(x: 0, y: 0, width: 5, height: 5), from: back),
                       CGRect(x: -20, y: -20, width: 5, height: 5))
    }

    func testFirstResponderNeedsACapableResponder() {
        final class Field: View { override var canBecomeFirstResponder: Bool { true } }
        let plain = View(), field = Field()
        XCTAssertFalse(plain.becomeFirstResponder())
        XCTAssertFalse(plain.isFirstResponder)
        XCTAssertTrue(field.becomeFirstResponder())
        XCTAssertTrue(field.isFirstResponder)
        let root = View(), other = Field()
        root.addSubview(field)
        root.addSubview(other)
        XCTAssertTrue(other.becomeFirstResponder())
        XCTAssertFalse(field.isFirstResponder)  // one first responder per tree
        XCTAssertTrue(other.isFirstResponder)
        XCTAssertTrue(other.resignFirstResponder())
        XCTAssertFalse(other.isFirstResponder)
    }
}
