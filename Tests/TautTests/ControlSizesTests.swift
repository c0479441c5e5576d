import XCTest
@testable import Taut

/// Records a text field's delegate calls.
private final class FieldDelegate: TextFieldDelegate {
    var log: [String] = []
    var allowsChanges = true
    func textFieldDidBeginEditing(_ textField: TextField) { log.append("began") }
    func textFieldDidEndEditing(_ textField: TextField) { log.append("ended") }
    func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        log.append("change \(range.location) \(string)")
        return allowsChanges
    }
}

// Text sizes use the monospaced measurer: a character is 0.5 × the font size wide, a line 1.2 × tall.
final class ControlSizesTests: XCTestCase {
    func testSwitchIsFixedAt51By31() {
        let toggle = Switch(frame: CGRect(x: 5, y: 6, width: 200, height: 200))
        XCTAssertEqual(toggle.frame, CGRect(x: 5, y: 6, width: 51, height: 31))
        XCTAssertEqual(toggle.intrinsicContentSize, CGSize(width: 51, height: 31))
        XCTAssertEqual(toggle.contentHuggingPriority(for: .horizontal), .defaultHigh)
        toggle.setOn(true, animated: true)
        XCTAssertTrue(toggle.isOn)
    }

    func testSliderHasAHeightOnlyAndPinsItsValue() {
        let root = EngineFixture.root(300, 100)
        let slider = Slider()
        slider.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(slider)
        slider.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20).isActive = true
        slider.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20).isActive = true
        slider.topAnchor.constraint(equalTo: root.topAnchor, constant: 10).isActive = true
        root.layoutIfNeeded()
        // Width 300 - 40 = 260 from the constraints, height 31 intrinsic.
        assertFrame(slider.frame, 20, 10, 260, 31)

        slider.value = 5
        XCTAssertEqual(slider.value, 1)
        slider.minimumValue = 2  // above the maximum: the maximum follows, the value is pinned
        XCTAssertEqual(slider.maximumValue, 2)
        XCTAssertEqual(slider.value, 2)
        let diagnostics = LayoutDiagnostics.collect {
            slider.setValue(.nan, animated: false)
            slider.maximumValue = .infinity
        }
        XCTAssertEqual(diagnostics.map(\.kind), [.invalidViewValue, .invalidViewValue])
        XCTAssertEqual(slider.value, 2)
        XCTAssertEqual(slider.maximumValue, 2)
    }

    func testActivityIndicatorSizes() {
        XCTAssertEqual(ActivityIndicatorView(style: .medium).intrinsicContentSize, CGSize(width: 20, height: 20))
        XCTAssertEqual(ActivityIndicatorView(style: .gray).intrinsicContentSize, CGSize(width: 20, height: 20))
        XCTAssertEqual(ActivityIndicatorView(style: .large).intrinsicContentSize, CGSize(width: 37, height: 37))
        let spinner = ActivityIndicatorView(style: .whiteLarge)
        XCTAssertEqual(spinner.frame.size, CGSize(width: 37, height: 37))
        XCTAssertTrue(spinner.isHidden)
        spinner.startAnimating()
        XCTAssertTrue(spinner.isAnimating)
        XCTAssertFalse(spinner.isHidden)
        spinner.stopAnimating()
        XCTAssertTrue(spinner.isHidden)
        spinner.style = .medium
        XCTAssertEqual(spinner.intrinsicContentSize, CGSize(width: 20, height: 20))
    }

    func testProgressViewHeightAndBadProgress() {
        let progress = ProgressView(progressViewStyle: .bar)
        XCTAssertEqual(progress.intrinsicContentSize, CGSize(width: View.noIntrinsicMetric, height: 4))
        let diagnostics = LayoutDiagnostics.collect {
            progress.progress = -0.5
            XCTAssertEqual(progress.progress, 0)
            progress.setProgress(1.5, animated: true)
            XCTAssertEqual(progress.progress, 1)
            progress.progress = .nan
            XCTAssertEqual(progress.progress, 0)
        }
        XCTAssertEqual(diagnostics.count, 3)
        XCTAssertTrue(diagnostics[0].message.contains("progress was set to -0.5"))
        progress.progress = 0.25
        XCTAssertEqual(progress.progress, 0.25)
    }

    func testSegmentedControlSizes() {
        let segments = SegmentedControl(items: ["First", "Second"])
        // 13-point titles: "First" 5 × 6.5 = 32.5, "Second" 39; + 16 each: 48.5 and 55. All
        // segments as wide as the widest: 2 × 55 = 110; 32 tall.
        XCTAssertEqual(segments.intrinsicContentSize, CGSize(width: 110, height: 32))
        segments.apportionsSegmentWidthsByContent = true
        XCTAssertEqual(segments.intrinsicContentSize, CGSize(width: 103.5, height: 32))
        segments.insertSegment(withTitle: "Third", at: 10, animated: false)  // pinned to the end
        XCTAssertEqual(segments.numberOfSegments, 3)
        XCTAssertEqual(segments.titleForSegment(at: 2), "Third")
        segments.setWidth(70, forSegmentAt: 0)
        // 70 + 55 + ("Third" 32.5 + 16 = 48.5) = 173.5.
        XCTAssertEqual(segments.intrinsicContentSize.width, 173.5)
        XCTAssertEqual(segments.selectedSegmentIndex, SegmentedControl.noSegment)
        segments.selectedSegmentIndex = 1
        XCTAssertEqual(segments.selectedSegmentIndex, 1)
        let diagnostics = LayoutDiagnostics.collect {
            segments.selectedSegmentIndex = 5
            segments.setTitle("x", forSegmentAt: 7)
            _ = SegmentedControl(items: ["ok", 42])
        }
        XCTAssertEqual(diagnostics.map(\.kind), [.invalidViewValue, .invalidViewValue, .invalidViewValue])
        XCTAssertEqual(segments.selectedSegmentIndex, SegmentedControl.noSegment)
        let withImage = SegmentedControl(items: [Image(size: CGSize(width: 30, height: 20)), "A"])
        // The image's 30 + 16 = 46 is wider than "A" (6.5 + 16): 2 × 46 = 92.
        XCTAssertEqual(withImage.intrinsicContentSize.width, 92)
    }

    func testPageControlSizes() {
        let pages = PageControl()
        pages.numberOfPages = 3
        // 3 dots of 7 with 2 gaps of 9: 39; 37 tall.
        XCTAssertEqual(pages.intrinsicContentSize, CGSize(width: 39, height: 37))
        XCTAssertEqual(pages.size(forNumberOfPages: 5), CGSize(width: 71, height: 37))
        XCTAssertEqual(pages.size(forNumberOfPages: 0), CGSize(width: 0, height: 37))
        pages.currentPage = 2
        let diagnostics = LayoutDiagnostics.collect {
            pages.currentPage = 7
            XCTAssertEqual(pages.currentPage, 2)
            pages.currentPage = -1
            XCTAssertEqual(pages.currentPage, 0)
            pages.numberOfPages = -4
        }
        XCTAssertEqual(diagnostics.count, 3)
        XCTAssertEqual(pages.numberOfPages, 0)
        XCTAssertEqual(pages.intrinsicContentSize, CGSize(width: 0, height: 37))
    }

    func testTextFieldSizes() {
        let field = TextField()
        field.text = "Hello"
        // 17 points: "Hello" 5 × 8.5 = 42.5 wide; the line, 20.4, rounded up to 21.
        XCTAssertEqual(field.intrinsicContentSize, CGSize(width: 42.5, height: 21))
        field.borderStyle = .roundedRect
        // + 7 left and right: 56.5; 21 + 13 = 34.
        XCTAssertEqual(field.intrinsicContentSize, CGSize(width: 56.5, height: 34))
        field.text = nil
        XCTAssertEqual(field.text, "")
        field.placeholder = "Email address"
        // The placeholder measures when empty: 13 × 8.5 = 110.5 + 14 = 124.5.
        XCTAssertEqual(field.intrinsicContentSize.width, 124.5)
        let icon = View(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        field.leftView = icon
        XCTAssertEqual(field.intrinsicContentSize.width, 124.5)  // .never shows nothing
        field.leftViewMode = .always
        XCTAssertEqual(field.intrinsicContentSize.width, 154.5)
        field.frame = CGRect(x: 0, y: 0, width: 200, height: 34)
        field.layoutIfNeeded()
        // The left view at the left edge, centred: y (34 - 20) / 2 = 7.
        assertFrame(icon.frame, 0, 7, 30, 20)
        // The text area: x 7 + 30 = 37, width 200 - 14 - 30 = 156.
        assertFrame(field.textRect(forBounds: field.bounds), 37, 0, 156, 34)

        let big = TextField()
        big.font = .systemFont(ofSize: 24)
        big.text = "Hi"
        // "Hi" 2 × 12 = 24; the line 28.8 rounded up: 29.
        XCTAssertEqual(big.intrinsicContentSize, CGSize(width: 24, height: 29))
    }

    func testTextFieldEditing() {
        let field = TextField()
        let delegate = FieldDelegate()
        field.delegate = delegate
        var events: [String] = []
        field.addAction(Action { _ in events.append("begin") }, for: .editingDidBegin)
        field.addAction(Action { _ in events.append("changed") }, for: .editingChanged)
        field.addAction(Action { _ in events.append("end") }, for: .editingDidEnd)
        XCTAssertTrue(field.canBecomeFirstResponder)
        XCTAssertTrue(field.becomeFirstResponder())
        XCTAssertTrue(field.isEditing)
        field.insertText("ab")
        delegate.allowsChanges = false
        field.insertText("c")
        delegate.allowsChanges = true
        field.deleteBackward()
        XCTAssertTrue(field.resignFirstResponder())
        XCTAssertEqual(field.text, "a")
        XCTAssertEqual(events, ["begin", "changed", "changed", "end"])
        XCTAssertEqual(delegate.log, ["began", "change 0 ab", "change 2 c", "change 1 ", "ended"])
        field.isEnabled = false
        XCTAssertFalse(field.becomeFirstResponder())
    }

    func testSelfSizingTextViewWrapsAtItsWidth() {
        let root = EngineFixture.root(300, 300)
        let textView = TextView()
        textView.isScrollEnabled = false
        textView.text = "one two three"
        textView.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(textView)
        // Unwrapped: 13 characters × 6 (12 points) = 78, + 2 × 5 padding = 88; 14.4 + 16 = 30.4.
        XCTAssertEqual(textView.intrinsicContentSize.width, 88, accuracy: 1e-9)
        XCTAssertEqual(textView.intrinsicContentSize.height, 30.4, accuracy: 1e-9)
        textView.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10).isActive = true
        textView.topAnchor.constraint(equalTo: root.topAnchor, constant: 10).isActive = true
        textView.widthAnchor.constraint(equalToConstant: 50).isActive = true
        root.layoutIfNeeded()
        // Width 50 leaves 40 for text: 6 characters a line, so "one", "two", "three": 3 lines
        // × 14.4 = 43.2, + 8 + 8 = 59.2.
        assertFrame(textView.frame, 10, 10, 50, 59.2)
        textView.textContainerInset = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        textView.textContainer.lineFragmentPadding = 0
        root.layoutIfNeeded()
        // 50 for text: 8 characters a line: "one two" and "three": 2 × 14.4 = 28.8.
        assertFrame(textView.frame, 10, 10, 50, 28.8)

        let scrolling = TextView()
        scrolling.text = "anything"
        XCTAssertEqual(scrolling.intrinsicContentSize, CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
        let diagnostics = LayoutDiagnostics.collect { scrolling.textContainerInset.top = -2 }
        XCTAssertEqual(diagnostics.map(\.kind), [.invalidViewValue])
        XCTAssertEqual(scrolling.textContainerInset.top, 0)
    }

    func testIndexPathRowsAndItems() {
        var path = IndexPath(row: 3, section: 1)
        XCTAssertEqual(path.row, 3)
        XCTAssertEqual(path.section, 1)
        XCTAssertEqual(path.item, 3)
        XCTAssertEqual(path, IndexPath(item: 3, section: 1))
        path.row = 5
        XCTAssertEqual(Array(path), [1, 5])
        XCTAssertEqual(IndexPath().row, 0)
    }
}
