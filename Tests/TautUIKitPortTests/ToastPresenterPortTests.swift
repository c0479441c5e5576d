import XCTest
import TautUIKit
import SnapKit

// A toast that slides up from below the screen: a SnapKit constraint kept in a property,
// changed with `update(offset:)` and animated with `UIView.animate`.

final class ToastPresenter {
    let hostView: UIView
    let toastView = UIView()
    let messageLabel = UILabel()
    private var bottomConstraint: Constraint?

    init(hostView: UIView, message: String) {
        self.hostView = hostView
        toastView.backgroundColor = UIColor.black.withAlphaComponent(0.8)
        toastView.layer.cornerRadius = 12
        toastView.alpha = 0
        messageLabel.text = message
        messageLabel.textColor = .white
        hostView.addSubview(toastView)
        toastView.addSubview(messageLabel)
        messageLabel.snp.makeConstraints { make in
            make.edges.equalToSuperview().inset(UIEdgeInsets(top: 10, left: 16, bottom: 10, right: 16))
        }
        toastView.snp.makeConstraints { make in
            make.centerX.equalToSuperview()
            bottomConstraint = make.bottom.equalTo(hostView.snp.bottom).offset(60).constraint
        }
    }

    func show(completion: ((Bool) -> Void)? = nil) {
        bottomConstraint?.update(offset: -40)
        UIView.animate(withDuration: 0.35, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0.5,
                       options: [.curveEaseOut, .beginFromCurrentState], animations: {
            self.toastView.alpha = 1
            self.hostView.layoutIfNeeded()
        }, completion: completion)
    }

    func hide() {
        bottomConstraint?.update(offset: 60)
        UIView.animate(withDuration: 0.2) {
            self.toastView.alpha = 0
            self.hostView.layoutIfNeeded()
        }
    }
}

final class ToastPresenterPortTests: XCTestCase {
    func testTheToastSlidesInAndOutWithTheFinalFrames() {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let toast = ToastPresenter(hostView: host, message: "Saved")
        var finished: Bool?
        let diagnostics = LayoutDiagnostics.collect {
            host.layoutIfNeeded()
            // "Saved", 17 pt: 42.5 × 20.4; the toast 74.5 × 40.4, centred: x = 150.25; its
            // bottom 60 below the screen: y = 667 + 60 - 40.4 = 686.6.
            XCTAssertEqual(toast.toastView.frame.minX, 150.25)
            XCTAssertEqual(toast.toastView.frame.width, 74.5)
            XCTAssertEqual(toast.toastView.frame.minY, 686.6, accuracy: 1e-9)
            toast.show { finished = $0 }
            // Shown: bottom 40 above the screen's: y = 627 - 40.4 = 586.6, at once.
            XCTAssertEqual(toast.toastView.frame.minY, 586.6, accuracy: 1e-9)
            XCTAssertEqual(toast.toastView.alpha, 1)
            toast.hide()
            XCTAssertEqual(toast.toastView.frame.minY, 686.6, accuracy: 1e-9)
        }
        XCTAssertEqual(finished, true)
        XCTAssertEqual(diagnostics.map(\.message), [])
    }
}
