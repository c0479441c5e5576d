import XCTest
@testable import Taut

private final class ScrollRecorder: ScrollViewDelegate {
    var offsets: [CGPoint] = []
    func scrollViewDidScroll(_ scrollView: ScrollView) { offsets.append(scrollView.contentOffset) }
}

final class ContainerScrollViewTests: XCTestCase {
    /// A 320 × 480 root holding a scroll view pinned to its edges.
    private func makeScrollView() -> (root: View, scroll: ScrollView) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let scroll = ScrollView()
        scroll.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(scroll)
        scroll.snp.makeConstraints { $0.edges.equalToSuperview() }
        return (root, scroll)
    }

    private func box(height: CGFloat) -> View {
        let view = View()
        view.translatesAutoresizingMaskIntoConstraints = false
        view.heightAnchor.constraint(equalToConstant: height).isActive = true
        return view
    }

    func testStackPinnedToTheContentGuideGivesTheContentSize() {
        let (root, scroll) = makeScrollView()
        let rows = [box(height: 200), box(height: 300), box(height: 250)]
        let stack = StackView(arrangedSubviews: rows)
        stack.axis = .vertical
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(stack)
        let content = scroll.contentLayoutGuide
        LayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: content.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
            stack.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -20),
            stack.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor, constant: -32),
        ])
        let diagnostics = LayoutDiagnostics.collect { root.layoutIfNeeded() }
        XCTAssertEqual(diagnostics.count, 0)
        // Stack: 200 + 10 + 300 + 10 + 250 = 770 tall, 320 - 32 = 288 wide, at (16, 20).
        assertFrame(stack.frame, 16, 20, 288, 770)
        assertFrame(rows[2].frame, 0, 520, 288, 250)
        // Content: 288 + 32 = 320 wide, 770 + 40 = 810 tall; the scroll view keeps its frame.
        XCTAssertEqual(scroll.contentSize, CGSize(width: 320, height: 810))
        assertFrame(scroll.frame, 0, 0, 320, 480)
        assertFrame(scroll.contentLayoutGuide.layoutFrame, 0, 0, 320, 810)
        assertFrame(scroll.frameLayoutGuide.layoutFrame, 0, 0, 320, 480)

        // The content follows the stack: a hidden row collapses, 810 - 300 - 10 = 500.
        rows[1].isHidden = true
        root.layoutIfNeeded()
        XCTAssertEqual(scroll.contentSize, CGSize(width: 320, height: 500))
    }

    func testSnapKitDemoShapeEdgesMeanTheContentArea() {
        // SnapKit's scroll-view demo: a content view pinned to the scroll view's edges, as wide
        // as the scroll view, holding a label taller than the screen.
        let (root, scroll) = makeScrollView()
        let contentView = View()
        scroll.addSubview(contentView)
        let label = Label()
        label.numberOfLines = 0
        // The monospaced measurer: 10-point text is 5 points a character, 12 points a line.
        label.font = .systemFont(ofSize: 10)
        label.text = String(repeating: "a", count: 6000)
        contentView.addSubview(label)
        contentView.snp.makeConstraints { make in
            make.edges.equalToSuperview()
            make.width.equalToSuperview()
        }
        label.snp.makeConstraints { make in
            make.edges.equalToSuperview().inset(10)
        }
        let diagnostics = LayoutDiagnostics.collect { root.layoutIfNeeded() }
        XCTAssertEqual(diagnostics.count, 0)
        // Label width 320 - 20 = 300 → 60 characters a line; 6000 / 60 = 100 lines × 12 = 1200.
        assertFrame(label.frame, 10, 10, 300, 1200)
        // Content view: 320 wide (the scroll view's width is its frame), 1200 + 20 = 1220 tall,
        // not squashed to the scroll view's 480.
        assertFrame(contentView.frame, 0, 0, 320, 1220)
        XCTAssertEqual(scroll.contentSize, CGSize(width: 320, height: 1220))
        assertFrame(scroll.frame, 0, 0, 320, 480)
    }

    func testCentersAndOutsideViewsMeanTheFrame() {
        let (root, scroll) = makeScrollView()
        let tall = box(height: 1000)
        scroll.addSubview(tall)
        let floating = box(height: 40)
        scroll.addSubview(floating)
        LayoutConstraint.activate([
            tall.topAnchor.constraint(equalTo: scroll.topAnchor),
            tall.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
            tall.widthAnchor.constraint(equalToConstant: 100),
            // centerX with the scroll view means its frame: (320 - 100) / 2 = 110.
            tall.centerXAnchor.constraint(equalTo: scroll.centerXAnchor),
            // Edges with a view inside mean the content area.
            tall.leadingAnchor.constraint(equalTo: scroll.leadingAnchor, constant: 110),
            tall.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
            // A view pinned to something outside the scroll view floats over the frame.
            floating.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -8),
            floating.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            floating.widthAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        assertFrame(tall.frame, 110, 0, 100, 1000)
        // Content: leading 110 + 100, trailing 0 → width 210; height 1000.
        XCTAssertEqual(scroll.contentSize, CGSize(width: 210, height: 1000))
        // 480 - 8 - 40 = 432 from the root's top; the scroll view is at 0.
        assertFrame(floating.frame, 0, 432, 50, 40)
    }

    func testMarginsOfTheScrollViewMeanTheContentAreaMargins() {
        let (root, scroll) = makeScrollView()
        scroll.layoutMargins = EdgeInsets(top: 12, left: 10, bottom: 14, right: 10)
        let tall = box(height: 700)
        scroll.addSubview(tall)
        LayoutConstraint.activate([
            tall.topAnchor.constraint(equalTo: scroll.layoutMarginsGuide.topAnchor),
            tall.leadingAnchor.constraint(equalTo: scroll.layoutMarginsGuide.leadingAnchor),
            tall.widthAnchor.constraint(equalToConstant: 100),
            LayoutConstraint(item: tall, attribute: .bottom, relatedBy: .equal, toItem: scroll,
                             attribute: .bottomMargin, multiplier: 1, constant: 0),
        ])
        root.layoutIfNeeded()
        // Margins-guide constraints use the frame's margins guide: (10, 12, 100, 700).
        assertFrame(tall.frame, 10, 12, 100, 700)
        // The bottomMargin attribute is the content area's: 12 + 700 + 14 = 726 tall.
        XCTAssertEqual(scroll.contentSize.height, 726)
    }

    func testNoContentConstraintsGiveNoAmbiguityAndKeepTheSetContentSize() {
        let (root, scroll) = makeScrollView()
        scroll.contentSize = CGSize(width: 320, height: 2000)
        let child = View(frame: CGRect(x: 0, y: 0, width: 320, height: 2000))
        scroll.addSubview(child)
        let diagnostics = LayoutDiagnostics.collect {
            root.layoutIfNeeded()
            XCTAssertTrue(root.ambiguityReport().entries.isEmpty)
        }
        XCTAssertEqual(diagnostics.count, 0)
        XCTAssertEqual(scroll.contentSize, CGSize(width: 320, height: 2000))
        // Even once the content guide takes part (referenced but not sized), it keeps the value.
        let marker = box(height: 10)
        scroll.addSubview(marker)
        LayoutConstraint.activate([
            marker.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            marker.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            marker.widthAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(scroll.contentSize, CGSize(width: 320, height: 2000))
        XCTAssertFalse(scroll.hasAmbiguousLayout)
    }

    func testContentOffsetBoundsAndDelegate() {
        let (root, scroll) = makeScrollView()
        let recorder = ScrollRecorder()
        scroll.delegate = recorder
        let child = View(frame: CGRect(x: 0, y: 600, width: 320, height: 50))
        scroll.addSubview(child)
        root.layoutIfNeeded()
        scroll.setContentOffset(CGPoint(x: 0, y: 500), animated: true)
        XCTAssertEqual(recorder.offsets, [CGPoint(x: 0, y: 500)])
        // Frames stay in content coordinates; the bounds' origin is the offset.
        assertFrame(child.frame, 0, 600, 320, 50)
        assertFrame(scroll.bounds, 0, 500, 320, 480)
        // On screen the child is at 600 - 500 = 100.
        XCTAssertEqual(child.convert(CGPoint.zero, to: root), CGPoint(x: 0, y: 100))
        XCTAssertTrue(root.hitTest(CGPoint(x: 10, y: 120), with: nil) === child)
        scroll.bounds = CGRect(x: 0, y: 0, width: 320, height: 480)
        XCTAssertEqual(scroll.contentOffset, .zero)
        XCTAssertEqual(recorder.offsets.count, 2)
    }

    func testAdjustedContentInset() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        root.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let scroll = ScrollView(frame: root.bounds)
        root.addSubview(scroll)
        scroll.contentInset = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        // Content shorter than the scroll view: .automatic leaves the safe area out.
        XCTAssertEqual(scroll.adjustedContentInset, EdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
        scroll.contentSize = CGSize(width: 390, height: 2000)
        // Taller: top 10 + 47, bottom 34.
        XCTAssertEqual(scroll.adjustedContentInset, EdgeInsets(top: 57, left: 0, bottom: 34, right: 0))
        scroll.contentInsetAdjustmentBehavior = .never
        XCTAssertEqual(scroll.adjustedContentInset, EdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
        scroll.contentSize = .zero
        scroll.contentInsetAdjustmentBehavior = .always
        XCTAssertEqual(scroll.adjustedContentInset, EdgeInsets(top: 57, left: 0, bottom: 34, right: 0))
        scroll.contentInsetAdjustmentBehavior = .scrollableAxes
        scroll.alwaysBounceVertical = true
        XCTAssertEqual(scroll.adjustedContentInset, EdgeInsets(top: 57, left: 0, bottom: 34, right: 0))
    }

    func testBadValuesAreRefused() {
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let diagnostics = LayoutDiagnostics.collect {
            scroll.contentSize = CGSize(width: -5, height: CGFloat.nan)
            scroll.contentOffset = CGPoint(x: CGFloat.infinity, y: 3)
        }
        XCTAssertEqual(diagnostics.map(\.kind), [.invalidViewValue, .invalidViewValue, .invalidViewValue])
        XCTAssertEqual(scroll.contentSize, .zero)
        XCTAssertEqual(scroll.contentOffset, CGPoint(x: 0, y: 3))
    }

    func testScrollRectToVisible() {
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        scroll.contentSize = CGSize(width: 100, height: 1000)
        scroll.scrollRectToVisible(CGRect(x: 0, y: 500, width: 100, height: 50), animated: false)
        // The rect's bottom 550 at the bottom of the 200-point bounds: offset 350.
        XCTAssertEqual(scroll.contentOffset, CGPoint(x: 0, y: 350))
        scroll.scrollRectToVisible(CGRect(x: 0, y: 100, width: 100, height: 50), animated: false)
        XCTAssertEqual(scroll.contentOffset, CGPoint(x: 0, y: 100))
    }
}
