#if SnapshotTesting
import Foundation
import SnapshotTesting
import Taut
import TautSnapshotTesting
import TautUIKit
import XCTest

/// A profile header written as UIKit code, snapshotted as users write it for iOS.
private final class ProfileHeaderView: UIView {
    let avatar = UIView()
    let name = UILabel()
    let follow = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        avatar.accessibilityIdentifier = "avatar"
        avatar.backgroundColor = .systemBlue
        avatar.layer.cornerRadius = 32
        name.accessibilityIdentifier = "name"
        name.text = "Jane Appleseed"
        name.font = .systemFont(ofSize: 20)
        follow.accessibilityIdentifier = "follow"
        follow.setTitle("Follow", for: .normal)
        for view in [avatar, name, follow] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        NSLayoutConstraint.activate([
            avatar.leadingAnchor.constraint(equalTo: safeAreaLayoutGuide.leadingAnchor, constant: 16),
            avatar.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor, constant: 16),
            avatar.widthAnchor.constraint(equalToConstant: 64),
            avatar.heightAnchor.constraint(equalToConstant: 64),
            name.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
            name.topAnchor.constraint(equalTo: avatar.topAnchor),
            follow.trailingAnchor.constraint(equalTo: safeAreaLayoutGuide.trailingAnchor, constant: -16),
            follow.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// A controller whose view holds the header under the safe area.
private final class ProfileViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let header = ProfileHeaderView()
        header.accessibilityIdentifier = "header"
        header.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(header)
        NSLayoutConstraint.activate([
            header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            header.topAnchor.constraint(equalTo: view.topAnchor),
            header.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 96),
        ])
    }
}

/// The x, y, width and height of the row named `name` in a `.frames` text.
func frameRow(_ text: String, _ name: String) -> [Double]? {
    for line in text.split(separator: "\n") {
        let cells = line.split(separator: " ")
        if cells.first.map(String.init) == name, cells.count >= 5 {
            return cells[1...4].compactMap { Double($0) }
        }
    }
    return nil
}

final class ViewSnapshotTests: XCTestCase {
    /// The text the `.frames` strategy records for `value`.
    private func frames<Value>(_ value: Value, _ strategy: Snapshotting<Value, String>) -> String {
        var text = ""
        strategy.snapshot(value).run { text = $0 }
        return text
    }

    func testViewAsUsersWriteIt() {
        let profileView = ProfileHeaderView()
        assertSnapshot(of: profileView, as: .frames(size: CGSize(width: 390, height: 844)))
        // avatar: 16 from the leading edge and the top (no safe area): (16, 16, 64, 64).
        // name: 16 + 64 + 12 = 92; "Jane Appleseed" at 20 points is 14 × 10 = 140 by 24.
        let text = frames(ProfileHeaderView(), .frames(size: CGSize(width: 390, height: 844)))
        XCTAssertEqual(frameRow(text, "avatar"), [16, 16, 64, 64], text)
        XCTAssertEqual(frameRow(text, "name"), [92, 16, 140, 24], text)
        XCTAssertTrue(text.hasPrefix("size 390 × 844, left to right, safe area top 0, left 0, bottom 0, right 0\n"), text)
    }

    func testRightToLeftWithASafeArea() {
        let strategy = Snapshotting<ProfileHeaderView, String>.frames(
            size: CGSize(width: 390, height: 844), direction: .rightToLeft,
            safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        assertSnapshot(of: ProfileHeaderView(), as: strategy)
        assertSnapshot(of: ProfileHeaderView(), as: .svg(size: CGSize(width: 390, height: 844), direction: .rightToLeft,
                                                        safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)))
        // Right to left the avatar is 16 from the right edge: x = 390 − 16 − 64 = 310, and
        // 16 under the safe area: y = 47 + 16 = 63.
        let text = frames(ProfileHeaderView(), strategy)
        XCTAssertEqual(frameRow(text, "avatar"), [310, 63, 64, 64], text)
    }

    func testTheViewLeavesTheSnapshotWindow() {
        let view = ProfileHeaderView()
        _ = frames(view, .frames(size: CGSize(width: 200, height: 100)))
        XCTAssertNil(view.superview)
        XCTAssertEqual(view.frame.size, CGSize(width: 200, height: 100))
    }

    func testUnnamedViewsGetStableNames() {
        // Views without identifiers are named by type, numbered in tree order: the names do
        // not depend on how many views other tests made before.
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let b = UIView(frame: CGRect(x: 10, y: 0, width: 10, height: 10))
        let label = UILabel(frame: CGRect(x: 20, y: 0, width: 30, height: 10))
        [a, b, label].forEach(root.addSubview)
        let text = frames(root, .frames())
        XCTAssertEqual(text, """
            size 100 × 50, left to right, safe area top 0, left 0, bottom 0, right 0
            view       x  y  width  height
            View       0  0    100      50
              View#2   0  0     10      10
              View#3  10  0     10      10
              Label   20  0     30      10
            diagnostics: none

            """)
    }

    func testDiagnosticsOfTheLayoutPassAreRecorded() {
        // A required width of 100 and one of 200 on the same view: one is left out, and the
        // conflict is listed under the table.
        let root = UIView()
        let box = UIView()
        box.accessibilityIdentifier = "box"
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        box.widthAnchor.constraint(equalToConstant: 100).isActive = true
        box.widthAnchor.constraint(equalToConstant: 200).isActive = true
        box.heightAnchor.constraint(equalToConstant: 10).isActive = true
        let text = frames(root, .frames(size: CGSize(width: 300, height: 100)))
        XCTAssertTrue(text.contains("\ndiagnostics:\n- unsatisfiableConstraints: "), text)
        XCTAssertFalse(text.contains("View:"), text)  // no process-wide numbers
    }

    func testViewControllerOnADevice() {
        let controller = ProfileViewController()
        assertSnapshot(of: controller, as: .frames(on: .iPhone15))
        // iPhone 15: 393 × 852, safe area top 59. The header is 59 + 96 = 155 tall; the avatar
        // 16 under the safe area: y = 75; follow's trailing edge 16 from the right.
        let text = frames(ProfileViewController(), .frames(on: .iPhone15))
        XCTAssertEqual(frameRow(text, "header"), [0, 0, 393, 155], text)
        XCTAssertEqual(frameRow(text, "avatar"), [16, 75, 64, 64], text)
    }
}
#endif
