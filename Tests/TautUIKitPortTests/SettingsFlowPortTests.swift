import XCTest
import TautUIKit
import SnapKit

// A settings flow: an inset-grouped list with a large title inside a navigation controller;
// choosing a row pushes a detail screen laid out with SnapKit against the safe area, under a
// standard-height bar with a back button.

final class SettingsListViewController: UITableViewController {
    let settings = ["General", "Display & Brightness", "Privacy"]
    private(set) var didTapDone = false

    init() {
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        navigationController?.navigationBar.prefersLargeTitles = true
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "setting")
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { [weak self] _ in
            self?.didTapDone = true
        })
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        settings.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "setting", for: indexPath)
        cell.textLabel?.text = settings[indexPath.row]
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        let detail = SettingDetailViewController(setting: settings[indexPath.row])
        navigationController?.pushViewController(detail, animated: true)
    }
}

final class SettingDetailViewController: UIViewController {
    let setting: String
    let iconView = UIView()
    let nameLabel = UILabel()
    let toggle = UISwitch()
    let footnoteLabel = UILabel()

    init(setting: String) {
        self.setting = setting
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        self.setting = ""
        super.init(coder: coder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = setting
        navigationItem.largeTitleDisplayMode = .never
        view.backgroundColor = .systemGroupedBackground
        iconView.backgroundColor = .systemBlue
        iconView.layer.cornerRadius = 12
        nameLabel.text = setting
        footnoteLabel.text = "Turn this off to stop using it on every device you own."
        footnoteLabel.numberOfLines = 0
        footnoteLabel.textColor = .secondaryLabel
        [iconView, nameLabel, toggle, footnoteLabel].forEach { view.addSubview($0) }

        iconView.snp.makeConstraints { make in
            make.top.equalTo(view.safeAreaLayoutGuide).offset(20)
            make.leading.equalTo(view.safeAreaLayoutGuide).offset(20)
            make.size.equalTo(60)
        }
        nameLabel.snp.makeConstraints { make in
            make.leading.equalTo(iconView.snp.trailing).offset(12)
            make.centerY.equalTo(iconView)
        }
        toggle.snp.makeConstraints { make in
            make.trailing.equalTo(view.safeAreaLayoutGuide).offset(-20)
            make.centerY.equalTo(iconView)
            make.leading.greaterThanOrEqualTo(nameLabel.snp.trailing).offset(8)
        }
        footnoteLabel.snp.makeConstraints { make in
            make.top.equalTo(iconView.snp.bottom).offset(16)
            make.leading.trailing.equalTo(view.safeAreaLayoutGuide).inset(20)
        }
    }
}

final class SettingsFlowPortTests: XCTestCase {
    func testASettingsFlowPushedInANavigationController() {
        let list = SettingsListViewController()
        let navigation = UINavigationController(rootViewController: list)
        let window = UIWindow(device: .iPhone14)
        let diagnostics = LayoutDiagnostics.collect {
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
        }
        XCTAssertEqual(diagnostics.map(\.message), [])

        // The list: a large title, so the bar is 44 + 52 = 96 points below the 47-point status
        // bar, and the table's inset is 47 + 96 = 143 at the top, 34 at the bottom; the table
        // shows the top of its content: offset -143.
        XCTAssertEqual(navigation.navigationBar.frame, CGRect(x: 0, y: 47, width: 390, height: 96))
        XCTAssertEqual(list.tableView.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertEqual(list.tableView.adjustedContentInset, UIEdgeInsets(top: 143, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(list.tableView.contentOffset, CGPoint(x: 0, y: -143))
        XCTAssertEqual(list.additionalSafeAreaInsets, .zero)
        // Inset-grouped rows: 35 points under the content's top, 16 points in from each side
        // (390 - 32 = 358 wide), 44 tall.
        XCTAssertEqual(list.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.frame,
                       CGRect(x: 16, y: 35 + 44, width: 358, height: 44))
        // "Done" (4 × 8.5 = 34) at the trailing margin: x = 390 - 16 - 34 = 340.
        XCTAssertEqual(list.navigationItem.rightBarButtonItem?.title, "Done")
        XCTAssertEqual(label("Done", in: navigation.navigationBar)?.superview?.frame,
                       CGRect(x: 340, y: 0, width: 34, height: 44))
        // The large title "Settings" at the 16-point margin, under the 44-point band.
        XCTAssertEqual(label("Settings", in: navigation.navigationBar)?.frame.minX, 16)
        list.navigationItem.rightBarButtonItem?.sendAction()
        XCTAssertTrue(list.didTapDone)

        // Choosing "Display & Brightness" pushes its detail screen.
        list.tableView(list.tableView, didSelectRowAt: IndexPath(row: 1, section: 0))
        window.layoutIfNeeded()
        XCTAssertEqual(navigation.viewControllers.count, 2)
        guard let detail = navigation.topViewController as? SettingDetailViewController else {
            return XCTFail("the detail screen was not pushed")
        }
        XCTAssertTrue(detail.navigationController === navigation)
        XCTAssertTrue(detail.view.superview === navigation.view)
        XCTAssertNil(list.view.superview)
        // The detail never shows a large title: a 44-point bar, safe area from 47 + 44 = 91.
        XCTAssertEqual(navigation.navigationBar.frame, CGRect(x: 0, y: 47, width: 390, height: 44))
        XCTAssertEqual(detail.view.safeAreaInsets, UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        // The icon: 20 below the safe area's top and 20 from its leading edge: (20, 111, 60, 60),
        // centred at y 141.
        XCTAssertEqual(detail.iconView.frame, CGRect(x: 20, y: 111, width: 60, height: 60))
        // "Display & Brightness": 20 × 8.5 = 170 wide, 20.4 tall, at x 20 + 60 + 12 = 92,
        // centred on the icon: y = 141 - 10.2 = 130.8.
        XCTAssertEqual(detail.nameLabel.frame.minX, 92)
        XCTAssertEqual(detail.nameLabel.frame.width, 170)
        XCTAssertEqual(detail.nameLabel.frame.minY, 130.8, accuracy: 1e-9)
        // The switch (51 × 31) 20 from the trailing edge: x = 390 - 20 - 51 = 319,
        // y = 141 - 15.5 = 125.5.
        XCTAssertEqual(detail.toggle.frame, CGRect(x: 319, y: 125.5, width: 51, height: 31))
        // The footnote: 16 under the icon (171 + 16 = 187), 20 in from each side: 350 wide,
        // which holds 350 / 8.5 = 41 characters a line: "Turn this off to stop using it on
        // every" (39) and "device you own." (15): two lines, 2 × 20.4 = 40.8 tall.
        XCTAssertEqual(detail.footnoteLabel.frame.minY, 187)
        XCTAssertEqual(detail.footnoteLabel.frame.minX, 20)
        XCTAssertEqual(detail.footnoteLabel.frame.width, 350)
        XCTAssertEqual(detail.footnoteLabel.frame.height, 40.8, accuracy: 1e-9)
        // The bar: "Display & Brightness" (17-point semibold, 170 wide) centred: x = 110; a
        // back button titled after the list: "Settings".
        XCTAssertEqual(navigation.navigationBar.topItem?.title, "Display & Brightness")
        XCTAssertEqual(label("Display & Brightness", in: navigation.navigationBar)?.frame.minX, 110)
        // The back button: chevron (13), 6 points, "Settings" (8 × 8.5 = 68): 87 wide at x 8.
        XCTAssertEqual(label("Settings", in: navigation.navigationBar)?.superview?.frame,
                       CGRect(x: 8, y: 0, width: 87, height: 44))
        XCTAssertTrue(navigation.navigationBar.backItem === list.navigationItem)
        XCTAssertEqual(list.tableView.indexPathForSelectedRow, nil)

        // Back: the list returns with its large title and its offset.
        let popped = navigation.popViewController(animated: true)
        window.layoutIfNeeded()
        XCTAssertTrue(popped === detail)
        XCTAssertTrue(list.view.superview === navigation.view)
        XCTAssertNil(detail.view.superview)
        XCTAssertEqual(navigation.navigationBar.frame.height, 96)
        XCTAssertEqual(list.tableView.contentOffset, CGPoint(x: 0, y: -143))
    }

    /// The shown label with `text` in `view`'s tree.
    private func label(_ text: String, in view: UIView) -> UILabel? {
        for subview in view.subviews where !subview.isHidden {
            if let label = subview as? UILabel, label.text == text { return label }
            if let found = label(text, in: subview) { return found }
        }
        return nil
    }
}
