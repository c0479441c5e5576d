import XCTest
import TautUIKit
import SnapKit

// A settings screen: rows of a label and a switch in a vertical stack view inside a scroll
// view, laid out with SnapKit the way SnapKit's own scroll-view example does it (the stack's
// edges to the scroll view mean its content).

final class SettingsViewController: UIViewController {
    let scrollView = UIScrollView()
    let stackView = UIStackView()
    private(set) var switches: [UISwitch] = []
    private(set) var labels: [UILabel] = []
    private let titles = (1...20).map { "Setting \($0)" }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        view.backgroundColor = .systemGroupedBackground
        view.addSubview(scrollView)
        scrollView.addSubview(stackView)
        scrollView.alwaysBounceVertical = true

        scrollView.snp.makeConstraints { make in
            make.edges.equalTo(view.safeAreaLayoutGuide)
        }
        stackView.axis = .vertical
        stackView.snp.makeConstraints { make in
            make.edges.equalToSuperview()
            make.width.equalToSuperview()
        }
        for title in titles {
            stackView.addArrangedSubview(makeRow(title: title))
        }
    }

    private func makeRow(title: String) -> UIView {
        let row = UIView()
        row.backgroundColor = .secondarySystemGroupedBackground
        let label = UILabel()
        label.text = title
        let toggle = UISwitch()
        toggle.onTintColor = .systemGreen
        row.addSubview(label)
        row.addSubview(toggle)
        label.snp.makeConstraints { make in
            make.leading.equalToSuperview().offset(16)
            make.centerY.equalToSuperview()
        }
        toggle.snp.makeConstraints { make in
            make.trailing.equalToSuperview().offset(-16)
            make.top.bottom.equalToSuperview().inset(8)
            make.leading.greaterThanOrEqualTo(label.snp.trailing).offset(8)
        }
        switches.append(toggle)
        labels.append(label)
        return row
    }
}

final class SettingsViewControllerPortTests: XCTestCase {
    func testTwentyRowsScrollInAnIPhone14Window() {
        let controller = SettingsViewController()
        let window = UIWindow(device: .iPhone14)
        let diagnostics = LayoutDiagnostics.collect {
            window.rootViewController = controller
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
        }
        XCTAssertEqual(diagnostics.map(\.message), [])
        // iPhone 14: 390 × 844, safe area 47 / 34: the scroll view is (0, 47, 390, 763).
        XCTAssertEqual(controller.scrollView.frame, CGRect(x: 0, y: 47, width: 390, height: 763))
        // A row is the switch (31) plus 8 above and below: 47 tall; 20 rows: 940, more than
        // the 763 shown, so the content scrolls.
        XCTAssertEqual(controller.stackView.frame, CGRect(x: 0, y: 0, width: 390, height: 940))
        XCTAssertEqual(controller.scrollView.contentSize, CGSize(width: 390, height: 940))
        let row = controller.stackView.arrangedSubviews[3]
        XCTAssertEqual(row.frame, CGRect(x: 0, y: 141, width: 390, height: 47))
        // "Setting 4": 9 × 8.5 = 76.5 wide, 20.4 tall, centred: y = (47 - 20.4) / 2 = 13.3.
        XCTAssertEqual(controller.labels[3].frame.minX, 16)
        XCTAssertEqual(controller.labels[3].frame.width, 76.5)
        XCTAssertEqual(controller.labels[3].frame.minY, 13.3, accuracy: 1e-9)
        // The switch: 51 × 31 at x = 390 - 16 - 51 = 323, y = 8.
        XCTAssertEqual(controller.switches[3].frame, CGRect(x: 323, y: 8, width: 51, height: 31))
    }
}
