import XCTest
@testable import Taut

/// UIKit's layout cycle: `updateConstraints()` bottom-up, the solve, then `layoutSubviews()`
/// top-down, in rounds until nothing changes.
final class LayoutCycleTests: XCTestCase {
    /// Installs its constraints once, in `updateConstraints()`, as UIKit code written for the
    /// update-constraints pass does (SnapKit's own example works this way).
    private final class BadgeView: View {
        let dot = View()
        var updateCount = 0
        var dotSize: CGFloat = 10
        private var sizeConstraint: LayoutConstraint?

        override init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(dot)
            dot.translatesAutoresizingMaskIntoConstraints = false
            setNeedsUpdateConstraints()
        }

        required init?(coder: NSCoder) { nil }

        override class var requiresConstraintBasedLayout: Bool { true }

        override func updateConstraints() {
            updateCount += 1
            if let sizeConstraint {
                sizeConstraint.constant = dotSize
            } else {
                let size = dot.widthAnchor.constraint(equalToConstant: dotSize)
                LayoutConstraint.activate([
                    size,
                    dot.heightAnchor.constraint(equalTo: dot.widthAnchor),
                    dot.topAnchor.constraint(equalTo: topAnchor, constant: 4),
                    dot.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -4),
                ])
                sizeConstraint = size
            }
            super.updateConstraints()
        }
    }

    func testUpdateConstraintsInstallsOnceAndRunsAgainOnlyWhenAsked() {
        let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        badge.layoutIfNeeded()
        // The dot: 10 × 10, top 4, trailing 100 - 4 = 96, so x = 86.
        XCTAssertEqual(badge.updateCount, 1)
        XCTAssertEqual(badge.dot.frame, CGRect(x: 86, y: 4, width: 10, height: 10))
        XCTAssertEqual(badge.constraints.count + badge.dot.constraints.count, 4)
        XCTAssertFalse(badge.needsUpdateConstraints())

        badge.layoutIfNeeded()
        XCTAssertEqual(badge.updateCount, 1)

        badge.dotSize = 20
        badge.setNeedsUpdateConstraints()
        XCTAssertTrue(badge.needsUpdateConstraints())
        badge.layoutIfNeeded()
        // 20 × 20 at x = 96 - 20 = 76.
        XCTAssertEqual(badge.updateCount, 2)
        XCTAssertEqual(badge.dot.frame, CGRect(x: 76, y: 4, width: 20, height: 20))
    }

    func testUpdateConstraintsIfNeededRunsThePassWithoutLayingOut() {
        let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        badge.updateConstraintsIfNeeded()
        XCTAssertEqual(badge.updateCount, 1)
        XCTAssertEqual(badge.dot.frame, .zero)  // not laid out yet
        badge.layoutIfNeeded()
        XCTAssertEqual(badge.updateCount, 1)
        XCTAssertEqual(badge.dot.frame, CGRect(x: 86, y: 4, width: 10, height: 10))
    }

    /// Records the order of the passes' calls.
    private final class RecordingView: View {
        var log: (String) -> Void = { _ in }
        override func updateConstraints() { log("update \(debugName)") }
        override func layoutSubviews() { log("layout \(debugName)") }
    }

    func testUpdateIsBottomUpAndLayoutTopDown() {
        var log: [String] = []
        let root = RecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let middle = RecordingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let leaf = RecordingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        for (view, name) in [(root, "root"), (middle, "middle"), (leaf, "leaf")] {
            view.accessibilityIdentifier = name
            view.log = { log.append($0) }
        }
        root.addSubview(middle)
        middle.addSubview(leaf)
        for view in [root, middle, leaf] { view.setNeedsUpdateConstraints() }
        root.layoutIfNeeded()
        // Update: deepest first. Layout: every view joined a tree or was asked (addSubview marks
        // the added view and its superview), parents first.
        XCTAssertEqual(log, ["update leaf", "update middle", "update root", "layout root", "layout middle", "layout leaf"])

        log = []
        root.layoutIfNeeded()
        XCTAssertEqual(log, [])
        leaf.setNeedsLayout()
        root.layoutIfNeeded()
        XCTAssertEqual(log, ["layout leaf"])
    }

    /// Places two panes side by side by hand, from its final bounds.
    private final class SplitView: View {
        let left = View(), right = View()
        var layoutCount = 0
        override init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(left)
            addSubview(right)
        }
        required init?(coder: NSCoder) { nil }
        override func layoutSubviews() {
            layoutCount += 1
            let half = bounds.width / 2
            left.frame = CGRect(x: 0, y: 0, width: half, height: bounds.height)
            right.frame = CGRect(x: half, y: 0, width: half, height: bounds.height)
        }
    }

    func testLayoutSubviewsSplitsTheBoundsTheConstraintsGave() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let split = SplitView()
        root.addSubview(split)
        split.translatesAutoresizingMaskIntoConstraints = false
        let leading = split.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20)
        LayoutConstraint.activate([
            leading,
            split.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            split.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            split.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -20),
        ])
        root.layoutIfNeeded()
        // split: (20, 20, 400 - 40 = 360, 300 - 40 = 260); halves of 180.
        XCTAssertEqual(split.frame, CGRect(x: 20, y: 20, width: 360, height: 260))
        XCTAssertEqual(split.left.frame, CGRect(x: 0, y: 0, width: 180, height: 260))
        XCTAssertEqual(split.right.frame, CGRect(x: 180, y: 0, width: 180, height: 260))
        XCTAssertEqual(split.layoutCount, 1)

        leading.constant = 60
        root.layoutIfNeeded()
        // width 400 - 60 - 20 = 320; halves of 160.
        XCTAssertEqual(split.frame, CGRect(x: 60, y: 20, width: 320, height: 260))
        XCTAssertEqual(split.right.frame, CGRect(x: 160, y: 0, width: 160, height: 260))
        XCTAssertEqual(split.layoutCount, 2)

        // A move without a resize does not lay the view out again.
        leading.constant = 40
        split.trailingAnchor.constraint(equalTo: root.trailingAnchor).isActive = false
        root.layoutIfNeeded()
        XCTAssertEqual(split.layoutCount, 3)  // 400 - 40 - 20 = 340 wide: resized
        XCTAssertEqual(split.left.frame.width, 170)
    }

    /// Places a panel by hand; the panel's child is held to it by constraints.
    private final class CardView: View {
        let panel = View()
        let content = View()
        override init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(panel)
            panel.addSubview(content)
            content.translatesAutoresizingMaskIntoConstraints = false
            LayoutConstraint.activate([
                content.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 5),
                content.trailingAnchor.constraint(equalTo: panel.trailingAnchor, constant: -5),
                content.topAnchor.constraint(equalTo: panel.topAnchor, constant: 5),
                content.bottomAnchor.constraint(equalTo: panel.bottomAnchor, constant: -5),
            ])
        }
        required init?(coder: NSCoder) { nil }
        override func layoutSubviews() {
            panel.frame = CGRect(x: 10, y: 10, width: bounds.width - 20, height: 100)
        }
    }

    func testConstraintsInsideAViewPlacedByHandFollowItInTheSamePass() {
        let card = CardView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        card.layoutIfNeeded()
        // panel: (10, 10, 200 - 20 = 180, 100); content inset by 5: (5, 5, 170, 90).
        XCTAssertEqual(card.panel.frame, CGRect(x: 10, y: 10, width: 180, height: 100))
        XCTAssertEqual(card.content.frame, CGRect(x: 5, y: 5, width: 170, height: 90))
    }

    /// Overrides the frame of a constrained subview by hand after the solve.
    private final class NudgingView: View {
        let child = View()
        override init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(child)
            child.translatesAutoresizingMaskIntoConstraints = false
            LayoutConstraint.activate([
                child.leadingAnchor.constraint(equalTo: leadingAnchor),
                child.topAnchor.constraint(equalTo: topAnchor),
                child.widthAnchor.constraint(equalToConstant: 40),
                child.heightAnchor.constraint(equalToConstant: 40),
            ])
        }
        required init?(coder: NSCoder) { nil }
        override func layoutSubviews() {
            child.frame = child.frame.offsetBy(dx: 3, dy: 0)
        }
    }

    func testFramesSetInLayoutSubviewsStay() {
        let view = NudgingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.layoutIfNeeded()
        // Solved at (0, 0, 40, 40), then moved 3 to the right by layoutSubviews.
        XCTAssertEqual(view.child.frame, CGRect(x: 3, y: 0, width: 40, height: 40))
        view.layoutIfNeeded()
        XCTAssertEqual(view.child.frame, CGRect(x: 3, y: 0, width: 40, height: 40))
    }

    /// Reads a subview's solved frame from inside `layoutSubviews()`, after asking for layout.
    private final class ReadingView: View {
        let child = View()
        var widthSeen: CGFloat = -1
        let width: LayoutConstraint
        override init(frame: CGRect) {
            width = child.widthAnchor.constraint(equalToConstant: 10)
            super.init(frame: frame)
            addSubview(child)
            child.translatesAutoresizingMaskIntoConstraints = false
            LayoutConstraint.activate([width, child.heightAnchor.constraint(equalToConstant: 10),
                                       child.leftAnchor.constraint(equalTo: leftAnchor),
                                       child.topAnchor.constraint(equalTo: topAnchor)])
        }
        required init?(coder: NSCoder) {
            width = LayoutConstraint(item: View(), attribute: .width, relatedBy: .equal, toItem: nil,
                                     attribute: .notAnAttribute, multiplier: 1, constant: 0)
            super.init(coder: coder)
        }
        override func layoutSubviews() {
            width.constant = bounds.width / 2
            layoutIfNeeded()
            widthSeen = child.frame.width
        }
    }

    func testLayoutIfNeededInsideLayoutSubviewsSolvesAtOnce() {
        let view = ReadingView(frame: CGRect(x: 0, y: 0, width: 120, height: 60))
        let diagnostics = LayoutDiagnostics.collect { view.layoutIfNeeded() }
        // 120 / 2 = 60, read right after the nested layoutIfNeeded().
        XCTAssertEqual(view.widthSeen, 60)
        XCTAssertEqual(view.child.frame, CGRect(x: 0, y: 0, width: 60, height: 10))
        XCTAssertEqual(diagnostics.count, 0)
    }

    /// A feedback loop: every pass changes the constant it is laid out with, then asks its
    /// superview for layout (the case that overflowed the stack before the cycle existed).
    private final class RestlessView: View {
        var passes = 0
        var width: LayoutConstraint?
        override func layoutSubviews() {
            passes += 1
            width?.constant += 1
            superview?.layoutIfNeeded()
        }
    }

    func testAFeedbackLoopStopsWithADiagnosticNamingTheView() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let restless = RestlessView()
        restless.accessibilityIdentifier = "restless"
        root.addSubview(restless)
        restless.translatesAutoresizingMaskIntoConstraints = false
        let width = restless.widthAnchor.constraint(equalToConstant: 10)
        restless.width = width
        LayoutConstraint.activate([width, restless.heightAnchor.constraint(equalToConstant: 10),
                                   restless.leftAnchor.constraint(equalTo: root.leftAnchor),
                                   restless.topAnchor.constraint(equalTo: root.topAnchor)])
        let diagnostics = LayoutDiagnostics.collect { root.layoutIfNeeded() }
        // Every round resizes `restless`, which lays it out again: stopped after 16 rounds,
        // with the frame of the last solve (10 + 16 = 26 wide).
        XCTAssertEqual(restless.passes, maximumLayoutRounds)
        XCTAssertEqual(diagnostics.map(\.kind), [.layoutFeedbackLoop])
        XCTAssertTrue(diagnostics.first?.message.contains("restless") ?? false)
        XCTAssertTrue(diagnostics.first?.message.contains("16 rounds") ?? false)
        XCTAssertEqual(restless.frame, CGRect(x: 0, y: 0, width: 26, height: 10))
    }

    func testSizeToFitAndAnimationsRunAtOnce() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let box = View()
        root.addSubview(box)
        box.translatesAutoresizingMaskIntoConstraints = false
        let width = box.widthAnchor.constraint(equalToConstant: 10)
        LayoutConstraint.activate([width, box.heightAnchor.constraint(equalToConstant: 10),
                                   box.leftAnchor.constraint(equalTo: root.leftAnchor),
                                   box.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        var finished: Bool?
        width.constant = 80
        View.animate(withDuration: 0.3, delay: 0, options: [.curveEaseOut], animations: {
            root.layoutIfNeeded()
        }, completion: { finished = $0 })
        XCTAssertEqual(finished, true)
        XCTAssertEqual(box.frame.width, 80)
        View.performWithoutAnimation { width.constant = 30; root.layoutIfNeeded() }
        XCTAssertEqual(box.frame.width, 30)
        var keyframes = 0
        View.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
            View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { keyframes += 1 }
            View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { keyframes += 1 }
        })
        XCTAssertEqual(keyframes, 2)
    }

    /// Sets a NaN frame in `layoutSubviews()`.
    private final class BrokenMathView: View {
        let child = View(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        let other = View(frame: .zero)
        override init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(child)
            addSubview(other)
        }
        required init?(coder: NSCoder) { nil }
        override func layoutSubviews() {
            child.frame = CGRect(x: 0, y: 0, width: bounds.width / 0 * 0, height: 10)  // NaN width
            other.frame = CGRect(x: 5, y: 5, width: 20, height: 20)
        }
    }

    func testANaNFrameInLayoutSubviewsIsReportedAndTheRestIsLaidOut() {
        let view = BrokenMathView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let diagnostics = LayoutDiagnostics.collect { view.layoutIfNeeded() }
        XCTAssertEqual(diagnostics.map(\.kind), [.invalidViewValue])
        XCTAssertTrue(diagnostics.first?.message.contains("nan") ?? false)
        // The child keeps its frame; the next view is placed as asked.
        XCTAssertEqual(view.child.frame, CGRect(x: 1, y: 2, width: 3, height: 4))
        XCTAssertEqual(view.other.frame, CGRect(x: 5, y: 5, width: 20, height: 20))
        let bad = LayoutDiagnostics.collect { _ = View(frame: CGRect(x: CGFloat.infinity, y: 0, width: 1, height: 1)) }
        XCTAssertEqual(bad.map(\.kind), [.invalidViewValue])
    }

    func testAQueuedViewThatMovesIsLaidOutInItsNewTreeAndARemovedOneIsFreed() {
        var log: [String] = []
        let first = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let second = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let mover = RecordingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        mover.accessibilityIdentifier = "mover"
        mover.log = { log.append($0) }
        first.addSubview(mover)        // queued in `first`
        second.addSubview(mover)       // moves, with its entry
        first.layoutIfNeeded()
        XCTAssertEqual(log, [])
        second.layoutIfNeeded()
        XCTAssertEqual(log, ["layout mover"])

        weak var gone: View?
        do {
            let temporary = View(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
            gone = temporary
            first.addSubview(temporary)
            temporary.setNeedsLayout()
            temporary.removeFromSuperview()
        }
        XCTAssertNil(gone)  // the queue of `first` kept no reference to it
    }

    /// Builds its constraints in `updateConstraints()` without ever asking for the pass: its
    /// class requires constraint-based layout, so the first pass runs it anyway.
    private final class SelfStartingView: View {
        var updates = 0
        override class var requiresConstraintBasedLayout: Bool { true }
        override func updateConstraints() { updates += 1 }
    }

    func testRequiresConstraintBasedLayoutRunsTheFirstUpdateOfARootAndOfASubview() {
        let root = SelfStartingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let child = SelfStartingView(frame: .zero)
        root.addSubview(child)
        root.layoutIfNeeded()
        root.layoutIfNeeded()
        XCTAssertEqual(root.updates, 1)
        XCTAssertEqual(child.updates, 1)
    }
}
