import XCTest
import TautUIKit

// A login screen as UIKit apps write it: anchors, a stack of text fields and a button, in a
// view controller shown in a window. Only the import and the target/action line differ from
// the iOS version.

final class LoginViewController: UIViewController {
    let logoImageView = UIImageView(image: UIImage(systemName: "lock.shield"))
    let titleLabel = UILabel()
    let emailField = UITextField()
    let passwordField = UITextField()
    let loginButton = UIButton(type: .system)
    lazy var stackView = UIStackView(arrangedSubviews: [emailField, passwordField, loginButton])
    private(set) var loginCount = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        titleLabel.text = "Welcome back"
        titleLabel.font = .systemFont(ofSize: 30, weight: .bold)
        titleLabel.textAlignment = .center

        emailField.placeholder = "Email"
        emailField.borderStyle = .roundedRect
        emailField.keyboardType = .emailAddress
        emailField.autocapitalizationType = .none
        emailField.returnKeyType = .next

        passwordField.placeholder = "Password"
        passwordField.borderStyle = .roundedRect
        passwordField.isSecureTextEntry = true
        passwordField.returnKeyType = .go

        loginButton.setTitle("Log In", for: .normal)
        loginButton.addTarget(self, action: Self.didTapLogin, for: .touchUpInside)

        stackView.axis = .vertical
        stackView.spacing = 12

        [logoImageView, titleLabel, stackView].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview($0)
        }
        NSLayoutConstraint.activate([
            logoImageView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40),
            logoImageView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            logoImageView.widthAnchor.constraint(equalToConstant: 60),
            logoImageView.heightAnchor.constraint(equalTo: logoImageView.widthAnchor),

            titleLabel.topAnchor.constraint(equalTo: logoImageView.bottomAnchor, constant: 16),
            titleLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            titleLabel.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),

            stackView.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 32),
            stackView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 24),
            stackView.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -24),
        ])
    }

    private func didTapLogin() {
        loginCount += 1
    }
}

final class LoginViewControllerPortTests: XCTestCase {
    func testTheLoginScreenInAnIPhoneSEWindow() {
        let controller = LoginViewController()
        let window = UIWindow(device: .iPhoneSE)
        let diagnostics = LayoutDiagnostics.collect {
            window.rootViewController = controller
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
        }
        XCTAssertEqual(diagnostics.map(\.message), [])
        // iPhone SE: 375 × 667, safe area top 20. The controller's view fills the window.
        XCTAssertEqual(controller.view.frame, CGRect(x: 0, y: 0, width: 375, height: 667))
        // Logo: 60 × 60, top 20 + 40 = 60, centred: x = 187.5 - 30 = 157.5.
        XCTAssertEqual(controller.logoImageView.frame, CGRect(x: 157.5, y: 60, width: 60, height: 60))
        // Title: 30 pt, one line 36 tall; y = 120 + 16 = 136; x 16, width 375 - 32 = 343.
        XCTAssertEqual(controller.titleLabel.frame, CGRect(x: 16, y: 136, width: 343, height: 36))
        // Stack: y = 172 + 32 = 204, x 24, width 375 - 48 = 327. Rounded-rect fields are
        // 21 (17 pt line, rounded up) + 13 = 34 tall; the button 18 + 6 + 6 = 30.
        // Height 34 + 12 + 34 + 12 + 30 = 122.
        XCTAssertEqual(controller.stackView.frame, CGRect(x: 24, y: 204, width: 327, height: 122))
        XCTAssertEqual(controller.emailField.frame, CGRect(x: 0, y: 0, width: 327, height: 34))
        XCTAssertEqual(controller.passwordField.frame, CGRect(x: 0, y: 46, width: 327, height: 34))
        XCTAssertEqual(controller.loginButton.frame, CGRect(x: 0, y: 92, width: 327, height: 30))

        controller.loginButton.sendActions(for: .touchUpInside)
        XCTAssertEqual(controller.loginCount, 1)
    }
}
