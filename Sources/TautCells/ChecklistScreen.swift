import Foundation
import Taut

/// A settings screen of 50 views for the screen checker's benchmark and tests: a header (an
/// avatar, a name, a handle and a 44-point "Edit" button), eight 44-point rows in a vertical
/// stack view (each an icon, a title, a detail and a switch), a separator, a footnote and a
/// 44-point "Sign out" button. Fonts of 17 points (the monospaced measurer makes a character
/// 8.5 wide and a line 20.4 tall); nothing is wider than 288 points, so the screen is clean
/// from the 320-point iPhone SE (1st generation) up, held upright.
public final class ChecklistScreen: ViewController {
    /// Builds the screen: every view pinned to the safe area's top and the view's edges.
    public override func viewDidLoad() {
        super.viewDidLoad()
        let header = View(), avatar = View(), name = Label(text: "Jane Appleseed"), handle = Label(text: "@jane")
        let edit = Button(type: .system)
        edit.setTitle("Edit", for: .normal)
        let rows = StackView()
        rows.axis = .vertical
        let separator = View(), footnote = Label(text: "Changes sync to all devices."), signOut = Button(type: .system)
        signOut.setTitle("Sign out", for: .normal)
        for subview in [header, rows, separator, footnote, signOut] { view.addSubview(subview) }
        for subview in [avatar, name, handle, edit] { header.addSubview(subview) }
        for subview in [header, avatar, name, handle, edit, rows, separator, footnote, signOut] {
            subview.translatesAutoresizingMaskIntoConstraints = false
        }
        let safe = view.safeAreaLayoutGuide
        var constraints = [
            header.topAnchor.constraint(equalTo: safe.topAnchor),
            header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            header.heightAnchor.constraint(equalToConstant: 64),
            avatar.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 16),
            avatar.centerYAnchor.constraint(equalTo: header.centerYAnchor),
            avatar.widthAnchor.constraint(equalToConstant: 44),
            avatar.heightAnchor.constraint(equalToConstant: 44),
            name.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
            name.topAnchor.constraint(equalTo: avatar.topAnchor),
            name.trailingAnchor.constraint(lessThanOrEqualTo: edit.leadingAnchor, constant: -8),
            handle.leadingAnchor.constraint(equalTo: name.leadingAnchor),
            handle.topAnchor.constraint(equalTo: name.bottomAnchor, constant: 2),
            edit.trailingAnchor.constraint(equalTo: header.trailingAnchor, constant: -16),
            edit.centerYAnchor.constraint(equalTo: header.centerYAnchor),
            edit.widthAnchor.constraint(equalToConstant: 64),
            edit.heightAnchor.constraint(equalToConstant: 44),
            rows.topAnchor.constraint(equalTo: header.bottomAnchor),
            rows.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            rows.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            separator.topAnchor.constraint(equalTo: rows.bottomAnchor, constant: 8),
            separator.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            separator.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            separator.heightAnchor.constraint(equalToConstant: 1),
            footnote.topAnchor.constraint(equalTo: separator.bottomAnchor, constant: 8),
            footnote.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            footnote.trailingAnchor.constraint(lessThanOrEqualTo: view.trailingAnchor, constant: -16),
            signOut.topAnchor.constraint(equalTo: footnote.bottomAnchor, constant: 8),
            signOut.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            signOut.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            signOut.heightAnchor.constraint(equalToConstant: 44),
        ]
        for index in 1...8 {
            let row = View(), icon = View(), title = Label(text: "Setting \(index)")
            let detail = Label(text: index % 2 == 0 ? "On" : "Off"), toggle = Switch()
            for subview in [icon, title, detail, toggle] {
                subview.translatesAutoresizingMaskIntoConstraints = false
                row.addSubview(subview)
            }
            rows.addArrangedSubview(row)
            constraints += [
                row.heightAnchor.constraint(equalToConstant: 44),
                icon.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 16),
                icon.centerYAnchor.constraint(equalTo: row.centerYAnchor),
                icon.widthAnchor.constraint(equalToConstant: 28),
                icon.heightAnchor.constraint(equalToConstant: 28),
                title.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 12),
                title.centerYAnchor.constraint(equalTo: row.centerYAnchor),
                title.trailingAnchor.constraint(lessThanOrEqualTo: detail.leadingAnchor, constant: -8),
                toggle.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: -16),
                toggle.centerYAnchor.constraint(equalTo: row.centerYAnchor),
                detail.trailingAnchor.constraint(equalTo: toggle.leadingAnchor, constant: -8),
                detail.centerYAnchor.constraint(equalTo: row.centerYAnchor),
            ]
        }
        LayoutConstraint.activate(constraints)
    }

    /// How many views ``viewDidLoad()`` makes, the controller's view included: 1 + 5 (header)
    /// + 1 (stack) + 8 × 5 (rows) + 3 (separator, footnote, button) = 50.
    public static let viewCount = 50
}
