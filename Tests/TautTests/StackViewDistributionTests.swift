import XCTest
@testable import Taut

/// A view with a settable intrinsic content size, for the stack view tests.
final class StackTestBox: View {
    var size: CGSize { didSet { invalidateIntrinsicContentSize() } }

    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override var intrinsicContentSize: CGSize { size }
}

/// Every distribution crossed with every alignment, on both axes, with frames
/// worked out by hand.
final class StackViewDistributionTests: XCTestCase {
    /// A horizontal stack 320 x 100 (the root, so its frame is fixed), spacing 10,
    /// arranging boxes with intrinsic sizes 30 x 20, 60 x 30 and 60 x 40.
    private func horizontalStack(_ distribution: StackView.Distribution,
                                 _ alignment: StackView.Alignment) -> (StackView, [View]) {
        let stack = StackView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        stack.spacing = 10
        stack.distribution = distribution
        stack.alignment = alignment
        let boxes = [StackTestBox(30, 20), StackTestBox(60, 30), StackTestBox(60, 40)]
        boxes.forEach(stack.addArrangedSubview)
        layOutCleanly(stack, "\(distribution) \(alignment)")
        return (stack, boxes)
    }

    /// Lays out, checking that nothing conflicts and nothing is ambiguous.
    private func layOutCleanly(_ stack: StackView, _ context: String) {
        let diagnostics = LayoutDiagnostics.collect { stack.layoutIfNeeded() }
        XCTAssertEqual(diagnostics.map(\.message), [], context)
        XCTAssertTrue(stack.ambiguityReport().isEmpty, "\(context): \(stack.ambiguityReport())")
    }

    /// The same boxes turned a quarter: 20 x 30, 30 x 60, 40 x 60, in a vertical
    /// stack 100 x 320.
    private func verticalStack(_ distribution: StackView.Distribution,
                               _ alignment: StackView.Alignment) -> (StackView, [View]) {
        let stack = StackView(frame: CGRect(x: 0, y: 0, width: 100, height: 320))
        stack.axis = .vertical
        stack.spacing = 10
        stack.distribution = distribution
        stack.alignment = alignment
        let boxes = [StackTestBox(20, 30), StackTestBox(30, 60), StackTestBox(40, 60)]
        boxes.forEach(stack.addArrangedSubview)
        layOutCleanly(stack, "vertical \(distribution) \(alignment)")
        return (stack, boxes)
    }

    /// Positions and lengths along the axis, per distribution, for the boxes of
    /// intrinsic lengths 30, 60, 60, spacing 10, in a length of 320.
    private let along: [StackView.Distribution: [(CGFloat, CGFloat)]] = [
        // fill: 30 + 60 + 60 + 2 x 10 = 170, 150 to spare; equal hugging, so the
        // last box takes it: 60 + 150 = 210. Origins 0, 40, 110.
        .fill: [(0, 30), (40, 60), (110, 210)],
        // fillEqually: (320 - 20) / 3 = 100 each; origins 0, 110, 220.
        .fillEqually: [(0, 100), (110, 100), (220, 100)],
        // fillProportionally: 300 shared as 30 : 60 : 60 -> 60, 120, 120; origins 0, 70, 200.
        .fillProportionally: [(0, 60), (70, 120), (200, 120)],
        // equalSpacing: intrinsic lengths, gaps (320 - 150) / 2 = 85; origins 0, 115, 260.
        .equalSpacing: [(0, 30), (115, 60), (260, 60)],
        // equalCentering: centers at 15 and 290 at the ends, the middle one at
        // (15 + 290) / 2 = 152.5, so its origin is 152.5 - 30 = 122.5.
        .equalCentering: [(0, 30), (122.5, 60), (260, 60)],
    ]

    /// Positions and lengths across the axis, per alignment, for boxes of
    /// intrinsic thickness 20, 30, 40 in a thickness of 100.
    private let across: [StackView.Alignment: [(CGFloat, CGFloat)]] = [
        // fill: the whole thickness.
        .fill: [(0, 100), (0, 100), (0, 100)],
        // leading / top: at 0 with their own thickness.
        .leading: [(0, 20), (0, 30), (0, 40)],
        // center: 50 - t / 2.
        .center: [(40, 20), (35, 30), (30, 40)],
        // trailing / bottom: 100 - t.
        .trailing: [(80, 20), (70, 30), (60, 40)],
        // Baselines of plain views are their bottom edges: the bottoms line up,
        // and the group is lifted to the top, so the thickest box (40) is at 0
        // and every bottom at 40.
        .firstBaseline: [(20, 20), (10, 30), (0, 40)],
        .lastBaseline: [(20, 20), (10, 30), (0, 40)],
    ]

    func testEveryDistributionAndAlignmentHorizontally() {
        for distribution in StackView.Distribution.allCases {
            for alignment in StackView.Alignment.allCases {
                let (_, boxes) = horizontalStack(distribution, alignment)
                guard let xs = along[distribution], let ys = across[alignment] else {
                    return XCTFail("missing expectation")
                }
                for (index, box) in boxes.enumerated() {
                    let expected = CGRect(x: xs[index].0, y: ys[index].0, width: xs[index].1, height: ys[index].1)
                    XCTAssertEqual(box.frame, expected, "\(distribution) \(alignment) box \(index)")
                }
            }
        }
    }

    func testEveryDistributionAndAlignmentVertically() {
        for distribution in StackView.Distribution.allCases {
            for alignment in StackView.Alignment.allCases {
                let (_, boxes) = verticalStack(distribution, alignment)
                // A vertical stack treats the baseline alignments as fill.
                let effective: StackView.Alignment =
                    alignment == .firstBaseline || alignment == .lastBaseline ? .fill : alignment
                guard let ys = along[distribution], let xs = across[effective] else {
                    return XCTFail("missing expectation")
                }
                for (index, box) in boxes.enumerated() {
                    let expected = CGRect(x: xs[index].0, y: ys[index].0, width: xs[index].1, height: ys[index].1)
                    XCTAssertEqual(box.frame, expected, "vertical \(distribution) \(alignment) box \(index)")
                }
            }
        }
    }

    func testTopAndBottomAreLeadingAndTrailing() {
        XCTAssertEqual(StackView.Alignment.top, .leading)
        XCTAssertEqual(StackView.Alignment.bottom, .trailing)
        XCTAssertEqual(StackView.Alignment.lastBaseline.rawValue, 5)
        XCTAssertEqual(StackView.Distribution.equalCentering.rawValue, 4)
    }
}
