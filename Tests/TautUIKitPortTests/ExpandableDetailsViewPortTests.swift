import XCTest
import TautUIKit
import SnapKit

// A profile summary with a row of statistics in a fill-equally stack (one of them hidden
// until there is something to show) and a details panel opened and closed with SnapKit's
// `updateConstraints`.

final class ProfileSummaryView: UIView {
    let statsStack = UIStackView()
    let postsLabel = UILabel()
    let followersLabel = UILabel()
    let followingLabel = UILabel()
    let detailsView = UIView()
    let toggleButton = UIButton(type: .system)
    private(set) var isExpanded = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        for (label, text) in [(postsLabel, "12 posts"), (followersLabel, "340 followers"), (followingLabel, "0 following")] {
            label.text = text
            label.textAlignment = .center
            label.font = .preferredFont(forTextStyle: .footnote)
            statsStack.addArrangedSubview(label)
        }
        followingLabel.isHidden = true
        statsStack.axis = .horizontal
        statsStack.distribution = .fillEqually
        statsStack.spacing = 8
        detailsView.backgroundColor = .secondarySystemBackground
        detailsView.clipsToBounds = true
        toggleButton.setTitle("More", for: .normal)
        toggleButton.addTarget(self, action: Self.toggleDetails, for: .touchUpInside)
        addSubview(statsStack)
        addSubview(toggleButton)
        addSubview(detailsView)

        statsStack.snp.makeConstraints { make in
            make.top.leading.trailing.equalToSuperview().inset(16)
        }
        toggleButton.snp.makeConstraints { make in
            make.top.equalTo(statsStack.snp.bottom).offset(8)
            make.centerX.equalToSuperview()
        }
        detailsView.snp.makeConstraints { make in
            make.top.equalTo(toggleButton.snp.bottom).offset(8)
            make.leading.trailing.equalToSuperview()
            make.height.equalTo(0)
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func toggleDetails() {
        isExpanded.toggle()
        toggleButton.setTitle(isExpanded ? "Less" : "More", for: .normal)
        detailsView.snp.updateConstraints { make in
            make.height.equalTo(isExpanded ? 120 : 0)
        }
        UIView.animate(withDuration: 0.25) {
            self.layoutIfNeeded()
        }
    }
}

final class ExpandableDetailsViewPortTests: XCTestCase {
    func testTheHiddenStatCollapsesAndTheDetailsOpen() {
        let summary = ProfileSummaryView(frame: CGRect(x: 0, y: 0, width: 360, height: 400))
        let diagnostics = LayoutDiagnostics.collect {
            summary.layoutIfNeeded()
            // Footnote is 13 pt: lines 15.6 tall. Two visible stats share 360 - 32 - 8 = 320:
            // 160 each; the hidden one collapses.
            XCTAssertEqual(summary.statsStack.frame.height, 15.6, accuracy: 1e-9)
            XCTAssertEqual(summary.postsLabel.frame.width, 160)
            XCTAssertEqual(summary.followersLabel.frame.minX, 168)
            // "More": 4 × 7.5 = 30 × 30, centred: x = 165, y = 16 + 15.6 + 8 = 39.6.
            XCTAssertEqual(summary.toggleButton.frame.minX, 165)
            XCTAssertEqual(summary.toggleButton.frame.minY, 39.6, accuracy: 1e-9)
            // Details closed: 0 tall at 39.6 + 30 + 8 = 77.6.
            XCTAssertEqual(summary.detailsView.frame.height, 0)
            XCTAssertEqual(summary.detailsView.frame.minY, 77.6, accuracy: 1e-9)

            summary.toggleButton.sendActions(for: .touchUpInside)
            XCTAssertTrue(summary.isExpanded)
            XCTAssertEqual(summary.detailsView.frame.height, 120)
            XCTAssertEqual(summary.toggleButton.currentTitle, "Less")

            summary.followingLabel.isHidden = false
            summary.layoutIfNeeded()
            // Three stats: (328 - 16) / 3 = 104 each.
            XCTAssertEqual(summary.followingLabel.frame, CGRect(x: 224, y: 0, width: 104, height: 15.6))
        }
        XCTAssertEqual(diagnostics.map(\.message), [])
        // updateConstraints changed the height constraint in place: still one, now 120.
        let heights = summary.detailsView.constraints.filter { $0.firstAttribute == .height }
        XCTAssertEqual(heights.map(\.constant), [120])
    }
}
