import Taut
import XCTest

/// The examples of the "Stack views, labels, safe areas and colours" article, run as written;
/// the expected frames are the ones worked out in the article's comments.
final class ArticleExamplesTests: XCTestCase {
    func testStackViews() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let home = View(), search = View(), profile = View()
        let tabs = StackView(arrangedSubviews: [home, search, profile])
        tabs.axis = .horizontal
        tabs.distribution = .fillEqually
        tabs.spacing = 8
        let title = Label(text: "Settings", fontSize: 20)
        let subtitle = Label(text: "Account", fontSize: 15)
        let column = StackView(arrangedSubviews: [title, subtitle])
        column.axis = .vertical
        column.alignment = .leading
        column.spacing = 4
        for view in [tabs, column] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        LayoutConstraint.activate([
            tabs.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            tabs.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            tabs.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            tabs.heightAnchor.constraint(equalToConstant: 49),
            column.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            column.topAnchor.constraint(equalTo: root.topAnchor, constant: 16),
        ])
        root.layoutIfNeeded()
        // 844 − 49 = 795; (358 − 16) / 3 = 114 per tab, 114 + 8 = 122 apart.
        XCTAssertEqual(tabs.frame, CGRect(x: 16, y: 795, width: 358, height: 49))
        XCTAssertEqual(home.frame, CGRect(x: 0, y: 0, width: 114, height: 49))
        XCTAssertEqual(search.frame, CGRect(x: 122, y: 0, width: 114, height: 49))
        XCTAssertEqual(profile.frame, CGRect(x: 244, y: 0, width: 114, height: 49))
        // "Settings" 8 × 10 = 80 by 24; "Account" 7 × 7.5 = 52.5 by 18 at 24 + 4 = 28.
        XCTAssertEqual(column.frame, CGRect(x: 16, y: 16, width: 80, height: 46))
        XCTAssertEqual(subtitle.frame, CGRect(x: 0, y: 28, width: 52.5, height: 18))
    }

    func testMultiLineLabel() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let bio = Label(text: "Builds layout engines that run everywhere Swift does.", fontSize: 15)
        bio.numberOfLines = 0
        bio.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(bio)
        LayoutConstraint.activate([
            bio.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            bio.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            bio.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
        ])
        root.layoutIfNeeded()
        // 358 / 7.5 = 47.7: 47 characters a line; the first 47 characters end at "Swift".
        XCTAssertEqual(bio.frame, CGRect(x: 16, y: 100, width: 358, height: 36))
        bio.numberOfLines = 1
        root.layoutIfNeeded()
        XCTAssertEqual(bio.frame.height, 18)
    }

    func testSafeAreaInsets() {
        let window = Window(device: .iPhone15)
        let content = View(), header = View()
        for view in [content, header] {
            view.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(view)
        }
        let safe = window.safeAreaLayoutGuide
        LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: safe.topAnchor),
            content.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            header.topAnchor.constraint(equalTo: window.topAnchor),
            header.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            header.heightAnchor.constraint(equalToConstant: 100),
        ])
        window.layoutIfNeeded()
        // iPhone 15: 393 × 852, safe area 59 / 34: 852 − 59 − 34 = 759.
        XCTAssertEqual(content.frame, CGRect(x: 0, y: 59, width: 393, height: 759))
        XCTAssertEqual(header.frame, CGRect(x: 0, y: 0, width: 393, height: 100))
        XCTAssertEqual(header.safeAreaInsets.top, 59)
    }

    func testColoursCornersAndBorders() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        root.backgroundColor = .systemBackground
        let button = View(frame: CGRect(x: 20, y: 30, width: 160, height: 40))
        button.accessibilityIdentifier = "button"
        button.backgroundColor = .systemBlue
        button.layer.cornerRadius = 8
        button.layer.borderWidth = 1
        button.layer.borderColor = Color(red: 0, green: 0.3, blue: 0.8, alpha: 1)
        let title = Label(text: "Follow", fontSize: 15)
        title.textColor = .white
        title.frame = CGRect(x: 57.5, y: 11, width: 45, height: 18)
        button.addSubview(title)
        root.addSubview(button)
        let svg = SVGRenderer().render(LayoutSnapshot(root: root))
        // systemBlue is RGB 0, 122, 255: #007aff.
        XCTAssertTrue(svg.contains(##"<rect x="20" y="30" width="160" height="40" rx="8" fill="#007aff"/>"##), svg)
        // The border, half its width inside the frame: (20.5, 30.5, 159, 39), radius 8 − 0.5;
        // 0.3 × 255 = 76.5 → 4d, 0.8 × 255 = 204 → cc.
        XCTAssertTrue(svg.contains(##"<rect x="20.5" y="30.5" width="159" height="39" rx="7.5" class="border" data-view="button" fill="none" stroke="#004dcc""##), svg)
        XCTAssertTrue(svg.contains(##"fill="#ffffff" text-anchor="start" xml:space="preserve">Follow</text>"##), svg)
    }
}
