import XCTest
import TautUIKit
import SnapKit

// A modal form presented from a screen, as iOS apps write it: a button presents an edit form
// as a form sheet (a centred card on an iPad, a page sheet on an iPhone); the form's Done
// button dismisses it. Only the imports differ from the iOS version.

final class ModalEditProfileFormViewController: UIViewController {
    let nameField = UITextField()
    let emailField = UITextField()
    let doneButton = UIButton(type: .system)
    lazy var fieldsStack = UIStackView(arrangedSubviews: [nameField, emailField])

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        nameField.placeholder = "Name"
        nameField.borderStyle = .roundedRect
        emailField.placeholder = "Email"
        emailField.borderStyle = .roundedRect
        fieldsStack.axis = .vertical
        fieldsStack.spacing = 12
        doneButton.setTitle("Done", for: .normal)
        doneButton.addAction(UIAction { [weak self] _ in
            self?.dismiss(animated: true)
        }, for: .touchUpInside)
        view.addSubview(fieldsStack)
        view.addSubview(doneButton)
        nameField.snp.makeConstraints { make in make.height.equalTo(44) }
        emailField.snp.makeConstraints { make in make.height.equalTo(44) }
        fieldsStack.snp.makeConstraints { make in
            make.top.leading.trailing.equalTo(view.safeAreaLayoutGuide).inset(20)
        }
        doneButton.snp.makeConstraints { make in
            make.leading.trailing.bottom.equalTo(view.safeAreaLayoutGuide).inset(20)
            make.height.equalTo(50)
        }
    }
}

final class ModalAccountViewController: UIViewController {
    let editButton = UIButton(type: .system)
    private(set) var form: ModalEditProfileFormViewController?
    private(set) var presentedForms = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        editButton.setTitle("Edit Profile", for: .normal)
        editButton.addAction(UIAction { [weak self] _ in self?.showForm() }, for: .touchUpInside)
        view.addSubview(editButton)
        editButton.snp.makeConstraints { make in
            make.center.equalToSuperview()
        }
    }

    private func showForm() {
        let form = ModalEditProfileFormViewController()
        form.modalPresentationStyle = .formSheet
        form.isModalInPresentation = true
        self.form = form
        present(form, animated: true) { [weak self] in self?.presentedForms += 1 }
    }
}

final class ModalFormSheetPortTests: XCTestCase {
    func testFormSheetOnAnIPad() {
        let account = ModalAccountViewController()
        let window = UIWindow(device: .iPad)
        let diagnostics = LayoutDiagnostics.collect {
            window.rootViewController = account
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            account.editButton.sendActions(for: .touchUpInside)
            window.layoutIfNeeded()
        }
        XCTAssertEqual(diagnostics.map(\.message), [])
        guard let form = account.form else { return XCTFail("no form") }
        XCTAssertEqual(account.presentedForms, 1)
        XCTAssertTrue(account.presentedViewController === form)
        // iPad (820 × 1180): a 540 × 620 form sheet centred at (140, 280), clear of the safe
        // area's bands, so its own safe area is zero.
        XCTAssertEqual(form.view.frame, CGRect(x: 140, y: 280, width: 540, height: 620))
        XCTAssertEqual(form.view.safeAreaInsets, .zero)
        // Fields: 20 inside the form, 44 + 12 + 44 = 100 tall; Done: 50 tall, 20 above the
        // bottom: y = 620 − 20 − 50 = 550.
        XCTAssertEqual(form.fieldsStack.frame, CGRect(x: 20, y: 20, width: 500, height: 100))
        XCTAssertEqual(form.emailField.frame, CGRect(x: 0, y: 56, width: 500, height: 44))
        XCTAssertEqual(form.doneButton.frame, CGRect(x: 20, y: 550, width: 500, height: 50))
        // The account screen stays under the sheet.
        XCTAssertTrue(account.view.superview === window)

        form.doneButton.sendActions(for: .touchUpInside)
        XCTAssertNil(account.presentedViewController)
        XCTAssertNil(form.view.superview)
    }

    func testFormSheetIsAPageSheetOnAnIPhone14() {
        let account = ModalAccountViewController()
        let window = UIWindow(device: .iPhone14)
        let diagnostics = LayoutDiagnostics.collect {
            window.rootViewController = account
            window.makeKeyAndVisible()
            account.editButton.sendActions(for: .touchUpInside)
            window.layoutIfNeeded()
        }
        XCTAssertEqual(diagnostics.map(\.message), [])
        guard let form = account.form else { return XCTFail("no form") }
        // In a compact width the form sheet is a page sheet: from 47 + 10 = 57 to the bottom,
        // 787 tall; its safe area keeps the 34-point home indicator at the bottom.
        XCTAssertEqual(form.view.frame, CGRect(x: 0, y: 57, width: 390, height: 787))
        XCTAssertEqual(form.view.safeAreaInsets, UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(form.fieldsStack.frame, CGRect(x: 20, y: 20, width: 350, height: 100))
        // Done: y = 787 − 34 − 20 − 50 = 683.
        XCTAssertEqual(form.doneButton.frame, CGRect(x: 20, y: 683, width: 350, height: 50))
    }
}
