import XCTest
@testable import Taut

/// A screen whose content view is pinned to its safe area and that logs its appearance calls
/// (and whether it is being presented or dismissed) into a shared log.
private final class ModalScreen: ViewController {
    final class Log { var entries: [String] = [] }
    let name: String
    let log: Log
    let content = View()

    init(_ name: String, log: Log) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        self.name = "coded"
        self.log = Log()
        super.init(coder: coder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        content.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(content)
        LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
        ])
    }

    override func viewWillAppear(_ animated: Bool) {
        log.entries.append("\(name).viewWillAppear" + (isBeingPresented ? " (presented)" : ""))
    }
    override func viewDidAppear(_ animated: Bool) { log.entries.append("\(name).viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) {
        log.entries.append("\(name).viewWillDisappear" + (isBeingDismissed ? " (dismissed)" : ""))
    }
    override func viewDidDisappear(_ animated: Bool) { log.entries.append("\(name).viewDidDisappear") }
}

final class ContainerPresentationTests: XCTestCase {
    private func shownRoot(_ log: ModalScreen.Log, device: Device = .iPhone14) -> (ModalScreen, Window) {
        let root = ModalScreen("a", log: log)
        let window = Window(device: device)
        window.rootViewController = root
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        log.entries = []
        return (root, window)
    }

    func testPageSheetOnAnIPhone14() {
        let log = ModalScreen.Log()
        let (root, window) = shownRoot(log)
        let sheet = ModalScreen("b", log: log)
        var completed = false
        let diagnostics = LayoutDiagnostics.collect {
            root.present(sheet, animated: true) { completed = true }
            window.layoutIfNeeded()
        }
        XCTAssertEqual(diagnostics.map(\.message), [])
        XCTAssertTrue(completed)
        // `.automatic` is a page sheet; the presenter stays in the window and does not disappear.
        XCTAssertEqual(sheet.modalPresentationStyle, .automatic)
        XCTAssertEqual(log.entries, ["b.viewWillAppear (presented)", "b.viewDidAppear"])
        XCTAssertTrue(root.view.superview === window)
        XCTAssertEqual(window.subviews.map { $0 === sheet.view }, [false, true])
        XCTAssertTrue(root.presentedViewController === sheet)
        XCTAssertTrue(sheet.presentingViewController === root)
        XCTAssertNotNil(sheet.sheetPresentationController)
        // Large detent: top 10 below the 47-point top inset, y = 57, to the bottom: 844 − 57 = 787.
        assertFrame(sheet.view.frame, 0, 57, 390, 787)
        // The sheet's safe area: nothing at the top (57 is below 47), the 34-point home
        // indicator at the bottom; the content is 787 − 34 = 753 tall from the sheet's top.
        XCTAssertEqual(sheet.view.safeAreaInsets, EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        assertFrame(sheet.content.frame, 0, 0, 390, 753)

        // The medium detent: half the largest value (844 − 47 − 34 − 10 = 753), 376.5 above the
        // home indicator: 410.5 tall at y = 844 − 410.5 = 433.5.
        sheet.sheetPresentationController?.detents = [.medium(), .large()]
        window.layoutIfNeeded()
        assertFrame(sheet.view.frame, 0, 433.5, 390, 410.5)
        assertFrame(sheet.content.frame, 0, 0, 390, 376.5)
        sheet.sheetPresentationController?.selectedDetentIdentifier = .large
        window.layoutIfNeeded()
        assertFrame(sheet.view.frame, 0, 57, 390, 787)
        // A custom detent of 200 points: 234 tall at y = 610.
        sheet.sheetPresentationController?.detents = [.custom { _ in 200 }]
        sheet.sheetPresentationController?.selectedDetentIdentifier = nil
        window.layoutIfNeeded()
        assertFrame(sheet.view.frame, 0, 610, 390, 234)

        // Dismissal: the sheet goes; the presenter, which never disappeared, gets no calls.
        log.entries = []
        var dismissed = false
        sheet.dismiss(animated: true) { dismissed = true }
        XCTAssertTrue(dismissed)
        XCTAssertEqual(log.entries, ["b.viewWillDisappear (dismissed)", "b.viewDidDisappear"])
        XCTAssertNil(sheet.view.superview)
        XCTAssertNil(root.presentedViewController)
        XCTAssertNil(sheet.presentingViewController)
    }

    func testPageSheetOnAPhoneWithAHomeButtonStartsTwentyBelowTheStatusBar() {
        let (root, window) = shownRoot(ModalScreen.Log(), device: .iPhoneSE)
        let sheet = ModalScreen("b", log: ModalScreen.Log())
        sheet.modalPresentationStyle = .pageSheet
        root.present(sheet, animated: false)
        window.layoutIfNeeded()
        // iPhone SE (375 × 667, 20 at the top, none at the bottom): y = 20 + 20 = 40, 627 tall.
        assertFrame(sheet.view.frame, 0, 40, 375, 627)
        XCTAssertEqual(sheet.view.safeAreaInsets, .zero)
    }

    func testFormSheetOnAnIPad() {
        let (root, window) = shownRoot(ModalScreen.Log(), device: .iPad)
        let form = ModalScreen("b", log: ModalScreen.Log())
        form.modalPresentationStyle = .formSheet
        root.present(form, animated: true)
        window.layoutIfNeeded()
        // 540 × 620 centred in 820 × 1180: x = 140, y = 280; clear of the unsafe bands.
        assertFrame(form.view.frame, 140, 280, 540, 620)
        XCTAssertEqual(form.view.safeAreaInsets, .zero)
        assertFrame(form.content.frame, 0, 0, 540, 620)
        XCTAssertTrue(root.view.superview === window)
        // A preferred content size replaces the default size: 400 × 300 at (210, 440).
        form.dismiss(animated: false)
        form.preferredContentSize = CGSize(width: 400, height: 300)
        root.present(form, animated: false)
        window.layoutIfNeeded()
        assertFrame(form.view.frame, 210, 440, 400, 300)
    }

    func testFormSheetOnAPhoneIsAPageSheet() {
        let (root, window) = shownRoot(ModalScreen.Log())
        let form = ModalScreen("b", log: ModalScreen.Log())
        form.modalPresentationStyle = .formSheet
        root.present(form, animated: false)
        window.layoutIfNeeded()
        assertFrame(form.view.frame, 0, 57, 390, 787)
    }

    func testFullScreenPresentAndDismissInOrder() {
        let log = ModalScreen.Log()
        let (root, window) = shownRoot(log)
        let cover = ModalScreen("b", log: log)
        cover.modalPresentationStyle = .fullScreen
        XCTAssertNil(cover.sheetPresentationController)
        root.present(cover, animated: true)
        // The presenter disappears (its view leaves the window) after the presented appears.
        XCTAssertEqual(log.entries, ["a.viewWillDisappear", "b.viewWillAppear (presented)", "b.viewDidAppear",
                                     "a.viewDidDisappear"])
        XCTAssertNil(root.view.superview)
        window.layoutIfNeeded()
        assertFrame(cover.view.frame, 0, 0, 390, 844)
        XCTAssertEqual(cover.view.safeAreaInsets, EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        assertFrame(cover.content.frame, 0, 47, 390, 763)

        log.entries = []
        var completed = false
        root.dismiss(animated: true) { completed = true }
        XCTAssertTrue(completed)
        XCTAssertEqual(log.entries, ["b.viewWillDisappear (dismissed)", "a.viewWillAppear", "a.viewDidAppear",
                                     "b.viewDidDisappear"])
        XCTAssertTrue(window.subviews.first === root.view)
        XCTAssertEqual(window.subviews.count, 1)
        XCTAssertNil(root.presentedViewController)
    }

    func testOverFullScreenKeepsThePresenter() {
        let log = ModalScreen.Log()
        let (root, window) = shownRoot(log)
        let overlay = ModalScreen("b", log: log)
        overlay.modalPresentationStyle = .overFullScreen
        root.present(overlay, animated: false)
        XCTAssertEqual(log.entries, ["b.viewWillAppear (presented)", "b.viewDidAppear"])
        XCTAssertTrue(root.view.superview === window)
        window.layoutIfNeeded()
        assertFrame(overlay.view.frame, 0, 0, 390, 844)
    }

    func testPresentingTwiceIsReportedAndDoesNothing() {
        let (root, window) = shownRoot(ModalScreen.Log())
        let first = ModalScreen("b", log: ModalScreen.Log())
        let second = ModalScreen("c", log: ModalScreen.Log())
        root.present(first, animated: true)
        var completed = false
        let diagnostics = LayoutDiagnostics.collect {
            root.present(second, animated: true) { completed = true }
        }
        XCTAssertEqual(diagnostics.map(\.kind), [.invalidHierarchy])
        XCTAssertTrue(diagnostics.first?.message.contains("which is already presenting ModalScreen") ?? false)
        XCTAssertFalse(completed)
        XCTAssertFalse(second.isViewLoaded)
        XCTAssertTrue(root.presentedViewController === first)
        XCTAssertEqual(window.subviews.count, 2)
        // The presented controller may present in turn; a dismissal from the root removes both.
        first.present(second, animated: false)
        XCTAssertTrue(first.presentedViewController === second)
        XCTAssertEqual(window.subviews.count, 3)
        root.dismiss(animated: false)
        XCTAssertEqual(window.subviews.count, 1)
        XCTAssertNil(first.presentedViewController)
        XCTAssertNil(second.presentingViewController)
    }

    func testPresentingFromAViewOutsideAWindowIsReported() {
        let loose = ModalScreen("a", log: ModalScreen.Log())
        let diagnostics = LayoutDiagnostics.collect {
            loose.present(ModalScreen("b", log: ModalScreen.Log()), animated: false)
            loose.present(loose, animated: false)
        }
        XCTAssertEqual(diagnostics.map(\.kind), [.invalidHierarchy, .invalidHierarchy])
        XCTAssertTrue(diagnostics.first?.message.contains("not in the window hierarchy") ?? false)
        XCTAssertNil(loose.presentedViewController)
    }

    func testChildrenSeeTheirAncestorsPresentation() {
        let (root, window) = shownRoot(ModalScreen.Log())
        let child = ViewController()
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        let sheet = ModalScreen("b", log: ModalScreen.Log())
        // A child presents through the root of its tree.
        let diagnostics = LayoutDiagnostics.collect { child.present(sheet, animated: false) }
        XCTAssertEqual(diagnostics.map(\.message), [])
        XCTAssertTrue(child.presentedViewController === sheet)
        XCTAssertTrue(sheet.presentingViewController === root)
        let inner = ViewController()
        sheet.addChild(inner)
        XCTAssertTrue(inner.presentingViewController === root)
        // Dismissing from inside the presented tree dismisses it.
        inner.dismiss(animated: false)
        XCTAssertNil(root.presentedViewController)
        XCTAssertEqual(window.subviews.count, 1)
    }
}
