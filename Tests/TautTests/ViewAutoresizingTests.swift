import XCTest
@testable import Taut

/// Records the frame of its first subview when `layoutSubviews()` runs.
private final class RecordingContainer: View {
    var seenSubviewFrames: [CGRect] = []
    override func layoutSubviews() {
        if let first = subviews.first { seenSubviewFrames.append(first.frame) }
    }
}

final class ViewAutoresizingTests: XCTestCase {
    func testFlexibleWidthAndHeightKeepFillingTheSuperview() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let table = View(frame: root.bounds)
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.addSubview(table)
        root.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        // Only the size is flexible: it takes the whole change, 55 and 187.
        XCTAssertEqual(table.frame, CGRect(x: 0, y: 0, width: 375, height: 667))
        root.layoutIfNeeded()
        XCTAssertEqual(table.frame, CGRect(x: 0, y: 0, width: 375, height: 667))
        root.bounds = CGRect(x: 0, y: 0, width: 300, height: 400)
        XCTAssertEqual(table.frame, CGRect(x: 0, y: 0, width: 300, height: 400))
    }

    func testFlexibleMarginsKeepAViewCentred() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let view = View(frame: CGRect(x: 110, y: 30, width: 100, height: 40))
        view.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
        root.addSubview(view)
        root.frame.size = CGSize(width: 420, height: 200)
        // Width: margins 110 and 110 share +100 equally → x 160. Height: margins 30 and 30
        // share +100 → y 80.
        XCTAssertEqual(view.frame, CGRect(x: 160, y: 80, width: 100, height: 40))
    }

    func testChangeIsSharedInProportionToTheFlexibleParts() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let view = View(frame: CGRect(x: 20, y: 100, width: 200, height: 50))
        view.autoresizingMask = [.flexibleWidth, .flexibleRightMargin, .flexibleTopMargin]
        root.addSubview(view)
        root.frame.size = CGSize(width: 440, height: 500)
        // Width: flexible width 200 and right margin 80 (300 − 220) share +140: the width gets
        // 140·200/280 = 100 → 300; x stays 20. Height: only the top margin, 100, flexible → y 200.
        XCTAssertEqual(view.frame, CGRect(x: 20, y: 200, width: 300, height: 50))
    }

    func testAllThreeFlexibleScaleTogether() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let view = View(frame: CGRect(x: 40, y: 0, width: 100, height: 100))
        view.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
        root.addSubview(view)
        root.frame.size.width = 300
        // 40, 100 and 60 grow by 1.5: 60, 150, 90.
        XCTAssertEqual(view.frame, CGRect(x: 60, y: 0, width: 150, height: 100))
    }

    func testZeroFlexiblePartsShareEqually() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        root.addSubview(view)
        root.frame.size.width = 200
        // Both margins are 0: they share +100 equally → x 50.
        XCTAssertEqual(view.frame, CGRect(x: 50, y: 0, width: 100, height: 100))
    }

    func testShrinkingNeverGivesANegativeSize() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = View(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
        view.autoresizingMask = [.flexibleWidth]
        root.addSubview(view)
        root.frame.size.width = 50
        // −50 all to the width: 30 − 50 < 0 → 0.
        XCTAssertEqual(view.frame, CGRect(x: 10, y: 10, width: 0, height: 30))
    }

    func testNoMaskNoAutoresizingAndConstrainedViewsAreLeftToConstraints() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let fixed = View(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
        let off = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        off.autoresizesSubviews = false
        let inner = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        inner.autoresizingMask = [.flexibleWidth]
        off.addSubview(inner)
        root.addSubview(fixed)
        root.addSubview(off)
        off.frame.size.width = 200
        root.frame.size.width = 200
        XCTAssertEqual(fixed.frame, CGRect(x: 10, y: 10, width: 30, height: 30))
        XCTAssertEqual(inner.frame, CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertEqual(View.AutoresizingMask().rawValue, 0)
        XCTAssertEqual(View.AutoresizingMask.flexibleBottomMargin.rawValue, 32)
    }

    func testNestedMasksResizeDownTheTree() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let middle = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let leaf = View(frame: CGRect(x: 10, y: 10, width: 300, height: 460))
        middle.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        leaf.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.addSubview(middle)
        middle.addSubview(leaf)
        root.frame.size = CGSize(width: 400, height: 500)
        // middle: 400 × 500; leaf keeps its 10-point margins: 380 × 480.
        XCTAssertEqual(middle.frame, CGRect(x: 0, y: 0, width: 400, height: 500))
        XCTAssertEqual(leaf.frame, CGRect(x: 10, y: 10, width: 380, height: 480))
    }

    func testEngineResizeAutoresizesBeforeLayoutSubviewsAndConstraintsInsideFollow() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let container = RecordingContainer()
        container.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(container)
        NSLayoutConstraintShim.pin(container, in: root, inset: 20, height: 100)
        let sheet = View(frame: .zero)
        sheet.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(sheet)
        let label = View()
        label.translatesAutoresizingMaskIntoConstraints = false
        sheet.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: sheet.leadingAnchor, constant: 8),
            label.trailingAnchor.constraint(equalTo: sheet.trailingAnchor, constant: -8),
            label.topAnchor.constraint(equalTo: sheet.topAnchor, constant: 8),
            label.bottomAnchor.constraint(equalTo: sheet.bottomAnchor, constant: -8),
        ])
        root.layoutIfNeeded()
        // container: 20 in from the left, right and top of 320 → (20, 20, 280, 100). The sheet
        // went from 0 × 0 in a 0 × 0 container: its size, the only flexible part, takes it all.
        XCTAssertEqual(container.frame, CGRect(x: 20, y: 20, width: 280, height: 100))
        XCTAssertEqual(sheet.frame, CGRect(x: 0, y: 0, width: 280, height: 100))
        XCTAssertEqual(container.seenSubviewFrames.first, CGRect(x: 0, y: 0, width: 280, height: 100))
        // The label inside the sheet, 8 in: (8, 8, 264, 84).
        XCTAssertEqual(label.frame, CGRect(x: 8, y: 8, width: 264, height: 84))
        // Resizing the root resizes the container (engine) and then the sheet (mask).
        root.frame.size.width = 400
        root.layoutIfNeeded()
        XCTAssertEqual(sheet.frame, CGRect(x: 0, y: 0, width: 360, height: 100))
        XCTAssertEqual(label.frame, CGRect(x: 8, y: 8, width: 344, height: 84))
    }
}

/// Pins a view to the left, right and top of its superview with one inset and a height.
private enum NSLayoutConstraintShim {
    static func pin(_ view: View, in superview: View, inset: CGFloat, height: CGFloat) {
        LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: inset),
            view.trailingAnchor.constraint(equalTo: superview.trailingAnchor, constant: -inset),
            view.topAnchor.constraint(equalTo: superview.topAnchor, constant: inset),
            view.heightAnchor.constraint(equalToConstant: height),
        ])
    }
}
