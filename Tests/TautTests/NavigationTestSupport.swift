import XCTest
@testable import Taut

/// A screen whose content view is pinned to the safe area, and which records its calls.
final class PinnedScreen: ViewController {
    let content = View()
    let name: String
    var log: [String] = []

    init(_ name: String, title: String? = nil) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) {
        self.name = "coded"
        super.init(coder: coder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        log.append("\(name).viewDidLoad")
        content.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(content)
        let guide = view.safeAreaLayoutGuide
        LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: guide.topAnchor),
            content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        ])
    }
    override func viewWillAppear(_ animated: Bool) { log.append("\(name).viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { log.append("\(name).viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.append("\(name).viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.append("\(name).viewDidDisappear") }
    override func willMove(toParent parent: ViewController?) {
        log.append("\(name).willMove(\(parent is NavigationController ? "nav" : "nil"))")
    }
    override func didMove(toParent parent: ViewController?) {
        log.append("\(name).didMove(\(parent is NavigationController ? "nav" : "nil"))")
    }
}

/// Shows `controller` in a new, shown iPhone 14 window (keep the window: it is the only
/// strong reference), laid out.
func showInIPhone14Window(_ controller: ViewController) -> Window {
    let window = Window(device: .iPhone14)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return window
}
