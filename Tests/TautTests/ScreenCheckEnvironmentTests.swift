import XCTest
import Foundation
@testable import Taut
import TautCells
import TautTesting

/// A screen that reads its environment as Dynamic Type code does: its caption is 17 points,
/// or 34 at the accessibility text sizes.
final class TextSizeScreen: ViewController {
    let caption = Label()

    override func viewDidLoad() {
        super.viewDidLoad()
        // 20 characters: 170 wide at 17 points, 340 at 34.
        caption.text = "Twenty characters ok"
        let category = traitCollection.preferredContentSizeCategory
        caption.font = .systemFont(ofSize: category.isAccessibilityCategory ? 34 : 17)
        caption.accessibilityIdentifier = "caption"
        caption.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(caption)
        LayoutConstraint.activate([
            caption.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            caption.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            caption.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
        ])
    }
}

final class ScreenCheckEnvironmentTests: XCTestCase {
    func testTextSizeReachesTheControllersTraitsAndIsPutBack() throws {
        let before = Application.shared.preferredContentSizeCategory
        let check = ScreenCheck(devices: [.iPhoneSE, .iPhone14], orientations: [.portrait],
                                contentSizes: [.large, .accessibilityMedium], directions: [.leftToRight])
        let report = check.check { TextSizeScreen() }
        // At AX1 the caption is 34 points and needs 20 × 17 = 340 points, within the iPhone SE's
        // 375 − 32 = 343 and the iPhone 14's 390 − 32 = 358; at L it needs 170.
        XCTAssertTrue(report.isClean, report.description)
        // The app's text size is what it was before the check.
        XCTAssertEqual(Application.shared.preferredContentSizeCategory, before)
    }

    func testAccessibilityTextSizeTruncatesOnlyThere() throws {
        let check = ScreenCheck(devices: [.iPhoneSE1, .iPhone14], orientations: [.portrait],
                                contentSizes: [.large, .accessibilityExtraExtraExtraLarge], directions: .both)
        let report = check.check { TextSizeScreen() }
        // At AX5 the caption needs 340 points; the iPhone SE (1st generation) gives it 320 − 32
        // = 288, the iPhone 14 390 − 32 = 358. At L (170) it fits both.
        let finding = try XCTUnwrap(report.findings.first)
        XCTAssertEqual(report.findings.count, 1, report.description)
        XCTAssertEqual(finding.problem.kind, .truncatedText)
        XCTAssertEqual(finding.problem.message,
                       "needs 340 points of width for its text on one line, has 288: UIKit truncates it")
        XCTAssertEqual(report.describe(finding.combinations), "iPhone SE (1st generation): AX5")
    }

    func testFiftyViewScreenIsCleanInFourHundredEightyLayouts() {
        // The benchmark's screen (taut-bench --check): 20 devices held upright × 12 text sizes ×
        // 2 directions. Its tallest column, on the iPhone SE (1st generation): 20 (status bar)
        // + 64 + 8 × 44 + 8 + 1 + 8 + 20.4 + 8 + 44 = 525.4 ≤ 568.
        let check = ScreenCheck(devices: Array(Device.all.prefix(20)), orientations: [.portrait],
                                contentSizes: .all, directions: .both)
        let report = check.check { ChecklistScreen() }
        XCTAssertEqual(report.combinations.count, 480)
        XCTAssertTrue(report.isClean, report.description)
    }

    func testAssertLayoutPassesForACleanView() {
        let report = assertLayout(ofView: View(), isCleanOn: [.iPhone14, .iPadMini], contentSizes: [.large])
        // 2 devices × 2 orientations × L × 2 directions.
        XCTAssertEqual(report.combinations.count, 8)
    }
}

/// Taut's own containers (a navigation bar with a title and a bar button, a tab bar) add no
/// problems of their own to a screen.
final class ScreenCheckContainerTests: XCTestCase {
    func testNavigationAndTabBarControllersAreClean() {
        let report = ScreenCheck(devices: .iPhones + [.iPadMini], contentSizes: [.large], directions: .both).check {
            let content = TextSizeScreen()
            content.title = "Settings"
            content.navigationItem.rightBarButtonItems = [BarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)]
            let navigation = NavigationController(rootViewController: content)
            let tabs = TabBarController()
            tabs.viewControllers = [navigation, ViewController()]
            return tabs
        }
        // 14 devices × 2 orientations × L × 2 directions.
        XCTAssertEqual(report.combinations.count, 56)
        XCTAssertTrue(report.isClean, report.description)
    }
}
