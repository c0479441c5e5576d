import XCTest
@testable import Taut

/// Trees much deeper than the stack allows recursion for: built, laid out, snapshotted,
/// rendered, cut and freed without recursing on depth. The work runs on a thread with a
/// 512 KiB stack, which one frame per level would overflow well before 20 000 levels.
final class DeepTreeTests: XCTestCase {
    private func onSmallStack(_ body: @escaping @Sendable () -> Void) {
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            body()
            done.signal()
        }
        thread.stackSize = 1 << 19
        thread.start()
        done.wait()
    }

    func testATwentyThousandDeepChainLivesAndDiesWithoutRecursion() {
        final class Results: @unchecked Sendable {
            var deepestFrame = CGRect.null
            var nodes = 0
            var svgLines = 0
            var freed = false
            var remainingDepth = -1
        }
        let results = Results()
        onSmallStack {
            _ = LayoutDiagnostics.collect {
                weak var weakRoot: View?
                do {
                    let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
                    weakRoot = root
                    var parent = root
                    var middle: View?
                    for level in 0..<20_000 {
                        let view = View()
                        parent.addSubview(view)
                        view.translatesAutoresizingMaskIntoConstraints = false
                        // Each level is inset by 0.01 on the left from its parent.
                        LayoutConstraint.activate([
                            view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 0.01),
                            view.trailingAnchor.constraint(equalTo: parent.trailingAnchor),
                            view.topAnchor.constraint(equalTo: parent.topAnchor),
                            view.bottomAnchor.constraint(equalTo: parent.bottomAnchor),
                        ])
                        if level == 9_999 { middle = view }
                        parent = view
                    }
                    root.layoutIfNeeded()
                    // Every frame is relative to its superview: (0.01, 0) and 0.01 narrower.
                    // The deepest is 400 - 20 000 × 0.01 = 200 wide.
                    results.deepestFrame = parent.frame
                    let snapshot = LayoutSnapshot(root: root, detectAmbiguity: false)
                    results.nodes = snapshot.nodes.count
                    results.svgLines = SVGRenderer().render(snapshot).split(separator: "\n").count
                    // Cut the chain in the middle: the lower half becomes its own tree.
                    middle?.removeFromSuperview()
                    var depth = 0
                    var view: View? = parent
                    while let current = view, current.superview != nil { depth += 1; view = current.superview }
                    results.remainingDepth = depth
                }
                results.freed = weakRoot == nil
            }
        }
        XCTAssertEqual(results.deepestFrame.minX, 0.01, accuracy: 1e-9)
        XCTAssertEqual(results.deepestFrame.width, 200, accuracy: 1e-6)
        XCTAssertEqual(results.nodes, 20_001)
        XCTAssertGreaterThan(results.svgLines, 20_001)
        // Levels 10 001 ... 20 000 under the cut view: 10 000 superviews above the deepest.
        XCTAssertEqual(results.remainingDepth, 10_000)
        XCTAssertTrue(results.freed)
    }

    func testDirectionAndRootFollowASubtreeThatMoves() {
        let ltr = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let rtl = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        rtl.semanticContentAttribute = .forceRightToLeft
        let branch = View(), leaf = View()
        branch.addSubview(leaf)
        ltr.addSubview(branch)
        XCTAssertEqual(leaf.effectiveUserInterfaceLayoutDirection, .leftToRight)
        XCTAssertTrue(leaf.rootView === ltr)
        rtl.addSubview(branch)
        XCTAssertEqual(leaf.effectiveUserInterfaceLayoutDirection, .rightToLeft)
        XCTAssertTrue(leaf.rootView === rtl)
        branch.semanticContentAttribute = .forceLeftToRight
        XCTAssertEqual(leaf.effectiveUserInterfaceLayoutDirection, .leftToRight)
        branch.removeFromSuperview()
        XCTAssertTrue(leaf.rootView === branch)
        XCTAssertEqual(leaf.effectiveUserInterfaceLayoutDirection, .leftToRight)
        branch.semanticContentAttribute = .unspecified
        rtl.addSubview(branch)
        XCTAssertEqual(leaf.effectiveUserInterfaceLayoutDirection, .rightToLeft)
        // A root that joins another tree: its subtree follows.
        let top = View()
        top.addSubview(rtl)
        XCTAssertTrue(leaf.rootView === top)
        XCTAssertEqual(leaf.effectiveUserInterfaceLayoutDirection, .rightToLeft)
    }
}
