import Foundation
import XCTest
@testable import Taut

/// UIKit's pixel rounding (``View/roundsLayoutToPixels``): each edge of an Auto Layout frame,
/// in its superview's coordinates, to the nearest pixel (a half going up), the size the
/// difference of the rounded edges; labels' intrinsic sizes up to the pixel; hand-set frames
/// untouched; the solver's values never rounded.
final class PixelRoundingTests: XCTestCase {
    /// 375 × 812 at @3x (an iPhone X), no safe area in the way of these tests.
    let at3x = Device(name: "@3x", screenSize: CGSize(width: 375, height: 812), safeAreaInsets: .zero, scale: 3)
    /// 375 × 667 at @2x (an iPhone 8).
    let at2x = Device(name: "@2x", screenSize: CGSize(width: 375, height: 667), safeAreaInsets: .zero, scale: 2)

    /// A view in `parent` laid out by constraints.
    func constrained(in parent: View) -> View {
        let view = View()
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
        return view
    }

    func assertFrame(_ view: View, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat,
                     file: StaticString = #filePath, line: UInt = #line) {
        let f = view.frame
        XCTAssertEqual(f.minX, x, accuracy: 0.001, "x", file: file, line: line)
        XCTAssertEqual(f.minY, y, accuracy: 0.001, "y", file: file, line: line)
        XCTAssertEqual(f.width, width, accuracy: 0.001, "width", file: file, line: line)
        XCTAssertEqual(f.height, height, accuracy: 0.001, "height", file: file, line: line)
    }

    /// A 100 × 100 container at (10, 10) holding three columns a third of its width each, side
    /// by side and full height, and a box a third of its width wide, a third of that high,
    /// centred.
    func proportional(on device: Device) -> (columns: [View], box: View) {
        let window = Window(device: device)
        window.roundsLayoutToPixels = true
        let container = constrained(in: window)
        let columns = (0..<3).map { _ in constrained(in: container) }
        let box = constrained(in: container)
        var constraints = [
            container.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 10),
            container.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
            container.widthAnchor.constraint(equalToConstant: 100),
            container.heightAnchor.constraint(equalToConstant: 100),
            box.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 1.0 / 3),
            box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 1.0 / 3),
            box.centerXAnchor.constraint(equalTo: container.centerXAnchor),
            box.centerYAnchor.constraint(equalTo: container.centerYAnchor),
        ]
        for (index, column) in columns.enumerated() {
            constraints += [
                column.leftAnchor.constraint(equalTo: index == 0 ? container.leftAnchor : columns[index - 1].rightAnchor),
                column.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 1.0 / 3),
                column.topAnchor.constraint(equalTo: container.topAnchor),
                column.bottomAnchor.constraint(equalTo: container.bottomAnchor),
            ]
        }
        LayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
        return (columns, box)
    }

    func testProportionalLayoutAt2x() {
        // Column edges, in the container: 0, 33.3333, 66.6667, 100 → 0, 66.67, 133.33, 200 px
        // → 0, 67, 133, 200 → 0, 33.5, 66.5, 100: widths 33.5, 33, 33.5.
        // Box: x 50 − 16.6667 = 33.3333 → 67 px → 33.5, right 66.6667 → 133 px → 66.5: 33 wide;
        // y 50 − 5.5556 = 44.4444 = 88.89 px → 89 → 44.5, bottom 55.5556 = 111.11 px → 111 →
        // 55.5: 11 high.
        let (columns, box) = proportional(on: at2x)
        assertFrame(columns[0], 0, 0, 33.5, 100)
        assertFrame(columns[1], 33.5, 0, 33, 100)
        assertFrame(columns[2], 66.5, 0, 33.5, 100)
        assertFrame(box, 33.5, 44.5, 33, 11)
    }

    func testProportionalLayoutAt3x() {
        // Column edges 0, 33.3333, 66.6667, 100 are 0, 100, 200, 300 px: on the grid.
        // Box: x 33.3333 (100 px), 33.3333 wide; y 44.4444 = 133.33 px → 133 → 44.3333, bottom
        // 55.5556 = 166.67 px → 167 → 55.6667: 11.3333 high (the height 11.1111 alone would
        // round to 11: the size is the difference of the rounded edges).
        let (columns, box) = proportional(on: at3x)
        assertFrame(columns[0], 0, 0, 33.3333, 100)
        assertFrame(columns[1], 33.3333, 0, 33.3333, 100)
        assertFrame(columns[2], 66.6667, 0, 33.3333, 100)
        assertFrame(box, 33.3333, 44.3333, 33.3333, 11.3333)
    }

    func testHandSetFrameIsNotRounded() {
        // The hand-set view keeps (10.1, 20.2, 30.3, 40.4). Its constrained neighbour starts at
        // its right edge, 40.4 = 121.2 px → 121 → 40.3333, and is 10 wide: right 50.4 = 151.2
        // px → 151 → 50.3333; top 20.2 = 60.6 px → 61 → 20.3333, 5 high: bottom 25.2 = 75.6 px
        // → 76 → 25.3333.
        let window = Window(device: at3x)
        window.roundsLayoutToPixels = true
        let handSet = View(frame: CGRect(x: 10.1, y: 20.2, width: 30.3, height: 40.4))
        window.addSubview(handSet)
        let neighbour = constrained(in: window)
        LayoutConstraint.activate([
            neighbour.leftAnchor.constraint(equalTo: handSet.rightAnchor),
            neighbour.topAnchor.constraint(equalTo: handSet.topAnchor),
            neighbour.widthAnchor.constraint(equalToConstant: 10),
            neighbour.heightAnchor.constraint(equalToConstant: 5),
        ])
        window.layoutIfNeeded()
        assertFrame(handSet, 10.1, 20.2, 30.3, 40.4)
        assertFrame(neighbour, 40.3333, 20.3333, 10, 5)
    }

    /// Three views in a row, each 10.2 wide, each starting where the one before ends.
    func chain(in window: Window) -> (views: [View], first: LayoutConstraint) {
        let views = (0..<3).map { _ in constrained(in: window) }
        let first = views[0].leftAnchor.constraint(equalTo: window.leftAnchor, constant: 0)
        var constraints = [first]
        for (index, view) in views.enumerated() {
            if index > 0 { constraints.append(view.leftAnchor.constraint(equalTo: views[index - 1].rightAnchor)) }
            constraints += [view.widthAnchor.constraint(equalToConstant: 10.2),
                            view.topAnchor.constraint(equalTo: window.topAnchor, constant: 0.1),
                            view.heightAnchor.constraint(equalToConstant: 10)]
        }
        LayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
        return (views, first)
    }

    func testRoundingDoesNotFeedBackAndStaysOnIncrementalLayout() {
        // Exact edges 0, 10.2, 20.4, 30.6 → 0, 30.6, 61.2, 91.8 px → 0, 31, 61, 92 → 0, 10.3333,
        // 20.3333, 30.6667. Had the rounded frames been fed back, the second view would start
        // at 10.3333 and end at 20.5333 (→ 20.6667). y 0.1 = 0.3 px → 0, bottom 10.1 = 30.3
        // px → 30 → 10: 10 high.
        let window = Window(device: at3x)
        window.roundsLayoutToPixels = true
        let (views, first) = chain(in: window)
        assertFrame(views[0], 0, 0, 10.3333, 10)
        assertFrame(views[1], 10.3333, 0, 10, 10)
        assertFrame(views[2], 20.3333, 0, 10.3333, 10)
        // The first constant becomes 20.5: edges 20.5, 30.7, 40.9, 51.1 → 61.5, 92.1, 122.7,
        // 153.3 px → 62, 92, 123, 153 → 20.6667, 30.6667, 41, 51.
        first.constant = 20.5
        window.layoutIfNeeded()
        assertFrame(views[0], 20.6667, 0, 10, 10)
        assertFrame(views[1], 30.6667, 0, 10.3333, 10)
        assertFrame(views[2], 41, 0, 10, 10)
    }

    func testRoundingOffGivesExactValuesAndCanBeSwitched() {
        // Off (the default): the solver's values, 0, 10.2, 20.4 (y 0.1).
        let window = Window(device: at3x)
        XCTAssertFalse(window.roundsLayoutToPixels)
        let (views, _) = chain(in: window)
        assertFrame(views[1], 10.2, 0.1, 10.2, 10)
        // On after a layout: the next pass writes every frame again, rounded (as above).
        window.roundsLayoutToPixels = true
        window.layoutIfNeeded()
        assertFrame(views[1], 10.3333, 0, 10, 10)
        // Off again: exact again.
        window.roundsLayoutToPixels = false
        window.layoutIfNeeded()
        assertFrame(views[1], 10.2, 0.1, 10.2, 10)
        assertFrame(views[2], 20.4, 0.1, 10.2, 10)
    }

    func testFourLabelsWithoutRoundingAreExact() {
        // The iPhone X screen of PixelRoundingDeviceTests with rounding off: the text sizes as
        // measured (52.59 × 19.09 …), "What's" at (375 − 52.59)/2 = 161.205, "the" at 411 −
        // 9.545 = 401.455, "?" at (375 − 7.2)/2 = 183.9 and 778 − 16.71 = 761.29.
        let device = Device(name: "iPhoneX", screenSize: CGSize(width: 375, height: 812),
                            safeAreaInsets: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0), scale: 3)
        let window = Window(device: device)
        let controller = PixelRoundingDeviceTests.FourLabelsController(measurer: PixelRoundingDeviceTests.phoneText)
        window.rootViewController = controller
        window.layoutIfNeeded()
        assertFrame(controller.top, 161.205, 44, 52.59, 19.09)
        assertFrame(controller.leading, 0, 401.455, 23.62, 19.09)
        assertFrame(controller.trailing, 338.1, 401.455, 36.9, 19.09)
        assertFrame(controller.bottom, 183.9, 761.29, 7.2, 16.71)
    }

    /// A label measuring 52.59 × 20.287 (the line height of a 17-point San Francisco).
    func measuredLabel() -> Label {
        let label = Label()
        label.textMeasurer = PixelRoundingDeviceTests.IOSMeasurer(sizes: ["What's": CGSize(width: 52.59, height: 20.287)])
        label.text = "What's"
        return label
    }

    func testLabelIntrinsicSizeIsRoundedUpToThePixel() {
        // @3x: 157.77 × 60.861 px → 158 × 61 → 52.6667 × 20.3333. @2x: 105.18 × 40.574 px →
        // 106 × 41 → 53 × 20.5. Not rounding: as measured.
        let window3 = Window(device: at3x), window2 = Window(device: at2x), plain = Window(device: at3x)
        window3.roundsLayoutToPixels = true
        window2.roundsLayoutToPixels = true
        let labels = (0..<3).map { _ in measuredLabel() }
        window3.addSubview(labels[0]); window2.addSubview(labels[1]); plain.addSubview(labels[2])
        XCTAssertEqual(labels[0].intrinsicContentSize.width, 52.6667, accuracy: 0.001)
        XCTAssertEqual(labels[0].intrinsicContentSize.height, 20.3333, accuracy: 0.001)
        XCTAssertEqual(labels[1].intrinsicContentSize.width, 53, accuracy: 0.001)
        XCTAssertEqual(labels[1].intrinsicContentSize.height, 20.5, accuracy: 0.001)
        XCTAssertEqual(labels[2].intrinsicContentSize.width, 52.59, accuracy: 0.001)
        XCTAssertEqual(labels[2].intrinsicContentSize.height, 20.287, accuracy: 0.001)
        // Laid out by constraints at (0, 0): the frame is the rounded intrinsic size.
        labels[0].translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([labels[0].leftAnchor.constraint(equalTo: window3.leftAnchor),
                                   labels[0].topAnchor.constraint(equalTo: window3.topAnchor)])
        window3.layoutIfNeeded()
        assertFrame(labels[0], 0, 0, 52.6667, 20.3333)
    }

    func testRootOutsideAWindowRoundsAtTheMainScreenScale() {
        // The key window is a @2x one, so Screen.main is @2x. A fitting size on the grid
        // (Stack Overflow 63747471): a view 173.25 wide fits in 346.5 px → 347 → 173.5; a label
        // of 52.59 × 20.287 in a root view measures 53 × 20.5.
        let key = Window(device: at2x)
        key.makeKeyAndVisible()
        XCTAssertEqual(Screen.main.scale, 2)
        let root = View()
        root.roundsLayoutToPixels = true
        root.widthAnchor.constraint(equalToConstant: 173.25).isActive = true
        XCTAssertEqual(root.systemLayoutSizeFitting(CGSize(width: 173.25, height: 0)).width, 173.5, accuracy: 0.001)
        let label = measuredLabel()
        root.addSubview(label)
        XCTAssertEqual(label.intrinsicContentSize.width, 53, accuracy: 0.001)
        XCTAssertEqual(label.intrinsicContentSize.height, 20.5, accuracy: 0.001)
        // Not rounding, the fitting size is the constraint's.
        let exact = View()
        exact.widthAnchor.constraint(equalToConstant: 173.25).isActive = true
        XCTAssertEqual(exact.systemLayoutSizeFitting(CGSize(width: 173.25, height: 0)).width, 173.25, accuracy: 0.001)
    }

    func testFittingSizeInA3xWindow() {
        // Stack Overflow 63747471, on an @3x iPhone: a view whose width constraint is 173.5
        // fits in 520.5 px → 521 → 173.6667; 173.25 → 519.75 px → 520 → 173.3333.
        let window = Window(device: at3x)
        window.roundsLayoutToPixels = true
        for (width, fitted) in [(173.5, 173.6667), (173.25, 173.3333)] as [(CGFloat, CGFloat)] {
            let view = constrained(in: window)
            view.widthAnchor.constraint(equalToConstant: width).isActive = true
            view.heightAnchor.constraint(equalToConstant: 10).isActive = true
            XCTAssertEqual(view.systemLayoutSizeFitting(CGSize(width: width, height: 0)).width, fitted, accuracy: 0.001)
        }
    }
}
