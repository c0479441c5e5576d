import XCTest
import TautUIKit

// This file is written as a UIKit developer writes a SnapKit form; only `import UIKit` and
// `import SnapKit` were replaced by `import TautUIKit`, and target/action had its one
// documented edit: `#selector(didTapSignIn)` became `Self.didTapSignIn` and `@objc` was
// dropped.

private final class SignInFormView: UIView {
    let logoView = UIImageView(image: UIGraphicsImageRenderer(size: CGSize(width: 60, height: 60)).image { _ in })
    let titleLabel = UILabel()
    let emailField = UITextField()
    let passwordField = UITextField()
    let rememberSwitch = UISwitch()
    let rememberLabel = UILabel()
    let signInButton = UIButton(type: .system)
    let spinner = UIActivityIndicatorView(style: .medium)
    let methodControl = UISegmentedControl(items: ["Email", "Phone"])
    let pageControl = UIPageControl()
    var signInCount = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.text = "Welcome"
        emailField.placeholder = "Email"
        emailField.borderStyle = .roundedRect
        emailField.keyboardType = .emailAddress
        emailField.returnKeyType = .next
        emailField.delegate = self
        passwordField.placeholder = "Password"
        passwordField.borderStyle = .roundedRect
        passwordField.isSecureTextEntry = true
        rememberLabel.text = "Remember me"
        signInButton.setTitle("Sign In", for: .normal)
        signInButton.addTarget(self, action: Self.didTapSignIn, for: .touchUpInside)
        spinner.hidesWhenStopped = true
        methodControl.selectedSegmentIndex = 0
        pageControl.numberOfPages = 3

        [logoView, titleLabel, emailField, passwordField, rememberSwitch, rememberLabel, signInButton,
         methodControl, pageControl].forEach { addSubview($0) }
        signInButton.addSubview(spinner)

        logoView.snp.makeConstraints { make in
            make.top.equalToSuperview().offset(40)
            make.centerX.equalToSuperview()
        }
        titleLabel.snp.makeConstraints { make in
            make.top.equalTo(logoView.snp.bottom).offset(16)
            make.centerX.equalToSuperview()
        }
        emailField.snp.makeConstraints { make in
            make.top.equalTo(titleLabel.snp.bottom).offset(24)
            make.leading.trailing.equalToSuperview().inset(20)
        }
        passwordField.snp.makeConstraints { make in
            make.top.equalTo(emailField.snp.bottom).offset(12)
            make.leading.trailing.equalTo(emailField)
        }
        rememberSwitch.snp.makeConstraints { make in
            make.top.equalTo(passwordField.snp.bottom).offset(12)
            make.leading.equalTo(passwordField)
        }
        rememberLabel.snp.makeConstraints { make in
            make.leading.equalTo(rememberSwitch.snp.trailing).offset(8)
            make.centerY.equalTo(rememberSwitch)
        }
        signInButton.snp.makeConstraints { make in
            make.top.equalTo(rememberSwitch.snp.bottom).offset(24)
            make.leading.trailing.equalToSuperview().inset(20)
            make.height.equalTo(44)
        }
        spinner.snp.makeConstraints { make in
            make.centerY.equalToSuperview()
            make.trailing.equalToSuperview().offset(-12)
        }
        methodControl.snp.makeConstraints { make in
            make.top.equalTo(signInButton.snp.bottom).offset(20)
            make.centerX.equalToSuperview()
        }
        pageControl.snp.makeConstraints { make in
            make.bottom.equalToSuperview().offset(-20)
            make.centerX.equalToSuperview()
        }
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    func didTapSignIn() {
        signInCount += 1
        spinner.startAnimating()
        signInButton.isEnabled = false
    }
}

extension SignInFormView: UITextFieldDelegate {
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === emailField { passwordField.becomeFirstResponder() }
        return true
    }
}

final class ControlsUIKitPortTests: XCTestCase {
    private func assertRect(_ rect: CGRect, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat,
                            file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(rect.minX, x, accuracy: 1e-6, file: file, line: line)
        XCTAssertEqual(rect.minY, y, accuracy: 1e-6, file: file, line: line)
        XCTAssertEqual(rect.width, width, accuracy: 1e-6, file: file, line: line)
        XCTAssertEqual(rect.height, height, accuracy: 1e-6, file: file, line: line)
    }

    func testSignInFormLaysOutWithUIKitsControlSizes() {
        let form = SignInFormView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        var diagnostics: [LayoutDiagnostic] = []
        diagnostics = LayoutDiagnostics.collect { form.layoutIfNeeded() }
        XCTAssertEqual(diagnostics.count, 0)

        // The 60 × 60 logo, centred: x (320 - 60) / 2 = 130, y 40.
        assertRect(form.logoView.frame, 130, 40, 60, 60)
        // "Welcome" at 17 points: 7 × 8.5 = 59.5 × 20.4; y 100 + 16 = 116; x (320 - 59.5) / 2.
        assertRect(form.titleLabel.frame, 130.25, 116, 59.5, 20.4)
        // Rounded text fields are 34 tall: y 136.4 + 24 = 160.4, then 194.4 + 12 = 206.4.
        assertRect(form.emailField.frame, 20, 160.4, 280, 34)
        assertRect(form.passwordField.frame, 20, 206.4, 280, 34)
        // The switch, 51 × 31, at y 240.4 + 12 = 252.4.
        assertRect(form.rememberSwitch.frame, 20, 252.4, 51, 31)
        // "Remember me": 11 × 8.5 = 93.5 × 20.4, x 71 + 8 = 79, centred on 267.9: y 257.7.
        assertRect(form.rememberLabel.frame, 79, 257.7, 93.5, 20.4)
        // The button: y 283.4 + 24 = 307.4, 280 × 44 from its constraints.
        assertRect(form.signInButton.frame, 20, 307.4, 280, 44)
        // Its 15-point title "Sign In", 52.5 × 18, centred in it: x 113.75, y 13.
        assertRect(form.signInButton.titleLabel?.frame ?? .null, 113.75, 13, 52.5, 18)
        // The 20 × 20 spinner inside the button: x 280 - 12 - 20 = 248, y (44 - 20) / 2 = 12.
        assertRect(form.spinner.frame, 248, 12, 20, 20)
        // Segments "Email" and "Phone" at 13 points: 32.5 + 16 = 48.5 each, 97 × 32, centred:
        // x 111.5, y 351.4 + 20 = 371.4.
        assertRect(form.methodControl.frame, 111.5, 371.4, 97, 32)
        // Three pages: 39 × 37, 20 above the bottom: y 480 - 20 - 37 = 423, x 140.5.
        assertRect(form.pageControl.frame, 140.5, 423, 39, 37)
    }

    func testTappingAndTyping() {
        let form = SignInFormView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        form.layoutIfNeeded()
        XCTAssertTrue(form.spinner.isHidden)
        form.signInButton.sendActions(for: .touchUpInside)
        XCTAssertEqual(form.signInCount, 1)
        XCTAssertTrue(form.spinner.isAnimating)
        XCTAssertFalse(form.spinner.isHidden)
        XCTAssertEqual(form.signInButton.state, .disabled)

        XCTAssertTrue(form.emailField.becomeFirstResponder())
        form.emailField.insertText("ada@example.com")
        XCTAssertTrue(form.emailField.delegate?.textFieldShouldReturn(form.emailField) ?? false)
        XCTAssertTrue(form.passwordField.isFirstResponder)
        XCTAssertEqual(form.emailField.text, "ada@example.com")
        // The typed text is wider than the placeholder: the field asks for 15 × 8.5 + 14.
        XCTAssertEqual(form.emailField.intrinsicContentSize.width, 141.5)
        // Its width still comes from the constraints (required beats the intrinsic width).
        form.layoutIfNeeded()
        XCTAssertEqual(form.emailField.frame.width, 280)

        let indexPath = IndexPath(row: 2, section: 0)
        XCTAssertEqual(indexPath.row, 2)
        let check = UIImage(systemName: "checkmark")
        XCTAssertEqual(check?.size, CGSize(width: 20, height: 19))
        let templated = UIImage(named: "nothing-by-this-name")?.withRenderingMode(.alwaysTemplate)
        XCTAssertNil(templated)
    }
}
