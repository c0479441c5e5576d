import XCTest
import TautUIKit
import SnapKit
import TautTesting

// A sign-in screen written as an iOS app writes it (UIKit names, SnapKit), checked by the
// screen checker on every iPhone, held upright and on its side, at three text sizes, in both
// directions.

final class SignInViewController: UIViewController {
    let titleLabel = UILabel()
    let messageLabel = UILabel()
    let emailField = UITextField()
    let passwordField = UITextField()
    let signInButton = UIButton(type: .system)
    let rememberSwitch = UISwitch()
    let rememberLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        titleLabel.text = "Welcome back"
        titleLabel.font = .systemFont(ofSize: 28)
        messageLabel.text = "Sign in with the email address and password of your account."
        messageLabel.numberOfLines = 0
        emailField.placeholder = "Email"
        emailField.borderStyle = .roundedRect
        passwordField.placeholder = "Password"
        passwordField.borderStyle = .roundedRect
        passwordField.isSecureTextEntry = true
        signInButton.setTitle("Sign in", for: .normal)
        rememberLabel.text = "Remember me"
        [titleLabel, messageLabel, emailField, passwordField, rememberSwitch, rememberLabel, signInButton]
            .forEach(view.addSubview)

        let guide = view.safeAreaLayoutGuide
        titleLabel.snp.makeConstraints { make in
            make.top.equalTo(guide).offset(16)
            make.leading.trailing.equalTo(guide).inset(20)
        }
        messageLabel.snp.makeConstraints { make in
            make.top.equalTo(titleLabel.snp.bottom).offset(8)
            make.leading.trailing.equalTo(titleLabel)
        }
        emailField.snp.makeConstraints { make in
            make.top.equalTo(messageLabel.snp.bottom).offset(16)
            make.leading.trailing.equalTo(titleLabel)
            make.height.equalTo(44)
        }
        passwordField.snp.makeConstraints { make in
            make.top.equalTo(emailField.snp.bottom).offset(8)
            make.leading.trailing.height.equalTo(emailField)
        }
        rememberSwitch.snp.makeConstraints { make in
            make.top.equalTo(passwordField.snp.bottom).offset(12)
            make.leading.equalTo(titleLabel)
        }
        rememberLabel.snp.makeConstraints { make in
            make.centerY.equalTo(rememberSwitch)
            make.leading.equalTo(rememberSwitch.snp.trailing).offset(8)
            make.trailing.lessThanOrEqualTo(titleLabel)
        }
        signInButton.snp.makeConstraints { make in
            make.top.equalTo(rememberSwitch.snp.bottom).offset(12)
            make.leading.trailing.equalTo(titleLabel)
            make.height.equalTo(44)
        }
    }
}

final class ScreenCheckLoginPortTests: XCTestCase {
    func testSignInScreenIsCleanOnEveryIPhoneBothDirectionsAndThreeTextSizes() {
        // The tallest column is in the iPhone SE (1st generation)'s landscape: 320 tall, no
        // safe area; 568 − 40 = 528 wide, so the message (61 characters × 8.5 = 518.5) stays
        // on one line of 20.4. From the top: 16 + 33.6 (28 × 1.2) + 8 + 20.4 + 16 + 44 + 8 + 44
        // + 12 + 31 + 12 + 44 = 289 ≤ 320: nothing leaves the screen. The title (12 × 14 = 168)
        // fits 320 − 40 = 280. The switch's 51 × 31 is UIKit's own size and not counted as a
        // small target; the fields and the button are 44 tall.
        let report = assertLayout(of: SignInViewController(), isCleanOn: .iPhones,
                                  contentSizes: .representative, directions: .both)
        // 13 iPhones × 2 orientations × 3 sizes × 2 directions.
        XCTAssertEqual(report.combinations.count, 156)
        XCTAssertTrue(report.isClean)
        XCTAssertEqual(report.lines, ["SignInViewController: no layout problems in 156 combinations "
                                      + "(13 devices × portrait, landscape × XS, L, AX5 × LTR, RTL)"])
    }

    func testPortraitOnlyControllerSkipsLandscape() {
        final class PortraitSignIn: UIViewController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
        }
        let report = assertLayout(of: PortraitSignIn(), isCleanOn: [.iPhone14], contentSizes: [.large],
                                  directions: [.leftToRight])
        // Held upright only: one combination laid out, the landscape one skipped.
        XCTAssertEqual(report.combinations.count, 1)
        XCTAssertEqual(report.skipped.count, 1)
    }
}
